import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface MailCatcher {
  /** smtp://127.0.0.1:{port}, for SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** The newest message to `to` (and whose subject matches), waiting up to `timeoutMs` for it to arrive. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function addressesOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to
    .flatMap((group) => group.value.map((entry) => entry.address ?? ''))
    .join(',')
    .toLowerCase();
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, for tests of mail the server sends. */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: addressesOf(mail),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
            attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename: filename ?? '', contentType, content })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    async waitFor(to, subject, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...messages]
          .reverse()
          .find((mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text whose path starts with `path`, e.g. linkIn(mail, '/verify'). */
export function linkIn(mail: CaughtMail, path: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(path)) return url;
  }
  throw new Error(`no link to ${path} in "${mail.subject}"`);
}
