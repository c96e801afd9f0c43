import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_EI_SETTINGS, EI_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 28, which force counts as a use-of-force incident (settings' force_threshold), on a real server: a California
 * agency whose officer filed three reports with handcuffing only (tier T0) and three with physical force (T2). The count
 * rule reads each report's highest tier from the analytics facts.
 */
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));

let server: TestServer;
let manager: string;
let officer: string;
let counter = 0;
const BASE = '/api/early-intervention';
const on = { ...DEFAULT_EI_SETTINGS, enabled: true, count_rule: { enabled: true, count: 3, window_months: 12 } };

const send = (method: string, path: string, body?: unknown) =>
  call(server, method, `${BASE}${path}`, { token: manager, ...(body === undefined ? {} : { body }) });

/** A report of the officer a few hours ago whose second person had these force actions (the first had none). */
async function fileReport(forceActions: string[]): Promise<string> {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `FT-${Date.now() % 1e9}-${counter++}`;
  report.general_information.date = new Date(Date.now() - 3 * 3_600_000).toISOString();
  report.citizens[1].force.force_actions = forceActions;
  const created = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return report.general_information.incident_number;
}

async function evaluate() {
  const queued = await send('POST', '/evaluations', {});
  expect(queued.status).toBe(202);
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const latest = await send('GET', '/evaluations/latest');
    if (latest.body.run?.id === queued.body.id && ['done', 'failed'].includes(latest.body.run.status)) return latest.body.run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the evaluation did not finish');
}

const physical: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const agency = await addOtherAgency(db, { configurationFile: 'california.json' });
      await addUser(db, { email: 'lt@force.test', role: 'manager', agencyId: agency, password: 'Force-tier-pass-1' });
      await addUser(db, { email: 'pc@force.test', role: 'officer', agencyId: agency, name: 'Pat Cuff', password: 'Force-tier-pass-2' });
    },
  });
  manager = (await login(server, 'lt@force.test', 'Force-tier-pass-1')).access_token;
  officer = (await login(server, 'pc@force.test', 'Force-tier-pass-2')).access_token;
  for (let index = 0; index < 3; index += 1) await fileReport(['handcuffed']);
  for (let index = 0; index < 3; index += 1) physical.push(await fileReport(['physical_compliance', 'handcuffed']));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('force_threshold', () => {
  it('is validated with the domain message, and settings sent without it read any force', async () => {
    const refused = await send('PUT', '/settings', { ...on, force_threshold: 'found_excessive' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject([{ message: EI_MESSAGES.forceThreshold }]);
    const { force_threshold: _left, ...older } = on;
    expect(await send('PUT', '/settings', older)).toMatchObject({ status: 200, body: { force_threshold: 'any' } });
    expect(await send('GET', '/settings')).toMatchObject({ status: 200, body: { force_threshold: 'any' } });
  });

  it('counts handcuffing under any force but not at or above a higher tier, and says which force counts', async () => {
    // Intermediate weapons or more: none of the six reports counts.
    expect(await send('PUT', '/settings', { ...on, force_threshold: 'intermediate_weapon' })).toMatchObject({ status: 200 });
    expect(await evaluate()).toMatchObject({ status: 'done', alerts_opened: 0 });

    // Physical force or more: the three physical-force reports, not the handcuffings.
    await send('PUT', '/settings', { ...on, force_threshold: 'physical_force' });
    expect(await evaluate()).toMatchObject({ status: 'done', alerts_opened: 1 });
    const [alert] = (await send('GET', '/alerts')).body.alerts;
    expect(alert).toMatchObject({ officer: { name: 'Pat Cuff' }, indicators: ['force_incidents'] });
    const profile = (await send('GET', `/alerts/${alert.id}`)).body;
    expect(profile.why[0]).toMatch(/^3 use-of-force incidents at or above physical force in the 12 months to /);
    expect(profile.timeline.map((event: { incident_number: string }) => event.incident_number).sort()).toEqual([...physical].sort());

    // Any force: the same alert, now with the six reports.
    await send('PUT', '/settings', on);
    expect(await evaluate()).toMatchObject({ status: 'done', alerts_opened: 0 });
    const updated = (await send('GET', `/alerts/${alert.id}`)).body;
    expect(updated.why[0]).toMatch(/^6 use-of-force incidents in the 12 months to /);
    expect(updated.timeline).toHaveLength(6);
  });
});
