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
