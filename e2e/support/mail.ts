import { expect } from '@playwright/test';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Attached files, by name, type and size (the e2e server's catcher keeps no contents). */
  attachments?: { filename: string; contentType: string; size: number }[];
}

const mailPort = Number(process.env.E2E_MAIL_PORT ?? 8126);

/** The newest mail the server sent to `to` through SMTP (the e2e server's mail catcher), waiting for it to arrive. */
export async function waitForMail(to: string, subject?: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`http://127.0.0.1:${mailPort}/messages`)).json()) as CaughtMail[];
        found = messages.reverse().find((mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)));
        return found !== undefined;
      },
      { timeout: 10_000, message: `mail to ${to}` },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The path and query of the first link in the mail that goes to `path` (e.g. '/verify'), to open with page.goto. */
export function linkIn(mail: CaughtMail, path: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(path)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${path} in "${mail.subject}"`);
}
