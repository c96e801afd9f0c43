import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { AnalyticsActivation } from '../billing/analytics-activation.tsx';
import { AREA_ACCESS } from '../shell/nav-links.ts';
import { readState } from '../shell/route-state.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { Dashboard } from './dashboard.tsx';
import './analytics.css';

/**
 * /app/analytics (analytics.md §2-§9): without analytics in the plan, the activation screen; without an analytics
 * permission, /action-not-allowed; otherwise the dashboard (the officer role's covers their own and collaborated reports).
 */
export default function AnalyticsPage() {
  const me = useCurrentUser();
  const { linkNote } = readState<{ linkNote: string }>(useLocation().state);
  usePageTitle('Analytics');
  if (me.subscription?.plan !== 'analytics') return <AnalyticsActivation />;
  if (!AREA_ACCESS.analytics(me)) return <Navigate to="/action-not-allowed" replace />;
  return (
    <section className="page analytics-page" aria-labelledby="analytics-title">
      <h1 id="analytics-title" className="page-title">
        Analytics
      </h1>
      {typeof linkNote === 'string' ? (
        <p className="form-notice" role="status">
          {linkNote}
        </p>
      ) : null}
      <Dashboard me={me} />
    </section>
  );
}
