import { formatSavedAt } from '../offline/outbox-format.ts';
import { SUPPORT_URL } from '../shell/nav-links.ts';

export const EXPIRED_MESSAGE = 'The connection has expired. The process is taking a little longer than usual. Please try again later.';

/** The loader (analytics.md §4): a message that changes every 3 s, then 'Done!'. */
export function DashboardLoader({ message }: { message: string }) {
  return (
    <div className="dashboard-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

/** A time-out (504): 'Try Later' puts the filters back to their defaults (analytics.md §4, §8). */
export function ConnectionExpired({ onTryLater }: { onTryLater: () => void }) {
  return (
    <div className="empty-state dashboard-state" role="alert">
      <p className="dashboard-state-title">Connection expired</p>
      <p>{EXPIRED_MESSAGE}</p>
      <button type="button" className="button button-primary" onClick={onTryLater}>
        Try Later
      </button>
    </div>
  );
}

/** The full error state: the analytics could not be found or made for these filters. */
export function DashboardError({ detail, messages, onRetry }: { detail: string; messages: string[]; onRetry: () => void }) {
  return (
    <div className="empty-state dashboard-state" role="alert">
      <p className="dashboard-state-title">{detail === 'ANALYTICS_NOT_FOUND' ? 'Analytics not found' : 'Something went wrong'}</p>
      <p>
        {detail === 'ANALYTICS_NOT_FOUND'
          ? 'The analytics of your agency could not be found. Please try again later.'
          : 'Your analytics could not be generated. Please try again.'}
      </p>
      {messages.length > 0 ? (
        <ul className="dashboard-state-messages">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="button button-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** No widgets yet (analytics.md §2): the documentation opens on the support site in a new tab. */
export function DashboardEmpty() {
  return (
    <div className="empty-state dashboard-state">
      <p className="dashboard-state-title">Your information is being processed.</p>
      <p>In the meantime, we suggest you to view our documentation.</p>
      <a className="button button-primary" href={SUPPORT_URL} target="_blank" rel="noreferrer">
        View our Documentation
      </a>
    </div>
  );
}

/** Offline with no answer kept on this device: nothing to show until the connection is back (issue 27). */
export function DashboardOfflineEmpty() {
  return (
    <div className="empty-state dashboard-state" role="status">
      <p className="dashboard-state-title">You are offline</p>
      <p>The dashboard needs a connection, and no earlier dashboard is kept on this device. It loads when you are back online.</p>
    </div>
  );
}

/** Above a dashboard kept on this device and shown offline: what it is and when it was kept (issue 27). */
export function KeptDashboardNote({
  keptAt,
  dateFrom,
  dateTo,
  timeZone,
}: {
  keptAt: string;
  dateFrom: string;
  dateTo: string;
  timeZone: string;
}) {
  const day = (iso: string) => formatSavedAt(iso, timeZone).slice(0, 10);
  return (
    <p className="form-notice kept-dashboard-note" role="status">
      You are offline. This is the last dashboard kept on this device, from {formatSavedAt(keptAt, timeZone)}, covering {day(dateFrom)} -{' '}
      {day(dateTo)}. It updates when you are back online.
    </p>
  );
}
