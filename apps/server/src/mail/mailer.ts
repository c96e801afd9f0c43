import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import { insertDevMail } from './dev-mailbox.repo.ts';

/** A file sent with a mail, read from disk while sending (never held whole in memory). */
export interface MailAttachment {
  filename: string;
  path: string;
  contentType: string;
}

/** One e-mail. Links in `text` and `html` are absolute, built from PUBLIC_URL. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * The one way the server sends mail: SMTP when SMTP_URL is set, else the development mailbox when DEV_MAILBOX=1 asks
 * for it, else nowhere (each message is only announced in the log, masked).
 */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox' | 'none';
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(object: object, message: string): void;
}

/** SMTP through nodemailer; `url` is e.g. smtp://user:pass@mail.internal:587 (smtps:// for implicit TLS). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, attachments }) {
      await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}), ...(attachments?.length ? { attachments } : {}) });
    },
  };
}

/**
 * Development without a mail server: each message is kept in the database (shown at /dev/mailbox to whoever holds the
 * key printed when the server started, never in production) and announced in the log by subject with the recipient masked. Never the body or its
 * links: they carry single-use tokens that would let a reader of the log take over the account. Attachments are not
 * kept: the text lists their names.
 */
export function createDevMailbox(db: Database, log: MailLog): Mailer {
  return {
    kind: 'dev-mailbox',
    async send({ attachments, ...message }) {
      const names = attachments?.map((attachment) => attachment.filename) ?? [];
      await insertDevMail(
        db,
        names.length > 0 ? { ...message, text: `${message.text}\n\nAttachments (not kept here): ${names.join(', ')}` } : message,
      );
      log.info({ to: maskEmail(message.to), subject: message.subject }, 'mail kept in the development mailbox (/dev/mailbox)');
    },
  };
}

/** 'jane.doe@agency.gov' -> 'j***@agency.gov'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** No SMTP and no development mailbox: a message is dropped, announced in the log by subject with the recipient masked. */
export function createDroppingMailer(log: MailLog): Mailer {
  return {
    kind: 'none',
    async send({ to, subject }) {
      log.info({ to: maskEmail(to), subject }, 'mail not sent: set SMTP_URL (or DEV_MAILBOX=1 for the development mailbox)');
    },
  };
}

export function createMailer(
  options: { smtpUrl: string | null; mailFrom: string; devMailboxKey: string | null },
  db: Database,
  log: MailLog,
): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.mailFrom);
  return options.devMailboxKey ? createDevMailbox(db, log) : createDroppingMailer(log);
}
