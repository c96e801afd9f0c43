import type {
  AgencyUserView,
  ApproveReportsRequest,
  ApproveReportsResponse,
  ReturnedReportsResponse,
  ReturnReportRequest,
  ReturnReportResponse,
  ReviewCountsResponse,
  ReviewQueueQuery,
  ReviewQueueResponse,
} from '@fieldbook/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { isOfflineMode } from '../accounts/session.ts';
import { cacheReferenceData, isUnreachable, readReferenceEntry } from '../offline/reference-cache.ts';
import { HttpError, http, NETWORK_ERROR } from '../shell/http.ts';

/** Every review read starts with this key, so an approve or a return refreshes them all at once. */
export const REVIEW_KEY = 'review';
const RETURNED_CACHE_KEY = 'returned-reports';

export function reviewCountsQueryOptions() {
  return queryOptions({
    queryKey: [REVIEW_KEY, 'counts'],
    queryFn: ({ signal }) => http.get<ReviewCountsResponse>('/api/review/counts', { signal }),
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
}

export type ReviewQueueFilters = Pick<ReviewQueueQuery, 'group_id' | 'officer_id' | 'from' | 'to'>;

/** The query string of a queue page: the filters that are set, the cursor, 100 a page (a whole approve batch). */
export function reviewQueuePath(filters: ReviewQueueFilters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', '100');
  return `/api/review/queue?${params.toString()}`;
}

/** The queue's pages, oldest first, keyset-paged through next_cursor. */
export function reviewQueueQueryOptions(filters: ReviewQueueFilters) {
  return infiniteQueryOptions({
    queryKey: [REVIEW_KEY, 'queue', filters],
    queryFn: ({ pageParam, signal }) => http.get<ReviewQueueResponse>(reviewQueuePath(filters, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last: ReviewQueueResponse) => last.next_cursor ?? undefined,
  });
}

/** The officers the queue's officer filter offers (active members). */
export function reviewOfficersQueryOptions() {
  return queryOptions({
    queryKey: ['agency', 'users', 'active'],
    queryFn: ({ signal }) => http.get<AgencyUserView[]>('/api/agencies/me/users?active_only=True', { signal }),
    staleTime: 10 * 60_000,
  });
}

export const approveReports = (body: ApproveReportsRequest) => http.post<ApproveReportsResponse>('/api/review/approve', body);

export const returnReport = (incidentNumber: string, body: ReturnReportRequest) =>
  http.post<ReturnReportResponse>(`/api/reports/${encodeURIComponent(incidentNumber)}/return`, body);

/** 'Returned to me', and when it was fetched: null when it came from the server now, else the time of the device's copy. */
export interface ReturnedReports extends ReturnedReportsResponse {
  cachedAt: string | null;
}

/**
 * The officer's returned reports, network first: each answer is kept on the device for the user, and without a
 * connection the last copy is shown with when it was fetched (GUIDE §5).
 */
export async function fetchReturnedReports(email: string, signal?: AbortSignal): Promise<ReturnedReports> {
  try {
    if (isOfflineMode()) throw new HttpError(0, 'Offline mode', NETWORK_ERROR);
    const answer = await http.get<ReturnedReportsResponse>('/api/reports/me/returned', signal ? { signal } : {});
    await cacheReferenceData(email, RETURNED_CACHE_KEY, answer).catch(() => {});
    return { ...answer, cachedAt: null };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const cached = await readReferenceEntry<ReturnedReportsResponse>(email, RETURNED_CACHE_KEY).catch(() => null);
    if (!cached) throw error;
    return { ...cached.value, cachedAt: cached.cached_at };
  }
}

export function returnedReportsQueryOptions(email: string) {
  return queryOptions({
    queryKey: [REVIEW_KEY, 'returned', email],
    queryFn: ({ signal }) => fetchReturnedReports(email, signal),
  });
}
