import {
  agencyOffenseCodesUpload,
  agencyOffenseCodesView,
  dojCitiesView,
  OFFENSE_CODES_CSV_MAX_LENGTH,
  offenseCodesView,
} from '@fieldbook/contract';
import { requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createDojTables } from './doj-tables.service.ts';

/** The DOJ tables for the form (any member who files) and the agency's own offense-code table (issue 26). */
export function registerDojTableRoutes(api: Api, { db, config, authenticate }: AppContext): void {
  const tables = createDojTables(db, config.configurationsDir);
  const tags = ['doj-tables'];
  const manage = 'agency.doj_submissions.manage';

  api.get(
    '/doj-tables/offense-codes',
    { preValidation: authenticate, schema: { tags, response: { 200: offenseCodesView } } },
    async (request, reply) => {
      const view = await tables.offenseCodes(requirePermission(request, 'agency.reports.create'));
      reply.header('cache-control', 'private, max-age=300');
      return view;
    },
  );

  api.get('/doj-tables/cities', { preValidation: authenticate, schema: { tags, response: { 200: dojCitiesView } } }, (request, reply) => {
    requirePermission(request, 'agency.reports.create');
    reply.header('cache-control', 'private, max-age=86400');
    return tables.cities();
  });

  const answer = { 200: agencyOffenseCodesView };
  api.get('/agencies/me/offense-codes', { preValidation: authenticate, schema: { tags, response: answer } }, (request) =>
    tables.read(requirePermission(request, manage)),
  );
  api.put(
    '/agencies/me/offense-codes',
    {
      preValidation: authenticate,
      bodyLimit: OFFENSE_CODES_CSV_MAX_LENGTH * 2,
      schema: { tags, body: agencyOffenseCodesUpload, response: answer },
    },
    (request) => tables.upload(requirePermission(request, manage), request.body),
  );
  api.delete('/agencies/me/offense-codes', { preValidation: authenticate, schema: { tags, response: answer } }, (request) =>
    tables.reset(requirePermission(request, manage)),
  );
}
