import { meResponse, updateOfficerIdRequest } from '@fieldbook/contract';
import { readEarlyInterventionSwitches } from '../early-intervention/early-intervention.service.ts';
import { callerOf } from '../http/authenticate.ts';
import { unauthorized } from '../http/http-error.ts';
import type { Api, AppContext } from '../http/types.ts';
import { findMe } from './users.repo.ts';
import { changeOwnOfficerId } from './users.service.ts';

export function registerUserRoutes(api: Api, { db, authenticate }: AppContext): void {
  api.get('/users/me', { preValidation: authenticate, schema: { tags: ['users'], response: { 200: meResponse } } }, async (request) => {
    const me = await findMe(db, callerOf(request).userId);
    if (!me) throw unauthorized();
    // Early intervention on (issue 28): its settings are a tenant table, read under the agency's row-level security.
    if (me.agency) {
      const switches = await readEarlyInterventionSwitches(db, me.agency.id);
      me.agency.early_intervention_enabled = switches.enabled;
      me.agency.early_intervention_officer_sees_closed = switches.officerSeesClosed;
    }
    return me;
  });

  api.put(
    '/users/me/officer-id',
    { preValidation: authenticate, schema: { tags: ['users'], body: updateOfficerIdRequest, response: { 200: meResponse } } },
    (request) => changeOwnOfficerId(db, callerOf(request), request.body.officer_id, request.ip),
  );
}
