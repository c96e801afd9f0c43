import { reportListQuery, reportListResponse, reportSearchBody, reportTotals, type WorkspaceView } from '@fieldbook/contract';
import { reportFilters } from '@fieldbook/domain';
import { z } from 'zod';
import { type Caller, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { keysetOf, listResponse } from '../lists/list-pages.ts';
import * as listsRepo from '../lists/report-lists.repo.ts';
import { createReportLists } from '../lists/report-lists.service.ts';
import { scopeListFilters } from './workspace-scope.ts';

type ReadWorkspace = (caller: Caller, workspaceId: string) => Promise<WorkspaceView>;

/**
 * The lists of /app/{agency-reports,my-reports}/workspaces/{workspaceId} (accounts.md §2.3): the agency search and its
 * fast facts (agency.reports.read), and the caller's own reports (self.reports.read), each limited to the workspace by
 * its definition as agency-report filters; links.next stays on the workspace's path.
 */
export function registerWorkspaceListRoutes(
  api: Api,
  { db, configurations, authenticate }: AppContext,
  readWorkspace: ReadWorkspace,
): void {
  const lists = createReportLists(db, configurations);
  const tags = ['workspaces'];
  const params = z.strictObject({ workspaceId: z.uuid() });
  const listSchema = { tags, params, querystring: reportListQuery, body: reportSearchBody, response: { 200: reportListResponse } };

  api.post('/workspaces/:workspaceId/reports/search', { preValidation: authenticate, schema: listSchema }, async (request) => {
    const caller = requirePermission(request, 'agency.reports.read');
    const { workspaceId } = request.params;
    const filters = scopeListFilters(request.body.filters, await readWorkspace(caller, workspaceId));
    const { sort_by } = request.body;
    return lists.withCheckedFilters(caller, filters, async (tx, scope) =>
      listResponse(
        await listsRepo.searchReports(tx, filters, scope, keysetOf(request.query, sort_by)),
        request.query,
        `/api/workspaces/${workspaceId}/reports/search`,
        sort_by,
      ),
    );
  });

  api.post('/workspaces/:workspaceId/reports/me', { preValidation: authenticate, schema: listSchema }, async (request) => {
    const caller = requirePermission(request, 'self.reports.read');
    const { workspaceId } = request.params;
    // My reports: the ones the caller wrote ('created'), limited to the workspace.
    const filters = { ...scopeListFilters(request.body.filters, await readWorkspace(caller, workspaceId)), source: 'created' as const };
    const { sort_by } = request.body;
    return lists.withCheckedFilters(caller, filters, async (tx, scope) =>
      listResponse(
        await listsRepo.searchReports(tx, filters, scope, keysetOf(request.query, sort_by)),
        request.query,
        `/api/workspaces/${workspaceId}/reports/me`,
        sort_by,
      ),
    );
  });

  api.post(
    '/workspaces/:workspaceId/reports/calculate-totals',
    {
      preValidation: authenticate,
      schema: { tags, params, body: z.strictObject({ filters: reportFilters }), response: { 200: reportTotals } },
    },
    async (request) => {
      const caller = requirePermission(request, 'agency.reports.read');
      const filters = scopeListFilters(request.body.filters, await readWorkspace(caller, request.params.workspaceId));
      return lists.withCheckedFilters(caller, filters, (tx, scope) => listsRepo.totalReports(tx, filters, scope));
    },
  );
}
