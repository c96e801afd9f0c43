import { EMAIL_MAX_LENGTH, LOGIN_PASSWORD_MAX_LENGTH, PERMISSIONS } from '@fieldbook/domain';
import { z } from 'zod';

export const loginRequest = z.strictObject({
  email: z.string().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(LOGIN_PASSWORD_MAX_LENGTH),
  version: z.string().max(20),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const refreshRequest = z.strictObject({ refresh_token: z.string().min(1).max(200) });
export type RefreshRequest = z.infer<typeof refreshRequest>;

export const roleView = z.object({
  id: z.number().int(),
  name: z.string(),
  priority: z.number().int(),
  permissions: z.array(z.enum(PERMISSIONS)),
});

export const subscriptionView = z.object({
  status: z.enum(['Active', 'Past Due', 'Canceled', 'Unpaid', 'Inactive']),
  plan: z.string(),
  product: z.string(),
  billing_cycle: z.enum(['annually', 'monthly']),
});

export const agencyView = z.object({
  id: z.string(),
  full_name: z.string(),
  ori: z.string(),
  state_name: z.string(),
  timezone: z.string(),
  status: z.enum(['Active', 'Inactive']),
  owner_email: z.string(),
  configuration_file: z.string(),
  /** The contact types the agency offers (its customisation may restrict them). */
  contact_types: z.array(z.string()),
  phone1: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  jurisdiction_code: z.string().nullable().optional(),
  /** Where the agency's badge image is served, or null. */
  badge: z.string().nullable().optional(),
});

export const meResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  officer_id: z.string(),
  title: z.string().nullable(),
  agency_id: z.string().nullable(),
  role: roleView,
  agency: agencyView.nullable(),
  subscription: subscriptionView.nullable(),
});
export type MeResponse = z.infer<typeof meResponse>;
