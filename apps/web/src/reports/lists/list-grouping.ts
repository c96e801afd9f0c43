import type { ReportListItem } from '@fieldbook/contract';

/** analytics.md §9: group by report or date; 'Shift' and 'Shift and Officer' are coming soon. */
export const GROUP_BY_OPTIONS = [
  { value: 'report', label: 'Report', isComingSoon: false },
  { value: 'date', label: 'Date', isComingSoon: false },
  { value: 'shift', label: 'Shift', isComingSoon: true },
  { value: 'shift_officer', label: 'Shift and Officer', isComingSoon: true },
] as const;
export type GroupBy = 'report' | 'date';

export interface ReportDay {
  /** 'YYYY-MM-DD' in the customer's time zone. */
  day: string;
  /** 'ddd, D MMM YYYY', e.g. 'Mon, 15 Jun 2026'. */
  label: string;
  reports: ReportListItem[];
}

const dayKey = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

function dayLabel(date: Date, timeZone: string): string {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(date);
  return `${part({ weekday: 'short' })}, ${part({ day: 'numeric' })} ${part({ month: 'short' })} ${part({ year: 'numeric' })}`;
}

/** 'MM/DD/YYYY - HH:mm' in the customer's time zone (GUIDE §5). */
export function formatWhen(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${day} - ${time}`;
}

/** Consecutive reports of one calendar day (in the customer's time zone) under one heading, in list order. */
export function groupReportsByDay(items: readonly ReportListItem[], timeZone: string): ReportDay[] {
  const days: ReportDay[] = [];
  for (const item of items) {
    const date = new Date(item.incident_date);
    const day = dayKey(date, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.reports.push(item);
    else days.push({ day, label: dayLabel(date, timeZone), reports: [item] });
  }
  return days;
}
