import { GRANTABLE_PERMISSIONS, MEMBER_ROLE_NAMES } from '@fieldbook/domain';
import { z } from 'zod';

/** One member of the caller's agency, as the members settings list them. */
export const memberView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  officer_id: z.string(),
  title: z.string().nullable(),
  role: z.object({ name: z.string(), priority: z.number().int() }),
  /** false once an owner or manager disabled the member's agency access. */
  is_active: z.boolean(),
  /** Locked after repeated failed logins until an owner or manager unlocks it (CJIS AC-7). */
  is_locked: z.boolean(),
  /** Has confirmed two-step verification (an authenticator app): only then can it be reset. */
  has_two_step: z.boolean(),
  /** What the owner gave this member beyond their role (issue 26): a subset of GRANTABLE_PERMISSIONS. */
  granted_permissions: z.array(z.enum(GRANTABLE_PERMISSIONS)),
});
export type MemberView = z.infer<typeof memberView>;

/** GET /api/agency/members (agency.members.manage). */
export const memberList = z.object({ items: z.array(memberView) });
export type MemberList = z.infer<typeof memberList>;

export const memberParams = z.object({ userId: z.uuid() });

/** PUT /api/agency/members/{userId}/role (agency.roles.assign). */
export const memberRoleRequest = z.strictObject({ role: z.enum(MEMBER_ROLE_NAMES) });
export type MemberRoleRequest = z.infer<typeof memberRoleRequest>;

/** PUT /api/agency/members/{userId}/access (agency.members.manage). */
export const memberAccessRequest = z.strictObject({ is_active: z.boolean() });
export type MemberAccessRequest = z.infer<typeof memberAccessRequest>;

/**
 * PUT /api/agency/members/{userId}/permissions (the owner only, agency.roles.assign): the whole list of what the member
 * holds beyond their role; only grantable permissions (400 otherwise). Each one added or taken away is audited.
 */
export const memberPermissionsRequest = z.strictObject({
  granted: z.array(z.enum(GRANTABLE_PERMISSIONS)).max(GRANTABLE_PERMISSIONS.length),
});
export type MemberPermissionsRequest = z.infer<typeof memberPermissionsRequest>;
