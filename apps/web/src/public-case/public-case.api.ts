import type { PublicCaseView } from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../shell/http.ts';

/** The citizen's view of a case; no session needed. */
export function publicCaseQueryOptions(reportId: string) {
  return queryOptions({
    queryKey: ['public-case', reportId],
    queryFn: ({ signal }) =>
      http.get<PublicCaseView>(`/api/public/cases/${encodeURIComponent(reportId)}`, { signal, isAuthenticated: false }),
    retry: false,
  });
}

/** The link the QR code carries: this installation's page for the case. */
export function publicCaseUrl(reportId: string, origin: string = window.location.origin): string {
  return `${origin}/case/${reportId}`;
}
