import { reportProfileRequest, reportProfileView } from '@fieldbook/contract';
import { requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createReportProfiles } from './report-profile.service.ts';

/** GET and PUT of the caller's own report details: the path names no user, the body neither. */
export function registerReportProfileRoutes(api: Api, { db, configurations, authenticate }: AppContext): void {
  const profiles = createReportProfiles(db, configurations);
  const tags = ['users'];
  const answer = { 200: reportProfileView };

  api.get('/users/me/report-profile', { preValidation: authenticate, schema: { tags, response: answer } }, (request) =>
    profiles.read(requirePermission(request, 'agency.reports.create')),
  );

  api.put(
    '/users/me/report-profile',
    { preValidation: authenticate, schema: { tags, body: reportProfileRequest, response: answer } },
    (request) => profiles.save(requirePermission(request, 'agency.reports.create'), request.body.answers),
  );
}
