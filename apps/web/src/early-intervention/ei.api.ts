import type {
  AlertProfile,
  AlertsQuery,
  alertsResponse,
  EarlyInterventionSettingsView,
  evaluationRun,
  latestEvaluationResponse,
  ManualEventRequest,
  MyAlertsResponse,
  ReviewAlertRequest,
  ReviewersResponse,
} from '@fieldbook/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../shell/http.ts';

/** Every early-intervention read starts with this key, so a review, an assignment or a run refreshes them all. */
export const EI_KEY = 'early-intervention';
const BASE = '/api/early-intervention';

type AlertsResponse = z.infer<typeof alertsResponse>;
type LatestEvaluation = z.infer<typeof latestEvaluationResponse>;
export type EvaluationRun = z.infer<typeof evaluationRun>;

export function eiSettingsQueryOptions() {
  return queryOptions({
    queryKey: [EI_KEY, 'settings'],
    queryFn: ({ signal }) => http.get<EarlyInterventionSettingsView>(`${BASE}/settings`, { signal }),
  });
}

export const saveEiSettings = (body: EarlyInterventionSettingsView) => http.put<EarlyInterventionSettingsView>(`${BASE}/settings`, body);

/** The last evaluation; polled every 2 s while one is queued or running. */
export function latestEvaluationQueryOptions() {
  return queryOptions({
    queryKey: [EI_KEY, 'evaluations', 'latest'],
    queryFn: ({ signal }) => http.get<LatestEvaluation>(`${BASE}/evaluations/latest`, { signal }),
    refetchInterval: (query) => (isRunning(query.state.data?.run ?? null) ? 2_000 : false),
  });
}

export const isRunning = (run: EvaluationRun | null) => run?.status === 'queued' || run?.status === 'running';

export const runEvaluation = () => http.post<EvaluationRun>(`${BASE}/evaluations`, {});

/** The query string of the alerts list: the filters that are set, and the page. */
export function alertsPath(filters: AlertsQuery, cursor = ''): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, cursor })) if (value) params.set(key, String(value));
  const search = params.toString();
  return `${BASE}/alerts${search ? `?${search}` : ''}`;
}

/** The alerts page, 25 at a time, oldest first ('Show more' asks for the next page). */
export function alertsQueryOptions(filters: AlertsQuery) {
  return infiniteQueryOptions({
    queryKey: [EI_KEY, 'alerts', filters],
    queryFn: ({ pageParam, signal }) => http.get<AlertsResponse>(alertsPath(filters, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last: AlertsResponse) => last.next_cursor ?? undefined,
  });
}

/** How many alerts match (one row asked for; `total` is counted up to 1,000): the badges. */
export function alertCountQueryOptions(filters: AlertsQuery) {
  return queryOptions({
    queryKey: [EI_KEY, 'alerts', 'count', filters],
    queryFn: async ({ signal }) => (await http.get<AlertsResponse>(alertsPath({ ...filters, limit: 1 }), { signal })).total,
  });
}

export function alertProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: [EI_KEY, 'alert', id],
    queryFn: ({ signal }) => http.get<AlertProfile>(`${BASE}/alerts/${encodeURIComponent(id)}`, { signal }),
  });
}

const alertPath = (id: string, step: string) => `${BASE}/alerts/${encodeURIComponent(id)}/${step}`;
export const assignAlert = (id: string, reviewerId: string) => http.post<unknown>(alertPath(id, 'assign'), { reviewer_id: reviewerId });
export const reviewAlert = (id: string, body: ReviewAlertRequest) => http.post<unknown>(alertPath(id, 'review'), body);
export const closeAlert = (id: string, note: string) => http.post<unknown>(alertPath(id, 'close'), note ? { note } : {});
export const addManualEvent = (body: ManualEventRequest) => http.post<unknown>(`${BASE}/events`, body);

/** Who the alert's review may be given to: owners, managers and the supervisors of the officer's groups. */
export function reviewersQueryOptions(alertId: string) {
  return queryOptions({
    queryKey: [EI_KEY, 'alert', alertId, 'reviewers'],
    queryFn: ({ signal }) => http.get<ReviewersResponse>(`${BASE}/alerts/${encodeURIComponent(alertId)}/reviewers`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The caller's own closed alerts, where the agency shares them (any member). */
export function myAlertsQueryOptions() {
  return queryOptions({
    queryKey: [EI_KEY, 'mine'],
    queryFn: ({ signal }) => http.get<MyAlertsResponse>(`${BASE}/my-alerts`, { signal }),
  });
}
