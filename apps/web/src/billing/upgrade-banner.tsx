import type { MeResponse } from '@fieldbook/contract';
import { hasPermission, isSubscriptionInForce } from '@fieldbook/domain';
import { Link } from 'react-router';

/** The upsell banner shows to the members of an agency whose plan in force is not Analytics (analytics.md §1, §4). */
export function isUpgradeOffered(me: MeResponse): boolean {
  const subscription = me.subscription;
  return (
    subscription !== null && isSubscriptionInForce(subscription.status) && subscription.plan !== 'analytics' && me.role.name !== 'invited'
  );
}

export type UpsellAction = 'upgrade' | 'analytics' | 'contact-owner';

/**
 * analytics.md §4: a role that may upgrade (the billing permission) goes straight to /app/plan-upgrade; a role that may
 * open analytics goes to analytics; others are told to contact the owner.
 */
export function upsellActionOf(me: MeResponse): UpsellAction {
  if (hasPermission(me.role, 'agency.billing.manage')) return 'upgrade';
  if (hasPermission(me.role, 'agency.analytics.watch') || hasPermission(me.role, 'self.analytics.watch')) return 'analytics';
  return 'contact-owner';
}

export const UPSELL_TEXT =
  'Your agency is on the Connect plan. Analytics adds contact reports, offline reporting, history and the analytics dashboard.';
export const CONTACT_OWNER_TEXT = 'Contact your agency owner to add Analytics.';

export function UpgradeBanner({ me }: { me: MeResponse }) {
  const action = upsellActionOf(me);
  return (
    <aside className="upgrade-banner" aria-label="Plan">
      <p>{UPSELL_TEXT}</p>
      {action === 'upgrade' ? (
        <Link className="button button-secondary" to="/app/plan-upgrade">
          Upgrade
        </Link>
      ) : null}
      {action === 'analytics' ? (
        <Link className="button button-secondary" to="/app/analytics">
          See Analytics
        </Link>
      ) : null}
      {action === 'contact-owner' ? <p>{CONTACT_OWNER_TEXT}</p> : null}
    </aside>
  );
}
