import { describe, expect, it } from 'vitest';
import { listItem } from './list-fixtures.test-helper.ts';
import { groupReportsByDay } from './list-grouping.ts';

describe('grouping a report list by date', () => {
  it('puts the reports of one day in the customer time zone under one heading, in list order', () => {
    const late = listItem(1, { incident_date: '2026-06-16T05:30:00Z' }); // 15 June, 22:30 in Los Angeles
    const evening = listItem(2, { incident_date: '2026-06-15T20:00:00Z' });
    const nextDay = listItem(3, { incident_date: '2026-06-16T18:00:00Z' });
    const days = groupReportsByDay([nextDay, late, evening], 'America/Los_Angeles');
    expect(days.map((day) => [day.label, day.reports.map((report) => report.incident_number)])).toEqual([
      ['Tue, 16 Jun 2026', ['CAD-3']],
      ['Mon, 15 Jun 2026', ['CAD-1', 'CAD-2']],
    ]);
  });
});
