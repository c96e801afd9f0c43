import { isSubscriptionInForce } from './billing.ts';
import type { Permission } from './permissions.ts';

/** Plans whose holders only get the business card (accounts.md §2.3): Connect offers the card but no contacts (§2.6). */
export const BUSINESS_CARD_ONLY_PLANS: readonly string[] = ['business-card', 'connect'];

/** Whether a plan includes contacts (reports), as opposed to a business-card-only plan. */
export function isContactPlan(plan: string): boolean {
  return !BUSINESS_CARD_ONLY_PLANS.includes(plan);
}

/** Whether the agency's current subscription gives contacts now: in force (Active or Past Due) on a contacts plan. */
export function hasContactPlanInForce(subscription: { status: string; plan: string } | null | undefined): boolean {
  return subscription != null && isSubscriptionInForce(subscription.status) && isContactPlan(subscription.plan);
}

/**
 * What only an agency with a contacts plan in force may do (the plan cards of accounts.md §2.6: Create Contacts, Contacts History, Amend
 * Contacts, Amend Officers Contacts, Areas, Groups, Tags, Investigations and Complaints are the Analytics plan's, beyond
 * Connect's Business Card, Support Page, Roles and Titles), and what is built on reports (review, early intervention,
 * DOJ submission, templates). The server takes them from a caller whose agency has no such plan, so an API call cannot
 * do what the web app does not offer. Analytics and workspaces keep their own plan checks and error codes.
 */
export const CONTACT_PLAN_PERMISSIONS = [
  'agency.reports.read',
  'agency.reports.amend',
  'agency.reports.create',
  'agency.reports.collaboration.read',
  'self.reports.amend',
  'self.reports.read',
  'agency.reports.review',
  'agency.review_settings.manage',
  'agency.contact_types.manage',
  'agency.report_templates.manage',
  'agency.catalog.manage',
  'agency.early_intervention.manage',
  'agency.early_intervention.review',
  'agency.doj_submissions.manage',
] as const satisfies readonly Permission[];

/**
 * A member's permissions as their agency's current subscription allows them: without a contacts plan in force, none of
 * the above. The server's caller and GET /users/me's role both hold these, so the web app offers what the server allows.
 */
export function permissionsUnderPlan<P extends string>(
  permissions: readonly P[],
  subscription: { status: string; plan: string } | null | undefined,
): P[] {
  if (hasContactPlanInForce(subscription)) return [...permissions];
  const contactOnly: readonly string[] = CONTACT_PLAN_PERMISSIONS;
  return permissions.filter((permission) => !contactOnly.includes(permission));
}
