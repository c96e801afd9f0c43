import { BANNED_PASSWORDS } from './banned-passwords.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRODUCT_NAME } from './constants.ts';

/**
 * The password rule (CJIS IA-5(1)(a), ASVS 6.2): at least 8 characters, long passphrases welcome, no composition rules,
 * any printable or Unicode character, never truncated; refused when common, breached or built from the product name or
 * the user's own e-mail. Registration, reset and the single sign-on forms show these messages; the server answers them.
 */
export const PASSWORD_MESSAGES = {
  tooShort: `Your password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Your password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  controlCharacter: 'Your password cannot contain line breaks, tabs or other invisible control characters.',
  common: 'This password is too common and easy to guess. Please choose another one.',
  context: `Your password cannot be based on your email address or on the name ${PRODUCT_NAME}.`,
} as const;

/** Who the password is for: words from their e-mail make a weak password. */
export interface PasswordContext {
  email?: string | null;
}

/**
 * The form NIST SP 800-63B asks verifiers to compare: Unicode NFKC, so the same passphrase typed on a phone and a desktop
 * keyboard (composed or decomposed accents, full-width digits) is the same password. Hash and verify this, never trim it.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Characters as users count them: one per Unicode code point, so an emoji counts once. */
export function passwordLength(password: string): number {
  return [...normalizePassword(password)].length;
}

const CONTROL_CHARACTER = /\p{Cc}/u;
const DECORATION_AT_ENDS = /^[^\p{L}]+|[^\p{L}]+$/gu;
const NOT_A_LETTER = /[^\p{L}]/gu;

/** 'Password123!' -> 'password': the word under digits, spaces and symbols added before or after it. */
function coreWord(lowered: string): string {
  return lowered.replace(DECORATION_AT_ENDS, '');
}

function contextWords(context: PasswordContext): string[] {
  const email = context.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  const words = [PRODUCT_NAME.toLowerCase(), email.replace(NOT_A_LETTER, ''), local.replace(NOT_A_LETTER, '')];
  words.push(...local.split(/[^\p{L}]+/u).filter((part) => part.length >= 4));
  // Longest first, so the whole e-mail is removed before its parts.
  return words.filter((word) => word.length >= 3).sort((a, b) => b.length - a.length);
}

/** True when the password is one of the context words with little else: 'Fieldbook2026!', 'JaneDoe#1' for jane.doe@... */
function isBuiltFromContext(lowered: string, context: PasswordContext): boolean {
  const letters = lowered.replace(NOT_A_LETTER, '');
  let rest = letters;
  let usesContext = false;
  for (const word of contextWords(context)) {
    if (rest.includes(word)) {
      usesContext = true;
      rest = rest.replaceAll(word, '');
    }
  }
  return usesContext && rest.length < 4;
}

/** The message for a new password that breaks the rule, or null when it is allowed. */
export function passwordIssue(password: string, context: PasswordContext = {}): string | null {
  const normalized = normalizePassword(password);
  const length = [...normalized].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (CONTROL_CHARACTER.test(normalized)) return PASSWORD_MESSAGES.controlCharacter;
  const lowered = normalized.toLowerCase();
  const core = coreWord(lowered);
  if (BANNED_PASSWORDS.has(lowered) || BANNED_PASSWORDS.has(core) || new Set(lowered).size === 1) return PASSWORD_MESSAGES.common;
  if (isBuiltFromContext(lowered, context)) return PASSWORD_MESSAGES.context;
  return null;
}
