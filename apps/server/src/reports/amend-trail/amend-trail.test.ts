import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { toLocalDateTime } from '@fieldbook/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, auditRows } from '../../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * Issue 25, 'An amend trail': owners and managers export the amends of a period as CSV, one row per field changed, with
 * who, when and why; officers may not; another agency's amends never appear; cells are safe from spreadsheet formulas.
 */
const example = JSON.parse(readFileSync(new URL('../../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
let server: TestServer;
const tokens = { officer: '', manager: '', other: '' };

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const agencyId = await addOtherAgency(db, { configurationFile: 'california.json' });
      await addUser(db, { email: 'trail@other.test', role: 'manager', agencyId, password: 'Other-agency-pass' });
    },
  });
  for (const who of ['officer', 'manager'] as const) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.other = (await login(server, 'trail@other.test', 'Other-agency-pass')).access_token;
});
afterAll(() => server?.close());

const today = () => toLocalDateTime(new Date(), 'America/Los_Angeles').date;

async function exportTrail(who: keyof typeof tokens, query: string) {
  const response = await fetch(`${server.url}/api/reports/amend-trail.csv?${query}`, {
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  const text = await response.text();
  return { response, rows: response.ok ? (parse(text.replace(/^\uFEFF/, '')) as string[][]) : [], text };
}

describe('GET /api/reports/amend-trail.csv', () => {
  it('lists each field an amend changed with who, when and the reason, safe from formulas, and audits the export', async () => {
    const report = structuredClone(example);
    report.id = randomUUID();
    const number = `TRAIL-${Date.now() % 1e7}`;
    report.general_information.incident_number = number;
    report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
    expect((await call(server, 'POST', '/api/reports/', { token: tokens.officer, body: report })).status).toBe(201);
    const amended = await call(server, 'POST', `/api/reports/${number}/amend`, {
      token: tokens.officer,
      body: {
        ...report,
        base_version: 0,
        reason: '=HYPERLINK("x") typo',
        general_information: { ...report.general_information, duration: 61 },
      },
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);

    const { response, rows } = await exportTrail('manager', `from=${today()}&to=${today()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`amend-trail-${today()}-to-${today()}.csv`);
    expect(rows[0]).toEqual(['Incident Number', 'Version', 'Amended at (agency time)', 'Amended by', 'Officer ID', 'Reason', 'Change']);
    const ours = rows.filter((row) => row[0] === number);
    expect(ours).toEqual([
      [
        number,
        '1',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        'Jordan Lee',
        'DPD-0217',
        `'=HYPERLINK("x") typo`,
        expect.stringMatching(/^Duration: \d+ min → 61 min$/),
      ],
    ]);
    expect((await auditRows(server.db, 'reports.amend_trail.export')).length).toBeGreaterThan(0);
  });

  it('shows another agency none of ours, refuses an officer (403) and a period that is reversed or too long (400)', async () => {
    const other = await exportTrail('other', `from=${today()}&to=${today()}`);
    expect(other.response.status).toBe(200);
    expect(other.rows).toHaveLength(1);
    expect((await exportTrail('officer', `from=${today()}&to=${today()}`)).response.status).toBe(403);
    expect((await exportTrail('manager', 'from=2026-02-01&to=2026-01-01')).response.status).toBe(400);
    expect((await exportTrail('manager', 'from=2024-01-01&to=2026-01-01')).response.status).toBe(400);
    expect((await exportTrail('manager', 'from=yesterday&to=today')).response.status).toBe(400);
  });
});
