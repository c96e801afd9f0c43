import type {
  AreaRequest,
  AreaView,
  BusinessCardSettings,
  BusinessCardSettingsRequest,
  GroupRequest,
  GroupView,
  TagRequest,
  TagView,
} from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchWithReferenceCache, REFERENCE_KEYS } from '../../offline/reference-cache.ts';
import { http } from '../../shell/http.ts';

/**
 * The agency catalog in Settings. Areas and tags share their query keys with the report form and refresh the copy
 * cached on the device for offline reports (offline/reference-cache.ts) whenever Settings reads them.
 */
export const CATALOG_KEYS = {
  areas: ['agency', 'areas'] as const,
  tags: ['agency', 'tags'] as const,
  groups: ['agency', 'groups'] as const,
  businessCard: ['agency', 'business-card'] as const,
};

export function areasQueryOptions(email: string) {
  return queryOptions({
    queryKey: CATALOG_KEYS.areas,
    queryFn: ({ signal }) =>
      fetchWithReferenceCache(email, REFERENCE_KEYS.areas, () => http.get<AreaView[]>('/api/agencies/me/areas', { signal })),
  });
}

export function tagsQueryOptions(email: string) {
  return queryOptions({
    queryKey: CATALOG_KEYS.tags,
    queryFn: ({ signal }) =>
      fetchWithReferenceCache(email, REFERENCE_KEYS.tags, () => http.get<TagView[]>('/api/agencies/me/tags', { signal })),
  });
}

export function groupsQueryOptions() {
  return queryOptions({
    queryKey: CATALOG_KEYS.groups,
    queryFn: ({ signal }) => http.get<GroupView[]>('/api/agencies/me/groups', { signal }),
  });
}

export function businessCardQueryOptions() {
  return queryOptions({
    queryKey: CATALOG_KEYS.businessCard,
    queryFn: ({ signal }) => http.get<BusinessCardSettings>('/api/agencies/me/business-card', { signal }),
  });
}

const entryPath = (kind: 'areas' | 'tags' | 'groups', id: string) => `/api/${kind}/${encodeURIComponent(id)}`;

export const saveArea = (id: string | null, body: AreaRequest) =>
  id ? http.put<AreaView>(entryPath('areas', id), body) : http.post<AreaView>('/api/areas', body);
export const deleteArea = (id: string) => http.delete<void>(entryPath('areas', id));

export const saveTag = (id: string | null, body: TagRequest) =>
  id ? http.put<TagView>(entryPath('tags', id), body) : http.post<TagView>('/api/tags', body);
export const deleteTag = (id: string) => http.delete<void>(entryPath('tags', id));

export const saveGroup = (id: string | null, body: GroupRequest) =>
  id ? http.put<GroupView>(entryPath('groups', id), body) : http.post<GroupView>('/api/groups', body);
export const deleteGroup = (id: string) => http.delete<void>(entryPath('groups', id));

/** The bytes as base64, in chunks (a 1 MB image would overflow String.fromCharCode's arguments). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

export async function uploadGroupAvatar(id: string, image: Blob): Promise<GroupView> {
  const bytes = new Uint8Array(await image.arrayBuffer());
  return http.put<GroupView>(`${entryPath('groups', id)}/avatar`, { data: toBase64(bytes) });
}
export const removeGroupAvatar = (id: string) => http.delete<GroupView>(`${entryPath('groups', id)}/avatar`);

export const saveBusinessCard = (body: BusinessCardSettingsRequest) =>
  http.put<BusinessCardSettings>('/api/agencies/me/business-card', body);
