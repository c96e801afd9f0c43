import type { ReportPayload } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { exportLayout } from '../lists/export-columns.ts';

const configurations = loadConfigurations(readConfig({}).configurationsDir);
const report: ReportPayload = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e',
  general_information: { incident_number: 'A-1', date: '2025-03-01T10:00:00Z', type: 'Officer Pro-active' },
  citizens: [],
  use_of_force: {},
  officers: [],
  tags: {},
  created_in_version: '3.29',
} as unknown as ReportPayload;

describe('the DOJ status in the export (issue 26)', () => {
  it("a California agency's export has a 'DOJ status' column in the status's words", () => {
    const layout = exportLayout(configurations.get('california.json'), 'America/Los_Angeles');
    const column = layout.headers.indexOf('DOJ status');
    expect(column).toBeGreaterThan(-1);
    expect(layout.rowsOf(report, { reviewState: 'approved', dojStatus: 'failed' })[0]?.[column]).toBe('Failed');
    expect(layout.rowsOf(report, { reviewState: 'approved', dojStatus: 'not_sendable' })[0]?.[column]).toBe('Not sendable');
  });

  it('an agency of another state has none (its stops do not go to the California DOJ)', () => {
    expect(exportLayout(configurations.get('generic.json'), 'America/Chicago').headers).not.toContain('DOJ status');
  });
});
