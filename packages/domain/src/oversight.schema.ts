import { z } from 'zod';
import { isSafeNoticeText, SYSTEM_USE_NOTICE_LIMITS, SYSTEM_USE_NOTICE_MESSAGES } from './oversight.ts';

// The schema lives apart from oversight.ts so the login page, which shows the notice, does not load zod (GUIDE §6).
/** An agency's own notice text, trimmed: the same rule in the Settings form and on the server. */
export const systemUseNoticeText = z
  .string()
  .trim()
  .min(SYSTEM_USE_NOTICE_LIMITS.min, SYSTEM_USE_NOTICE_MESSAGES.tooShort)
  .max(SYSTEM_USE_NOTICE_LIMITS.max, SYSTEM_USE_NOTICE_MESSAGES.tooLong)
  .refine(isSafeNoticeText, SYSTEM_USE_NOTICE_MESSAGES.unsafe);

/** The first problem with a notice text, or null when it may be saved. */
export function noticeTextProblem(text: string): string | null {
  const result = systemUseNoticeText.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? SYSTEM_USE_NOTICE_MESSAGES.unsafe);
}
