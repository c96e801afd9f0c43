import { normalizeEmail, VERIFICATION_MAIL_PAUSE_SECONDS } from '@fieldbook/domain';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';

/**
 * The pause before another verification mail (decisions.md): the server does not send a second one within
 * VERIFICATION_MAIL_PAUSE_SECONDS and answers 202 whatever happened (so as not to tell which accounts exist), so the
 * browser keeps the time of each mail it asked for (registration, 'Resend verification email') in this tab.
 */
type SentAt = Record<string, number>;

function readSentAt(): SentAt {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.verificationMailSentAt) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as SentAt) : {};
  } catch {
    return {};
  }
}

/** Remembers that a verification mail to `email` was asked for now. */
export function noteVerificationMailSent(email: string, now = Date.now()): void {
  const pauseMs = VERIFICATION_MAIL_PAUSE_SECONDS * 1000;
  // Only the pauses still running are kept.
  const kept = Object.fromEntries(Object.entries(readSentAt()).filter(([, at]) => now - at < pauseMs));
  try {
    sessionStorage.setItem(STORAGE_KEYS.verificationMailSentAt, JSON.stringify({ ...kept, [normalizeEmail(email)]: now }));
  } catch {
    // Storage blocked: the pause lasts as long as the page does.
  }
}

/** Whole seconds before another verification mail to `email` can be sent; 0 when it can be now. */
export function secondsUntilVerificationMail(email: string, now = Date.now()): number {
  const at = readSentAt()[normalizeEmail(email)];
  if (typeof at !== 'number') return 0;
  const left = VERIFICATION_MAIL_PAUSE_SECONDS * 1000 - (now - at);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** 'You can ask for another e-mail in N seconds.' */
export function verificationPauseText(seconds: number): string {
  return `You can ask for another e-mail in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
