import { hasPermission, PRODUCT_NAME } from '@fieldbook/domain';
import { Link } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { CompleteInformationLink, usePendingDebitSetupUrl } from './pending-debit.tsx';
import './billing.css';

export const PENDING_UPGRADE_TEXT =
  'Your upgrade to Analytics is waiting for its debit set-up. Complete your payment information to finish the process.';

export const ANALYTICS_ACTIVATION_SUBJECT = `${PRODUCT_NAME} Analytics activation`;

/**
 * Shown where analytics is not in the agency's plan (accounts.md §2.5, §6): an owner-level user (the billing
 * permission) gets 'Upgrade Plan' to /app/plan-upgrade, or 'Complete Information' while an upgrade by debit waits for its
 * set-up; anyone else 'Contact the Agency Owner', a mail to the owner.
 */
export function AnalyticsActivation() {
  usePageTitle('Analytics');
  const me = useCurrentUser();
  const canUpgrade = hasPermission(me.role, 'agency.billing.manage');
  // An upgrade by debit the owner has not confirmed yet: 'Complete Information' leads back to its set-up.
  const pendingDebit = usePendingDebitSetupUrl(canUpgrade);
  const ownerEmail = me.agency?.owner_email ?? '';
  const mailto = `mailto:${ownerEmail}?subject=${encodeURIComponent(ANALYTICS_ACTIVATION_SUBJECT)}`;
  return (
    <section className="page analytics-activation" aria-labelledby="analytics-activation-title">
      <h1 id="analytics-activation-title" className="page-title">
        Activate Analytics
      </h1>
      {canUpgrade && pendingDebit.setupUrl ? (
        <>
          <p>{PENDING_UPGRADE_TEXT}</p>
          <div className="analytics-activation-actions">
            <CompleteInformationLink setupUrl={pendingDebit.setupUrl} />
            <Link className="button button-secondary" to="/app/plan-upgrade">
              Upgrade Plan
            </Link>
          </div>
        </>
      ) : canUpgrade ? (
        <>
          <p>Your agency's plan does not include Analytics. Upgrade to the Analytics plan to see your agency's reports, trends and maps.</p>
          <Link className="button button-primary" to="/app/plan-upgrade">
            Upgrade Plan
          </Link>
        </>
      ) : (
        <>
          <p>Your agency's plan does not include Analytics. Contact the agency owner to activate it.</p>
          <a className="button button-primary" href={mailto}>
            Contact the Agency Owner
          </a>
        </>
      )}
    </section>
  );
}
