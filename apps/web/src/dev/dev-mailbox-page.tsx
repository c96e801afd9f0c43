import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { PageLoading } from '../shell/page-loading.tsx';
import { PublicFrame } from '../shell/public-frame.tsx';
import { type DevMail, devMailboxQueryOptions, readDevMailboxKey } from './dev-mailbox.api.ts';
import './dev-mailbox.css';

const LINK = /https?:\/\/\S+/g;

/** The text cut into plain parts and links, each keyed by where it starts. */
function segmentsOf(text: string): { start: number; text: string; isLink: boolean }[] {
  const segments: { start: number; text: string; isLink: boolean }[] = [];
  let position = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > position) segments.push({ start: position, text: text.slice(position, match.index), isLink: false });
    segments.push({ start: match.index, text: match[0], isLink: true });
    position = match.index + match[0].length;
  }
  if (position < text.length) segments.push({ start: position, text: text.slice(position), isLink: false });
  return segments;
}

/** The mail's text with its links clickable. */
function MailText({ text }: { text: string }) {
  return (
    <p className="dev-mail-text">
      {segmentsOf(text).map((segment) =>
        segment.isLink ? (
          <a key={segment.start} href={segment.text}>
            {segment.text}
          </a>
        ) : (
          <Fragment key={segment.start}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}

function MailItem({ mail }: { mail: DevMail }) {
  return (
    <li className="dev-mail">
      <h2 className="dev-mail-subject">{mail.subject}</h2>
      <p className="dev-mail-meta">
        To {mail.to} · <time dateTime={mail.created_at}>{new Date(mail.created_at).toLocaleString()}</time>
      </p>
      <MailText text={mail.text} />
    </li>
  );
}

/**
 * /dev/mailbox: the mail the server kept instead of sending it (no SMTP_URL, development only). Verification and reset
 * links can be followed from here.
 */
export default function DevMailboxPage() {
  const [key] = useState(readDevMailboxKey);
  const mailbox = useQuery(devMailboxQueryOptions(key));
  return (
    <PublicFrame title="Development mailbox">
      <h1 className="page-title">Development mailbox</h1>
      <p className="page-hint">Mail this development server would have sent. Newest first.</p>
      <p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => mailbox.refetch()}
          disabled={mailbox.isFetching}
          aria-busy={mailbox.isFetching}
        >
          Refresh
        </button>
      </p>
      <div aria-live="polite">
        {mailbox.isPending ? <PageLoading /> : null}
        {mailbox.isError ? <p role="alert">The mailbox could not be loaded. Try Refresh.</p> : null}
        {mailbox.data === null ? (
          <p className="dev-mailbox-note">
            {key
              ? 'This key does not open the mailbox: the server has restarted since (use the address it printed last), or the mailbox is off (SMTP_URL is set, DEV_MAILBOX is not 1, or production mode).'
              : 'Open the mailbox from the address the server printed on its console when it started: it ends in #key= followed by a key that is new at each start.'}
          </p>
        ) : null}
        {mailbox.data?.length === 0 ? <p className="dev-mailbox-note">No mail yet.</p> : null}
        {mailbox.data && mailbox.data.length > 0 ? (
          <ul className="dev-mail-list">
            {mailbox.data.map((mail) => (
              <MailItem key={mail.id} mail={mail} />
            ))}
          </ul>
        ) : null}
      </div>
    </PublicFrame>
  );
}
