import type { OwnSessionView } from '@fieldbook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { useFailureRoute } from '../agency/settings/use-failure-route.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { formatInstant } from './format-instant.ts';
import { endOtherOwnSessions, endOwnSession, OVERSIGHT_KEYS, ownSessionsQueryOptions } from './oversight.api.ts';
import './oversight.css';

export const SESSIONS_TITLE = 'Your sessions';

/**
 * /app/account/sessions for every role (ASVS 7.5.2): where the user is signed in, and a way to end any other
 * session, or all of them at once. The current one ends with Log out.
 */
export default function SessionsPage() {
  usePageTitle(SESSIONS_TITLE);
  const me = useCurrentUser();
  const timeZone = me.agency?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const queryClient = useQueryClient();
  const handleFailure = useFailureRoute();
  const [status, setStatus] = useState('');
  const sessions = useQuery(ownSessionsQueryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: OVERSIGHT_KEYS.sessions });
  const endOne = useMutation({
    mutationFn: (session: OwnSessionView) => endOwnSession(session.id),
    onSuccess: (_result, session) => {
      setStatus(`The session on ${session.browser} was ended.`);
      void refresh();
    },
    onError: handleFailure,
  });
  const endOthers = useMutation({
    mutationFn: endOtherOwnSessions,
    onSuccess: ({ ended }) => {
      setStatus(ended === 1 ? '1 other session was ended.' : `${ended} other sessions were ended.`);
      void refresh();
    },
    onError: handleFailure,
  });

  useEffect(() => {
    if (sessions.error) handleFailure(sessions.error);
  }, [sessions.error, handleFailure]);

  const items = sessions.data?.items ?? [];
  const hasOthers = items.some((session) => !session.is_current);
  const isBusy = endOne.isPending || endOthers.isPending;

  return (
    <section className="page sessions-page" aria-labelledby="page-title" aria-busy={sessions.isPending}>
      <h1 id="page-title" className="page-title">
        {SESSIONS_TITLE}
      </h1>
      <p className="page-hint">Where you are signed in now. End any session you do not recognise, then change your password.</p>
      <p className="settings-status" role="status" aria-live="polite">
        {status}
      </p>
      {sessions.data ? (
        <>
          <div className="sessions-actions">
            <button type="button" className="button button-secondary" disabled={!hasOthers || isBusy} onClick={() => endOthers.mutate()}>
              End all other sessions
            </button>
          </div>
          <ul className="session-list">
            {items.map((session) => (
              <SessionCard key={session.id} session={session} timeZone={timeZone} isBusy={isBusy} onEnd={() => endOne.mutate(session)} />
            ))}
          </ul>
        </>
      ) : (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      )}
    </section>
  );
}

interface SessionCardProps {
  session: OwnSessionView;
  timeZone: string;
  isBusy: boolean;
  onEnd: () => void;
}

function SessionCard({ session, timeZone, isBusy, onEnd }: SessionCardProps) {
  const signedIn = formatInstant(session.created_at, timeZone);
  const headingId = `session-${session.id}`;
  return (
    <li className="session-card">
      <div>
        <h2 id={headingId}>
          {session.browser}
          {session.is_current ? <span className="session-current">This device</span> : null}
        </h2>
        <dl>
          <dt>Signed in</dt>
          <dd>{signedIn}</dd>
          <dt>Last active</dt>
          <dd>{formatInstant(session.last_seen_at, timeZone)}</dd>
          <dt>Address</dt>
          <dd>{session.address ?? 'Not recorded'}</dd>
        </dl>
      </div>
      {session.is_current ? null : (
        <button
          type="button"
          className="button button-secondary"
          disabled={isBusy}
          aria-label={`End session: ${session.browser}, signed in ${signedIn}`}
          onClick={onEnd}
        >
          End session
        </button>
      )}
    </li>
  );
}
