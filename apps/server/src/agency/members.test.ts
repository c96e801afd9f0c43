import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, auditActions, auditRows, demoAgencyId, TEST_PASSWORD, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let demoId: string;
let ownerToken: string;
let managerToken: string;
let officerToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const otherId = await addOtherAgency(db);
      ids.deputy = await addUser(db, { email: 'deputy@other.test', role: 'officer', agencyId: otherId });
      const [demo] = await db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
      for (const [key, role] of [
        ['manager2', 'manager'],
        ['patrol', 'officer'],
        ['leaver', 'officer'],
        ['owner2', 'owner'],
        ['locked', 'officer'],
      ] as const) {
        ids[key] = await addUser(db, { email: `${key}@demo.test`, role, agencyId: demo?.id ?? null, name: `Test ${key}` });
      }
      await db.query(`update users set locked_until = now() + interval '30 minutes' where id = $1`, [ids.locked]);
    },
  });
  demoId = await demoAgencyId(server.db);
  for (const email of ['owner@demo.test', 'manager@demo.test', 'officer@demo.test', 'officer2@demo.test']) {
    ids[email] = await userIdOf(server.db, email);
  }
  ownerToken = (await login(server, 'owner@demo.test')).access_token;
  managerToken = (await login(server, 'manager@demo.test')).access_token;
  officerToken = (await login(server, 'officer@demo.test')).access_token;
});
afterAll(() => server?.close());

const setRole = (token: string, userId: string | undefined, role: string) =>
  call(server, 'PUT', `/api/agency/members/${userId}/role`, { token, body: { role } });
const setAccess = (token: string, userId: string | undefined, isActive: boolean) =>
  call(server, 'PUT', `/api/agency/members/${userId}/access`, { token, body: { is_active: isActive } });
const removeMember = (token: string, userId: string | undefined) => call(server, 'DELETE', `/api/agency/members/${userId}`, { token });
const loginAnswer = (email: string) =>
  call(server, 'POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD, version: '3.29' } });

describe('GET /api/agency/members', () => {
  it('lists the members of the caller agency with role, access and lock, owner first', async () => {
    const response = await call(server, 'GET', '/api/agency/members', { token: managerToken });
    expect(response.status).toBe(200);
    const items = response.body.items as Array<{ email: string; role: { name: string }; is_locked: boolean }>;
    expect(items.map((item) => item.email)).not.toContain('deputy@other.test');
    expect(items[0]?.role.name).toBe('owner');
    expect(items.find((item) => item.email === 'officer@demo.test')).toEqual({
      id: ids['officer@demo.test'],
      name: 'Jordan Lee',
      email: 'officer@demo.test',
      officer_id: 'DPD-0217',
      title: 'Officer',
      role: { name: 'officer', priority: 10 },
      is_active: true,
      is_locked: false,
      has_two_step: false,
      granted_permissions: [],
    });
    expect(items.find((item) => item.email === 'locked@demo.test')?.is_locked).toBe(true);
  });

  it('says which members have confirmed two-step verification (an enrolment not yet confirmed does not count)', async () => {
    await server.db.query(
      `insert into user_mfa_factors (user_id, sealed_secret, confirmed_at) values ($1, 'sealed', now()), ($2, 'sealed', null)`,
      [ids['officer@demo.test'], ids.locked],
    );
    const response = await call(server, 'GET', '/api/agency/members', { token: managerToken });
    const items = response.body.items as Array<{ email: string; has_two_step: boolean }>;
    expect(items.find((item) => item.email === 'officer@demo.test')?.has_two_step).toBe(true);
    expect(items.find((item) => item.email === 'locked@demo.test')?.has_two_step).toBe(false);
    await server.db.query('delete from user_mfa_factors where user_id = any($1::uuid[])', [[ids['officer@demo.test'], ids.locked]]);
  });

  it('is refused to an officer (403) and without a session (401)', async () => {
    expect((await call(server, 'GET', '/api/agency/members', { token: officerToken })).status).toBe(403);
    expect((await call(server, 'GET', '/api/agency/members')).status).toBe(401);
  });
});

describe('PUT /api/agency/members/{userId}/role', () => {
  it('lets the owner make an officer a manager and back', async () => {
    const promoted = await setRole(ownerToken, ids.patrol, 'manager');
    expect(promoted).toMatchObject({ status: 200, body: { id: ids.patrol, role: { name: 'manager', priority: 20 } } });
    const token = (await login(server, 'patrol@demo.test')).access_token;
    expect((await call(server, 'GET', '/api/users/me', { token })).body.role.permissions).toContain('agency.members.manage');
    const demoted = await setRole(ownerToken, ids.patrol, 'officer');
    expect(demoted.body.role.name).toBe('officer');
    expect(await auditActions(server.db, demoId)).toEqual(expect.arrayContaining(['member.role.manager', 'member.role.officer']));
  });

  it('never changes the owner, nor the caller own role (403)', async () => {
    expect((await setRole(ownerToken, ids.owner2, 'officer')).status).toBe(403);
    expect((await setRole(ownerToken, ids['owner@demo.test'], 'manager')).status).toBe(403);
  });

  it('needs agency.roles.assign: a manager is refused (403)', async () => {
    expect((await setRole(managerToken, ids.patrol, 'manager')).status).toBe(403);
    expect((await setRole(officerToken, ids.patrol, 'manager')).status).toBe(403);
  });

  it('answers 404 for a user of another agency or an unknown id, 400 for a role that cannot be assigned', async () => {
    expect(await setRole(ownerToken, ids.deputy, 'manager')).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
    expect((await setRole(ownerToken, '00000000-0000-4000-8000-000000000009', 'manager')).status).toBe(404);
    expect((await setRole(ownerToken, ids.patrol, 'owner')).body.detail).toBe('VALIDATION_ERROR');
  });
});

describe('PUT /api/agency/members/{userId}/access', () => {
  it('disabling ends every session at once: calls answer USER_NOT_AN_AGENCY_MEMBER, refresh and login are refused', async () => {
    const first = await login(server, 'officer2@demo.test');
    const second = await login(server, 'officer2@demo.test');
    expect((await call(server, 'GET', '/api/users/me', { token: first.access_token })).status).toBe(200);

    const disabled = await setAccess(managerToken, ids['officer2@demo.test'], false);
    expect(disabled).toMatchObject({ status: 200, body: { is_active: false } });
    for (const pair of [first, second]) {
      const me = await call(server, 'GET', '/api/users/me', { token: pair.access_token });
      expect(me).toMatchObject({ status: 400, body: { detail: 'USER_NOT_AN_AGENCY_MEMBER' } });
      const refresh = await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: pair.refresh_token } });
      expect(refresh.status).toBe(401);
    }
    const open = await server.db.query('select id from sessions where user_id = $1 and revoked_at is null', [ids['officer2@demo.test']]);
    expect(open).toEqual([]);
    expect((await loginAnswer('officer2@demo.test')).body).toEqual({ detail: 'USER_NOT_AN_AGENCY_MEMBER' });

    const enabled = await setAccess(managerToken, ids['officer2@demo.test'], true);
    expect(enabled.body.is_active).toBe(true);
    expect((await loginAnswer('officer2@demo.test')).status).toBe(200);
    expect(await auditActions(server.db, demoId)).toEqual(expect.arrayContaining(['member.access.disabled', 'member.access.enabled']));
    expect(await auditRows(server.db, 'member.access.disabled')).toContainEqual({
      user_id: ids['manager@demo.test'],
      object_id: ids['officer2@demo.test'],
    });
  });

  it('lets the owner disable a manager, but a manager never disables another manager or the owner (403)', async () => {
    expect((await setAccess(managerToken, ids.manager2, false)).status).toBe(403);
    expect((await setAccess(managerToken, ids['owner@demo.test'], false)).status).toBe(403);
    expect((await setAccess(ownerToken, ids.owner2, false)).status).toBe(403);
    expect((await setAccess(ownerToken, ids.manager2, false)).body.is_active).toBe(false);
    expect((await setAccess(ownerToken, ids.manager2, true)).body.is_active).toBe(true);
  });

  it('never the caller own access; 403 for an officer; 404 across agencies', async () => {
    expect((await setAccess(managerToken, ids['manager@demo.test'], false)).status).toBe(403);
    expect((await setAccess(officerToken, ids.patrol, false)).status).toBe(403);
    expect((await setAccess(ownerToken, ids.deputy, false)).status).toBe(404);
    const [deputy] = await server.db.query<{ is_active: boolean }>('select is_active from users where id = $1', [ids.deputy]);
    expect(deputy?.is_active).toBe(true);
  });
});

describe('DELETE /api/agency/members/{userId}', () => {
  it('releases a member from the agency: no agency, the invited role, sessions ended', async () => {
    const session = await login(server, 'leaver@demo.test');
    const response = await removeMember(managerToken, ids.leaver);
    expect(response).toMatchObject({ status: 200, body: { detail: 'OK' } });
    expect((await call(server, 'GET', '/api/users/me', { token: session.access_token })).status).toBe(401);
    const token = (await login(server, 'leaver@demo.test')).access_token;
    const me = (await call(server, 'GET', '/api/users/me', { token })).body;
    expect(me).toMatchObject({ agency_id: null, agency: null, role: { name: 'invited', permissions: [] } });
    const members = (await call(server, 'GET', '/api/agency/members', { token: ownerToken })).body.items as Array<{ id: string }>;
    expect(members.map((member) => member.id)).not.toContain(ids.leaver);
    expect(await auditActions(server.db, demoId)).toContain('member.removed');
  });

  it('follows the rank rule (403), never the caller (403), and answers 404 across agencies', async () => {
    expect((await removeMember(managerToken, ids.manager2)).status).toBe(403);
    expect((await removeMember(managerToken, ids['owner@demo.test'])).status).toBe(403);
    expect((await removeMember(ownerToken, ids['owner@demo.test'])).status).toBe(403);
    expect((await removeMember(officerToken, ids.patrol)).status).toBe(403);
    expect((await removeMember(ownerToken, ids.deputy)).status).toBe(404);
    expect((await removeMember(ownerToken, ids.leaver)).status).toBe(404);
  });
});
