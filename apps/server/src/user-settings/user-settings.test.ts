import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords.ts';
import { insertUser } from '../accounts/users.repo.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { withTenant } from '../db/tenant.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const INVITED_EMAIL = 'invited@demo.test';
const INVITED_PASSWORD = 'Invited-pass-2026';

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      await insertUser(db, {
        id: '00000000-0000-4000-8000-0000000000a7',
        agency_id: null,
        email: INVITED_EMAIL,
        name: 'Ivy Invited',
        officer_id: 'INV-1',
        title: null,
        password_hash: await hashPassword(INVITED_PASSWORD),
        role_id: await findRoleIdByName(db, 'invited'),
        is_verified: true,
      });
    },
  });
  for (const email of ['owner@demo.test', 'manager@demo.test', 'officer@demo.test'])
    tokens[email] = (await login(server, email)).access_token;
  tokens[INVITED_EMAIL] = (await login(server, INVITED_EMAIL, INVITED_PASSWORD)).access_token;
});
afterAll(() => server?.close());

function tokenOf(email: string): string {
  const token = tokens[email];
  if (!token) throw new Error(`no login for ${email}`);
  return token;
}
const settingsOf = (email: string) => call(server, 'GET', '/api/users/me/settings', { token: tokenOf(email) });
const tourShown = (body: { tours: { circuit: number; show_again: boolean }[] }, circuit: number) =>
  body.tours.find((tour) => tour.circuit === circuit)?.show_again;

describe('GET /api/users/me/settings', () => {
  it('lists the welcome tour (0) and tours 1 to 10 shown again, and the cc survey not yet due, for a new user', async () => {
    const response = await settingsOf('officer@demo.test');
    expect(response.status).toBe(200);
    expect(response.body.tours).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((circuit) => ({ app: 'cc', circuit, show_again: true })));
    expect(response.body.surveys).toEqual([{ app: 'cc', show_again: true, offer_after: expect.any(String), is_due: false }]);
  });

  it('answers the invited role too (settings belong to the user, not the agency)', async () => {
    const response = await settingsOf(INVITED_EMAIL);
    expect(response.status).toBe(200);
    expect(tourShown(response.body, 0)).toBe(true);
  });

  it('needs a session', async () => {
    const response = await call(server, 'GET', '/api/users/me/settings');
    expect(response).toMatchObject({ status: 401, body: { detail: 'Unauthorized' } });
  });
});

describe('POST /api/users/me/settings/tours/dismiss', () => {
  it("marks the caller's tour not to be shown again, on every session, and only the caller's", async () => {
    const dismissed = await call(server, 'POST', '/api/users/me/settings/tours/dismiss', {
      token: tokenOf('manager@demo.test'),
      body: { app: 'cc', circuit: 0 },
    });
    expect(dismissed.status).toBe(200);
    expect(tourShown(dismissed.body, 0)).toBe(false);
    expect(tourShown(dismissed.body, 1)).toBe(true);

    // A new login (another device) reads the same dismissal.
    const again = await login(server, 'manager@demo.test');
    const fresh = await call(server, 'GET', '/api/users/me/settings', { token: again.access_token });
    expect(tourShown(fresh.body, 0)).toBe(false);
    // Another user of the same agency still gets the welcome tour.
    expect(tourShown((await settingsOf('owner@demo.test')).body, 0)).toBe(true);
  });

  it('is idempotent', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await call(server, 'POST', '/api/users/me/settings/tours/dismiss', {
        token: tokenOf('officer@demo.test'),
        body: { app: 'cc', circuit: 10 },
      });
      expect(response.status).toBe(200);
      expect(tourShown(response.body, 10)).toBe(false);
    }
  });

  it('refuses naming another user, an unknown app or circuit, with per-field messages', async () => {
    const [owner] = await server.db.query<{ id: string }>(`select id from users where email = 'owner@demo.test'`);
    const forOther = await call(server, 'POST', '/api/users/me/settings/tours/dismiss', {
      token: tokenOf('officer@demo.test'),
      body: { app: 'cc', circuit: 1, user_id: owner?.id },
    });
    expect(forOther.status).toBe(400);
    expect(forOther.body.detail).toBe('VALIDATION_ERROR');
    expect(tourShown((await settingsOf('owner@demo.test')).body, 1)).toBe(true);

    const cases = [
      [{ app: 'nexus', circuit: 1 }, 'body.app'],
      [{ app: 'cc', circuit: 11 }, 'body.circuit'],
      [{ app: 'cc', circuit: 1.5 }, 'body.circuit'],
      [{ app: 'cc' }, 'body.circuit'],
    ] as const;
    for (const [body, path] of cases) {
      const response = await call(server, 'POST', '/api/users/me/settings/tours/dismiss', { token: tokenOf('officer@demo.test'), body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ detail: 'VALIDATION_ERROR', errors: [{ path, message: expect.any(String) }] });
    }
  });

  it("restores every tour of the caller, the welcome tour included, and nobody else's", async () => {
    await call(server, 'POST', '/api/users/me/settings/tours/dismiss', {
      token: tokenOf('owner@demo.test'),
      body: { app: 'cc', circuit: 0 },
    });
    const restored = await call(server, 'POST', '/api/users/me/settings/tours/restore', {
      token: tokenOf('officer@demo.test'),
      body: { app: 'cc' },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.tours.every((tour: { show_again: boolean }) => tour.show_again)).toBe(true);
    expect(tourShown((await settingsOf('owner@demo.test')).body, 0)).toBe(false);
    const extra = await call(server, 'POST', '/api/users/me/settings/tours/restore', {
      token: tokenOf('officer@demo.test'),
      body: { app: 'cc', circuit: 1 },
    });
    expect(extra).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
  });

  it('needs a session', async () => {
    const response = await call(server, 'POST', '/api/users/me/settings/tours/dismiss', { body: { app: 'cc', circuit: 0 } });
    expect(response).toMatchObject({ status: 401, body: { detail: 'Unauthorized' } });
  });
});

describe('the survey and its reminder', () => {
  it('offers itself 14 days after sign-up; Remind me later moves it 7 days; dismissing ends it', async () => {
    await server.db.query(`update users set created_at = now() - interval '15 days' where email = 'owner@demo.test'`);
    const due = await settingsOf('owner@demo.test');
    expect(due.body.surveys).toEqual([{ app: 'cc', show_again: true, offer_after: expect.any(String), is_due: true }]);

    const later = await call(server, 'POST', '/api/users/me/settings/surveys/remind-later', {
      token: tokenOf('owner@demo.test'),
      body: { app: 'cc' },
    });
    expect(later.status).toBe(200);
    const [survey] = later.body.surveys;
    expect(survey).toMatchObject({ show_again: true, is_due: false });
    const daysAhead = (Date.parse(survey.offer_after) - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(6.9);
    expect(daysAhead).toBeLessThan(7.1);

    const dismissed = await call(server, 'POST', '/api/users/me/settings/surveys/dismiss', {
      token: tokenOf('owner@demo.test'),
      body: { app: 'cc' },
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.surveys[0]).toMatchObject({ app: 'cc', show_again: false, is_due: false });
    // Another user's survey is untouched.
    expect((await settingsOf('officer@demo.test')).body.surveys[0].show_again).toBe(true);
  });

  it('refuses an unknown app or extra fields', async () => {
    for (const body of [{ app: 'nexus' }, { app: 'cc', show_again: true }, {}]) {
      const response = await call(server, 'POST', '/api/users/me/settings/surveys/dismiss', { token: tokenOf('officer@demo.test'), body });
      expect(response).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    }
  });
});

describe('POST /api/feedback', () => {
  const answers = { rating: 4, comments: '  The business card is handy.  ' };

  it('stores the answers with the user and agency, and stops offering the survey', async () => {
    const response = await call(server, 'POST', '/api/feedback', {
      token: tokenOf('officer@demo.test'),
      body: { version: '3.29', app: 'cc', answers },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), created_at: expect.any(String) });

    const [row] = await server.db.query<Record<string, unknown>>(
      `select f.app, f.version, f.rating, f.comments, u.email, f.agency_id = u.agency_id as is_users_agency
         from feedback f join users u on u.id = f.user_id where f.id = $1`,
      [response.body.id],
    );
    expect(row).toEqual({
      app: 'cc',
      version: '3.29',
      rating: 4,
      comments: 'The business card is handy.',
      email: 'officer@demo.test',
      is_users_agency: true,
    });
    expect((await settingsOf('officer@demo.test')).body.surveys[0].show_again).toBe(false);
  });

  it('accepts a rating without comments', async () => {
    const response = await call(server, 'POST', '/api/feedback', {
      token: tokenOf('manager@demo.test'),
      body: { version: '3.29', app: 'cc', answers: { rating: 1 } },
    });
    expect(response.status).toBe(201);
    const [row] = await server.db.query<{ comments: string | null }>('select comments from feedback where id = $1', [response.body.id]);
    expect(row?.comments).toBeNull();
  });

  it.each([
    ['a rating below 1', { version: '3.29', app: 'cc', answers: { rating: 0 } }, 'body.answers.rating'],
    ['a rating above 5', { version: '3.29', app: 'cc', answers: { rating: 6 } }, 'body.answers.rating'],
    ['a fractional rating', { version: '3.29', app: 'cc', answers: { rating: 3.5 } }, 'body.answers.rating'],
    ['no rating', { version: '3.29', app: 'cc', answers: { comments: 'hi' } }, 'body.answers.rating'],
    [
      'comments over 1000 characters',
      { version: '3.29', app: 'cc', answers: { rating: 3, comments: 'x'.repeat(1001) } },
      'body.answers.comments',
    ],
    ['an unknown question', { version: '3.29', app: 'cc', answers: { rating: 3, email: 'me@x.test' } }, 'body.answers'],
    ['another app', { version: '3.29', app: 'nexus', answers: { rating: 3 } }, 'body.app'],
    ['a malformed version', { version: 'latest', app: 'cc', answers: { rating: 3 } }, 'body.version'],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_case, body, path) => {
    const response = await call(server, 'POST', '/api/feedback', { token: tokenOf('manager@demo.test'), body });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('VALIDATION_ERROR');
    expect(response.body.errors).toEqual([{ path, message: expect.any(String) }]);
  });

  it('accepts exactly 1000 characters of comments', async () => {
    const response = await call(server, 'POST', '/api/feedback', {
      token: tokenOf('manager@demo.test'),
      body: { version: '3.29', app: 'cc', answers: { rating: 5, comments: 'y'.repeat(1000) } },
    });
    expect(response.status).toBe(201);
  });

  it('refuses a user without an agency and a caller without a session', async () => {
    const invited = await call(server, 'POST', '/api/feedback', {
      token: tokenOf(INVITED_EMAIL),
      body: { version: '3.29', app: 'cc', answers: { rating: 5 } },
    });
    expect(invited).toMatchObject({ status: 400, body: { detail: 'USER_NOT_AN_AGENCY_MEMBER' } });
    const anonymous = await call(server, 'POST', '/api/feedback', { body: { version: '3.29', app: 'cc', answers: { rating: 5 } } });
    expect(anonymous).toMatchObject({ status: 401, body: { detail: 'Unauthorized' } });
  });

  it('keeps feedback behind row-level security: another agency sees none of it', async () => {
    const otherAgency = '00000000-0000-4000-8000-00000000ffff';
    const [mine] = await server.db.query<{ agency_id: string }>(`select agency_id from users where email = 'officer@demo.test'`);
    const visible = (agencyId: string) =>
      withTenant(server.db, agencyId, (tx) => tx.query<{ count: number }>('select count(*)::int as count from feedback'));
    expect((await visible(otherAgency))[0]?.count).toBe(0);
    expect((await visible(mine?.agency_id ?? otherAgency))[0]?.count).toBeGreaterThan(0);
  });
});
