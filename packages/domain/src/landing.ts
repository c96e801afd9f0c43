import { hasPermission, type Role } from './permissions.ts';
import { isContactPlan } from './plan-permissions.ts';

export type SubscriptionStatus = 'Active' | 'Past Due' | 'Canceled' | 'Unpaid' | 'Inactive';

export interface LandingInput {
  role: Pick<Role, 'permissions'> | null;
  hasAgency: boolean;
  subscription: { status: SubscriptionStatus; plan: string } | null;
}

/**
 * The landing redirect of accounts.md §2.3: where a signed-in user goes when they open /app.
 * Returns an absolute path.
 */
export function landingPath({ role, hasAgency, subscription }: LandingInput): string {
  if (!hasAgency || !subscription) return '/app/onboarding';
  switch (subscription.status) {
    case 'Canceled':
      return '/subscription-canceled';
    case 'Unpaid':
      return '/subscription-paused';
    case 'Active':
    case 'Past Due':
      break;
    default:
      return '/app/onboarding';
  }
  if (!isContactPlan(subscription.plan)) return '/app/business-card';
  if (subscription.plan === 'analytics' && hasPermission(role, 'agency.analytics.watch')) return '/app/analytics';
  if (hasPermission(role, 'agency.reports.read')) return '/app/agency-reports';
  return '/app/report';
}
