import { describe, expect, it } from 'vitest';
import { TEST_CONFIGURATION } from '../report/test-fixtures.ts';
import { citizenFilterFields } from './citizen-filters.ts';
import {
  abbreviateCount,
  checkReportFilters,
  countReportFilters,
  isQuickSearchRunnable,
  oneMonthBefore,
  type ReportFilterContext,
  rememberQuickSearch,
} from './report-filters.ts';

const configuration = {
  ...TEST_CONFIGURATION,
  list_filters: {
    citizen_age: 'perception.age',
    citizen_fields: ['perception.race', 'reason.primary'],
    citizen_flags: ['perception.limited_english'],
  },
};
const context = (overrides: Partial<ReportFilterContext> = {}): ReportFilterContext => ({
  today: '2026-06-15',
  hasAnalytics: true,
  citizenFields: citizenFilterFields(configuration),
  ...overrides,
});
const INVALID_DATE = 'Please enter a valid date.';

describe('the agency-report date filter (analytics.md §5)', () => {
  it('accepts a range up to today of at most 365 days, and an exact date alone', () => {
    expect(checkReportFilters({ dateFrom: '2025-06-15', dateTo: '2026-06-15' }, context())).toEqual([]);
    expect(checkReportFilters({ dateFrom: '2026-06-15', exactDate: true }, context())).toEqual([]);
    expect(checkReportFilters({ dateFrom: '2026-01-01' }, context())).toEqual([]);
  });

  it("says 'Please enter a valid date.' for a missing or impossible from, the future, to before from, and over 365 days", () => {
    const dateIssue = (path: string) => [{ path, message: INVALID_DATE }];
    expect(checkReportFilters({ dateTo: '2026-06-01' }, context())).toEqual(dateIssue('dateFrom'));
    expect(checkReportFilters({ dateFrom: '2026-02-30' }, context())).toEqual(dateIssue('dateFrom'));
    expect(checkReportFilters({ dateFrom: '2026-06-16' }, context())).toEqual(dateIssue('dateFrom'));
    expect(checkReportFilters({ dateFrom: '2026-06-10', dateTo: '2026-06-09' }, context())).toEqual(dateIssue('dateTo'));
    expect(checkReportFilters({ dateFrom: '2026-06-10', dateTo: '2026-06-16' }, context())).toEqual(dateIssue('dateTo'));
    expect(checkReportFilters({ dateFrom: '2025-06-14', dateTo: '2026-06-15' }, context())).toEqual(dateIssue('dateTo'));
    expect(checkReportFilters({ dateFrom: '2026-06-10', dateTo: '2026-06-11', exactDate: true }, context())).toEqual(dateIssue('dateTo'));
  });

  it('starts no earlier than one month back without analytics, and has no minimum with it', () => {
    expect(checkReportFilters({ dateFrom: '2026-05-15' }, context({ hasAnalytics: false }))).toEqual([]);
    expect(checkReportFilters({ dateFrom: '2026-05-14' }, context({ hasAnalytics: false }))).toEqual([
      { path: 'dateFrom', message: INVALID_DATE },
    ]);
    expect(checkReportFilters({ dateFrom: '2022-01-01', dateTo: '2022-12-31' }, context())).toEqual([]);
    expect(oneMonthBefore('2026-03-31')).toBe('2026-02-28');
    expect(oneMonthBefore('2024-03-31')).toBe('2024-02-29');
    expect(oneMonthBefore('2026-01-15')).toBe('2025-12-15');
  });
});

describe('the other filters', () => {
  it('refuses an age range with a missing end or from above to', () => {
    const message = 'Enter both ages, the first no greater than the second.';
    expect(checkReportFilters({ citizenAge: { from: 18, to: 25 } }, context())).toEqual([]);
    expect(checkReportFilters({ citizenAge: { from: 30, to: 30 } }, context())).toEqual([]);
    expect(checkReportFilters({ citizenAge: {} }, context())).toEqual([]);
    expect(checkReportFilters({ citizenAge: { from: 18 } }, context())).toEqual([{ path: 'citizenAge', message }]);
    expect(checkReportFilters({ citizenAge: { to: 18 } }, context())).toEqual([{ path: 'citizenAge', message }]);
    expect(checkReportFilters({ citizenAge: { from: 40, to: 18 } }, context())).toEqual([{ path: 'citizenAge', message }]);
  });

  it("accepts only the configuration's citizen fields and values", () => {
    expect(
      checkReportFilters({ citizen: { 'perception.race': ['white', 'asian'] }, flags: { 'perception.limited_english': true } }, context()),
    ).toEqual([]);
    expect(checkReportFilters({ citizen: { 'perception.race': ['martian'] } }, context())).toEqual([
      { path: 'citizen.perception.race', message: 'Choose one of the offered values.' },
    ]);
    expect(checkReportFilters({ citizen: { 'perception.height': ['1'] } }, context())).toHaveLength(1);
    expect(checkReportFilters({ flags: { 'perception.race': true } }, context())).toHaveLength(1);
  });

  it('counts the filters set, All and empty lists not counted', () => {
    expect(countReportFilters({})).toBe(0);
    expect(countReportFilters({ contactType: 'All', source: 'all', tags: [], citizen: { 'perception.race': [] } })).toBe(0);
    expect(
      countReportFilters({
        dateFrom: '2026-06-01',
        contactType: 'Call For Service',
        tags: ['t'],
        citizen: { 'perception.race': ['white'] },
        flags: { x: true },
      }),
    ).toBe(5);
  });
});

describe('quick search and fast facts', () => {
  it('runs only for text longer than one character', () => {
    expect(isQuickSearchRunnable('a')).toBe(false);
    expect(isQuickSearchRunnable(' a ')).toBe(false);
    expect(isQuickSearchRunnable('ab')).toBe(true);
  });

  it('keeps the last five distinct searches, newest first', () => {
    let kept: string[] = [];
    for (const text of ['one', 'two', 'ONE', 'x', 'three', 'four', 'five', 'six']) kept = rememberQuickSearch(kept, text);
    expect(kept).toEqual(['six', 'five', 'four', 'three', 'ONE']);
  });

  it('abbreviates numbers above 99,999 as K or M', () => {
    expect(abbreviateCount(99_999)).toBe('99,999');
    expect(abbreviateCount(100_000)).toBe('100K');
    expect(abbreviateCount(123_456)).toBe('123.4K');
    expect(abbreviateCount(1_000_000)).toBe('1M');
    expect(abbreviateCount(2_345_678)).toBe('2.3M');
  });
});
