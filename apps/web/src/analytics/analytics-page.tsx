import { Navigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { AnalyticsActivation } from '../billing/analytics-activation.tsx';
import { AREA_ACCESS } from '../shell/nav-links.ts';
import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/analytics (analytics.md; filled by a later issue). Without analytics in the plan: the activation screen. */
export default function AnalyticsPage() {
  const me = useCurrentUser();
  if (me.subscription?.plan !== 'analytics') return <AnalyticsActivation />;
  if (!AREA_ACCESS.analytics(me)) return <Navigate to="/action-not-allowed" replace />;
  return <PlaceholderPage title="Analytics" />;
}
