import { readFile } from 'node:fs/promises';
import type { ReportPayload } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { exportLayout } from './export-columns.ts';
import { openExportFiles } from './export-files.ts';
import { parseCsv, readXlsx } from './report-export.test-helper.ts';

const configurations = loadConfigurations(new URL('../../../../configurations', import.meta.url).pathname);
const generic = configurations.get('generic.json');
const example: ReportPayload = JSON.parse(
  await readFile(new URL('../../../../configurations/examples/generic.report.json', import.meta.url), 'utf8'),
);

function recordsOf(report: ReportPayload, timeZone = 'America/New_York') {
  const layout = exportLayout(generic, timeZone);
  return layout.rowsOf(report).map((row) => Object.fromEntries(layout.headers.map((header, index) => [header, row[index]])));
}

describe('the export layout', () => {
  it('writes one row per citizen, report columns repeated, values as the form shows them', () => {
    const [first, second] = recordsOf(example);
    expect(recordsOf(example)).toHaveLength(2);
    for (const row of [first, second])
      expect(row).toMatchObject({
        'Incident Number': '1749940800-A2231',
        // 2025-06-14T22:40Z on the agency's clock (New York, daylight saving time).
        Date: '06/14/2025 18:40',
        Type: 'Call For Service',
        'Reporting Officer': 'Daniel Reyes',
        'CAD or Case Number': 'CAD-25-061402',
        Address: '1200 Riverside Dr, Springfield, OH 45504, USA',
        Areas: 'North District',
        Tags: 'Disturbance',
        'Duration (minutes)': 55,
        'Use of Force': 'Yes',
        'Type of Force Used': expect.stringContaining('; '),
        'Other Type of Force': 'Leg restraint (hobble)',
        Officer: 'Daniel Reyes',
        'Citizens Involved': 'Citizen 1',
      });
    expect(first).toMatchObject({ Citizen: 1, 'Perceived Age': 34, 'Incident Information: Use of Force': 'Yes' });
    expect(second).toMatchObject({ Citizen: 2, 'Perceived Age': 29, 'Incident Information: Use of Force': 'No', Injury: null });
    const race = generic.citizens.sections[0]?.fields.find((field) => field.name === 'race');
    const label = (value: string) => race?.options?.find((option) => option.value === value)?.label;
    expect(second?.['Perceived Race or Ethnicity']).toBe(`${label('black')}; ${label('hispanic')}`);
  });

  it('writes one row, with empty citizen columns, for a report without citizens', () => {
    const rows = recordsOf({ ...example, citizens: [] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Citizen: null, 'Perceived Age': null, 'Incident Number': '1749940800-A2231' });
  });

  it('names a repeated label by its section, then by number, so every header is unique', () => {
    const { headers } = exportLayout(configurations.get('california.json'), 'America/Los_Angeles');
    expect(new Set(headers).size).toBe(headers.length);
    expect(headers).toContain('Offense code of the suspected violation');
    expect(headers).toContain('Reason for Stop: Offense code of the suspected violation');
  });
});

describe('the export files', () => {
  it('write the same rows to CSV and XLSX, keeping a would-be formula as text in the CSV', async () => {
    const files = await openExportFiles(['Incident Number', 'Notes', 'Age']);
    try {
      await files.write([
        ['A-1', '=HYPERLINK("http://example.com")', 34],
        ['A-2', 'plain, with "quotes"', null],
      ]);
      const bytes = await files.finish();
      expect(bytes.csv).toBeGreaterThan(0);
      const { headers, records } = parseCsv(await readFile(files.paths.csv));
      expect(headers).toEqual(['Incident Number', 'Notes', 'Age']);
      expect(records).toEqual([
        { 'Incident Number': 'A-1', Notes: `'=HYPERLINK("http://example.com")`, Age: '34' },
        { 'Incident Number': 'A-2', Notes: 'plain, with "quotes"', Age: '' },
      ]);
      const sheet = await readXlsx(await readFile(files.paths.xlsx));
      expect(sheet.rows).toEqual([
        ['Incident Number', 'Notes', 'Age'],
        ['A-1', '=HYPERLINK("http://example.com")', '34'],
        ['A-2', 'plain, with "quotes"', ''],
      ]);
    } finally {
      await files.remove();
    }
  });
});
