import { toLocalDateTime } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 28, restricted categories (reference §2.1): the manager enters an arrest of officer2@ and a criminal complaint
 * beside a pursuit; the Night Shift's supervisor reads the alert without them (a count of confidential entries), the
 * manager with them.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
const BASE = '/api/early-intervention';
const SECRET = 'Arrested off duty, county case 77-A.';
let officerId = '';
let alertId = '';
const send = (who: string, method: string, path: string, body?: unknown) =>
  call(server, method, `${BASE}${path}`, { token: tokens[who] as string, ...(body === undefined ? {} : { body }) });
const daysAgo = (days: number) => {
  const date = new Date(`${toLocalDateTime(new Date(), 'America/Los_Angeles').date}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      await addUser(db, { email: 'sup.night@demo.test', role: 'supervisor', agencyId: await demoAgencyId(db), name: 'Nico Night' });
    },
  });
  for (const who of ['manager', 'sup.night']) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  officerId = await userIdOf(server.db, 'officer2@demo.test');
  const groups = (await call(server, 'GET', '/api/agencies/me/groups', { token: tokens.manager as string })).body as {
    id: string;
    name: string;
  }[];
  const night = groups.find((group) => group.name === 'Night Shift')?.id;
  const supervisor = await userIdOf(server.db, 'sup.night@demo.test');
  expect(
    (await call(server, 'PUT', `/api/groups/${night}/supervisors`, { token: tokens.manager as string, body: { user_ids: [supervisor] } }))
      .status,
  ).toBe(200);
  for (const [indicator, days, note] of [
    ['officer_arrest', 20, SECRET],
    ['criminal_investigation', 15, SECRET],
    ['vehicle_pursuit', 10, 'Pursuit ended at the county line.'],
  ] as const)
    expect((await send('manager', 'POST', '/events', { officer_id: officerId, indicator, occurred_on: daysAgo(days), note })).status).toBe(
      201,
    );
  const queued = await send('manager', 'POST', '/evaluations', {});
  for (let attempt = 0; attempt < 120; attempt++) {
    const latest = (await send('manager', 'GET', '/evaluations/latest')).body.run;
    if (latest?.id === queued.body.id && ['done', 'failed'].includes(latest.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const open = (await send('manager', 'GET', '/alerts')).body.alerts as { id: string; officer: { id: string } }[];
  alertId = open.find((alert) => alert.officer.id === officerId)?.id as string;
  expect(alertId).toBeTruthy();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('restricted categories', () => {
  it('are on the manager’s timeline and indicators, never counted as confidential for them', async () => {
    const profile = (await send('manager', 'GET', `/alerts/${alertId}`)).body;
    expect(profile.indicators).toEqual(expect.arrayContaining(['officer_arrest', 'criminal_investigation']));
    expect(profile.timeline.filter((event: { note: string | null }) => event.note === SECRET)).toHaveLength(2);
    expect(profile.confidential_entries).toBe(0);
    expect((await send('manager', 'GET', '/alerts?indicator=officer_arrest')).body.total).toBe(1);
  });

  it('reach the supervisor only as a count: no category, date or note on the list, the profile, the events or a filter', async () => {
    const listed = (await send('sup.night', 'GET', '/alerts')).body.alerts.find((alert: { id: string }) => alert.id === alertId);
    expect(listed.indicators).not.toContain('officer_arrest');
    expect(listed.indicators).not.toContain('criminal_investigation');
    expect(listed.confidential_entries).toBe(2);
    const profile = await send('sup.night', 'GET', `/alerts/${alertId}`);
    expect(profile.status).toBe(200);
    expect(profile.body.confidential_entries).toBe(2);
    expect(profile.body.timeline.some((event: { indicator: string }) => event.indicator === 'vehicle_pursuit')).toBe(true);
    const text = JSON.stringify(profile.body);
    for (const hidden of [SECRET, 'officer_arrest', 'criminal_investigation', 'arrest of the officer', 'criminal investigation'])
      expect(text.toLowerCase()).not.toContain(hidden.toLowerCase());
    expect(profile.body.why.join(' ')).toMatch(/2 confidential entries/);
    const events = JSON.stringify((await send('sup.night', 'GET', `/events?officer_id=${officerId}`)).body);
    expect(events).not.toContain(SECRET);
    expect((await send('sup.night', 'GET', '/alerts?indicator=officer_arrest')).body).toEqual({ alerts: [], next_cursor: null, total: 0 });
  });
});
