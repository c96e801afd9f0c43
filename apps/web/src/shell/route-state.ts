import { isHttpError } from './http.ts';

/** What /error shows (accounts.md §2.2): carried in the router state, never in the URL. */
export interface ErrorPageState {
  code?: number;
  text?: string;
  detail?: string;
}

/** Marks the entry to /app that follows a successful login (accounts.md §4; the welcome tour reads it). */
export interface AppEntryState {
  isFromLogin?: boolean;
}

/** /user-not-verified is told which e-mail to resend the verification to. */
export interface UserNotVerifiedState {
  email?: string;
}

/** /user-id-error after accepting an invitation from the list: which one to accept once another officer ID is chosen. */
export interface UserIdErrorState {
  invitationId?: string;
}

/**
 * /registration opened from an invitation (accounts.md §4 Registration): role Member, the e-mail prefilled and
 * locked, straight to step 2. Set by /agency-invitation after it validated the invite.
 */
export interface RegistrationInvitationState {
  invitation?: { token: string; email: string; agency_name: string };
}

export function toErrorPageState(error: unknown): ErrorPageState {
  if (isHttpError(error)) return { code: error.status, text: error.statusText, detail: error.detail };
  return { detail: error instanceof Error ? error.message : String(error) };
}

/** Reads router state defensively: it can be anything after a reload or a hand-made history entry. */
export function readState<T extends object>(state: unknown): Partial<T> {
  return typeof state === 'object' && state !== null ? (state as Partial<T>) : {};
}
