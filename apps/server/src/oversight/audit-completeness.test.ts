import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

// issue 23 finding 10: every report.create row lacked the report id and source address, and several admin actions the
// address. Each row must name actor, action, object and source address. The calls below come through a trusted proxy
// from one client address, so the rows must carry that address, not the proxy's.
const CLIENT = '198.51.100.23';
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { trustedProxies: { addresses: ['loopback'], hops: 1 } } });
});
afterAll(() => server?.close());

const from = { 'x-forwarded-for': CLIENT };
const send = (method: string, path: string, token: string, body?: unknown) =>
  call(server, method, path, { token, headers: from, ...(body === undefined ? {} : { body }) });

describe('the audit log', () => {
  it('names actor, action, object and source address on every row an agency member causes', async () => {
    const signIn = await call(server, 'POST', '/api/auth/login', {
      body: { email: 'officer@demo.test', password: 'Fieldbook-demo-2026', version: '3.29' },
      headers: from,
    });
    const officer = signIn.body.access_token as string;
    const manager = (
      await call(server, 'POST', '/api/auth/login', {
        body: { email: 'manager@demo.test', password: 'Fieldbook-demo-2026', version: '3.29' },
        headers: from,
      })
    ).body.access_token as string;
    const owner = (await login(server, 'owner@demo.test')).access_token;

    const report = structuredClone(example);
    report.id = randomUUID();
    report.general_information.incident_number = `AUD-${Date.now() % 1e9}`;
    report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
    expect((await send('POST', '/api/reports/', officer, report)).status).toBe(201);
    const amended = structuredClone(report);
    amended.general_information.duration = 42;
    expect((await send('POST', `/api/reports/${report.general_information.incident_number}/amend`, officer, amended)).status).toBe(200);
    expect((await send('GET', `/api/reports/${report.general_information.incident_number}`, manager)).status).toBe(200);
    expect((await send('POST', '/api/tags', manager, { name: 'Audit check', color: '#A1B2C3' })).status).toBe(201);
    const card = await send('GET', '/api/agencies/me/business-card', owner);
    expect((await send('PUT', '/api/agencies/me/business-card', owner, card.body)).status).toBe(200);
    expect((await send('PUT', '/api/agencies/me/system-use-notice', owner, { text: null })).status).toBe(200);
    const officer2 = await userIdOf(server.db, 'officer2@demo.test');
    expect((await send('PUT', `/api/agency/members/${officer2}/role`, owner, { role: 'manager' })).status).toBe(200);
    expect((await send('GET', '/api/agency/audit-events', manager)).status).toBe(200);
    await login(server, 'officer@demo.test');
    expect((await send('POST', '/api/users/me/sessions/end-others', officer)).status).toBe(200);

    const rows = await server.db.query<{ action: string; user_id: string | null; object_id: string | null; source_ip: string | null }>(
      `select action, user_id, object_id, source_ip from audit_events where agency_id = $1 order by id`,
      [await demoAgencyId(server.db)],
    );
    const actions = new Set(rows.map((row) => row.action));
    for (const action of [
      'login',
      'report.create',
      'report.amend',
      'report.read',
      'tag.create',
      'business_card.update',
      'agency.notice.update',
      'member.role.manager',
      'audit.read',
      'session.end_others',
    ])
      expect(actions, action).toContain(action);
    const incomplete = rows.filter((row) => !row.user_id || !row.object_id || row.source_ip !== CLIENT);
    expect(incomplete.filter((row) => row.source_ip !== '127.0.0.1' || row.action !== 'login')).toEqual([]);
    const [created] = rows.filter((row) => row.action === 'report.create');
    expect(created).toEqual({ action: 'report.create', user_id: expect.any(String), object_id: report.id, source_ip: CLIENT });
  });
});
