import type {
  AgencyUserView,
  GroupView,
  ReportExportBody,
  ReportExportResult,
  ReportFilterOptions,
  ReportListResponse,
  ReportTotals,
  ReportTotalsBody,
} from '@fieldbook/contract';
import type { ReportFilters, SortOrder } from '@fieldbook/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { http } from '../../shell/http.ts';

export const LIST_PAGE_SIZE = 10;

/**
 * Where a list's pages come from: a GET of the first page (my and collaborated reports), or a POST of a body to the
 * first page (agency search and quick search). links.next is followed the same way, with the same body.
 */
export type ListSource = { method: 'GET'; path: string } | { method: 'POST'; path: string; body: unknown };

export const myReportsSource = (sort: SortOrder): ListSource => ({
  method: 'GET',
  path: `/api/reports/me?limit=${LIST_PAGE_SIZE}&sort_by=${sort}`,
});

export const collaboratedReportsSource = (sort: SortOrder): ListSource => ({
  method: 'GET',
  path: `/api/reports/collaboration?limit=${LIST_PAGE_SIZE}&sort_by=${sort}`,
});

export const agencySearchSource = (filters: ReportFilters, sort: SortOrder): ListSource => ({
  method: 'POST',
  path: `/api/reports/search?limit=${LIST_PAGE_SIZE}`,
  body: { filters, sort_by: sort },
});

export const quickSearchSource = (text: string, sort: SortOrder): ListSource => ({
  method: 'POST',
  path: `/api/reports/text-search?limit=${LIST_PAGE_SIZE}`,
  body: { filter: text, sort_by: sort },
});

function fetchPage(source: ListSource, path: string, signal: AbortSignal) {
  return source.method === 'GET'
    ? http.get<ReportListResponse>(path, { signal })
    : http.post<ReportListResponse>(path, source.body, { signal });
}

/** The pages of a list, keyset-paged through links.next (analytics.md §4 "Report lists"). */
export function reportPagesQueryOptions(source: ListSource) {
  return infiniteQueryOptions({
    queryKey: ['reports', 'list', source],
    queryFn: ({ pageParam, signal }) => fetchPage(source, pageParam, signal),
    initialPageParam: source.path,
    getNextPageParam: (last: ReportListResponse) => last.links.next ?? undefined,
  });
}

/** Fast facts over the filters or the quick-search text. */
export function reportTotalsQueryOptions(body: ReportTotalsBody) {
  return queryOptions({
    queryKey: ['reports', 'totals', body],
    queryFn: ({ signal }) => http.post<ReportTotals>('/api/reports/calculate-totals', body, { signal }),
  });
}

/** What the advanced filters offer this agency: its citizen fields, the earliest day, today and the time zone. */
export function filterOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['reports', 'filter-options'],
    queryFn: ({ signal }) => http.get<ReportFilterOptions>('/api/reports/filter-options', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function groupsQueryOptions() {
  return queryOptions({
    queryKey: ['agency', 'groups'],
    queryFn: ({ signal }) => http.get<GroupView[]>('/api/agencies/me/groups', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Officers by name for the filter, former members included: their reports stay in the agency's list. */
export const searchAllAgencyUsers = (name: string) =>
  http.get<AgencyUserView[]>(`/api/agencies/me/users?active_only=False&name=${encodeURIComponent(name)}`);

/** Mails the reports matching the filters to the caller; `queued` is false when nothing matched. */
export const exportReports = (body: ReportExportBody) => http.post<ReportExportResult>('/api/reports/export', body);
