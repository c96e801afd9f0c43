import { STORAGE_KEYS } from '../../shell/storage-keys.ts';

/**
 * The invitation token from /agency-invitation, kept in localStorage until the next load of /app accepts it
 * (accounts.md §4): registration, the verification mail and the first login can happen in between.
 */
export function savePendingInvitation(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.pendingInvitation, token);
  } catch {
    // Storage full or blocked: the invited user can still accept from /app/user-invitations.
  }
}

export function readPendingInvitation(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.pendingInvitation);
  } catch {
    return null;
  }
}

export function clearPendingInvitation(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.pendingInvitation);
  } catch {
    // Nothing kept.
  }
}
