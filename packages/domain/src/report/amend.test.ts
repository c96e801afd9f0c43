import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../roles.ts';
import { canAmendReport, hasReportChanged, reportPartsHiddenFrom } from './amend.ts';
import { normalizeReport } from './normalize-report.ts';
import { testContext, validTestReport } from './test-fixtures.ts';

const role = (name: string) => {
  const found = DEFAULT_ROLES.find((entry) => entry.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('amend rights (reports.md §4)', () => {
  const report = { authorId: 'officer-1', authorRolePriority: role('officer').priority };
  it.each([
    ['the original author', { id: 'officer-1', role: role('officer') }, true],
    ['another officer of equal rank', { id: 'officer-2', role: role('officer') }, false],
    ['a manager (higher priority)', { id: 'manager-1', role: role('manager') }, true],
    ['the owner', { id: 'owner-1', role: role('owner') }, true],
    [
      'a higher priority without agency.reports.amend',
      { id: 'x', role: { priority: 99, permissions: ['agency.reports.read' as const] } },
      false,
    ],
    ['the author without self.reports.amend', { id: 'officer-1', role: { priority: 10, permissions: [] } }, false],
  ])('%s: %s', (_case, user, expected) => {
    expect(canAmendReport(user, report)).toBe(expected);
  });

  it('a manager cannot amend the owner', () => {
    expect(
      canAmendReport({ id: 'manager-1', role: role('manager') }, { authorId: 'owner-1', authorRolePriority: role('owner').priority }),
    ).toBe(false);
  });
});

describe('parts an amend keeps as stored (reports.md §6, issue 24)', () => {
  it('hides complaints and investigations from a role without agency.reports.read, and nothing from one with it', () => {
    expect(reportPartsHiddenFrom(role('officer'))).toEqual(['complaints', 'investigations']);
    expect(reportPartsHiddenFrom(role('manager'))).toEqual([]);
    expect(reportPartsHiddenFrom(role('owner'))).toEqual([]);
  });
});

describe('amend change detection (reports.md §5)', () => {
  const normalized = (change: (report: ReturnType<typeof validTestReport>) => void = () => {}) => {
    const report = validTestReport();
    change(report);
    return normalizeReport(report, testContext().config, 'amend');
  };

  it('the same report is no change, whatever the key order or managed fields', () => {
    const original = normalized();
    const reordered = JSON.parse(JSON.stringify(original, Object.keys(original).reverse()));
    expect(hasReportChanged(original, { ...reordered, ...original })).toBe(false);
    expect(
      hasReportChanged(
        original,
        normalized((r) => (r.general_information.device = { duration: 9 })),
      ),
    ).toBe(false);
  });

  it('any differing value is a change', () => {
    expect(
      hasReportChanged(
        normalized(),
        normalized((r) => (r.general_information.duration = 26)),
      ),
    ).toBe(true);
    expect(
      hasReportChanged(
        normalized(),
        normalized((r) => (r.citizens[0].perception.race = ['asian'])),
      ),
    ).toBe(true);
  });

  it('a value the form would clear anyway is no change', () => {
    expect(
      hasReportChanged(
        normalized(),
        normalized((r) => (r.citizens[0].reason.traffic_type = 'moving')),
      ),
    ).toBe(false);
  });

  it('a trailing space alone is no change; the stored text is kept as the engine normalised it (issue 13)', () => {
    const original = normalized();
    const spaced = normalized((r) => (r.citizens[0].reason.explanation = `${r.citizens[0].reason.explanation} `));
    expect(spaced.citizens).toMatchObject([{ reason: { explanation: 'Matched the description given by dispatch. ' } }]);
    expect(hasReportChanged(original, spaced)).toBe(false);
    expect(
      hasReportChanged(
        original,
        normalized((r) => (r.general_information.location.details = '  ')),
      ),
    ).toBe(false);
    expect(
      hasReportChanged(
        original,
        normalized((r) => (r.citizens[0].reason.explanation = 'Matched the description.')),
      ),
    ).toBe(true);
  });
});
