import type {
  CitizenSubmissionDecision,
  CitizenSubmissionsCount,
  CitizenSubmissionsQuery,
  citizenSubmission,
  citizenSubmissionsResponse,
} from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../shell/http.ts';
import { EI_KEY } from './ei.api.ts';

const BASE = '/api/early-intervention/citizen-submissions';
type SubmissionsResponse = z.infer<typeof citizenSubmissionsResponse>;
type Submission = z.infer<typeof citizenSubmission>;

/** What citizens sent from case pages, by status (owners and managers); under the early-intervention key. */
export function citizenSubmissionsQueryOptions(status: NonNullable<CitizenSubmissionsQuery['status']>) {
  return queryOptions({
    queryKey: [EI_KEY, 'citizen-submissions', status],
    queryFn: ({ signal }) => http.get<SubmissionsResponse>(`${BASE}?status=${status}`, { signal }),
  });
}

/** How many citizen submissions wait as received, not reviewed (owners and managers): the badges. */
export function receivedCountQueryOptions() {
  return queryOptions({
    queryKey: [EI_KEY, 'citizen-submissions', 'count'],
    queryFn: ({ signal }) => http.get<CitizenSubmissionsCount>(`${BASE}/count`, { signal }),
  });
}

export const decideCitizenSubmission = (id: string, body: CitizenSubmissionDecision) =>
  http.post<Submission>(`${BASE}/${encodeURIComponent(id)}/decision`, body);
