import type { MeResponse } from '@fieldbook/contract';
import { hasPermission } from '@fieldbook/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a report has waited, in the largest whole unit: 'under 1 min', '12 min', '3 h', '1 day', '2 days'. */
export function formatWaited(since: string, now: Date = new Date()): string {
  const waited = Math.max(0, now.getTime() - Date.parse(since));
  if (waited < MINUTE) return 'under 1 min';
  if (waited < HOUR) return `${Math.floor(waited / MINUTE)} min`;
  if (waited < DAY) return `${Math.floor(waited / HOUR)} h`;
  const days = Math.floor(waited / DAY);
  return days === 1 ? '1 day' : `${days} days`;
}

/** The agency's 'Reports need a supervisor's review'; with it off none of the review's screens shows (issue 25). */
export function isReviewOn(me: MeResponse): boolean {
  const agency = me.agency as (NonNullable<MeResponse['agency']> & { review_required?: boolean }) | null;
  return agency?.review_required === true;
}

/** Who sees the review queue: a reviewer (supervisor, manager, owner) of an agency with review on. */
export const canReview = (me: MeResponse) => isReviewOn(me) && hasPermission(me.role, 'agency.reports.review');

/** The report's date as the lists show it (MM/DD/YYYY, in the agency's time zone). */
export const formatReportDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date(iso));
