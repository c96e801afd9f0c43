import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 28: the analytics card 'Early-intervention indicators' shows the alerts of the period from the alerts the
 * evaluation opened (the demo opens three), not counts of its own; no officer met an indicator: it says so.
 */
let server: TestServer;
let managerToken = '';
let officerToken = '';
let agencyId = '';

const card = async (body: object, token = managerToken) => {
  const response = await call(server, 'POST', '/api/analytics/generate', { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.widgets as Array<{ id: string; has_data: boolean; component: { config: any } }>).find(
    (entry) => entry.id === 'eis_alerts',
  );
};

beforeAll(async () => {
  server = await startTestServer();
  managerToken = (await login(server, 'manager@demo.test')).access_token;
  officerToken = (await login(server, 'officer@demo.test')).access_token;
  [{ id: agencyId = '' } = { id: '' }] = await server.db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
});
afterAll(() => server?.close());

describe('the early-intervention analytics card', () => {
  it('lists the alerts open in the month with their officers and indicators, as stored', async () => {
    const open = await server.db.query<{ name: string; indicators: string[] }>(
      `select u.name, a.indicators from ei_alerts a join users u on u.id = a.officer_id
        where a.agency_id = $1 and (a.closed_at is null or a.closed_at >= now() - interval '31 days') order by a.opened_at, a.id`,
      [agencyId],
    );
    expect(open.length).toBeGreaterThan(0);
    const found = await card({ period: 'month' });
    const rows = found?.component.config.ranking_list as Array<{ elements: Array<{ label: string }>; value: { value: number } }>;
    expect(rows.map((row) => row.elements[0]?.label)).toEqual(open.map((alert) => alert.name));
    expect(rows.map((row) => row.value.value)).toEqual(open.map((alert) => alert.indicators.length));
  });

  it('says plainly that no officer met an indicator when no alert is open in the period', async () => {
    const found = await card({ period: 'custom', filters: { general_information: { date: { from: '2022-07-01', to: '2022-07-31' } } } });
    expect(found?.component.config.ranking_list).toEqual([]);
    expect(found?.component.config.header.info_message).toBe('No officer met an early-intervention indicator in this period.');
  });

  it('is never given to an officer', async () => {
    expect(await card({ period: 'month' }, officerToken)).toBeUndefined();
  });
});
