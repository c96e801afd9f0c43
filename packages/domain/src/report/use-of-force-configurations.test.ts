import { describe, expect, it } from 'vitest';
import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import { readPath } from './emptiness.ts';
import { applyFieldChange } from './form-model.ts';
import { normalizeReport } from './normalize-report.ts';
import { exampleReport, shippedConfigurations } from './shipped-configurations.test-helper.ts';
import { CITIZEN_USE_OF_FORCE_PATH, hasForceUsed, isWasUseOfForceLocked } from './use-of-force-rules.ts';

/**
 * 'A report must never say Was Use Of Force: No while a citizen has force used' (issue 13), in every shipped
 * configuration, with force marked on a citizen the way that configuration's form marks it.
 */
const shipped = shippedConfigurations();

/** California records force-related actions (which turn the citizen's switch on); the others the switch itself. */
function markForce(config: StateConfiguration, citizen: Record<string, unknown>, isForced: boolean) {
  const sections = config.citizens.sections;
  const isByActions = sections.some(
    (section) => section.name === 'force' && section.fields.some((field) => field.name === 'force_actions'),
  );
  return isByActions
    ? applyFieldChange(sections, citizen, 'force.force_actions', isForced ? ['handcuffed'] : ['none'])
    : applyFieldChange(sections, citizen, CITIZEN_USE_OF_FORCE_PATH, isForced);
}

function reportWith(fileName: string, config: StateConfiguration, forced: readonly boolean[], wasUseOfForce: unknown) {
  const report = exampleReport(fileName);
  report.citizens = report.citizens.map((citizen, index) => markForce(config, citizen, forced[index] ?? false));
  report.general_information.was_use_of_force = wasUseOfForce;
  return report;
}

describe.each(shipped.map(({ fileName, config }) => [fileName, config] as const))('use of force in %s', (fileName, config) => {
  it('has the citizen switch the rules engine reads', () => {
    const section = config.citizens.sections.find((entry) => entry.name === 'incident_information');
    expect(section?.fields.find((field) => field.name === 'use_of_force')?.component).toBe('switch');
  });

  it.each([false, true, undefined])('a citizen with force turns the switch on (sent: %s)', (sent) => {
    const normalized = normalizeReport(reportWith(fileName, config, [false, true], sent), config, 'create');
    expect(readPath((normalized.citizens as unknown[])[1], 'incident_information.use_of_force')).toBe(true);
    expect(readPath(normalized, 'general_information.was_use_of_force')).toBe(true);
    expect(isWasUseOfForceLocked(config, normalized.citizens as unknown[])).toBe(true);
  });

  it('never says No while a citizen had force used, whatever combination was sent', () => {
    for (const forced of [
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ]) {
      for (const sent of [true, false, undefined]) {
        const normalized = normalizeReport(reportWith(fileName, config, forced, sent), config, 'create');
        const citizens = normalized.citizens as unknown[];
        const isAnyForced = citizens.some(hasForceUsed);
        expect(isAnyForced).toBe(forced.includes(true));
        const said = readPath(normalized, 'general_information.was_use_of_force');
        if (isAnyForced) expect(said).toBe(true);
        // Without a use-of-force form the switch only follows the citizens; with one, the officer's choice stands.
        else expect(said).toBe(config.use_of_force ? sent : false);
      }
    }
  });
});

describe('California: force is marked by the force-related actions', () => {
  const california = shipped.find((entry) => entry.fileName === 'california.json');
  if (!california) throw new Error('California is not shipped');
  const { config } = california;

  it('has no use-of-force form, so the report switch follows the citizens and the officer cannot set it', () => {
    expect(config.use_of_force).toBeUndefined();
    expect(isWasUseOfForceLocked(config, [])).toBe(true);
    const normalized = normalizeReport(reportWith('california.json', config, [false, false], true), config, 'create');
    expect(readPath(normalized, 'general_information.was_use_of_force')).toBe(false);
    expect(normalized.use_of_force).toEqual({});
  });

  it("'Handcuffed' keeps the citizen's switch on even when it was sent off", () => {
    const report = reportWith('california.json', config, [false, true], false);
    report.citizens = report.citizens.map((citizen, index) =>
      index === 1 ? { ...citizen, incident_information: { use_of_force: false } } : citizen,
    );
    const normalized = normalizeReport(report, config, 'create');
    expect(readPath((normalized.citizens as unknown[])[1], 'force.force_actions')).toEqual(['handcuffed']);
    expect(readPath((normalized.citizens as unknown[])[1], 'incident_information.use_of_force')).toBe(true);
    expect(readPath(normalized, 'general_information.was_use_of_force')).toBe(true);
  });
});
