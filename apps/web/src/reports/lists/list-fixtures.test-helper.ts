import type { ReportListItem, ReportListResponse } from '@fieldbook/contract';

/** A report list row as the server sends it. */
export function listItem(n: number, overrides: Partial<ReportListItem> = {}): ReportListItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    incident_number: `CAD-${n}`,
    incident_date: '2026-06-15T16:30:00Z',
    author_name: 'Jordan Lee',
    type: 'Call For Service',
    version: 0,
    coords: null,
    name: 'Call For Service',
    color: { day: '#1d5fa8', night: '#7fb0ea' },
    review_state: 'approved',
    ...overrides,
  };
}

export const listPage = (reports: ReportListItem[], next: string | null = null): ReportListResponse => ({
  reports,
  links: { next },
  total: null,
});
