import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));

let server: TestServer;
let officer: string;
let manager: string;
let counter = 0;

const complaint = (summary: string) => ({
  id: randomUUID(),
  complaint: {
    complaint_number: 'IA-2026-004',
    date_received: '2026-01-12',
    complaint_type: 'non_criminal',
    alleges_profiling: true,
    profiling_types: ['race_ethnicity'],
    status: 'under_investigation',
    summary,
  },
});
const investigation = (summary: string) => ({
  id: randomUUID(),
  investigation: { investigation_number: 'INV-77', date_opened: '2026-01-13', status: 'open', summary },
});

const amend = (token: string, incidentNumber: string, body: unknown) =>
  call(server, 'POST', `/api/reports/${incidentNumber}/amend`, { token, body });
const read = async (token: string, incidentNumber: string) => (await call(server, 'GET', `/api/reports/${incidentNumber}`, { token })).body;
const storedPayload = async (id: string) =>
  (await server.db.query<{ payload: any }>('select payload from reports where id = $1', [id]))[0]?.payload;

/** An officer's report to which a manager added a complaint and an investigation (version 1). */
async function reportWithSupervision() {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `SUP-${Date.now() % 1e8}-${counter++}`;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  const number = report.general_information.incident_number as string;
  expect((await call(server, 'POST', '/api/reports/', { token: officer, body: report })).status).toBe(201);
  const added = { ...(await read(manager, number)).report, complaints: [complaint('Says the stop was racial.')] };
  added.investigations = [investigation('Review of the stop video.')];
  const response = await amend(manager, number, added);
  expect(response, JSON.stringify(response.body)).toMatchObject({ status: 200, body: { version: 1 } });
  const stored = await storedPayload(report.id);
  expect(stored.complaints).toHaveLength(1);
  expect(stored.investigations).toHaveLength(1);
  return { id: report.id as string, number, complaints: stored.complaints, investigations: stored.investigations };
}

beforeAll(async () => {
  server = await startTestServer();
  officer = (await login(server, 'officer@demo.test')).access_token;
  manager = (await login(server, 'manager@demo.test')).access_token;
});
afterAll(() => server?.close());

describe("an amend keeps what the amender's role can neither see nor change (issue 24, defect 2)", () => {
  it("keeps a supervisor's complaint and investigation through an officer's amend of something else", async () => {
    const { id, number, complaints, investigations } = await reportWithSupervision();
    // The officer's form has no such sections: the report it reads has none, and the amend sends none.
    const seen = (await read(officer, number)).report;
    expect(seen.complaints).toBeUndefined();
    expect(seen.investigations).toBeUndefined();
    const response = await amend(officer, number, { ...seen, general_information: { ...seen.general_information, duration: 77 } });
    expect(response, JSON.stringify(response.body)).toMatchObject({ status: 200, body: { version: 2 } });
    const stored = await storedPayload(id);
    expect(stored.general_information.duration).toBe(77);
    expect(stored.complaints).toEqual(complaints);
    expect(stored.investigations).toEqual(investigations);
    const [version] = await server.db.query<{ payload: any }>('select payload from report_versions where report_id = $1 and version = 2', [
      id,
    ]);
    expect(version?.payload.complaints).toEqual(complaints);
    expect((await read(manager, number)).report.investigations).toEqual(investigations);
  });

  it('keeps the stored ones when an officer sends them empty or changed', async () => {
    const { id, number, complaints, investigations } = await reportWithSupervision();
    const seen = (await read(officer, number)).report;
    const emptied = await amend(officer, number, {
      ...seen,
      general_information: { ...seen.general_information, duration: 61 },
      complaints: [],
      investigations: [],
    });
    expect(emptied, JSON.stringify(emptied.body)).toMatchObject({ status: 200, body: { version: 2 } });
    expect((await storedPayload(id)).complaints).toEqual(complaints);
    expect((await storedPayload(id)).investigations).toEqual(investigations);
    // Changed ones alone are no change at all: no version is added.
    const changed = await amend(officer, number, {
      ...seen,
      general_information: { ...seen.general_information, duration: 61 },
      complaints: [complaint('Rewritten by the officer.')],
      investigations: [{ ...investigations[0], investigation: { ...investigations[0].investigation, status: 'closed' } }],
    });
    expect(changed).toMatchObject({ status: 200, body: { version: 2 } });
    // An invalid one is not the officer's to send either: it is ignored, not refused.
    const junk = await amend(officer, number, {
      ...seen,
      general_information: { ...seen.general_information, duration: 62 },
      complaints: 'none',
      investigations: null,
    });
    expect(junk, JSON.stringify(junk.body)).toMatchObject({ status: 200, body: { version: 3 } });
    const stored = await storedPayload(id);
    expect(stored.complaints).toEqual(complaints);
    expect(stored.investigations).toEqual(investigations);
  });

  it('adds none to a report that had none, whatever the officer sends', async () => {
    const report = structuredClone(example);
    report.id = randomUUID();
    report.general_information.incident_number = `SUP-${Date.now() % 1e8}-${counter++}`;
    report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
    expect((await call(server, 'POST', '/api/reports/', { token: officer, body: report })).status).toBe(201);
    const response = await amend(officer, report.general_information.incident_number, {
      ...report,
      general_information: { ...report.general_information, duration: 33 },
      complaints: [complaint('Added by the officer.')],
    });
    expect(response.status).toBe(200);
    const stored = await storedPayload(report.id);
    expect(stored).not.toHaveProperty('complaints');
    expect(stored).not.toHaveProperty('investigations');
  });

  it('lets a manager still change and remove them', async () => {
    const { id, number } = await reportWithSupervision();
    const current = (await read(manager, number)).report;
    const closed = {
      ...current.complaints[0],
      complaint: { ...current.complaints[0].complaint, status: 'closed', disposition: 'unfounded' },
    };
    const response = await amend(manager, number, { ...current, complaints: [closed], investigations: [] });
    expect(response, JSON.stringify(response.body)).toMatchObject({ status: 200, body: { version: 2 } });
    const stored = await storedPayload(id);
    expect(stored.complaints[0].complaint).toMatchObject({ status: 'closed', disposition: 'unfounded' });
    expect(stored.investigations).toEqual([]);
  });
});

describe("California's complaints in analytics (issue 24, defect 2)", () => {
  it("counts a California report with a complaint in 'Complaints over time'", async () => {
    const complaintsThisWeek = async () => {
      const response = await call(server, 'POST', '/api/analytics/generate', { token: manager, body: { period: 'week' } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const trend = response.body.widgets.find((entry: { id: string }) => entry.id === 'complaints_trend');
      return (trend.component.config.series[0].values as number[]).reduce((sum, value) => sum + value, 0);
    };
    const before = await complaintsThisWeek();
    await reportWithSupervision();
    expect(await complaintsThisWeek()).toBe(before + 1);
  });
});
