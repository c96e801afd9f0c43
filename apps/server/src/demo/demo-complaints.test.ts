import { DEFAULT_EI_SETTINGS } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { COMPLAINTS_PER_YEAR, complaintsPerYear, FLAG_COUNT, FLAGGED_OFFICER_EMAIL, reachesFlagCount } from './demo-complaints.ts';

describe('the demo complaints’ limit for officers early intervention should not flag', () => {
  it('is the default count rule’s count', () => {
    expect(FLAG_COUNT).toBe(DEFAULT_EI_SETTINGS.count_rule.count);
    expect(FLAG_COUNT).toBe(3);
  });

  it('refuses a third complaint within 12 months, whichever side of the others it falls', () => {
    expect(reachesFlagCount([], '2025-03-01')).toBe(false);
    expect(reachesFlagCount(['2025-03-01'], '2025-03-02')).toBe(false);
    expect(reachesFlagCount(['2025-03-01', '2025-09-01'], '2026-02-27')).toBe(true);
    expect(reachesFlagCount(['2025-03-01', '2025-09-01'], '2025-01-05')).toBe(true);
    expect(reachesFlagCount(['2025-03-01', '2026-02-27'], '2025-09-01')).toBe(true);
  });

  it('allows it once the first is more than a year before the third', () => {
    expect(reachesFlagCount(['2025-03-01', '2025-09-01'], '2026-03-02')).toBe(false);
    expect(reachesFlagCount(['2024-01-10', '2024-06-01', '2025-09-01', '2026-08-01'], '2024-12-20')).toBe(true);
    expect(reachesFlagCount(['2024-01-10', '2024-06-01', '2025-09-01', '2026-10-01'], '2025-07-02')).toBe(false);
  });

  it('gives the flagged officer more a year than the rule counts, every other officer fewer', () => {
    expect(complaintsPerYear(FLAGGED_OFFICER_EMAIL)).toBe(COMPLAINTS_PER_YEAR.flagged);
    expect(COMPLAINTS_PER_YEAR.flagged).toBeGreaterThan(FLAG_COUNT);
    expect(complaintsPerYear('officer2@demo.test')).toBeLessThan(FLAG_COUNT - 1);
  });
});
