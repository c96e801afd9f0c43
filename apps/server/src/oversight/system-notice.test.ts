import { DEFAULT_SYSTEM_USE_NOTICE, SYSTEM_USE_NOTICE_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '../http/refuse-unsafe-text.ts';
import { addOtherAgency, addUser, auditActions, demoAgencyId } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let managerToken: string;
let officerToken: string;
let otherOwnerToken: string;
let demoId: string;
let otherId: string;

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      otherId = await addOtherAgency(db);
      await addUser(db, { email: 'sheriff@other.test', role: 'owner', agencyId: otherId });
    },
  });
  managerToken = (await login(server, 'manager@demo.test')).access_token;
  officerToken = (await login(server, 'officer@demo.test')).access_token;
  otherOwnerToken = (await login(server, 'sheriff@other.test')).access_token;
  demoId = await demoAgencyId(server.db);
});
afterAll(() => server?.close());

const publicNotice = (query = '') => call(server, 'GET', `/api/public/system-use-notice${query}`);
const setNotice = (token: string, text: unknown) => call(server, 'PUT', '/api/agencies/me/system-use-notice', { token, body: { text } });
const DEMO_TEXT = 'Demo Police Department system. Authorized use only; all activity is monitored and recorded.';

describe('GET /api/public/system-use-notice', () => {
  it('answers the default text to anyone before sign-in, and for an unknown or malformed agency id', async () => {
    for (const query of ['', `?agency=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, '?agency=bad']) {
      expect(await publicNotice(query)).toMatchObject({ status: 200, body: { text: DEFAULT_SYSTEM_USE_NOTICE, is_default: true } });
    }
  });
});

describe('PUT /api/agencies/me/system-use-notice', () => {
  it("lets a manager set the agency's text, shown on its login link, then restore the default; both audited", async () => {
    expect(await setNotice(managerToken, `  ${DEMO_TEXT}  `)).toMatchObject({ status: 200, body: { text: DEMO_TEXT, is_default: false } });
    expect(await publicNotice(`?agency=${demoId}`)).toMatchObject({ body: { text: DEMO_TEXT, is_default: false } });
    expect(await publicNotice(`?agency=${demoId.toUpperCase()}`)).toMatchObject({ body: { text: DEMO_TEXT } });
    expect(await call(server, 'GET', '/api/agencies/me/system-use-notice', { token: managerToken })).toMatchObject({
      status: 200,
      body: { text: DEMO_TEXT, is_default: false },
    });
    // Another agency's notice is its own.
    expect(await publicNotice(`?agency=${otherId}`)).toMatchObject({ body: { is_default: true } });
    expect(await setNotice(otherOwnerToken, 'Other County Sheriff: authorized use only, monitored.')).toMatchObject({ status: 200 });
    expect(await publicNotice(`?agency=${demoId}`)).toMatchObject({ body: { text: DEMO_TEXT } });

    expect(await setNotice(managerToken, null)).toMatchObject({ status: 200, body: { text: DEFAULT_SYSTEM_USE_NOTICE, is_default: true } });
    expect(await publicNotice(`?agency=${demoId}`)).toMatchObject({ body: { is_default: true } });
    const updates = (await auditActions(server.db, demoId)).filter((action) => action === 'agency.notice.update');
    expect(updates).toHaveLength(2);
  });

  it('finds no notice by ORI, so it cannot tell which ORIs are agencies here (issue 23, finding 11)', async () => {
    expect(await setNotice(otherOwnerToken, 'Other County Sheriff: authorized use only, monitored.')).toMatchObject({ status: 200 });
    expect(await publicNotice(`?agency=${otherId}`)).toMatchObject({ body: { is_default: false } });
    for (const ori of ['NE0010000', 'ne0010000', 'ZZ9999999']) {
      expect(await publicNotice(`?agency=${ori}`)).toMatchObject({
        status: 200,
        body: { text: DEFAULT_SYSTEM_USE_NOTICE, is_default: true },
      });
    }
  });

  it('refuses text too short, too long, or unsafe with 400 and the form message', async () => {
    const cases: Array<[string, string]> = [
      ['Too short', SYSTEM_USE_NOTICE_MESSAGES.tooShort],
      ['x'.repeat(2001), SYSTEM_USE_NOTICE_MESSAGES.tooLong],
      ['Authorized use only. <script>alert(1)</script> Monitored.', SYSTEM_USE_NOTICE_MESSAGES.unsafe],
      // Bidirectional overrides are refused at the edge for every text (http/refuse-unsafe-text.ts), before the form's rule.
      ['Authorized use only, \u202emonitored and recorded\u202c.', UNSAFE_TEXT_MESSAGE],
      ['Authorized use only,\u0007 monitored and recorded.', SYSTEM_USE_NOTICE_MESSAGES.unsafe],
    ];
    for (const [text, message] of cases) {
      const response = await setNotice(managerToken, text);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ detail: 'VALIDATION_ERROR', errors: [{ message }] });
    }
    expect(
      (await call(server, 'PUT', '/api/agencies/me/system-use-notice', { token: managerToken, body: { text: DEMO_TEXT, agency_id: 'x' } }))
        .status,
    ).toBe(400);
  });

  it('is refused to an officer (403) and without a session (401)', async () => {
    expect((await setNotice(officerToken, DEMO_TEXT)).status).toBe(403);
    expect((await call(server, 'GET', '/api/agencies/me/system-use-notice', { token: officerToken })).status).toBe(403);
    expect((await call(server, 'PUT', '/api/agencies/me/system-use-notice', { body: { text: DEMO_TEXT } })).status).toBe(401);
  });
});
