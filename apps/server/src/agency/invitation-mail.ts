import { PRODUCT_NAME } from '@fieldbook/domain';
import type { MailMessage } from '../mail/mailer.ts';

export interface InvitationMailInput {
  to: string;
  agencyName: string;
  inviterName: string;
  publicUrl: string;
}

/** 'Agency invitation': to an e-mail with no account yet; the link opens registration with the invitation. */
export function agencyInvitationMail(input: InvitationMailInput & { token: string; validDays: number }): MailMessage {
  const link = `${input.publicUrl}/agency-invitation?invite=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: `Join ${input.agencyName} on ${PRODUCT_NAME}`,
    text: [
      `${input.inviterName} invited you to join ${input.agencyName} on ${PRODUCT_NAME}.`,
      '',
      `Create your account to accept the invitation: ${link}`,
      '',
      `The link works for ${input.validDays} days. If you did not expect this invitation, you can ignore this email.`,
    ].join('\n'),
  };
}

/** 'Member invitation': to someone who already has an account; they accept it in the app. */
export function memberInvitationMail(input: InvitationMailInput): MailMessage {
  const link = `${input.publicUrl}/app/user-invitations`;
  return {
    to: input.to,
    subject: `${input.agencyName} invited you to their agency on ${PRODUCT_NAME}`,
    text: [
      `${input.inviterName} invited you to join ${input.agencyName} on ${PRODUCT_NAME}.`,
      '',
      `Log in and accept the invitation: ${link}`,
      '',
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n'),
  };
}

/**
 * An invitation to an account that cannot accept it as it is: a member of another agency, or an owner (owners cannot be
 * invited, accounts.md §6). The inviter is answered as for any address (issue 23, finding 11); only the address's owner
 * learns why, here.
 */
export function unjoinableInvitationMail(input: InvitationMailInput & { reason: 'member-elsewhere' | 'owner' }): MailMessage {
  const why =
    input.reason === 'owner'
      ? `Your ${PRODUCT_NAME} account is an agency owner's account, and an owner cannot join another agency, so it cannot accept this invitation.`
      : `Your ${PRODUCT_NAME} account already belongs to an agency, and an account belongs to one agency only, so it cannot accept this invitation as it is.`;
  return {
    to: input.to,
    subject: `${input.agencyName} invited you to their agency on ${PRODUCT_NAME}`,
    text: [
      `${input.inviterName} invited you to join ${input.agencyName} on ${PRODUCT_NAME}.`,
      '',
      why,
      input.reason === 'owner'
        ? `If you want to join ${input.agencyName}, ask ${input.inviterName} to invite another email address of yours.`
        : `If you are moving to ${input.agencyName}, ask your current agency to remove you, then log in and accept the invitation: ${input.publicUrl}/app/user-invitations`,
      '',
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n'),
  };
}
