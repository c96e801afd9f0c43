import { SESSION_ABSOLUTE_LIMIT_HOURS, SESSION_IDLE_LIMIT_MINUTES } from '@fieldbook/domain';

/** The limits of a sign-in, the server's (CJIS IA-5 j-10, j-11), kept by the browser while it works offline. */
export const ABSOLUTE_LIMIT_MS = SESSION_ABSOLUTE_LIMIT_HOURS * 3_600_000;
export const IDLE_LIMIT_MS = SESSION_IDLE_LIMIT_MINUTES * 60_000;
/** Setting or changing a device PIN needs a sign-in this recent (security-and-sync §1d item 12: fresh authentication). */
export const PIN_SETUP_FRESHNESS_MS = 5 * 60_000;
/** A device clock this far behind the recorded sign-in was set back: the limits cannot be trusted. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Why an offline unlock may not be used (or go on), or null when it may: 'expired' 12 hours after the last online
 * sign-in on this device (or never signed in since a logout), 'clock' when the device clock is behind that sign-in
 * (set back to stretch the window), 'idle' 30 minutes after the last use.
 */
export type UnlockLimit = 'expired' | 'clock' | 'idle';

export function signInWindowProblem(signedInAt: number, now: number): Exclude<UnlockLimit, 'idle'> | null {
  if (signedInAt <= 0 || now - signedInAt >= ABSOLUTE_LIMIT_MS) return 'expired';
  if (now < signedInAt - CLOCK_SKEW_MS) return 'clock';
  return null;
}

export function offlineUnlockProblem(signedInAt: number, lastActiveAt: number, now: number): UnlockLimit | null {
  const windowProblem = signInWindowProblem(signedInAt, now);
  if (windowProblem) return windowProblem;
  if (now < lastActiveAt - CLOCK_SKEW_MS) return 'clock';
  return now - lastActiveAt >= IDLE_LIMIT_MS ? 'idle' : null;
}
