import { describe, expect, it } from 'vitest';
import { comparisonPeriods, elapsedPart, resolvePeriod, xAxisOf } from './periods.ts';

const TODAY = '2026-11-27';
const span = (period: { from: string; to: string }) => `${period.from}..${period.to}`;

describe('comparison periods', () => {
  it('compare a year still running with the same days of last year, once (the previous period is last year)', () => {
    const year = resolvePeriod({ period: 'year', period_value: '2026' }, TODAY);
    const compared = comparisonPeriods(year, TODAY);
    expect(span(compared.previous)).toBe('2025-01-01..2025-11-27');
    expect(span(compared.lastYear)).toBe('2025-01-01..2025-11-27');
    expect(compared.previousIsLastYear).toBe(true);
  });

  it('compare a quarter still running with as many days from the start of the previous quarter and of last year', () => {
    const quarter = resolvePeriod({ period: 'quarter', period_value: '2026-Q4' }, TODAY);
    const compared = comparisonPeriods(quarter, TODAY);
    expect(span(compared.previous)).toBe('2026-07-01..2026-08-27');
    expect(span(compared.lastYear)).toBe('2025-10-01..2025-11-27');
    expect(compared.previousIsLastYear).toBe(false);
  });

  it('compare whole periods with whole ones, a leap year included', () => {
    const year = comparisonPeriods(resolvePeriod({ period: 'year', period_value: '2025' }, TODAY), TODAY);
    expect(span(year.previous)).toBe('2024-01-01..2024-12-31');
    const quarter = comparisonPeriods(resolvePeriod({ period: 'quarter', period_value: '2026-Q3' }, TODAY), TODAY);
    expect(span(quarter.previous)).toBe('2026-04-01..2026-06-30');
    expect(span(quarter.lastYear)).toBe('2025-07-01..2025-09-30');
    const month = comparisonPeriods(resolvePeriod({ period: 'month' }, TODAY), TODAY);
    expect(span(month.previous)).toBe('2026-09-29..2026-10-28');
    expect(span(month.lastYear)).toBe('2025-10-29..2025-11-27');
  });
});

describe('the x-axis of a period still running', () => {
  it('stops at today: no month of the future is drawn', () => {
    const year = resolvePeriod({ period: 'year', period_value: '2026' }, TODAY);
    const labels = xAxisOf(elapsedPart(year, TODAY)).map((bucket) => bucket.label);
    expect(labels.at(-1)).toBe('Nov 2026');
    expect(labels).not.toContain('Dec 2026');
    expect(xAxisOf(elapsedPart(year, TODAY)).at(-1)?.days.at(-1)).toBe(TODAY);
  });
});
