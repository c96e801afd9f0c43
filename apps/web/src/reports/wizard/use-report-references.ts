import type { AgencyUserView, AreaView, MeResponse, PublicAppSettings, ReportProfileView, TagView } from '@fieldbook/contract';
import type { DojTables, StateConfiguration } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { hasProfileFields, reportProfileQueryOptions } from '../../accounts/report-details/report-profile.api.ts';
import { fetchWithReferenceCache, isUnreachable, REFERENCE_KEYS } from '../../offline/reference-cache.ts';
import { http } from '../../shell/http.ts';
import { useDojTablesFor } from '../doj/doj-tables.api.ts';
import { searchAgencyUsers } from '../reports.api.ts';

const NONE: never[] = [];

/**
 * What a report needs, cached on the device so the form works with no connection (GUIDE §5): the state
 * configuration, areas, tags, colleagues for the people picker (searched locally when offline), the server's
 * public address for the case link, and the officer's report details.
 */
export function useReportReferences(me: MeResponse) {
  const email = me.email;
  const fileName = me.agency?.configuration_file ?? '';
  const cached = <T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>) => ({
    networkMode: 'always' as const,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchWithReferenceCache<T>(email, key, () => fetcher(signal)),
  });
  const config = useQuery({
    queryKey: ['configurations', fileName],
    enabled: fileName !== '',
    ...cached(REFERENCE_KEYS.stateConfiguration(fileName), (signal) =>
      http.get<StateConfiguration>(`/configurations/${encodeURIComponent(fileName)}`, { signal, isAuthenticated: false }),
    ),
  });
  const areas = useQuery({
    queryKey: ['agency', 'areas'],
    ...cached(REFERENCE_KEYS.areas, (signal) => http.get<AreaView[]>('/api/agencies/me/areas', { signal })),
  });
  const tags = useQuery({
    queryKey: ['agency', 'tags'],
    ...cached(REFERENCE_KEYS.tags, (signal) => http.get<TagView[]>('/api/agencies/me/tags', { signal })),
  });
  // PUBLIC_URL for the case QR code and share link, kept for the outcome screen offline (issue 24, defect 11).
  const appSettings = useQuery({
    queryKey: ['public', 'app-settings'],
    ...cached(REFERENCE_KEYS.appSettings, (signal) =>
      http.get<PublicAppSettings>('/api/public/app-settings', { signal, isAuthenticated: false }),
    ),
  });
  // The officer's report details fill a new report (issue 24); asked only where the configuration has such fields.
  const reportProfile = useQuery(reportProfileQueryOptions(email, hasProfileFields(config.data)));
  const colleagues = useQuery({
    queryKey: ['agency', 'users', 'all'],
    ...cached(REFERENCE_KEYS.agencyUsers, (signal) => searchAgencyUsers('', signal)),
  });
  const colleagueList = colleagues.data;
  // Optional in the type, so references made by hand (tests, the amend page) need not name it.
  const profileReference: { reportProfile?: ReportProfileView | null } = { reportProfile: reportProfile.data ?? null };
  // California's DOJ tables (issue 26), asked with the rest so a report started offline can search and check them.
  const dojReference: { dojTables?: DojTables | undefined } = { dojTables: useDojTablesFor(email, config.data) };

  const peopleSearch = useCallback(
    async (name: string): Promise<AgencyUserView[]> => {
      try {
        return await searchAgencyUsers(name);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        const text = name.trim().toLowerCase();
        return (colleagueList ?? []).filter(
          (user) => user.name.toLowerCase().includes(text) || user.officer_id.toLowerCase().includes(text),
        );
      }
    },
    [colleagueList],
  );

  return {
    config: config.data,
    isLoading: config.isPending && fileName !== '',
    hasFailed: config.isError,
    areas: areas.data ?? NONE,
    tags: tags.data ?? NONE,
    /** The server's PUBLIC_URL, or null when it was never reached from this device. */
    publicUrl: appSettings.data?.public_url ?? null,
    ...profileReference,
    ...dojReference,
    peopleSearch,
  };
}
