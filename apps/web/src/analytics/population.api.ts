import type { AnalyticsPopulation } from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { http, isHttpError } from '../shell/http.ts';

export const POPULATION_KEY = ['analytics', 'population'] as const;

/** The jurisdiction's residents by race group, or null while none are entered (the server answers 404). */
export function populationQueryOptions() {
  return queryOptions({
    queryKey: POPULATION_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await http.get<AnalyticsPopulation>('/api/analytics/population', { signal });
      } catch (error) {
        if (isHttpError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export const savePopulation = (population: AnalyticsPopulation) => http.put<AnalyticsPopulation>('/api/analytics/population', population);
