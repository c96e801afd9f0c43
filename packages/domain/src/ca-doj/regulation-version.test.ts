import { describe, expect, it } from 'vitest';
import { stateConfiguration } from '../configuration/configuration.schema.ts';
import { shippedConfigurations } from '../report/shipped-configurations.test-helper.ts';
import { dojRegulationVersion, dojStopDate, regulationVersionOn } from './regulation-version.ts';

const california = () => {
  const found = shippedConfigurations().find((entry) => entry.fileName === 'california.json');
  if (!found) throw new Error('no california.json');
  return found.config;
};

describe('dojRegulationVersion', () => {
  it('sends stops before 2024-01-01 as v1 (2018 regulation) and from then as v2', () => {
    expect(dojRegulationVersion('2018-07-01')).toBe('v1');
    expect(dojRegulationVersion('2023-12-31')).toBe('v1');
    expect(dojRegulationVersion('2024-01-01')).toBe('v2');
    expect(dojRegulationVersion('2026-06-15')).toBe('v2');
  });

  it('gives a stop before the first version the first version', () => {
    expect(dojRegulationVersion('2017-01-01')).toBe('v1');
  });

  it("reads California's declared versions", () => {
    const config = california();
    expect(config.regulation_versions?.map((version) => version.doj_format)).toEqual(['v1', 'v2']);
    expect(dojRegulationVersion('2023-12-31', config)).toBe('v1');
    expect(dojRegulationVersion('2024-01-01', config)).toBe('v2');
  });

  it("follows a configuration's own versions, so a new version takes over on its date without touching older stops", () => {
    const config = {
      regulation_versions: [
        { id: 'a', effective_from: '2018-07-01', doj_format: 'v1' as const },
        { id: 'b', effective_from: '2030-01-01', doj_format: 'v2' as const },
      ],
    };
    expect(dojRegulationVersion('2026-06-15', config)).toBe('v1');
    expect(dojRegulationVersion('2030-01-01', config)).toBe('v2');
    expect(regulationVersionOn('2030-01-02', config)?.id).toBe('b');
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => dojRegulationVersion('2024-02-30')).toThrow();
    expect(() => dojRegulationVersion('2024-01-01T00:00:00Z')).toThrow();
  });

  it("reads the stop's date on the agency's wall clock (a New Year's Eve stop at 23:30 in California is a 2023 stop)", () => {
    const date = dojStopDate('2024-01-01T07:30:00.000Z', 'America/Los_Angeles');
    expect(date).toBe('2023-12-31');
    expect(dojRegulationVersion(date)).toBe('v1');
  });
});

describe('regulation_versions in the configuration schema', () => {
  const base = () => structuredClone(california()) as Record<string, unknown>;

  it('refuses versions out of date order', () => {
    const config = base();
    config.regulation_versions = [
      { id: 'b', effective_from: '2024-01-01', doj_format: 'v2' },
      { id: 'a', effective_from: '2018-07-01', doj_format: 'v1' },
    ];
    expect(stateConfiguration.safeParse(config).success).toBe(false);
  });

  it('refuses two versions with one id, and an unknown DOJ format', () => {
    const twice = base();
    twice.regulation_versions = [
      { id: 'a', effective_from: '2018-07-01' },
      { id: 'a', effective_from: '2024-01-01' },
    ];
    expect(stateConfiguration.safeParse(twice).success).toBe(false);
    const unknown = base();
    unknown.regulation_versions = [{ id: 'a', effective_from: '2018-07-01', doj_format: 'v9' }];
    expect(stateConfiguration.safeParse(unknown).success).toBe(false);
  });
});
