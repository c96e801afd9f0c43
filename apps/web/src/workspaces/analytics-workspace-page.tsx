import { Navigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { Dashboard } from '../analytics/dashboard.tsx';
import { AnalyticsActivation } from '../billing/analytics-activation.tsx';
import { AREA_ACCESS } from '../shell/nav-links.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import { useWorkspace } from './use-workspace.ts';
import '../analytics/analytics.css';

/**
 * /app/analytics/workspaces/{workspaceId} (analytics.md §2, §6): the dashboard limited to the workspace, its name as
 * the heading, favourites kept for it, no quarter, half-year or year.
 */
export default function AnalyticsWorkspacePage() {
  const me = useCurrentUser();
  const workspace = useWorkspace();
  usePageTitle(workspace ? `${workspace.name} · Analytics` : 'Analytics');
  if (me.subscription?.plan !== 'analytics') return <AnalyticsActivation />;
  if (!AREA_ACCESS.analytics(me)) return <Navigate to="/action-not-allowed" replace />;
  return (
    <section className="page analytics-page" aria-labelledby="analytics-title">
      <h1 id="analytics-title" className="page-title">
        Analytics
      </h1>
      {/* A new dashboard per workspace: favourites and filters never carry from one to another. */}
      {workspace ? <Dashboard key={workspace.id} me={me} workspace={workspace} /> : <PageLoading />}
    </section>
  );
}
