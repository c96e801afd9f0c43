import type { CitizenSubmissionReceipt, CitizenSubmissionRequest, PublicCaseView } from '@fieldbook/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { http } from '../shell/http.ts';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';

/** The citizen's view of a case, by its public token; no session needed. */
export function publicCaseQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['public-case', token],
    queryFn: ({ signal }) => http.get<PublicCaseView>(`/api/public/cases/${encodeURIComponent(token)}`, { signal, isAuthenticated: false }),
    retry: false,
  });
}

/**
 * The link the QR code carries: the case page at the server's public address (PUBLIC_URL), whatever host the officer's
 * phone reached Fieldbook on (issue 24, defect 11); this page's own origin only when the device never learnt it.
 */
export function publicCaseUrl(token: string, publicUrl: string | null): string {
  return `${(publicUrl ?? window.location.origin).replace(/\/+$/, '')}/case/${token}`;
}

/** This browser's id for the case page's messages, made once and kept (the server also sets a cookie). */
export function caseDeviceId(): string {
  try {
    const kept = localStorage.getItem(STORAGE_KEYS.caseDevice);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.caseDevice, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** Sends a commendation or complaint about the case; no session. */
export function useSendCaseMessage(token: string) {
  return useMutation({
    mutationFn: (body: Omit<CitizenSubmissionRequest, 'device_id'>) =>
      http.post<CitizenSubmissionReceipt>(
        `/api/public/cases/${encodeURIComponent(token)}/submissions`,
        { ...body, device_id: caseDeviceId() },
        { isAuthenticated: false },
      ),
  });
}
