import type { MeResponse } from '@fieldbook/contract';
import { hasPermission } from '@fieldbook/domain';
import { Link } from 'react-router';

/** The banner that leads an owner-level user without Analytics to its activation screen (accounts.md §2.5). */
export function isUpgradeOffered(me: MeResponse): boolean {
  return hasPermission(me.role, 'agency.billing.manage') && me.subscription?.status === 'Active' && me.subscription.plan !== 'analytics';
}

export function UpgradeBanner() {
  return (
    <aside className="upgrade-banner" aria-label="Plan">
      <p>Your agency is on the Connect plan. Analytics adds contact reports, offline reporting, history and the analytics dashboard.</p>
      <Link className="button button-secondary" to="/app/analytics">
        See Analytics
      </Link>
    </aside>
  );
}
