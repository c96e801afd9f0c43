import { EMAIL_MAX_LENGTH } from '@fieldbook/domain';
import { z } from 'zod';

/** The one status an open invitation has (accounts.md §3 'Member invitation'); the others close it. */
export const INVITATION_STATUSES = ['Pending Delivery', 'Accepted', 'Declined', 'Removed'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const PENDING_INVITATION_STATUS = 'Pending Delivery' satisfies InvitationStatus;

/** The most e-mails one invite or removal call takes (agencies are small; the settings form sends a few at a time). */
export const MAX_INVITATION_EMAILS = 100;

/** GET /api/invitations?status=Pending Delivery (agency.members.manage). */
export const invitationListQuery = z.object({
  status: z.enum(INVITATION_STATUSES).default('Pending Delivery'),
  /** The spec sends offset 0 (accounts.md §7); an agency's list is small and answered whole. */
  offset: z.coerce.number().int().min(0).default(0),
});

export const invitationView = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  created_at: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const invitationList = z.object({ items: z.array(invitationView) });
export type InvitationList = z.infer<typeof invitationList>;

/** POST /api/invitations and DELETE /api/invitations: a list of e-mails. */
export const invitationEmailsRequest = z.strictObject({
  emails: z.array(z.string().max(EMAIL_MAX_LENGTH)).min(1).max(MAX_INVITATION_EMAILS),
});
export type InvitationEmailsRequest = z.infer<typeof invitationEmailsRequest>;

/**
 * POST /api/invitations: who was invited (a pending one again gets a fresh link) and who is already a member of the
 * caller's agency. Any other address is invited, whether or not it has an account elsewhere, so the answer does not
 * tell (issue 23, finding 11); `refused` is always empty, kept for app versions from before that read it.
 */
export const inviteResult = z.object({
  invited: z.array(invitationView),
  already_members: z.array(z.string()),
  refused: z.array(z.never()),
});
export type InviteResult = z.infer<typeof inviteResult>;

/** DELETE /api/invitations: the e-mails whose pending invitation was removed. */
export const removeInvitationsResult = z.object({ removed: z.array(z.string()) });
export type RemoveInvitationsResult = z.infer<typeof removeInvitationsResult>;

/** Invitation tokens are 256 random bits in base64url (43 characters); anything far longer is not one. */
export const invitationTokenSchema = z.string().min(1).max(200);

/** GET /api/invitations/by-token/{token} (public): what registration shows for an invitation link. */
export const invitationByToken = z.object({ email: z.string(), agency_name: z.string() });
export type InvitationByToken = z.infer<typeof invitationByToken>;

/** GET /api/users/me/invitations: the pending invitations addressed to the signed-in user's e-mail. */
export const userInvitationView = z.object({
  id: z.string(),
  agency_id: z.string(),
  agency_name: z.string(),
  invited_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type UserInvitationView = z.infer<typeof userInvitationView>;

export const userInvitationList = z.object({ items: z.array(userInvitationView) });
export type UserInvitationList = z.infer<typeof userInvitationList>;

/** POST /api/users/me/invitations/accept-token: the invitation kept from /agency-invitation. */
export const acceptInvitationTokenRequest = z.strictObject({ token: invitationTokenSchema });
export type AcceptInvitationTokenRequest = z.infer<typeof acceptInvitationTokenRequest>;

/** Answer of both accept calls: the agency the user now belongs to. */
export const acceptInvitationResult = z.object({ agency_id: z.string(), agency_name: z.string() });
export type AcceptInvitationResult = z.infer<typeof acceptInvitationResult>;
