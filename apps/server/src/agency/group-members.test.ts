import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let manager: string;
let groupId: string;
const idOf = async (email: string) =>
  ((await server.db.query<{ id: string }>('select id from users where email = $1', [email]))[0]?.id ?? '') as string;

beforeAll(async () => {
  server = await startTestServer();
  manager = (await login(server, 'manager@demo.test')).access_token;
  groupId = ((await server.db.query<{ id: string }>(`select id from groups where name = 'Night Shift'`))[0]?.id ?? '') as string;
});
afterAll(() => server?.close());

describe('GET and PUT /api/groups/{id}/members', () => {
  it('reads and replaces the members of a group', async () => {
    const sam = await idOf('officer2@demo.test');
    expect((await call(server, 'GET', `/api/groups/${groupId}/members`, { token: manager })).body).toEqual({ user_ids: [sam] });
    const jordan = await idOf('officer@demo.test');
    const put = await call(server, 'PUT', `/api/groups/${groupId}/members`, { token: manager, body: { user_ids: [jordan, sam, jordan] } });
    expect(put.status).toBe(200);
    expect(put.body.user_ids.sort()).toEqual([jordan, sam].sort());
  });

  it('refuses users of another agency with a message, and groups of another agency with 404', async () => {
    const other = await addOtherAgency(server.db);
    const stranger = await addUser(server.db, { email: 'stranger@other.test', role: 'officer', agencyId: other });
    const refused = await call(server, 'PUT', `/api/groups/${groupId}/members`, { token: manager, body: { user_ids: [stranger] } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'body.user_ids', message: 'Choose members of your agency.' }]);
    await addUser(server.db, { email: 'sheriff2@other.test', role: 'owner', agencyId: other });
    const sheriff = (await login(server, 'sheriff2@other.test')).access_token;
    expect((await call(server, 'GET', `/api/groups/${groupId}/members`, { token: sheriff })).status).toBe(404);
  });

  it('is refused to an officer (403)', async () => {
    const officer = (await login(server, 'officer@demo.test')).access_token;
    expect((await call(server, 'GET', `/api/groups/${groupId}/members`, { token: officer })).status).toBe(403);
  });
});
