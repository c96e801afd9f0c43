import { useRouteError } from 'react-router';
import { usePageTitle } from './use-page-title.ts';

const OFFLINE_MESSAGE = 'No internet connection. You can try later.';
const ERROR_MESSAGE = 'Sorry, something went wrong.';

/**
 * Shown in place of a page that failed to render or to load (a page chunk cannot be fetched offline or
 * after a new deployment). Inside /app the shell stays around it.
 */
export function RouteError() {
  useRouteError();
  const isOffline = !navigator.onLine;
  const message = isOffline ? OFFLINE_MESSAGE : ERROR_MESSAGE;
  usePageTitle(message);
  return (
    <section className="page" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="page-title">
        {message}
      </h1>
      <p className="page-hint">This page could not be opened.</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </section>
  );
}
