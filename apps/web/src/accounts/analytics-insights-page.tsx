import { Navigate, useSearchParams } from 'react-router';
import { saveAnalyticsInsightLink } from './analytics-insight-link.ts';
import { hasSession } from './session.ts';

/** One path segment of an insight link: letters, digits and dashes only (no traversal, no other site). */
const SEGMENT = /^[A-Za-z0-9-]{1,64}$/;

/** The analytics path an /analytics-insights?type=&id= link names, or null when either part is missing or malformed. */
export function insightPath(type: string | null, id: string | null): string | null {
  if (!type || !id || !SEGMENT.test(type) || !SEGMENT.test(id)) return null;
  return `/app/analytics/${type}/${id}`;
}

/**
 * /analytics-insights?type=&id= (accounts.md §2.1): goes to /app/analytics/{type}/{id}; signed out, the link is stored
 * on the device first and the login that follows opens it once (login-page.tsx). Signed in, nothing is stored: a link
 * left behind would send the next person to log in on this device there.
 */
export default function AnalyticsInsightsPage() {
  const [params] = useSearchParams();
  const path = insightPath(params.get('type'), params.get('id'));
  if (!path) return <Navigate to="/app/analytics" replace />;
  if (!hasSession()) saveAnalyticsInsightLink(path);
  return <Navigate to={path} replace />;
}
