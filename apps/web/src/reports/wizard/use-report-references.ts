import type { AgencyUserView, AreaView, MeResponse, TagView } from '@fieldbook/contract';
import type { StateConfiguration } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchWithReferenceCache, isUnreachable, REFERENCE_KEYS } from '../../offline/reference-cache.ts';
import { http } from '../../shell/http.ts';
import { searchAgencyUsers } from '../reports.api.ts';

const NONE: never[] = [];

/**
 * What a report needs, cached on the device so the form works with no connection (GUIDE §5): the state
 * configuration, areas, tags, and colleagues for the people picker (searched locally when offline).
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
  const colleagues = useQuery({
    queryKey: ['agency', 'users', 'all'],
    ...cached(REFERENCE_KEYS.agencyUsers, (signal) => searchAgencyUsers('', signal)),
  });
  const colleagueList = colleagues.data;

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
    peopleSearch,
  };
}
