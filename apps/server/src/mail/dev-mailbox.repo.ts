import type { Queryable } from '../db/database.ts';
import type { MailMessage } from './mailer.ts';

export interface DevMail extends MailMessage {
  id: number;
  created_at: string;
}

export async function insertDevMail(db: Queryable, message: MailMessage): Promise<void> {
  await db.query('insert into dev_mailbox (recipient, subject, text_body, html_body) values ($1, $2, $3, $4)', [
    message.to,
    message.subject,
    message.text,
    message.html ?? null,
  ]);
}

export async function listDevMail(db: Queryable, limit = 50): Promise<DevMail[]> {
  return db.query<DevMail>(
    `select id, recipient as "to", subject, text_body as text, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
       from dev_mailbox order by id desc limit $1`,
    [limit],
  );
}
