import type { PageLoadRequest } from '@fieldbook/contract';
import { readSession } from '../accounts/session.ts';

/**
 * Sends one page load to POST /api/metrics/page-loads: the route pattern and duration only. fetch with keepalive (not
 * sendBeacon, which cannot carry the bearer token) so a load measured just before the page closes still arrives;
 * a failure is ignored (metrics never disturb the user).
 */
export function sendPageLoad(load: PageLoadRequest): void {
  const token = readSession()?.accessToken;
  if (!token) return;
  try {
    void fetch('/api/metrics/page-loads', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(load),
    }).catch(() => {});
  } catch {
    // fetch unavailable: nothing to do.
  }
}

/** Resolves on the first paint after the page's heading is in #main (the page has rendered), or null after `timeoutMs`. */
export function whenPageShown(timeoutMs = 30_000): Promise<number | null> {
  return new Promise((resolve) => {
    const isShown = () => document.querySelector('#main h1') !== null;
    let timer = 0;
    let observer: MutationObserver | null = null;
    const finish = () => {
      observer?.disconnect();
      window.clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now()));
    };
    if (isShown()) return finish();
    observer = new MutationObserver(() => {
      if (isShown()) finish();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    timer = window.setTimeout(() => {
      observer?.disconnect();
      resolve(null);
    }, timeoutMs);
  });
}
