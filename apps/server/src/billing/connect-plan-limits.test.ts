import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * A Connect agency has the business card, not contacts (accounts.md §2.6's plan cards): the server refuses what the web
 * app does not offer it, whatever the caller's role, and gives it all once a plan with contacts is in force.
 */
let server: TestServer;
let agencyId: string;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  agencyId = await addAgency(server.db, 'Card Only Sheriff', 'NE0040000', 'card-owner@card.test', { plan: 'connect' });
  await addUser(server.db, { email: 'card-owner@card.test', role: 'owner', agencyId });
  token = (await login(server, 'card-owner@card.test')).access_token;
}, 120_000);
afterAll(() => server?.close());

const CONTACT_CALLS = [
  ['POST', '/api/reports/', {}],
  ['POST', '/api/reports/search', { filters: {} }],
  ['POST', '/api/reports/calculate-totals', { filters: {} }],
  ['GET', '/api/review/queue', undefined],
  [
    'POST',
    '/api/report-templates',
    { scope: 'agency', name: 'Traffic', contact_type: 'Officer Pro-active', answers: { general: {}, citizen: {} } },
  ],
  ['POST', '/api/tags', { name: 'Night shift', color: '#336699' }],
  ['GET', '/api/early-intervention/alerts', undefined],
] as const;

const statusOf = async ([method, path, body]: (typeof CONTACT_CALLS)[number]) =>
  (await call(server, method, path, { token, ...(body ? { body } : {}) })).status;

describe('an agency on the Connect plan', () => {
  it('is refused (403) reports, their review, templates, tags and early intervention, even to its owner', async () => {
    for (const request of CONTACT_CALLS)
      expect({ path: request[1], status: await statusOf(request) }).toEqual({ path: request[1], status: 403 });
  });

  it('keeps what Connect offers: the member, the business card and the members list', async () => {
    const me = await call(server, 'GET', '/api/users/me', { token });
    expect(me.status).toBe(200);
    // The app reads the same permissions, so it offers none of what the server refuses.
    expect(me.body.role.permissions).toEqual(expect.arrayContaining(['agency.members.manage', 'agency.billing.manage']));
    expect(me.body.role.permissions).not.toContain('agency.reports.create');
    expect(me.body.role.permissions).not.toContain('agency.catalog.manage');
    expect((await call(server, 'GET', '/api/agencies/me/business-card', { token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/agency/members', { token })).status).toBe(200);
  });

  it('gets them, on the same session, once the Analytics plan is in force', async () => {
    await server.db.query(`update subscriptions set plan = 'analytics' where agency_id = $1`, [agencyId]);
    try {
      for (const request of CONTACT_CALLS) expect({ path: request[1], status: await statusOf(request) }).not.toMatchObject({ status: 403 });
      // A lapsed plan takes them away again.
      await server.db.query(`update subscriptions set status = 'Canceled' where agency_id = $1`, [agencyId]);
      expect(await statusOf(['POST', '/api/reports/search', { filters: {} }])).toBe(403);
    } finally {
      await server.db.query(`update subscriptions set plan = 'connect', status = 'Active' where agency_id = $1`, [agencyId]);
    }
  });
});
