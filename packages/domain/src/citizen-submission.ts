import { EMAIL_MAX_LENGTH, isValidEmail } from './accounts.ts';

/**
 * What a citizen sends from the case page behind the QR code (issue 28): a commendation or a complaint, a short text,
 * optional contact details and a consent line. One check for the browser (to guide the citizen, in their language) and
 * the server (to refuse what a modified page sends). The text is plain text: it is stored and shown as typed, never as HTML.
 */
export const CITIZEN_SUBMISSION_KINDS = ['commendation', 'complaint'] as const;
export type CitizenSubmissionKind = (typeof CITIZEN_SUBMISSION_KINDS)[number];

/** received: not reviewed yet; accepted or dismissed by an owner or manager, with a note. */
export const CITIZEN_SUBMISSION_STATUSES = ['received', 'accepted', 'dismissed'] as const;
export type CitizenSubmissionStatus = (typeof CITIZEN_SUBMISSION_STATUSES)[number];

export const CITIZEN_SUBMISSION_LIMITS = {
  /** Characters of the citizen's text once trimmed. */
  textMax: 1000,
  nameMax: 100,
  emailMax: EMAIL_MAX_LENGTH,
  phoneMax: 30,
  /** The manager's note on a decision. */
  decisionNoteMax: 500,
} as const;

export type CitizenSubmissionField = 'text' | 'name' | 'email' | 'phone' | 'consent';
export type CitizenSubmissionIssue = 'textRequired' | 'textTooLong' | 'nameTooLong' | 'emailInvalid' | 'phoneInvalid' | 'consentRequired';

/** The server's (English) words for each issue; the case page words them in the citizen's language. */
export const CITIZEN_SUBMISSION_MESSAGES: Record<CitizenSubmissionIssue, string> = {
  textRequired: 'Write your message.',
  textTooLong: `Keep your message to ${CITIZEN_SUBMISSION_LIMITS.textMax} characters.`,
  nameTooLong: `Keep your name to ${CITIZEN_SUBMISSION_LIMITS.nameMax} characters.`,
  emailInvalid: 'Enter an email address like name@example.com, or leave it empty.',
  phoneInvalid: 'Enter a phone number of 7 to 15 digits, or leave it empty.',
  consentRequired: 'Tick the box to agree before you send.',
};

export interface CitizenSubmissionInput {
  text: string;
  name?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  consent: boolean;
}

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** A phone number as people write it: digits with spaces, dots, dashes or brackets, an optional leading +, 7 to 15 digits. */
export function isValidCitizenPhone(phone: string): boolean {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return trimmed.length <= CITIZEN_SUBMISSION_LIMITS.phoneMax && PHONE_CHARACTERS.test(trimmed) && digits >= 7 && digits <= 15;
}

const filled = (value: string | null | undefined): string => (value ?? '').trim();

/** Every issue of a submission, in the form's order (empty when it may be sent). */
export function checkCitizenSubmission(
  input: CitizenSubmissionInput,
): Array<{ field: CitizenSubmissionField; issue: CitizenSubmissionIssue }> {
  const issues: Array<{ field: CitizenSubmissionField; issue: CitizenSubmissionIssue }> = [];
  const text = filled(input.text);
  if (text.length === 0) issues.push({ field: 'text', issue: 'textRequired' });
  else if (text.length > CITIZEN_SUBMISSION_LIMITS.textMax) issues.push({ field: 'text', issue: 'textTooLong' });
  if (filled(input.name).length > CITIZEN_SUBMISSION_LIMITS.nameMax) issues.push({ field: 'name', issue: 'nameTooLong' });
  const email = filled(input.email);
  if (email && !isValidEmail(email)) issues.push({ field: 'email', issue: 'emailInvalid' });
  const phone = filled(input.phone);
  if (phone && !isValidCitizenPhone(phone)) issues.push({ field: 'phone', issue: 'phoneInvalid' });
  if (input.consent !== true) issues.push({ field: 'consent', issue: 'consentRequired' });
  return issues;
}

/** The refusals a submission or a decision may meet beyond the field rules. */
export const CITIZEN_SUBMISSION_CODES = {
  /** 409: this device already sent something about this case that is not reviewed yet. */
  alreadyOpen: 'SUBMISSION_ALREADY_OPEN',
  /** 409: the submission was accepted or dismissed already. */
  alreadyDecided: 'SUBMISSION_ALREADY_DECIDED',
} as const;
