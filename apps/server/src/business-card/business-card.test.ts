import { DEFAULT_BUSINESS_CARD_SETTINGS } from '@fieldbook/contract';
import { ACCOUNT_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const PATH = '/api/agencies/me/business-card';
const CARD = {
  phone: ' (916) 555-0100 ',
  email: 'front-desk@demo.test',
  website: 'https://demo-pd.example.gov',
  message: 'Thank you for your time today.',
  show_officer_name: true,
  show_officer_id: false,
  show_title: true,
  show_badge: false,
  show_address: true,
};

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      const agencyId = await addOtherAgency(db, { configurationFile: 'nebraska.json' });
      await addUser(db, {
        email: 'sheriff@other.test',
        role: 'owner',
        agencyId,
        officerId: 'OC-0',
        name: 'Sheriff',
        password: 'Other-agency-pass',
      });
    },
  });
  for (const who of ['owner', 'manager', 'officer']) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.other = (await login(server, 'sheriff@other.test', 'Other-agency-pass')).access_token;
});
afterAll(() => server?.close());

const as = (who: string) => ({ token: tokens[who] as string });

describe('business card settings', () => {
  it('answers the defaults until the owner saves, then what was saved, to every member', async () => {
    expect((await call(server, 'GET', PATH, as('officer'))).body).toEqual(DEFAULT_BUSINESS_CARD_SETTINGS);
    const saved = await call(server, 'PUT', PATH, { ...as('owner'), body: CARD });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...CARD, phone: '(916) 555-0100' });
    expect((await call(server, 'GET', PATH, as('officer'))).body).toEqual(saved.body);
    const [audit] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from audit_events where action = 'business_card.update'`,
    );
    expect(audit?.count).toBe(1);
  });

  it('keeps each agency to its own card', async () => {
    expect((await call(server, 'GET', PATH, as('other'))).body).toEqual(DEFAULT_BUSINESS_CARD_SETTINGS);
  });

  it('empties a cleared text to null', async () => {
    const saved = await call(server, 'PUT', PATH, { ...as('owner'), body: { ...CARD, phone: '', website: '  ' } });
    expect(saved.body).toMatchObject({ phone: null, website: null });
  });

  it('names a wrong e-mail, web address or a long note', async () => {
    const response = await call(server, 'PUT', PATH, {
      ...as('owner'),
      body: { ...CARD, email: 'not-an-email', website: 'http://insecure.example', message: 'x'.repeat(281) },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      detail: 'VALIDATION_ERROR',
      errors: [
        { path: 'body.email', message: ACCOUNT_MESSAGES.email },
        { path: 'body.website', message: 'Enter a web address starting with https://.' },
        { path: 'body.message', message: 'Use at most 280 characters.' },
      ],
    });
  });

  it('lets only holders of agency.settings.manage change it (not a manager or an officer)', async () => {
    for (const who of ['manager', 'officer']) {
      const response = await call(server, 'PUT', PATH, { ...as(who), body: CARD });
      expect(response.status).toBe(403);
    }
    expect((await call(server, 'GET', PATH)).status).toBe(401);
  });
});
