import type {
  AuditEventFilters,
  AuditEventPage,
  EndedSessions,
  OwnSessionList,
  SystemUseNotice,
  SystemUseNoticeRequest,
} from '@fieldbook/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { http } from '../shell/http.ts';

export const OVERSIGHT_KEYS = {
  publicNotice: (agencyId: string | null) => ['public', 'system-use-notice', agencyId ?? ''] as const,
  agencyNotice: ['agency', 'system-use-notice'] as const,
  sessions: ['users', 'me', 'sessions'] as const,
  auditEvents: (filters: AuditEventFilters) => ['agency', 'audit-events', filters] as const,
};

/** The query string of the audit filters that are set. */
export function auditQuery(filters: AuditEventFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The notice the login page shows before credentials (CJIS AC-8): the agency's by its id, else the default. */
export function publicNoticeQueryOptions(agencyId: string | null) {
  return queryOptions({
    queryKey: OVERSIGHT_KEYS.publicNotice(agencyId),
    queryFn: ({ signal }) =>
      http.get<SystemUseNotice>(`/api/public/system-use-notice${agencyId ? `?agency=${encodeURIComponent(agencyId)}` : ''}`, {
        signal,
        isAuthenticated: false,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function agencyNoticeQueryOptions() {
  return queryOptions({
    queryKey: OVERSIGHT_KEYS.agencyNotice,
    queryFn: ({ signal }) => http.get<SystemUseNotice>('/api/agencies/me/system-use-notice', { signal }),
  });
}

export const saveAgencyNotice = (body: SystemUseNoticeRequest) => http.put<SystemUseNotice>('/api/agencies/me/system-use-notice', body);

export function ownSessionsQueryOptions() {
  return queryOptions({
    queryKey: OVERSIGHT_KEYS.sessions,
    queryFn: ({ signal }) => http.get<OwnSessionList>('/api/users/me/sessions', { signal }),
  });
}

export const endOwnSession = (id: string) => http.delete<void>(`/api/users/me/sessions/${encodeURIComponent(id)}`);
export const endOtherOwnSessions = () => http.post<EndedSessions>('/api/users/me/sessions/end-others');

/** The audit log by filters, page after page through each answer's links.next. */
export function auditEventsQueryOptions(filters: AuditEventFilters) {
  return infiniteQueryOptions({
    queryKey: OVERSIGHT_KEYS.auditEvents(filters),
    queryFn: ({ signal, pageParam }) => http.get<AuditEventPage>(pageParam ?? `/api/agency/audit-events${auditQuery(filters)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.links.next,
  });
}

/** The filtered audit log as CSV text (the server streams it; the bearer token rules out a plain link). */
export const fetchAuditCsv = (filters: AuditEventFilters) => http.get<string>(`/api/agency/audit-events/export.csv${auditQuery(filters)}`);
