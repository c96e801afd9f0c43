import { z } from 'zod';
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './accounts.ts';
import { ORI_LENGTH } from './constants.ts';
import { CONTACT_TYPES, type ContactType } from './report/report.constants.ts';

/** The words the agency form shows (accounts.md §5 leaves them open; docs/decisions.md). */
export const AGENCY_MESSAGES = {
  required: 'This field is required.',
  ori: `The ORI must be exactly ${ORI_LENGTH} characters, each an uppercase letter or a digit.`,
  email: ACCOUNT_MESSAGES.email,
  state: 'Choose one of the offered states.',
  timezone: 'Choose one of the offered time zones.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
} as const;

/** The words next to a member e-mail that cannot be invited (accounts.md §5 Member e-mails). */
export const MEMBER_EMAIL_MESSAGES = {
  invalid: ACCOUNT_MESSAGES.email,
  own: 'You cannot invite your own email.',
} as const;

/** ORI: exactly nine characters, each an uppercase letter or a digit (accounts.md §5, §9). */
export const ORI_PATTERN = new RegExp(`^[A-Z0-9]{${ORI_LENGTH}}$`);

export function isValidOri(ori: string): boolean {
  return ORI_PATTERN.test(ori);
}

/** The time zones an agency may choose: the United States' and its territories' (accounts.md §3 'timezones'). */
export const US_TIMEZONES = [
  { name: 'America/New_York', label: 'Eastern Time' },
  { name: 'America/Chicago', label: 'Central Time' },
  { name: 'America/Denver', label: 'Mountain Time' },
  { name: 'America/Phoenix', label: 'Mountain Time - Arizona' },
  { name: 'America/Los_Angeles', label: 'Pacific Time' },
  { name: 'America/Anchorage', label: 'Alaska Time' },
  { name: 'America/Adak', label: 'Hawaii-Aleutian Time - Aleutian Islands' },
  { name: 'Pacific/Honolulu', label: 'Hawaii Time' },
  { name: 'America/Puerto_Rico', label: 'Atlantic Time - Puerto Rico, U.S. Virgin Islands' },
  { name: 'Pacific/Guam', label: 'Chamorro Time - Guam, Northern Mariana Islands' },
  { name: 'Pacific/Pago_Pago', label: 'Samoa Time - American Samoa' },
] as const;
export type UsTimezone = (typeof US_TIMEZONES)[number]['name'];
const US_TIMEZONE_NAMES = US_TIMEZONES.map((zone) => zone.name) as [UsTimezone, ...UsTimezone[]];

export function isUsTimezone(name: string): name is UsTimezone {
  return (US_TIMEZONE_NAMES as readonly string[]).includes(name);
}

export const AGENCY_LIMITS = {
  fullName: 200,
  stateName: 100,
  phone: 30,
  email: EMAIL_MAX_LENGTH,
  jurisdictionCode: 50,
  address: 300,
} as const;

const requiredText = (max: number) => z.string().trim().min(1, AGENCY_MESSAGES.required).max(max, AGENCY_MESSAGES.tooLong(max));

/**
 * The agency's information as created and updated (accounts.md §3 Agency, §7 Create agency): the one schema the
 * browser's form checks and the server enforces. Whether the state is one of states.json is the server's check.
 */
export const agencyInfoSchema = z.strictObject({
  full_name: requiredText(AGENCY_LIMITS.fullName),
  ori: z.string().regex(ORI_PATTERN, AGENCY_MESSAGES.ori),
  state_name: requiredText(AGENCY_LIMITS.stateName),
  phone1: requiredText(AGENCY_LIMITS.phone),
  email: z.string().trim().refine(isValidEmail, AGENCY_MESSAGES.email),
  timezone: z.enum(US_TIMEZONE_NAMES, AGENCY_MESSAGES.timezone),
  jurisdiction_code: z
    .string()
    .trim()
    .max(AGENCY_LIMITS.jurisdictionCode, AGENCY_MESSAGES.tooLong(AGENCY_LIMITS.jurisdictionCode))
    .nullable()
    .optional(),
  address: z
    .strictObject({ full: z.string().trim().max(AGENCY_LIMITS.address, AGENCY_MESSAGES.tooLong(AGENCY_LIMITS.address)) })
    .nullable()
    .optional(),
});
export type AgencyInfo = z.infer<typeof agencyInfoSchema>;

/** What the agency form edits: every field as text, empty when not filled. */
export interface AgencyFormValue {
  full_name: string;
  ori: string;
  state_name: string;
  phone1: string;
  email: string;
  timezone: string;
  jurisdiction_code: string;
  address: string;
}
export type AgencyFormField = keyof AgencyFormValue;
export type AgencyFormErrors = Partial<Record<AgencyFormField, string>>;

export const EMPTY_AGENCY_FORM: AgencyFormValue = {
  full_name: '',
  ori: '',
  state_name: '',
  phone1: '',
  email: '',
  timezone: '',
  jurisdiction_code: '',
  address: '',
};

/** Continue is enabled only when these are filled (accounts.md §5). */
export const AGENCY_REQUIRED_FIELDS = ['full_name', 'ori', 'state_name', 'phone1', 'email', 'timezone'] as const;

export function canContinueAgencyForm(value: AgencyFormValue): boolean {
  return AGENCY_REQUIRED_FIELDS.every((field) => value[field].trim() !== '');
}

/** The form's text as the API's agency information. */
export function toAgencyInfo(value: AgencyFormValue): AgencyInfo {
  const jurisdiction = value.jurisdiction_code.trim();
  const address = value.address.trim();
  return {
    full_name: value.full_name.trim(),
    ori: value.ori.trim(),
    state_name: value.state_name.trim(),
    phone1: value.phone1.trim(),
    email: normalizeEmail(value.email),
    timezone: value.timezone as UsTimezone,
    jurisdiction_code: jurisdiction === '' ? null : jurisdiction,
    address: address === '' ? null : { full: address },
  };
}

/** Every rule of the agency form that fails, by field (run on Continue; the server runs the same schema). */
export function agencyFormErrors(value: AgencyFormValue): AgencyFormErrors {
  const result = agencyInfoSchema.safeParse(toAgencyInfo(value));
  if (result.success) return {};
  const errors: AgencyFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AgencyFormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Why a member e-mail cannot be invited, or null (accounts.md §5: valid, and not the user's own, case-insensitively). */
export function memberEmailIssue(email: string, ownEmail: string): string | null {
  if (!isValidEmail(email)) return MEMBER_EMAIL_MESSAGES.invalid;
  if (normalizeEmail(email) === normalizeEmail(ownEmail)) return MEMBER_EMAIL_MESSAGES.own;
  return null;
}

/** The Members step's Continue: disabled while any entered e-mail is invalid. */
export function canContinueMembers(emails: readonly string[], ownEmail: string): boolean {
  return emails.every((email) => memberEmailIssue(email, ownEmail) === null);
}

/** 'List the emails separated by commas': the typed text as e-mails, trimmed, empty entries dropped. */
export function splitEmailList(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The agency badge: an image of these types, at most 1 MB, recognised by its content (never by a declared type). */
export const BADGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type BadgeContentType = (typeof BADGE_CONTENT_TYPES)[number];
export const BADGE_MAX_BYTES = 1024 * 1024;
export const BADGE_MESSAGES = {
  type: 'The badge must be a PNG, JPEG or WebP image.',
  size: 'The badge must be 1 MB or smaller.',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type the bytes really are (their magic numbers), or null. */
export function sniffImageType(bytes: Uint8Array): BadgeContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Why these bytes cannot be the badge, or null. */
export function badgeIssue(bytes: Uint8Array): string | null {
  if (bytes.byteLength > BADGE_MAX_BYTES) return BADGE_MESSAGES.size;
  if (sniffImageType(bytes) === null) return BADGE_MESSAGES.type;
  return null;
}

/** The words of the agency's contact types setting (issue 24, defect 13). */
export const CONTACT_TYPE_MESSAGES = {
  atLeastOne: 'Choose at least one contact type.',
  unknown: 'Choose only the contact types offered.',
} as const;

/**
 * The contact types the agency's officers may file (reports.md §1: the agency's customisation may restrict them): at
 * least one, each one Fieldbook knows (CONTACT_TYPES), each once. The browser's form and the server check this one schema.
 */
export const agencyContactTypesSchema = z.strictObject({
  contact_types: z
    .array(z.enum(CONTACT_TYPES, CONTACT_TYPE_MESSAGES.unknown), CONTACT_TYPE_MESSAGES.atLeastOne)
    .min(1, CONTACT_TYPE_MESSAGES.atLeastOne)
    .refine((types) => new Set(types).size === types.length, CONTACT_TYPE_MESSAGES.unknown),
});
export type AgencyContactTypes = z.infer<typeof agencyContactTypesSchema>;

/** The chosen types in Fieldbook's order, as the agency keeps them and step 1 offers them. */
export function orderContactTypes(types: readonly string[]): ContactType[] {
  return CONTACT_TYPES.filter((type) => types.includes(type));
}
