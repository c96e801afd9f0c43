import type {
  AgencyDetail,
  ContactTypesResponse,
  CreateAgencyRequest,
  TimezoneView,
  UpdateAgencyRequest,
  UpdateContactTypesRequest,
  UploadBadgeResponse,
} from '@fieldbook/contract';
import type { StateListEntry } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../shell/http.ts';

export const agencyQueryKey = ['agency', 'me'] as const;

/** GET /api/agencies/me: the signed-in user's agency with every field the agency form edits. */
export function agencyQueryOptions() {
  return queryOptions({
    queryKey: agencyQueryKey,
    queryFn: ({ signal }) => http.get<AgencyDetail>('/api/agencies/me', { signal }),
  });
}

/** POST /api/agencies: the owner creates their agency ('Inactive' until a plan is chosen). */
export function createAgency(body: CreateAgencyRequest): Promise<AgencyDetail> {
  return http.post<AgencyDetail>('/api/agencies', body);
}

/** PUT /api/agencies/me: only the fields sent change. */
export function updateAgency(body: UpdateAgencyRequest): Promise<AgencyDetail> {
  return http.put<AgencyDetail>('/api/agencies/me', body);
}

/** PUT /api/agencies/me/contact-types: the contact types the agency's officers may file (issue 24, defect 13). */
export function updateContactTypes(body: UpdateContactTypesRequest): Promise<ContactTypesResponse> {
  return http.put<ContactTypesResponse>('/api/agencies/me/contact-types', body);
}

/** The bytes as base64, in chunks (a 1 MB image would overflow String.fromCharCode's arguments). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** PUT /api/agencies/me/badge: the image's bytes; answers where the badge is served. */
export async function uploadBadge(image: Blob): Promise<UploadBadgeResponse> {
  const bytes = new Uint8Array(await image.arrayBuffer());
  return http.put<UploadBadgeResponse>('/api/agencies/me/badge', { data: toBase64(bytes) });
}

/** GET /api/timezones: the time zones an agency may choose. */
export function timezonesQueryOptions() {
  return queryOptions({
    queryKey: ['timezones'] as const,
    queryFn: ({ signal }) => http.get<TimezoneView[]>('/api/timezones', { signal, isAuthenticated: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /configurations/states.json (no auth, accounts.md §7): the states an agency may be in. */
export function statesQueryOptions() {
  return queryOptions({
    queryKey: ['configurations', 'states'] as const,
    queryFn: ({ signal }) => http.get<StateListEntry[]>('/configurations/states.json', { signal, isAuthenticated: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
