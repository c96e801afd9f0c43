import type { PeriodKind } from '@fieldbook/domain';
import type { DashboardFilters, ReportSource } from './dashboard-filters.ts';

export type ChipKey = 'period' | 'officer' | 'groups' | 'areas' | 'source' | 'tags';

export interface FilterChip {
  key: ChipKey;
  label: string;
  /** The period chip cannot be deleted (analytics.md §5). */
  isRemovable: boolean;
}

export const PERIOD_LABELS: Record<PeriodKind, string> = {
  week: 'Last week',
  month: 'Last month',
  quarter: 'Quarter',
  half_year: 'Half-year',
  year: 'Year',
  custom: 'Exact dates',
};

/** analytics.md §9: created is 'My Reports', collaborated is 'Collaborated Reports', anything else 'All Reports'. */
export function sourceLabel(source: ReportSource | string): string {
  if (source === 'created') return 'My Reports';
  if (source === 'collaborated') return 'Collaborated Reports';
  return 'All Reports';
}

/** 'YYYY-MM-DD' as MM/DD/YYYY (GUIDE §5). */
export const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export function periodLabel(filters: DashboardFilters): string {
  if (filters.period === 'custom' && filters.from && filters.to) return `${usDate(filters.from)} - ${usDate(filters.to)}`;
  if (filters.periodValue && filters.period !== 'week' && filters.period !== 'month' && filters.period !== 'custom')
    return filters.periodValue.label;
  return PERIOD_LABELS[filters.period];
}

const names = (list: readonly { name: string }[]) => list.map((item) => item.name).join(', ');

/** The filter bar's chips, the period first (analytics.md §2, §9). */
export function filterChips(filters: DashboardFilters): FilterChip[] {
  const chips: FilterChip[] = [{ key: 'period', label: periodLabel(filters), isRemovable: false }];
  if (filters.officer) chips.push({ key: 'officer', label: `Officer: ${filters.officer.name}`, isRemovable: true });
  if (filters.groups.length > 0) chips.push({ key: 'groups', label: `Group: ${names(filters.groups)}`, isRemovable: true });
  if (filters.source) chips.push({ key: 'source', label: sourceLabel(filters.source), isRemovable: true });
  if (filters.areas.length > 0) chips.push({ key: 'areas', label: `Area: ${names(filters.areas)}`, isRemovable: true });
  if (filters.tags.length > 0) chips.push({ key: 'tags', label: `Agency Tags: ${names(filters.tags)}`, isRemovable: true });
  return chips;
}

/** The filters without one chip's filter; the period chip stays. */
export function removeChip(filters: DashboardFilters, key: ChipKey): DashboardFilters {
  switch (key) {
    case 'period':
      return filters;
    case 'officer':
      return { ...filters, officer: undefined };
    case 'groups':
      return { ...filters, groups: [] };
    case 'areas':
      return { ...filters, areas: [] };
    case 'source':
      return { ...filters, source: undefined };
    case 'tags':
      return { ...filters, tags: [] };
  }
}

/**
 * How many chips fit a row of `available` px beside the 'Filter by (N)' button, given each chip's width and the gap;
 * when some do not fit, room is kept for the overflow button of `moreWidth` px. At least the period chip shows.
 */
export function countFittingChips(widths: readonly number[], available: number, gap: number, moreWidth: number): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    const next = used + gap + width;
    if (next > available) break;
    used = next;
    count += 1;
  }
  return Math.max(1, Math.min(count, widths.length));
}
