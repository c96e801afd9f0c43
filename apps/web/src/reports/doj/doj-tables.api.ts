import type { AgencyOffenseCodesUpload, AgencyOffenseCodesView, DojCitiesView, OffenseCodesView } from '@fieldbook/contract';
import { type DojTables, indexCities, indexOffenseCodes, type StateConfiguration, usesDojTables } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchWithReferenceCache, REFERENCE_KEYS } from '../../offline/reference-cache.ts';
import { http } from '../../shell/http.ts';

export const OFFENSE_CODES_PATH = '/api/doj-tables/offense-codes';
export const DOJ_CITIES_PATH = '/api/doj-tables/cities';
export const OFFENSE_CODES_QUERY_KEY = ['doj-tables', 'offense-codes'] as const;
const STALE_MS = 60 * 60_000;

/**
 * The DOJ tables of the agency (issue 26), fetched only for a configuration that reads them, kept on the device like
 * the state configuration so the form checks offense codes and cities offline too. They are data, not code: no part
 * of the JS bundle. Undefined until both have arrived (the form then leaves those two checks to the server).
 */
export function useDojTablesFor(email: string, config: StateConfiguration | undefined): DojTables | undefined {
  const isEnabled = config !== undefined && usesDojTables(config);
  const cached = <T>(key: string, path: string) => ({
    enabled: isEnabled,
    networkMode: 'always' as const,
    staleTime: STALE_MS,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchWithReferenceCache<T>(email, key, () => http.get<T>(path, { signal })),
  });
  const codes = useQuery({
    queryKey: OFFENSE_CODES_QUERY_KEY,
    ...cached<OffenseCodesView>(REFERENCE_KEYS.dojOffenseCodes, OFFENSE_CODES_PATH),
  });
  const cities = useQuery({ queryKey: ['doj-tables', 'cities'], ...cached<DojCitiesView>(REFERENCE_KEYS.dojCities, DOJ_CITIES_PATH) });
  return useMemo(() => {
    if (!codes.data || !cities.data) return undefined;
    return {
      offenseCodes: indexOffenseCodes(
        codes.data.codes.map(([code, statute, statute_type, charge_type, literal, enacted, repealed]) => ({
          code,
          statute,
          statute_type,
          charge_type,
          literal,
          enacted,
          repealed,
        })),
      ),
      cities: indexCities(cities.data.cities.map(([name, county, deactivated]) => ({ name, county, deactivated }))),
    };
  }, [codes.data, cities.data]);
}

export const AGENCY_OFFENSE_CODES_PATH = '/api/agencies/me/offense-codes';
export const AGENCY_OFFENSE_CODES_QUERY_KEY = ['agency', 'offense-codes'] as const;

export const agencyOffenseCodesQueryOptions = () => ({
  queryKey: AGENCY_OFFENSE_CODES_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => http.get<AgencyOffenseCodesView>(AGENCY_OFFENSE_CODES_PATH, { signal }),
});

export const uploadOffenseCodes = (upload: AgencyOffenseCodesUpload) => http.put<AgencyOffenseCodesView>(AGENCY_OFFENSE_CODES_PATH, upload);
export const resetOffenseCodes = () => http.delete<AgencyOffenseCodesView>(AGENCY_OFFENSE_CODES_PATH);
