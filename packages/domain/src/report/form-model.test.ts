import { describe, expect, it } from 'vitest';
import { applyFieldChange, describeSections, newItem } from './form-model.ts';
import { TEST_CONFIGURATION, validTestReport } from './test-fixtures.ts';

const sections = TEST_CONFIGURATION.citizens.sections;

describe('the form model the browser renders', () => {
  it('shows conditional fields only when their condition holds', () => {
    const report = validTestReport();
    const names = (item: unknown) => describeSections(sections, item, report, 'citizens').flatMap((s) => s.fields.map((f) => f.field.name));
    expect(names(report.citizens[0])).not.toContain('traffic_type');
    expect(names({ ...report.citizens[0], reason: { primary: 'traffic' } })).toContain('traffic_type');
  });

  it('offers conditional options only when their condition holds', () => {
    const report = validTestReport();
    const disability = (item: unknown) =>
      describeSections(sections, item, report, 'citizens')[0]
        ?.fields.find((f) => f.field.name === 'disability')
        ?.options.map((o) => o.value);
    expect(disability(report.citizens[0])).toEqual(['deaf', 'none']);
    expect(disability({ ...report.citizens[0], perception: { is_student: true } })).toEqual(['deaf', 'hyperactivity', 'none']);
  });

  it('marks fields the configuration disables, with its message', () => {
    const disabled = new Map([['citizens.perception.height', 'Height is not collected in this state.']]);
    const height = describeSections(sections, {}, {}, 'citizens', disabled)[0]?.fields.find((f) => f.field.name === 'height');
    expect(height?.disabledMessage).toBe('Height is not collected in this state.');
  });

  it('applies fields_to_populate when a value is chosen', () => {
    const item = applyFieldChange(sections, { id: 'c' }, 'reason.primary', 'traffic');
    expect(item).toEqual({ id: 'c', reason: { primary: 'traffic', traffic_type: 'moving' } });
  });

  it('copies reuse_fields from the first item into a new one', () => {
    const first = { id: 'a', perception: { age: 40, limited_english: true } };
    expect(newItem(sections, 'b', first)).toEqual({ id: 'b', perception: { limited_english: true } });
    expect(newItem(sections, 'c')).toEqual({ id: 'c' });
  });
});
