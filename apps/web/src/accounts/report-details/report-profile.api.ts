import type { MeResponse, ReportProfileView } from '@fieldbook/contract';
import { hasPermission, type ProfileAnswers, profileFieldsOf, type StateConfiguration } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchWithReferenceCache, REFERENCE_KEYS } from '../../offline/reference-cache.ts';
import { http } from '../../shell/http.ts';

export const REPORT_PROFILE_PATH = '/api/users/me/report-profile';
export const REPORT_PROFILE_QUERY_KEY = ['users', 'me', 'report-profile'] as const;
const STALE_MS = 10 * 60_000;

/** The state configuration as the report page reads it (same key: one copy, cached on the device for offline use). */
export function stateConfigurationQueryOptions(email: string, fileName: string) {
  return {
    queryKey: ['configurations', fileName],
    enabled: fileName !== '',
    networkMode: 'always' as const,
    staleTime: STALE_MS,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchWithReferenceCache<StateConfiguration>(email, REFERENCE_KEYS.stateConfiguration(fileName), () =>
        http.get<StateConfiguration>(`/configurations/${encodeURIComponent(fileName)}`, { signal, isAuthenticated: false }),
      ),
  };
}

/** The officer's report details (issue 24), network first and kept on the device, so a report started offline is filled too. */
export function reportProfileQueryOptions(email: string, isEnabled: boolean) {
  return {
    queryKey: REPORT_PROFILE_QUERY_KEY,
    enabled: isEnabled,
    networkMode: 'always' as const,
    staleTime: STALE_MS,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchWithReferenceCache<ReportProfileView>(email, REFERENCE_KEYS.reportProfile, () =>
        http.get<ReportProfileView>(REPORT_PROFILE_PATH, { signal }),
      ),
  };
}

export const saveReportProfile = (answers: ProfileAnswers) => http.put<ReportProfileView>(REPORT_PROFILE_PATH, { answers });

/** Whether the configuration asks anything the officer's profile keeps (California: years of experience, assignment). */
export const hasProfileFields = (config: StateConfiguration | undefined): config is StateConfiguration =>
  config !== undefined && profileFieldsOf(config).length > 0;

/**
 * The agency's configuration when it has profile fields and the user files reports, else null: what decides whether
 * 'Report details' is offered at all (the other configurations mark none).
 */
export function useReportDetailsConfig(me: MeResponse): StateConfiguration | null {
  const canFile = hasPermission(me.role, 'agency.reports.create');
  const config = useQuery({ ...stateConfigurationQueryOptions(me.email, canFile ? (me.agency?.configuration_file ?? '') : '') });
  return hasProfileFields(config.data) ? config.data : null;
}
