import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  areaInputSchema,
  CATALOG_MESSAGES,
  groupInputSchema,
  isValidEmail,
  tagInputSchema,
} from '@fieldbook/domain';
import { z } from 'zod';

/**
 * The agency catalog in Settings (agency.catalog.manage): POST /api/areas, PUT and DELETE /api/areas/{id}, the same
 * for /api/groups and /api/tags. Reads stay GET /api/agencies/me/areas|groups|tags (reports.ts views).
 */
export const catalogIdParams = z.object({ id: z.uuid() });

/** POST /api/areas, PUT /api/areas/{id}: name, acronym and a closed ring of [longitude, latitude] points. */
export const areaRequest = areaInputSchema.strict();
export type AreaRequest = z.input<typeof areaRequest>;

export const groupRequest = groupInputSchema.strict();
export type GroupRequest = z.input<typeof groupRequest>;

export const tagRequest = tagInputSchema.strict();
export type TagRequest = z.input<typeof tagRequest>;

/** The base64 of at most 1 MB of image bytes. */
const AVATAR_MAX_BASE64 = Math.ceil(AVATAR_MAX_BYTES / 3) * 4;

/**
 * PUT /api/groups/{id}/avatar: the image in base64 through the app's one JSON client, like the agency badge.
 * The server recognises the type from the bytes.
 */
export const groupAvatarRequest = z.strictObject({
  data: z
    .string()
    .min(1, CATALOG_MESSAGES.avatarType)
    .max(AVATAR_MAX_BASE64 + 4, CATALOG_MESSAGES.avatarSize)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, CATALOG_MESSAGES.avatarType),
});
export type GroupAvatarRequest = z.infer<typeof groupAvatarRequest>;

/** The business card's settings, one per agency (agency.settings.manage to change; every member reads them). */
export const BUSINESS_CARD_LIMITS = { phone: 30, email: 254, website: 200, message: 280 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CATALOG_MESSAGES.tooLong(max))
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const businessCardSettings = z.strictObject({
  /** Shown on the card instead of the agency's phone and e-mail when set. */
  phone: optionalText(BUSINESS_CARD_LIMITS.phone),
  email: optionalText(BUSINESS_CARD_LIMITS.email).refine((value) => value === null || isValidEmail(value), ACCOUNT_MESSAGES.email),
  website: optionalText(BUSINESS_CARD_LIMITS.website).refine(
    (value) => value === null || /^https:\/\/[^\s]+\.[^\s]+$/.test(value),
    'Enter a web address starting with https://.',
  ),
  /** A short note to the person the officer meets. */
  message: optionalText(BUSINESS_CARD_LIMITS.message),
  show_officer_name: z.boolean(),
  show_officer_id: z.boolean(),
  show_title: z.boolean(),
  show_badge: z.boolean(),
  show_address: z.boolean(),
});
export type BusinessCardSettingsRequest = z.input<typeof businessCardSettings>;

/** The settings as the server answers them (no transforms, so the OpenAPI document can describe them). */
export const businessCardView = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  message: z.string().nullable(),
  show_officer_name: z.boolean(),
  show_officer_id: z.boolean(),
  show_title: z.boolean(),
  show_badge: z.boolean(),
  show_address: z.boolean(),
});
export type BusinessCardSettings = z.infer<typeof businessCardView>;

/** The card as it stands when nothing was chosen yet. */
export const DEFAULT_BUSINESS_CARD_SETTINGS: BusinessCardSettings = {
  phone: null,
  email: null,
  website: null,
  message: null,
  show_officer_name: true,
  show_officer_id: true,
  show_title: true,
  show_badge: true,
  show_address: true,
};

/** GET and PUT /api/groups/{id}/members: who belongs to a group (the officer-by-group filter of the report lists). */
export const groupMembers = z.object({ user_ids: z.array(z.uuid()).max(1000) });
export type GroupMembers = z.infer<typeof groupMembers>;
