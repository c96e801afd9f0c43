import { PRODUCT_NAME } from '@fieldbook/domain';
import type { MailMessage } from './mailer.ts';

/** 'Verify your email': the link opens /verify, which verifies the account (accounts.md §2.1). */
export function verificationMail(input: { to: string; name: string; publicUrl: string; token: string; validHours: number }): MailMessage {
  const link = `${input.publicUrl}/verify?token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: [
      `Hello ${input.name},`,
      '',
      `Open this link to verify your email and activate your ${PRODUCT_NAME} account: ${link}`,
      '',
      `The link works once, for ${input.validHours} hours. If you did not create an account, you can ignore this email.`,
    ].join('\n'),
  };
}

/** 'Reset your password': the link opens /reset-password (accounts.md §2.1). */
export function passwordResetMail(input: {
  to: string;
  name: string;
  publicUrl: string;
  token: string;
  validMinutes: number;
}): MailMessage {
  const link = `${input.publicUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hello ${input.name},`,
      '',
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open: ${link}`,
      '',
      `The link works once, for ${input.validMinutes} minutes. Resetting your password signs you out everywhere.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/** To the agency owner when a member's account locks after repeated failed logins (CJIS AC-7). */
export function accountLockedMail(input: { to: string; memberName: string; memberEmail: string; publicUrl: string }): MailMessage {
  return {
    to: input.to,
    subject: `A ${PRODUCT_NAME} account in your agency was locked`,
    text: [
      `The account of ${input.memberName} (${input.memberEmail}) was locked after 5 failed login attempts within 15 minutes.`,
      'The lock ends by itself in 30 minutes, or when they reset their password.',
      '',
      `If these attempts were theirs, an owner or manager can unlock the account sooner in Settings, Members: ${input.publicUrl}/app/settings?section=members`,
      'If they were not, someone may be trying to guess the password: ask them to choose a new one after you unlock it.',
    ].join('\n'),
  };
}

/**
 * To the owner of an address someone tried to register again (issue 23, finding 11): registration answers the same
 * whether or not the address is taken, so the person who has the mailbox is told here, with the way back in.
 */
export function registrationAttemptMail(input: { to: string; name: string; publicUrl: string }): MailMessage {
  return {
    to: input.to,
    subject: `Someone tried to create a ${PRODUCT_NAME} account with your email`,
    text: [
      `Hello ${input.name},`,
      '',
      `Someone tried to create a new ${PRODUCT_NAME} account with this email address, which already has an account.`,
      '',
      `If it was you, log in with your account: ${input.publicUrl}/login`,
      `If you do not remember your password, choose a new one: ${input.publicUrl}/forgot-password`,
      '',
      'If it was not you, you can ignore this email: nothing was changed and no account was created.',
    ].join('\n'),
  };
}
