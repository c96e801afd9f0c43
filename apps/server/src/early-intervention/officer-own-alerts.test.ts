import { DEFAULT_EI_SETTINGS, OFFICER_OUTCOME_WORDS } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 28, the officer's own closed alerts: the demo agency (early intervention on, its seeded alerts), where the
 * manager reviews and closes officer@'s open alert with notes that must never reach the officer.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
let closedId = '';
const BASE = '/api/early-intervention';
const NOTE = 'Internal: discussed with the lieutenant, see IA file 42.';
const send = (who: string, method: string, path: string, body?: unknown) =>
  call(server, method, `${BASE}${path}`, { token: tokens[who] as string, ...(body === undefined ? {} : { body }) });
const share = (officerSeesClosed: boolean) =>
  send('manager', 'PUT', '/settings', { ...DEFAULT_EI_SETTINGS, enabled: true, officer_sees_closed: officerSeesClosed });

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['manager', 'officer', 'officer2']) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  const me = (await call(server, 'GET', '/api/users/me', { token: tokens.officer as string })).body as { id: string };
  const open = (await send('manager', 'GET', '/alerts')).body.alerts as { id: string; officer: { id: string } }[];
  const mine = open.find((alert) => alert.officer.id === me.id);
  expect(mine).toBeDefined();
  closedId = mine?.id as string;
  const reviewed = await send('manager', 'POST', `/alerts/${mine?.id}/review`, { note: NOTE, outcome: 'training', follow_up_on: null });
  expect(reviewed.status).toBe(200);
  expect((await send('manager', 'POST', `/alerts/${mine?.id}/close`, { note: NOTE })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe("the officer's own closed alerts", () => {
  it('are not shared by default: shared false and none, and /users/me says so', async () => {
    expect((await send('manager', 'GET', '/settings')).body.officer_sees_closed).toBe(false);
    expect(await send('officer', 'GET', '/my-alerts')).toMatchObject({ status: 200, body: { shared: false, alerts: [] } });
    const me = await call(server, 'GET', '/api/users/me', { token: tokens.officer as string });
    expect(me.body.agency.early_intervention_officer_sees_closed).toBe(false);
  });

  it('with the setting on, shows the officer only their own, with the outcome in supportive words and no notes', async () => {
    expect((await share(true)).status).toBe(200);
    const mine = await send('officer', 'GET', '/my-alerts');
    expect(mine.status).toBe(200);
    expect(mine.body.shared).toBe(true);
    // The one closed here, and the demo's earlier one (reviewed and closed, with its history).
    const alerts = mine.body.alerts as { id: string; why: string[]; outcome_words: string }[];
    expect(alerts.find((alert) => alert.id === closedId)).toMatchObject({
      outcome: 'training',
      outcome_words: OFFICER_OUTCOME_WORDS.training,
    });
    expect(alerts.every((alert) => alert.why.length > 0 && alert.outcome_words.length > 0)).toBe(true);
    const text = JSON.stringify(mine.body);
    expect(text).not.toContain('IA file 42');
    expect(text).not.toContain('Marcus Reyes');
    expect(Object.keys(mine.body.alerts[0]).sort()).toEqual(
      ['closed_at', 'follow_up_on', 'id', 'indicators', 'opened_at', 'outcome', 'outcome_words', 'why'].sort(),
    );
    const me = await call(server, 'GET', '/api/users/me', { token: tokens.officer as string });
    expect(me.body.agency.early_intervention_officer_sees_closed).toBe(true);
    // Another officer sees none of it.
    const other = (await send('officer2', 'GET', '/my-alerts')).body.alerts as { id: string }[];
    expect(other.some((alert) => alerts.some((own) => own.id === alert.id))).toBe(false);
  });

  it('still answers 403 to an officer on every manager route', async () => {
    for (const [method, path, body] of [
      ['GET', '/settings'],
      ['PUT', '/settings', DEFAULT_EI_SETTINGS],
      ['GET', '/alerts'],
      ['GET', '/alerts?status=closed'],
      ['GET', '/events'],
      ['GET', '/evaluations/latest'],
      ['POST', '/evaluations', {}],
      ['GET', '/alerts/00000000-0000-4000-8000-000000000000/reviewers'],
    ] as const)
      expect({ path, status: (await send('officer', method, path, body)).status }).toEqual({ path, status: 403 });
  });

  it('are hidden again when the setting is turned off', async () => {
    expect((await share(false)).status).toBe(200);
    expect((await send('officer', 'GET', '/my-alerts')).body).toEqual({ shared: false, alerts: [] });
  });
});
