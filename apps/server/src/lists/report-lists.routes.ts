import {
  reportFilterOptions,
  reportListQuery,
  reportListResponse,
  reportSearchBody,
  reportTextSearchBody,
  reportTotals,
  reportTotalsBody,
} from '@fieldbook/contract';
import { requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createReportLists } from './report-lists.service.ts';

/**
 * The report lists (reports.md §7, analytics.md §3): My Reports and Collaborated Reports for their owners, and the
 * agency's search, quick search, fast facts and filter options behind agency.reports.read. Each list pages by keyset;
 * links.next is this path with a cursor (POST the same body to it for a search).
 */
export function registerReportListRoutes(api: Api, { db, configurations, authenticate }: AppContext): void {
  const lists = createReportLists(db, configurations);
  const tags = ['report lists'];
  const listSchema = { tags, querystring: reportListQuery, response: { 200: reportListResponse } };

  api.get('/reports/me', { preValidation: authenticate, schema: listSchema }, (request) =>
    lists.listMine(requirePermission(request, 'self.reports.read'), request.query, '/api/reports/me', false),
  );
  api.get('/reports/me/from-integration', { preValidation: authenticate, schema: listSchema }, (request) =>
    lists.listMine(requirePermission(request, 'self.reports.read'), request.query, '/api/reports/me/from-integration', true),
  );
  api.get('/reports/collaboration', { preValidation: authenticate, schema: listSchema }, (request) =>
    lists.listCollaborated(requirePermission(request, 'agency.reports.collaboration.read'), request.query),
  );
  api.post('/reports/search', { preValidation: authenticate, schema: { ...listSchema, body: reportSearchBody } }, (request) =>
    lists.search(requirePermission(request, 'agency.reports.read'), request.body, request.query),
  );
  api.post('/reports/text-search', { preValidation: authenticate, schema: { ...listSchema, body: reportTextSearchBody } }, (request) =>
    lists.textSearch(requirePermission(request, 'agency.reports.read'), request.body, request.query),
  );
  api.post(
    '/reports/calculate-totals',
    { preValidation: authenticate, schema: { tags, body: reportTotalsBody, response: { 200: reportTotals } } },
    (request) => lists.totals(requirePermission(request, 'agency.reports.read'), request.body),
  );
  api.get('/reports/filter-options', { preValidation: authenticate, schema: { tags, response: { 200: reportFilterOptions } } }, (request) =>
    lists.filterOptions(requirePermission(request, 'agency.reports.read')),
  );
}
