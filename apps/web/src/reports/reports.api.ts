import type { AgencyUserView, AreaView, ReportListResponse, ReportView, ReportWriteResult, TagView } from '@fieldbook/contract';
import type { StateConfiguration } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { http, type RequestOptions } from '../shell/http.ts';

const reportPath = (incidentNumber: string) => `/api/reports/${encodeURIComponent(incidentNumber)}`;

/** One report, or the version current at `createdAt` (analytics.md report history). */
export function reportQueryOptions(incidentNumber: string, createdAt?: string) {
  return queryOptions({
    queryKey: ['reports', incidentNumber, createdAt ?? 'current'],
    queryFn: ({ signal }) =>
      http.get<ReportView>(`${reportPath(incidentNumber)}${createdAt ? `?created_at=${encodeURIComponent(createdAt)}` : ''}`, { signal }),
  });
}

export function myReportsQueryOptions(limit = 10) {
  return queryOptions({
    queryKey: ['reports', 'me', limit],
    queryFn: ({ signal }) => http.get<ReportListResponse>(`/api/reports/me?limit=${limit}&sort_by=newest`, { signal }),
  });
}

/** Reports from an integration, offered as IDs to link reports. */
export function integrationReportsQueryOptions() {
  return queryOptions({
    queryKey: ['reports', 'me', 'from-integration'],
    queryFn: ({ signal }) => http.get<ReportListResponse>('/api/reports/me/from-integration?limit=10', { signal }),
  });
}

/** `options.isExpiryReported: false` when the caller shows the session expiry itself (the wizard's outcome). */
export const createReport = (report: unknown, options?: RequestOptions) => http.post<ReportWriteResult>('/api/reports/', report, options);
export const amendReport = (incidentNumber: string, report: unknown) =>
  http.post<ReportWriteResult>(`${reportPath(incidentNumber)}/amend`, report);

/** The people picker's asynchronous search. */
export const searchAgencyUsers = (name: string, signal?: AbortSignal) =>
  http.get<AgencyUserView[]>(`/api/agencies/me/users?active_only=True&name=${encodeURIComponent(name)}`, signal ? { signal } : {});

export function areasQueryOptions() {
  return queryOptions({
    queryKey: ['agency', 'areas'],
    queryFn: ({ signal }) => http.get<AreaView[]>('/api/agencies/me/areas', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function tagsQueryOptions() {
  return queryOptions({
    queryKey: ['agency', 'tags'],
    queryFn: ({ signal }) => http.get<TagView[]>('/api/agencies/me/tags', { signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * The agency's state configuration (public file, no auth). The server checked it against the schema when it
 * started, so the browser does not carry zod to check it again.
 */
export function stateConfigurationQueryOptions(fileName: string) {
  return queryOptions({
    queryKey: ['configurations', fileName],
    queryFn: ({ signal }) =>
      http.get<StateConfiguration>(`/configurations/${encodeURIComponent(fileName)}`, { signal, isAuthenticated: false }),
    staleTime: 60 * 60_000,
  });
}
