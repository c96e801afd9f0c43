import { queryOptions } from '@tanstack/react-query';
import { http, isHttpError } from '../shell/http.ts';

/** One message of GET /api/dev/mailbox (apps/server/src/mail/dev-mailbox.routes.ts). */
export interface DevMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

const KEY_STORAGE = 'fieldbook.dev-mailbox-key';

/**
 * The key the server printed at start, from the address's fragment (`/dev/mailbox#key=...`, never sent in a URL), kept
 * for this tab so Refresh and coming back from a followed link still work. Null when the page was opened without it.
 */
export function readDevMailboxKey(): string | null {
  const fromAddress = new URLSearchParams(window.location.hash.slice(1)).get('key');
  if (fromAddress) {
    sessionStorage.setItem(KEY_STORAGE, fromAddress);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return fromAddress;
  }
  return sessionStorage.getItem(KEY_STORAGE);
}

/** The development mailbox, newest first; null when it answers 404 (off, or the key is missing or from another start). */
export function devMailboxQueryOptions(key: string | null) {
  return queryOptions({
    queryKey: ['dev', 'mailbox', key],
    queryFn: async ({ signal }): Promise<DevMail[] | null> => {
      if (!key) return null;
      try {
        return await http.get<DevMail[]>('/api/dev/mailbox', { signal, isAuthenticated: false, headers: { 'x-dev-mailbox-key': key } });
      } catch (error) {
        if (isHttpError(error) && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}
