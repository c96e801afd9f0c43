import { readFileSync } from 'node:fs';
import { encodeDojRecord } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { PUBLIC_RELEASE_HEADERS, publicReleaseRows } from './public-release.ts';

const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
const record = encodeDojRecord(example, {
  ori: 'CA0349400',
  leaRecordId: 'stop-1',
  batchId: '',
  txType: 'I',
  timeZone: 'America/Los_Angeles',
});
const rows = publicReleaseRows(record, 'stop-1');
const column = (name: (typeof PUBLIC_RELEASE_HEADERS)[number], row = rows[0]) => row?.[PUBLIC_RELEASE_HEADERS.indexOf(name)];

describe('the public release of a stop (reference §1.11)', () => {
  it('has one row per person stopped, each as long as the header', () => {
    expect(rows).toHaveLength(example.citizens.length);
    for (const row of rows) expect(row).toHaveLength(PUBLIC_RELEASE_HEADERS.length);
  });

  it("writes the dataset's codes: race 3 Hispanic/Latino, gender 1 Male, reason 1 traffic violation, moving 1, the offense code", () => {
    expect(column('RAE_FULL')).toBe('3');
    expect(column('G_FULL')).toBe('1');
    expect(column('REASON_FOR_STOP')).toBe('1');
    expect(column('TRAFFIC_VIOLATION_TYPE')).toBe('1');
    expect(column('TRAFFIC_VIOLATION_OFFENSE')).toBe('54106');
    expect(column('CITY')).toBe('SAN DIEGO');
  });

  it('holds no officer id or name, no narrative and no exact address', () => {
    const text = JSON.stringify(rows);
    for (const personal of ['118734', 'Alicia', 'Moreno', 'EL CAJON', '4300', '32.756', '-117.103', 'Eastbound'])
      expect(text).not.toContain(personal);
    const explanation = example.citizens[0].stop_reason.explanation as string | undefined;
    if (explanation) expect(text).not.toContain(explanation);
  });
});
