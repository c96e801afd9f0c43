import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgency, addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/** Issue 26 over HTTP: what an owner gives one member beyond their role, and what it opens. */
let server: TestServer;
let agencyId: string;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const send = (who: string, method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: tokens[who] as string, ...(body === undefined ? {} : { body }) });
const grant = (who: string, userId: string | undefined, granted: string[]) =>
  send(who, 'PUT', `/api/agency/members/${userId}/permissions`, { granted });
const DOJ = 'agency.doj_submissions.manage';
const overview = (who: string) => send(who, 'GET', '/api/doj-submissions?year=2025');
const submit = (who: string) => send(who, 'POST', '/api/doj-submissions/batches', { from: '2025-01-01', to: '2025-12-31' });

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    async configure(db) {
      agencyId = await addAgency(db, 'Test Police', 'CA0349400', 'owner@perm.test', { configurationFile: 'california.json' });
      const other = await addOtherAgency(db, { configurationFile: 'california.json' });
      for (const role of ['owner', 'manager', 'officer', 'supervisor'] as const) {
        ids[role] = await addUser(db, { email: `${role}@perm.test`, role, agencyId });
      }
      ids.owner2 = await addUser(db, { email: 'owner2@perm.test', role: 'owner', agencyId });
      ids.deputy = await addUser(db, { email: 'deputy@other.test', role: 'officer', agencyId: other });
    },
  });
  for (const who of ['owner', 'manager', 'officer', 'supervisor']) tokens[who] = (await login(server, `${who}@perm.test`)).access_token;
  // The portal transport: 'Submit now' needs the agency's DOJ settings, and no SFTP server.
  const settings = await send('owner', 'PUT', '/api/doj-submissions/settings', {
    ori: 'CA0349400',
    environment: 'TEST',
    transport: 'portal',
  });
  expect(settings.status).toBe(200);
}, 60_000);
afterAll(() => server?.close());

const permissionAudits = () =>
  server.db.query<{ action: string; user_id: string; object_id: string; details: { permission: string } }>(
    `select action, user_id, object_id, details from audit_events where action like 'member.permission.%' order by id`,
  );

describe('PUT /api/agency/members/{userId}/permissions', () => {
  it('the owner gives an officer the DOJ submission: the Submissions overview, Submit now and /users/me follow; revoked, 403 again', async () => {
    expect((await overview('officer')).status).toBe(403);
    expect((await submit('officer')).status).toBe(403);

    const granted = await grant('owner', ids.officer, [DOJ]);
    expect(granted).toMatchObject({ status: 200, body: { id: ids.officer, role: { name: 'officer' }, granted_permissions: [DOJ] } });
    // The same token: the grant counts from the member's next request.
    expect((await overview('officer')).status).toBe(200);
    expect(await submit('officer')).toMatchObject({ status: 200, body: { batch_id: null, eligible: 0 } });
    const me = await send('officer', 'GET', '/api/users/me');
    expect(me.body.role.name).toBe('officer');
    expect(me.body.role.permissions).toContain(DOJ);
    expect(me.body.role.permissions).toContain('self.reports.read');
    // Other permissions are unchanged.
    expect((await send('officer', 'GET', '/api/doj-submissions/settings')).status).toBe(200);
    expect((await send('officer', 'GET', '/api/agency/members')).status).toBe(403);

    const revoked = await grant('owner', ids.officer, []);
    expect(revoked).toMatchObject({ status: 200, body: { granted_permissions: [] } });
    expect((await overview('officer')).status).toBe(403);
    expect((await submit('officer')).status).toBe(403);
    expect((await send('officer', 'GET', '/api/users/me')).body.role.permissions).not.toContain(DOJ);

    expect(await permissionAudits()).toEqual([
      { action: 'member.permission.granted', user_id: ids.owner, object_id: ids.officer, details: { permission: DOJ } },
      { action: 'member.permission.revoked', user_id: ids.owner, object_id: ids.officer, details: { permission: DOJ } },
    ]);
  });

  it('lists each member with what was granted; granting again what they hold changes nothing and is not audited; a repeat is 400', async () => {
    await grant('owner', ids.supervisor, [DOJ]);
    const before = (await permissionAudits()).length;
    expect((await grant('owner', ids.supervisor, [DOJ])).body.granted_permissions).toEqual([DOJ]);
    expect((await grant('owner', ids.supervisor, [DOJ, DOJ])).status).toBe(400);
    expect(await permissionAudits()).toHaveLength(before);
    const list = await send('owner', 'GET', '/api/agency/members');
    const items = list.body.items as Array<{ id: string; granted_permissions: string[] }>;
    expect(items.find((item) => item.id === ids.supervisor)?.granted_permissions).toEqual([DOJ]);
    expect(items.find((item) => item.id === ids.officer)?.granted_permissions).toEqual([]);
  });

  it('a manager cannot grant (403), even though their role holds the permission', async () => {
    expect((await grant('manager', ids.officer, [DOJ])).status).toBe(403);
    expect((await overview('officer')).status).toBe(403);
  });

  it('a permission that is not grantable is 400', async () => {
    for (const permission of ['agency.roles.assign', 'agency.members.manage', 'not.a.permission']) {
      expect((await grant('owner', ids.officer, [permission])).status).toBe(400);
    }
    expect((await send('owner', 'PUT', `/api/agency/members/${ids.officer}/permissions`, { granted: [DOJ], extra: 1 })).status).toBe(400);
    expect((await send('officer', 'GET', '/api/agency/members')).status).toBe(403);
  });

  it("another agency's member is 404; the owner's own row and another owner's are 403", async () => {
    expect((await grant('owner', ids.deputy, [DOJ])).status).toBe(404);
    expect((await grant('owner', '00000000-0000-4000-8000-000000000000', [DOJ])).status).toBe(404);
    expect((await grant('owner', ids.owner, [DOJ])).status).toBe(403);
    expect((await grant('owner', ids.owner2, [DOJ])).status).toBe(403);
  });

  it('a member removed from the agency loses their grants', async () => {
    const leaver = await addUser(server.db, { email: 'leaver@perm.test', role: 'officer', agencyId });
    await grant('owner', leaver, [DOJ]);
    expect((await send('owner', 'DELETE', `/api/agency/members/${leaver}`)).status).toBe(200);
    const [row] = await server.db.query<{ granted_permissions: string[] }>('select granted_permissions from users where id = $1', [leaver]);
    expect(row?.granted_permissions).toEqual([]);
  });
});
