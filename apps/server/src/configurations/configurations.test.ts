import { readdirSync, readFileSync } from 'node:fs';
import { citizenAgeKey, citizenFilterFields, findCitizenField, stateConfiguration, stateList, validateReport } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../../../configurations/', import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(new URL(name, dir), 'utf8'));

describe('shipped state configurations', () => {
  const list = stateList.parse(read('states.json'));

  it('lists every configuration file, and every listed file exists', () => {
    const files = readdirSync(dir).filter((name) => name !== 'states.json' && name.endsWith('.json'));
    expect(list.map((entry) => entry.file_name).sort()).toEqual(files.sort());
  });

  it.each(list.map((entry) => [entry.file_name]))('%s matches the configuration schema', (fileName) => {
    const result = stateConfiguration.safeParse(read(fileName));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(list.map((entry) => [entry.file_name]))('%s declares list filters that all exist in its citizen form', (fileName) => {
    const config = stateConfiguration.parse(read(fileName));
    const declared = config.list_filters;
    expect(declared).toBeDefined();
    const offered = citizenFilterFields(config).map((field) => field.key);
    expect(offered).toEqual([...(declared?.citizen_fields ?? []), ...(declared?.citizen_flags ?? [])]);
    expect(citizenAgeKey(config)).toBe(declared?.citizen_age);
    if (declared?.consent_search) {
      const field = findCitizenField(config, declared.consent_search.field);
      const values = new Set(field?.options?.map((option) => option.value));
      expect(declared.consent_search.in.every((value) => values.has(String(value)))).toBe(true);
    }
  });

  it('refuses a configuration with an unknown component type', () => {
    const broken = read(list[0]?.file_name ?? '');
    broken.citizens.sections[0].fields[0].component = 'slider';
    expect(stateConfiguration.safeParse(broken).success).toBe(false);
  });
});

describe('example reports beside the configurations', () => {
  const list = stateList.parse(read('states.json'));
  it.each(list.map((entry) => [entry.file_name]))('the example for %s is valid under the rules engine', (fileName) => {
    const example = read(`examples/${fileName.replace(/\.json$/, '.report.json')}`);
    const config = stateConfiguration.parse(read(fileName));
    const { issues } = validateReport(example, { config, timeZone: 'America/Los_Angeles', now: new Date(), mode: 'create' });
    expect(issues).toEqual([]);
  });
});
