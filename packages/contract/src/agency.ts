import { agencyContactTypesSchema, agencyInfoSchema, BADGE_MAX_BYTES, BADGE_MESSAGES } from '@fieldbook/domain';
import { z } from 'zod';

/** POST /api/agencies: the owner creates their agency (accounts.md §7 Create agency). */
export const createAgencyRequest = agencyInfoSchema;
export type CreateAgencyRequest = z.input<typeof createAgencyRequest>;

/** PUT /api/agencies/me: only the fields sent change, under the same rules (agency.settings.manage). */
export const updateAgencyRequest = agencyInfoSchema.partial();
export type UpdateAgencyRequest = z.input<typeof updateAgencyRequest>;

/**
 * PUT /api/agencies/me/contact-types: the contact types the agency's officers may file (agency.contact_types.manage,
 * owners and managers; issue 24, defect 13). Answers the types kept, in Fieldbook's order.
 */
export const updateContactTypesRequest = agencyContactTypesSchema;
export type UpdateContactTypesRequest = z.input<typeof updateContactTypesRequest>;
export const contactTypesResponse = z.object({ contact_types: z.array(z.string()) });
export type ContactTypesResponse = z.infer<typeof contactTypesResponse>;

/** The agency as its members read it (accounts.md §3 Agency). */
export const agencyDetail = z.object({
  id: z.string(),
  full_name: z.string(),
  ori: z.string(),
  state_name: z.string(),
  configuration_file: z.string(),
  phone1: z.string().nullable(),
  email: z.string().nullable(),
  timezone: z.string(),
  jurisdiction_code: z.string().nullable(),
  address: z.object({ full: z.string() }).nullable(),
  /** Where the badge image is served (a path that changes with the image), or null. */
  badge: z.string().nullable(),
  status: z.enum(['Active', 'Inactive']),
  owner_email: z.string(),
});
export type AgencyDetail = z.infer<typeof agencyDetail>;

/** The base64 of at most 1 MB of image bytes. */
const BADGE_MAX_BASE64 = Math.ceil(BADGE_MAX_BYTES / 3) * 4;

/**
 * PUT /api/agencies/me/badge: the image's bytes in base64, so the upload travels through the app's one JSON client
 * (refresh and error handling included). The server recognises the type from the bytes, never from a declared type.
 */
export const uploadBadgeRequest = z.strictObject({
  data: z
    .string()
    .min(1)
    .max(BADGE_MAX_BASE64 + 4, BADGE_MESSAGES.size)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The badge must be base64.'),
});
export type UploadBadgeRequest = z.infer<typeof uploadBadgeRequest>;

export const uploadBadgeResponse = z.object({ badge: z.string() });
export type UploadBadgeResponse = z.infer<typeof uploadBadgeResponse>;

/** GET /api/timezones: the time zones an agency may choose. */
export const timezoneView = z.object({ name: z.string(), label: z.string() });
export type TimezoneView = z.infer<typeof timezoneView>;
