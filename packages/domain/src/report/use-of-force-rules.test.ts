import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { TEST_CONFIGURATION, testContext, validTestReport } from './test-fixtures.ts';
import { isWasUseOfForceLocked } from './use-of-force-rules.ts';
import { validateReport } from './validate-report.ts';

type Report = ReturnType<typeof validTestReport>;
const person = (id: string, info: Record<string, unknown>) => ({
  id,
  perception: { age: 30, race: ['white'] },
  reason: { primary: 'suspicion', explanation: 'Matched the description.' },
  incident_information: info,
});
const suspect = (id: string, force: boolean) =>
  person(id, { reason_for_contact: 'suspect', action_taken: 'arrest', use_of_force: force, ...(force ? { injury: 'O' } : {}) });
const bystander = (id: string, info: Record<string, unknown> = {}) =>
  person(id, { reason_for_contact: 'bystander', action_taken: 'no_action', use_of_force: true, injury: 'B', ...info });
const officer = (citizens: string[]) => ({ id: 'o-1', officer: { user: { id: 'u-9', name: 'Sam Patel' }, citizens } });

const run = (change: (report: Report) => void) => {
  const report = validTestReport();
  report.use_of_force = { force: { type_of_force: ['hands'] } };
  change(report);
  return validateReport(report, testContext());
};

describe('use of force (reports.md §5, state validation active)', () => {
  it('a report with force needs a citizen to whom force was used', () => {
    expect(run((r) => (r.general_information.was_use_of_force = true)).issues).toEqual([
      { path: 'citizens', message: MESSAGES.useOfForceCitizen },
    ]);
    expect(
      run((r) => {
        r.general_information.was_use_of_force = true;
        r.citizens = [suspect('a', true)];
      }).issues,
    ).toEqual([]);
  });

  it('a citizen with force turns the switch on', () => {
    const result = run((r) => (r.citizens = [suspect('a', true)]));
    expect(result.report.general_information).toMatchObject({ was_use_of_force: true });
    expect(result.issues).toEqual([]);
  });

  it('a citizen with force turns the switch on even where the state rule is off (issue 13)', () => {
    const useOfForce = TEST_CONFIGURATION.use_of_force;
    if (!useOfForce) throw new Error('the test configuration has a use-of-force form');
    const config = { ...TEST_CONFIGURATION, use_of_force: { ...useOfForce, rules: { ...useOfForce.rules, validate_citizens: false } } };
    const report = validTestReport();
    report.citizens = [suspect('a', true)];
    report.use_of_force = { force: { type_of_force: ['hands'] } };
    const result = validateReport(report, testContext({ config }));
    expect(result.report.general_information).toMatchObject({ was_use_of_force: true });
    expect(isWasUseOfForceLocked(config, result.report.citizens as unknown[])).toBe(true);
    expect(isWasUseOfForceLocked(config, [suspect('b', false)])).toBe(false);
  });

  it('clearing the switch resets the use-of-force data', () => {
    const result = run((r) => (r.general_information.was_use_of_force = false));
    expect(result.report.use_of_force).toEqual({});
  });

  it('the use-of-force form is checked when force was used', () => {
    const result = run((r) => {
      r.citizens = [suspect('a', true)];
      r.use_of_force = {};
    });
    expect(result.issues).toEqual([{ path: 'use_of_force.force.type_of_force', message: MESSAGES.required }]);
  });

  it('officers must be linked to the citizens to whom force was used', () => {
    const linked = run((r) => {
      r.citizens = [suspect('a', true), suspect('b', false)];
      r.officers = [officer(['a'])];
    });
    expect(linked.issues).toEqual([]);
    const unlinked = run((r) => {
      r.citizens = [suspect('a', true), suspect('b', false)];
      r.officers = [officer(['b'])];
    });
    expect(unlinked.issues).toEqual([{ path: 'officers', message: MESSAGES.useOfForceOfficersLinked }]);
  });
});

describe('bystanders (reports.md §5)', () => {
  it('a valid bystander: force used, injured, no action, beside a citizen with force', () => {
    expect(run((r) => (r.citizens = [suspect('a', true), bystander('b')])).issues).toEqual([]);
  });

  it('It takes at least one citizen to whom force has been used to add others with “Reason for Contact: Bystander”', () => {
    expect(run((r) => (r.citizens = [suspect('a', false), bystander('b')])).issues).toEqual([
      { path: 'citizens', message: MESSAGES.bystanderNeedsForceCitizen },
    ]);
    expect(run((r) => (r.citizens = [bystander('b')])).issues).toEqual([
      { path: 'citizens', message: MESSAGES.bystanderNeedsForceCitizen },
    ]);
  });

  it.each([
    ['no injury recorded', { injury: 'O' }],
    ['no force used', { use_of_force: false, injury: undefined }],
  ])('It takes at least one Bystander to whom force has been used and who has been injured: %s', (_case, info) => {
    expect(run((r) => (r.citizens = [suspect('a', true), bystander('b', info)])).issues).toEqual([
      { path: 'citizens.1', message: MESSAGES.bystanderInjured },
    ]);
  });

  it.each(['K', 'A', 'B', 'C'])('injury %s counts as injured', (injury) => {
    expect(run((r) => (r.citizens = [suspect('a', true), bystander('b', { injury })])).issues).toEqual([]);
  });

  it('Bystanders must have “Action Taken: No Action”.', () => {
    expect(run((r) => (r.citizens = [suspect('a', true), bystander('b', { action_taken: 'arrest' })])).issues).toEqual([
      { path: 'citizens.1.incident_information.action_taken', message: MESSAGES.bystanderNoAction },
    ]);
  });

  it('the messages are the spec words', () => {
    expect(MESSAGES.bystanderNeedsForceCitizen).toBe(
      'It takes at least one citizen to whom force has been used to add others with “Reason for Contact: Bystander”',
    );
    expect(MESSAGES.bystanderInjured).toBe('It takes at least one Bystander to whom force has been used and who has been injured.');
    expect(MESSAGES.bystanderNoAction).toBe('Bystanders must have “Action Taken: No Action”.');
    expect(MESSAGES.useOfForceCitizen).toBe('It takes at least one citizen to whom force has been used.');
    expect(MESSAGES.useOfForceOfficersLinked).toBe('The officers must be linked to the citizens to whom force has been used.');
  });
});
