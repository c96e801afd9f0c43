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

/** The development mailbox, newest first; null when the server has none (SMTP configured, or production mode: 404). */
export function devMailboxQueryOptions() {
  return queryOptions({
    queryKey: ['dev', 'mailbox'],
    queryFn: async ({ signal }): Promise<DevMail[] | null> => {
      try {
        return await http.get<DevMail[]>('/api/dev/mailbox', { signal, isAuthenticated: false });
      } catch (error) {
        if (isHttpError(error) && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}
