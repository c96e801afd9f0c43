import type { MeResponse } from '@fieldbook/contract';
import { hasPermission } from '@fieldbook/domain';

/** Who sees the Submissions page (issue 26): owners, managers and whoever an owner gave the permission. */
export const canManageDojSubmissions = (me: MeResponse) => hasPermission(me.role, 'agency.doj_submissions.manage');

/** Stops of California agencies go to the DOJ; the chip, the filter and the page only there. */
export const isDojAgency = (me: MeResponse) => me.agency?.configuration_file === 'california.json';

/** '1 April 2026' from '2026-04-01'. */
export function formatDeadline(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'MM/DD/YYYY HH:mm' in the agency's time zone. */
export function formatWhen(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
