import { describe, expect, it } from 'vitest';
import { type FormField, type FormSection, stateConfiguration } from '../configuration/configuration.schema.ts';
import { conditionHolds } from './conditions.ts';
import { readPath } from './emptiness.ts';
import { describeSections } from './form-model.ts';
import { exampleReport, shippedConfigurations } from './shipped-configurations.test-helper.ts';
import { citizenForceSource, hasForceUsed } from './use-of-force-rules.ts';
import { validateReport } from './validate-report.ts';

/**
 * Issue 24, defects 4 and 5: a switch the state record derives from other answers ('derived_from') is set by the
 * rules engine from them, whatever a client sends, so the record cannot contradict the report type or the force actions.
 */
const shipped = shippedConfigurations();
const california = shipped.find((entry) => entry.fileName === 'california.json');
if (!california) throw new Error('California is not shipped');
const { config } = california;
const NOW = new Date('2026-06-15T20:00:00Z');
const rules = { config, timeZone: 'America/Los_Angeles', now: NOW, mode: 'create' } as const;

const CALL_FOR_SERVICE_PATH = 'general_information.state_related.stop.call_for_service';

function californiaReport(type: string, callForService: unknown) {
  const report = exampleReport('california.json');
  const general = report.general_information;
  const stateRelated = general.state_related as Record<string, Record<string, unknown>>;
  general.type = type;
  general.date = '2026-06-15T16:30:00.000Z';
  stateRelated.stop = { ...stateRelated.stop, call_for_service: callForService };
  if (callForService === undefined) delete stateRelated.stop?.call_for_service;
  return report;
}

const sectionFields = (sections: readonly FormSection[]) =>
  sections.flatMap((section) => section.fields.map((field) => ({ path: `${section.name}.${field.name}`, field })));

describe("'Stop made during the course of responding to a call for service' follows the contact type (defect 4)", () => {
  it.each([
    ['Call For Service', false, true],
    ['Call For Service', undefined, true],
    ['Call For Service', true, true],
    ['Officer Pro-active', true, false],
    ['Officer Pro-active', undefined, false],
    ['Officer Pro-active', false, false],
  ])('a %s report sent with the switch %s is valid and stores it %s', (type, sent, stored) => {
    const { report, issues } = validateReport(californiaReport(type, sent), rules);
    expect(issues).toEqual([]);
    expect(readPath(report, CALL_FOR_SERVICE_PATH)).toBe(stored);
  });

  it('is shown as derived, with the value the type gives it and a hint saying why', () => {
    const draft = californiaReport('Call For Service', undefined);
    const stop = describeSections(
      config.general_information.sections,
      draft.general_information.state_related,
      draft,
      'general_information',
    )
      .find((entry) => entry.section.name === 'stop')
      ?.fields.find((entry) => entry.field.name === 'call_for_service');
    expect(stop?.derived).toBe(true);
    expect(stop?.field.hint).toMatch(/contact type/);
    const typeOfStop = describeSections(config.general_information.sections, {}, draft, 'general_information')[0]?.fields[0];
    expect(typeOfStop?.derived).toBeNull();
  });

  it.each(shipped.map(({ fileName, config: shippedConfig }) => [fileName, shippedConfig] as const))(
    'in %s, every call-for-service switch is derived from the contact type',
    (_fileName, shippedConfig) => {
      const switches = [
        ...sectionFields(shippedConfig.general_information.sections),
        ...sectionFields(shippedConfig.citizens.sections),
      ].filter(({ field }) => field.component === 'switch' && /call for service/i.test(field.label));
      for (const { field } of switches) {
        expect(field.derived_from).toEqual({ field: 'report.general_information.type', in: ['Call For Service'] });
      }
    },
  );
});

describe("California's citizen use-of-force switch follows the force-related actions (defect 5)", () => {
  const forceField = config.citizens.sections.flatMap((section) => section.fields).find((field) => field.name === 'force_actions');

  function withForce(actions: string[] | undefined, sent: unknown) {
    const report = californiaReport('Officer Pro-active', false);
    report.citizens = report.citizens.map((citizen) => ({
      ...citizen,
      force: actions === undefined ? undefined : { force_actions: actions },
      incident_information: sent === undefined ? {} : { use_of_force: sent },
    }));
    report.general_information.was_use_of_force = sent;
    return report;
  }

  it('is derived from force.force_actions', () => {
    expect(citizenForceSource(config.citizens.sections)).toBe('force.force_actions');
  });

  it("counts every force-related action but 'None'", () => {
    const derived = config.citizens.sections.flatMap((section) => section.fields).find((field) => field.name === 'use_of_force');
    const actions = (forceField?.options ?? []).filter((option) => !option.exclusive).map((option) => option.value);
    expect(actions).toHaveLength(17);
    expect(derived?.derived_from).toEqual({ field: 'force.force_actions', in: actions });
  });

  it.each([
    [['none'], true, false],
    [['none'], false, false],
    [['none'], undefined, false],
    [['handcuffed'], false, true],
    [['handcuffed'], undefined, true],
    [['handcuffed', 'firearm_pointed'], true, true],
  ])('force actions %j with the switch sent %s store it %s, and Was Use Of Force with it', (actions, sent, stored) => {
    const { report, issues } = validateReport(withForce(actions, sent), rules);
    expect(issues).toEqual([]);
    const citizens = report.citizens as unknown[];
    expect(citizens.every((citizen) => readPath(citizen, 'incident_information.use_of_force') === stored)).toBe(true);
    expect(citizens.every(hasForceUsed)).toBe(stored);
    expect(readPath(report, 'general_information.was_use_of_force')).toBe(stored);
  });

  it('is off while no force action is chosen yet (the form asks for them)', () => {
    const { report, issues } = validateReport(withForce(undefined, true), rules);
    expect(readPath((report.citizens as unknown[])[0], 'incident_information.use_of_force')).toBe(false);
    expect(issues.map((issue) => issue.path)).toContain('citizens.0.force.force_actions');
  });
});

describe('derived_from in the configuration schema', () => {
  const base = structuredClone(config);
  const stop = base.general_information.sections.find((section) => section.name === 'stop');
  const field = stop?.fields.find((entry) => entry.name === 'call_for_service') as FormField;

  it('is taken on a switch only', () => {
    Object.assign(field, { component: 'textfield' });
    expect(stateConfiguration.safeParse(base).success).toBe(false);
    Object.assign(field, { component: 'switch' });
    expect(stateConfiguration.safeParse(base).success).toBe(true);
  });

  it('is a condition: on exactly when it holds', () => {
    const condition = field.derived_from;
    if (!condition) throw new Error('call_for_service is not derived');
    expect(conditionHolds(condition, { report: { general_information: { type: 'Call For Service' } }, item: {} })).toBe(true);
    expect(conditionHolds(condition, { report: { general_information: { type: 'Officer Pro-active' } }, item: {} })).toBe(false);
  });
});
