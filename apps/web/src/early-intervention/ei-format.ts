import type { AlertListItem, MeResponse } from '@fieldbook/contract';
import { hasPermission, INDICATOR_LABELS } from '@fieldbook/domain';

/** The agency's early intervention is on (issue 28; /users/me agency.early_intervention_enabled). */
export const isEarlyInterventionOn = (me: MeResponse) => me.agency?.early_intervention_enabled === true;

/** The agency shares officers' own closed alerts with them (issue 28; /users/me agency.early_intervention_officer_sees_closed). */
export const MY_ALERTS_PATH = '/app/account/early-intervention';
export const MY_ALERTS_TITLE = 'Your support reviews';
export const canSeeOwnAlerts = (me: MeResponse) => me.agency?.early_intervention_officer_sees_closed === true;

export const canManageEarlyIntervention = (me: MeResponse) => hasPermission(me.role, 'agency.early_intervention.manage');

/**
 * Who may open the alerts: owners and managers, and supervisors for their groups. The navigation offers them only where
 * the agency has it on; an alert's address still opens after it is switched off (alerts are kept).
 */
export const canSeeAlerts = (me: MeResponse) =>
  canManageEarlyIntervention(me) || hasPermission(me.role, 'agency.early_intervention.review');

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** How long an alert has been open against the deadline, in words: 'Open 12 days of 30', 'Overdue by 4 days (open 34 of 30)'. */
export function describeDeadline(daysOpen: number, deadlineDays: number): { text: string; isOverdue: boolean } {
  if (daysOpen > deadlineDays) {
    return { text: `Overdue by ${days(daysOpen - deadlineDays)} (open ${daysOpen} of ${deadlineDays} days)`, isOverdue: true };
  }
  return { text: `Open ${days(daysOpen)} of ${deadlineDays}`, isOverdue: false };
}

/** A date (YYYY-MM-DD) or an instant as the agency reads it: 'Jun 15, 2026'. */
export function formatDay(value: string, timeZone: string): string {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDay ? `${value}T12:00:00Z` : value);
  return new Intl.DateTimeFormat('en-US', { timeZone: isDay ? 'UTC' : timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(
    date,
  );
}

/** Today in the agency's time zone, YYYY-MM-DD. */
export const agencyToday = (timeZone: string, now: Date = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/** A rate as a percentage, one decimal: '12.5%', or 'not enough data'. */
export const formatRate = (rate: number | null) => (rate === null ? 'not enough data' : `${(rate * 100).toFixed(1)}%`);

/** The indicators of an alert in words, and the restricted entries the user may not see as a count ('1 confidential entry'). */
export function describeIndicators(alert: Pick<AlertListItem, 'indicators' | 'confidential_entries'>): string {
  const confidential = alert.confidential_entries;
  return [
    ...alert.indicators.map((id) => INDICATOR_LABELS[id]),
    ...(confidential > 0 ? [`${confidential} confidential ${confidential === 1 ? 'entry' : 'entries'} (owners and managers only)`] : []),
  ].join(', ');
}
