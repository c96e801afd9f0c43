import { pageLoadRouteOf } from '@fieldbook/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sendPageLoad, whenPageShown } from './page-load-sender.ts';

/** The path the document itself was loaded at: its first page is timed from the navigation's start. */
const documentPath = globalThis.location?.pathname ?? '';

/**
 * Page-load metrics (accounts.md §4 "Other"): each route change inside the app is timed with the Performance API, from
 * the navigation start (the document's first page) or the route change, to the first paint showing the page's
 * heading, and sent as its route pattern (never the address with its ids).
 */
export function usePageLoadMetrics(isEnabled = import.meta.env.MODE !== 'test'): void {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    const isDocumentLoad = isFirst.current && pathname === documentPath;
    isFirst.current = false;
    const route = pageLoadRouteOf(pathname);
    if (!isEnabled || !route) return;
    const start = isDocumentLoad ? 0 : performance.now();
    let isCancelled = false;
    void whenPageShown().then((end) => {
      if (isCancelled || end === null) return;
      sendPageLoad({ route, duration_ms: Math.min(Math.max(0, Math.round(end - start)), 120_000) });
    });
    return () => {
      isCancelled = true;
    };
  }, [pathname, isEnabled]);
}
