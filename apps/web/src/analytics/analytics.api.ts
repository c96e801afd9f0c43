import type { AnalyticsConfig, AnalyticsGenerateBody, AnalyticsPeriods, AnalyticsSettings } from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../shell/http.ts';

/**
 * The dashboard's calls (analytics.md §7): the configuration for a set of filters, the calendar periods offered, and
 * the favourite widgets kept on the server.
 */

/**
 * The configuration for one request body, cached for the session: it is regenerated only when the filters differ
 * from those of a configuration already held (analytics.md §4).
 */
export function analyticsConfigQueryOptions(body: AnalyticsGenerateBody) {
  return queryOptions({
    queryKey: ['analytics', 'config', body],
    queryFn: ({ signal }) => http.post<AnalyticsConfig>('/api/analytics/generate', body, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    // A time-out or a refused request is shown at once (the 'connection expired' screen or the error state).
    retry: false,
  });
}

/** Quarter, half-year and year options; asked for roles other than the officer's. */
export function analyticsPeriodsQueryOptions() {
  return queryOptions({
    queryKey: ['analytics', 'periods'],
    queryFn: ({ signal }) => http.get<AnalyticsPeriods>('/api/analytics/periods', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** The favourites of the agency dashboard, or of one workspace (GET /analytics/{workspaceId}/me/settings). */
export function analyticsSettingsQueryOptions(workspaceId?: string) {
  return queryOptions({
    queryKey: ['analytics', 'settings', workspaceId ?? ''],
    queryFn: ({ signal }) =>
      http.get<AnalyticsSettings>(workspaceId ? `/api/analytics/${workspaceId}/me/settings` : '/api/analytics/me/settings', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const saveAnalyticsSettings = (widgets: readonly string[], workspaceId?: string) =>
  http.put<AnalyticsSettings>('/api/analytics/me/settings', {
    widgets: [...widgets],
    ...(workspaceId ? { workspace_id: workspaceId } : {}),
  });
