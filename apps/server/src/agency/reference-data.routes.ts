import { agencyUserView, areaView, groupView, tagView } from '@fieldbook/contract';
import { z } from 'zod';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, callerOf } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import * as repo from './reference-data.repo.ts';

/** The spec sends Python-style booleans (active_only=True); accept those and the usual spellings. */
const flag = z
  .enum(['True', 'False', 'true', 'false', '1', '0'])
  .default('True')
  .transform((value) => value === 'True' || value === 'true' || value === '1');

/** What any member of an agency needs to file a report: colleagues, areas, tags, groups. Read-only here; settings edit them. */
export function registerReferenceDataRoutes(api: Api, { db, authenticate }: AppContext): void {
  const tags = ['agency'];
  const agencyOfRequest = (request: Parameters<typeof callerOf>[0]) => agencyOf(callerOf(request));

  api.get(
    '/agencies/me/users',
    {
      preValidation: authenticate,
      schema: {
        tags,
        querystring: z.object({ active_only: flag, name: z.string().max(100).default('') }),
        response: { 200: z.array(agencyUserView) },
      },
    },
    (request) => {
      const agencyId = agencyOfRequest(request);
      return withTenant(db, agencyId, (tx) =>
        repo.searchAgencyUsers(tx, agencyId, { name: request.query.name.trim(), isActiveOnly: request.query.active_only }),
      );
    },
  );
  api.get('/agencies/me/areas', { preValidation: authenticate, schema: { tags, response: { 200: z.array(areaView) } } }, (request) => {
    const agencyId = agencyOfRequest(request);
    return withTenant(db, agencyId, (tx) => repo.listAreas(tx, agencyId));
  });
  api.get('/agencies/me/tags', { preValidation: authenticate, schema: { tags, response: { 200: z.array(tagView) } } }, (request) => {
    const agencyId = agencyOfRequest(request);
    return withTenant(db, agencyId, (tx) => repo.listTags(tx, agencyId));
  });
  api.get('/agencies/me/groups', { preValidation: authenticate, schema: { tags, response: { 200: z.array(groupView) } } }, (request) => {
    const agencyId = agencyOfRequest(request);
    return withTenant(db, agencyId, (tx) => repo.listGroups(tx, agencyId));
  });
}
