import { describe, expect, it } from 'vitest';
import { DIRECTIONAL_FORMATTING, stripDirectionalFormatting } from './directional-formatting.ts';
import { normalizeReport } from './normalize-report.ts';
import { exampleReport, shippedConfigurations } from './shipped-configurations.test-helper.ts';

describe('directional formatting (issue 23: refused by the server, pasted by phones)', () => {
  it('is stripped from every text of a report the form keeps, however deep, marks kept', () => {
    const config = shippedConfigurations().find((entry) => entry.fileName === 'california.json')?.config;
    if (!config) throw new Error('california.json is shipped');
    const report = exampleReport('california.json') as Record<string, any>;
    report.citizens[0].search = { ...report.citizens[0].search, search_explanation: 'Consent given \u202eevah I\u202c by phone' };
    report.general_information.incident_number = 'A\u2066B\u2069-1';
    const normalized = normalizeReport(report, config, 'create');
    const text = JSON.stringify(normalized);
    expect(DIRECTIONAL_FORMATTING.test(text)).toBe(false);
    expect((normalized.general_information as { incident_number: string }).incident_number).toBe('AB-1');
  });

  it('leaves other values and the left-to-right and right-to-left marks alone', () => {
    expect(stripDirectionalFormatting({ a: ['x\u202ey', 3, null, true], b: 'no\u200emark\u200f' })).toEqual({
      a: ['xy', 3, null, true],
      b: 'no\u200emark\u200f',
    });
  });
});
