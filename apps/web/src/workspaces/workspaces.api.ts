import type { PageLoadFigures, SubscriptionsSummary, WorkspaceRequest, WorkspaceView } from '@fieldbook/contract';
import type { SortOrder } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, type ListSource } from '../reports/lists/lists.api.ts';
import { http } from '../shell/http.ts';

/** The workspace edition's calls (accounts.md §2.3, §3): the subscriptions summary, workspaces and their lists. */
export const WORKSPACE_KEYS = {
  summary: ['subscriptions', 'summary'] as const,
  list: ['workspaces'] as const,
  one: (id: string) => ['workspaces', id] as const,
};

export function subscriptionsSummaryQueryOptions() {
  return queryOptions({
    queryKey: WORKSPACE_KEYS.summary,
    queryFn: ({ signal }) => http.get<SubscriptionsSummary>('/api/subscriptions/summary', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function workspacesQueryOptions() {
  return queryOptions({
    queryKey: WORKSPACE_KEYS.list,
    queryFn: ({ signal }) => http.get<WorkspaceView[]>('/api/workspaces', { signal }),
    staleTime: 60_000,
  });
}

export function workspaceQueryOptions(id: string) {
  return queryOptions({
    queryKey: WORKSPACE_KEYS.one(id),
    queryFn: ({ signal }) => http.get<WorkspaceView>(`/api/workspaces/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

export const saveWorkspace = (id: string | null, body: WorkspaceRequest) =>
  id ? http.put<WorkspaceView>(`/api/workspaces/${id}`, body) : http.post<WorkspaceView>('/api/workspaces', body);

export const deleteWorkspace = (id: string) => http.delete<null>(`/api/workspaces/${id}`);

/** The agency's reports limited to a workspace, and the caller's own, paged like the other lists. */
export const workspaceAgencyReportsSource = (id: string, sort: SortOrder): ListSource => ({
  method: 'POST',
  path: `/api/workspaces/${id}/reports/search?limit=${LIST_PAGE_SIZE}`,
  body: { filters: {}, sort_by: sort },
});

export const workspaceMyReportsSource = (id: string, sort: SortOrder): ListSource => ({
  method: 'POST',
  path: `/api/workspaces/${id}/reports/me?limit=${LIST_PAGE_SIZE}`,
  body: { filters: {}, sort_by: sort },
});

export function pageLoadFiguresQueryOptions() {
  return queryOptions({
    queryKey: ['metrics', 'page-loads'] as const,
    queryFn: ({ signal }) => http.get<PageLoadFigures>('/api/metrics/page-loads', { signal }),
  });
}
