import type { MeResponse } from '@fieldbook/contract';
import { hasPermission, type Permission } from '@fieldbook/domain';
import { canManageDojSubmissions, isDojAgency } from '../doj-submissions/doj-format.ts';
import { canSeeAlerts, isEarlyInterventionOn } from '../early-intervention/ei-format.ts';
import { canReview } from '../review/review-format.ts';
import type { IconName } from './icons.tsx';

/** Placeholder until the support site's address is decided. */
export const SUPPORT_URL = 'https://support.fieldbook.app';

/**
 * Plans that only give the business card: the domain's BUSINESS_CARD_ONLY_PLANS, kept here as a copy because importing
 * it (or isContactPlan) into the shell makes Vite 8 split the initial bundle into 21 more files, 6.5 kB gzip over the
 * /app/report budget (GUIDE §6). nav-links.test.ts checks the two sets agree.
 */
export const SHELL_BUSINESS_CARD_ONLY_PLANS: ReadonlySet<string> = new Set(['business-card', 'connect']);

/** A subscription whose plan includes contacts (reports), as opposed to a business-card-only plan. */
export function hasContactPlan(me: MeResponse): boolean {
  return me.subscription !== null && !SHELL_BUSINESS_CARD_ONLY_PLANS.has(me.subscription.plan);
}

const can = (me: MeResponse, permission: Permission) => hasPermission(me.role, permission);

export type AppArea =
  | 'agencyReports'
  | 'createReport'
  | 'myReports'
  | 'collaboratedReports'
  | 'businessCard'
  | 'analytics'
  | 'amendReport'
  | 'review'
  | 'earlyIntervention'
  | 'dojSubmissions';

/** Who may open each area: the same rule shows its navigation link and guards its route. */
export const AREA_ACCESS: Record<AppArea, (me: MeResponse) => boolean> = {
  agencyReports: (me) => hasContactPlan(me) && can(me, 'agency.reports.read'),
  createReport: (me) => hasContactPlan(me) && can(me, 'agency.reports.create'),
  myReports: (me) => hasContactPlan(me) && can(me, 'self.reports.read'),
  collaboratedReports: (me) => hasContactPlan(me) && can(me, 'agency.reports.collaboration.read'),
  businessCard: () => true,
  // The officer role holds self.analytics.watch: the dashboard of their own and collaborated reports (analytics.md §6).
  analytics: (me) => me.subscription?.plan === 'analytics' && (can(me, 'agency.analytics.watch') || can(me, 'self.analytics.watch')),
  amendReport: (me) => hasContactPlan(me) && (can(me, 'agency.reports.amend') || can(me, 'self.reports.amend')),
  // Supervisor review (issue 25): only where the agency has it on.
  review: (me) => hasContactPlan(me) && canReview(me),
  // Early intervention (issue 28): owners, managers and supervisors; the link only where the agency has it on (below).
  earlyIntervention: (me) => hasContactPlan(me) && canSeeAlerts(me),
  // Submission to the California DOJ (issue 26): owners, managers and whoever holds the permission, in California agencies.
  dojSubmissions: (me) => hasContactPlan(me) && isDojAgency(me) && canManageDojSubmissions(me),
};

export interface NavLinkDefinition {
  area: AppArea;
  label: string;
  to: string;
  icon: IconName;
  /** Works without a connection; other links are disabled offline (accounts.md §2.4). */
  isOfflineCapable: boolean;
}

const MAIN_NAV_LINKS: readonly NavLinkDefinition[] = [
  { area: 'agencyReports', label: 'Agency Reports', to: '/app/agency-reports', icon: 'agencyReports', isOfflineCapable: false },
  { area: 'createReport', label: 'Create Report', to: '/app/report', icon: 'createReport', isOfflineCapable: true },
  { area: 'review', label: 'Review', to: '/app/review', icon: 'review', isOfflineCapable: false },
  {
    area: 'earlyIntervention',
    label: 'Early intervention',
    to: '/app/early-intervention',
    icon: 'earlyIntervention',
    isOfflineCapable: false,
  },
  { area: 'dojSubmissions', label: 'Submissions', to: '/app/submissions', icon: 'submissions', isOfflineCapable: false },
  { area: 'myReports', label: 'My Reports', to: '/app/my-reports', icon: 'myReports', isOfflineCapable: false },
  {
    area: 'collaboratedReports',
    label: 'Collaborated Reports',
    to: '/app/collaborated-reports',
    icon: 'collaborated',
    isOfflineCapable: false,
  },
  { area: 'businessCard', label: 'Business Card', to: '/app/business-card', icon: 'businessCard', isOfflineCapable: true },
  { area: 'analytics', label: 'Analytics', to: '/app/analytics', icon: 'analytics', isOfflineCapable: false },
  { area: 'amendReport', label: 'Amend Report', to: '/app/amend', icon: 'amend', isOfflineCapable: false },
];

const isOnAmend = (pathname: string) => pathname === '/app/amend' || pathname.startsWith('/app/amend/');

/** The main links this user sees on this page; Amend Report only while on it; Early intervention only where it is on. */
export function visibleNavLinks(me: MeResponse, pathname: string): NavLinkDefinition[] {
  return MAIN_NAV_LINKS.filter(
    (link) =>
      AREA_ACCESS[link.area](me) &&
      (link.area !== 'amendReport' || isOnAmend(pathname)) &&
      (link.area !== 'earlyIntervention' || isEarlyInterventionOn(me)),
  );
}

/** Feature Tours: only with the contact plan, not on a phone, and not for the invited role (accounts.md §2.4, §6). */
export function canTakeFeatureTours(me: MeResponse, isPhone: boolean): boolean {
  return hasContactPlan(me) && !isPhone && me.role.name !== 'invited';
}
