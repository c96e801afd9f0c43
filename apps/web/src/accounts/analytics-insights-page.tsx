import { Navigate, useSearchParams } from 'react-router';
import { saveAnalyticsInsightLink } from './analytics-insight-link.ts';
import { hasSession } from './session.ts';

/** One path segment of an insight link: letters, digits and dashes only (no traversal, no other site). */
const SEGMENT = /^[A-Za-z0-9-]{1,64}$/;
/** A workspace id as the server accepts it (a UUID); anything else would only end on a validation error. */
const WORKSPACE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Where a bad insight link lands instead: the dashboard, with BAD_INSIGHT_LINK_NOTE above it. */
export const INSIGHT_FALLBACK_PATH = '/app/analytics/contacts';
export const BAD_INSIGHT_LINK_NOTE = 'That analytics link is incomplete or out of date, so the dashboard opened instead.';

/** The analytics path an /analytics-insights?type=&id= link names, or null when either part is missing or malformed. */
export function insightPath(type: string | null, id: string | null): string | null {
  if (!type || !id || !SEGMENT.test(type) || !SEGMENT.test(id)) return null;
  if (type === 'workspaces' && !WORKSPACE_ID.test(id)) return null;
  return `/app/analytics/${type}/${id}`;
}

/**
 * /analytics-insights?type=&id= (accounts.md §2.1): goes to /app/analytics/{type}/{id}; signed out, the link is stored
 * on the device first and the login that follows opens it once (login-page.tsx). Signed in, nothing is stored: a link
 * left behind would send the next person to log in on this device there. A bad link opens the dashboard with a short
 * note (the router state's `linkNote`) rather than an error code.
 */
export default function AnalyticsInsightsPage() {
  const [params] = useSearchParams();
  const path = insightPath(params.get('type'), params.get('id'));
  if (!path) return <Navigate to={INSIGHT_FALLBACK_PATH} replace state={{ linkNote: BAD_INSIGHT_LINK_NOTE }} />;
  if (!hasSession()) saveAnalyticsInsightLink(path);
  return <Navigate to={path} replace />;
}
