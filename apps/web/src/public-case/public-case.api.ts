import type { PublicCaseView } from '@fieldbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../shell/http.ts';

/** The citizen's view of a case, by its public token; no session needed. */
export function publicCaseQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['public-case', token],
    queryFn: ({ signal }) => http.get<PublicCaseView>(`/api/public/cases/${encodeURIComponent(token)}`, { signal, isAuthenticated: false }),
    retry: false,
  });
}

/** The link the QR code carries: this installation's page for the case, by the report's public token. */
export function publicCaseUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/case/${token}`;
}
