import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let catcher: MailCatcher;
const PUBLIC_URL = 'https://fieldbook.example.gov';

beforeAll(async () => {
  catcher = await startMailCatcher();
  // Loopback is a trusted proxy, so a test can speak from its own address (X-Forwarded-For) under the per-address limit.
  server = await startTestServer({
    config: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL, trustedProxies: { addresses: ['loopback'], hops: 1 } },
  });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

const PASSWORD = 'radio static at midnight';
const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  name: 'Avery Stone',
  officer_id: 'DPD-1001',
  role: 'owner',
  ...overrides,
});
const loginBody = (email: string, password = PASSWORD) => ({ email, password, version: '3.29' });

async function register(email: string, overrides: Record<string, unknown> = {}) {
  return call(server, 'POST', '/api/auth/register', { body: registration(email, overrides) });
}

/** Makes every token of the user old: its link expired and the resend pause over. */
async function ageTokens(email: string, purpose: 'verify' | 'reset') {
  await server.db.query(
    `update account_tokens set created_at = now() - interval '2 days', expires_at = now() - interval '1 second'
      where purpose = $2 and user_id = (select id from users where email = $1)`,
    [email, purpose],
  );
}

describe('POST /api/auth/register', () => {
  it('creates an unverified owner, lower-cases the e-mail and mails a PUBLIC_URL verification link over SMTP', async () => {
    const response = await register('New.Owner@Agency.GOV');
    expect(response).toMatchObject({ status: 202, body: { detail: 'ACCEPTED' } });
    const [user] = await server.db.query<{ role: string; agency_id: string | null; is_verified: boolean; password_hash: string }>(
      `select r.name as role, u.agency_id, u.is_verified, u.password_hash from users u join roles r on r.id = u.role_id
        where u.email = 'new.owner@agency.gov'`,
    );
    expect(user).toMatchObject({
      role: 'owner',
      agency_id: null,
      is_verified: false,
      password_hash: expect.stringMatching(/^\$argon2id\$/),
    });

    const mail = await catcher.waitFor('new.owner@agency.gov', /Verify your email/);
    const link = linkIn(mail, '/verify');
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    const [stored] = await server.db.query<{ token_hash: string }>('select token_hash from account_tokens');
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(link.searchParams.get('token'));
  });

  it("registers a member with the 'invited' role and no agency", async () => {
    expect((await register('member.one@agency.gov', { role: 'member' })).status).toBe(202);
    const [user] = await server.db.query<{ role: string; agency_id: string | null }>(
      `select r.name as role, u.agency_id from users u join roles r on r.id = u.role_id where u.email = 'member.one@agency.gov'`,
    );
    expect(user).toEqual({ role: 'invited', agency_id: null });
  });

  it.each([
    ['7 characters', 'kq7#vb2', 'Your password must have at least 8 characters.'],
    ['a banned password', 'Password123!', 'This password is too common and easy to guess. Please choose another one.'],
    ['the e-mail as password', 'Weak.Person@agency.gov', 'Your password cannot be based on your email address or on the name Fieldbook.'],
  ])('refuses %s with the domain message at body.password', async (_case, password, message) => {
    const response = await register('weak.person@agency.gov', { password });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path: 'body.password', message }] });
  });

  it('checks the e-mail, officer ID, name and role formats', async () => {
    const response = await register('not-an-email', { officer_id: 'DPD 1001', name: ' ', role: 'manager' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'Please enter a valid email address.' },
        { path: 'body.officer_id', message: 'The officer ID can have up to 20 letters, digits and hyphens.' },
        { path: 'body.name', message: 'Please enter your name (up to 100 characters).' },
        { path: 'body.role', message: expect.any(String) },
      ]),
    );
  });

  it('keeps the account when the mail server is down; the user can ask for the mail again', async () => {
    const down = await startTestServer({ seed: false, config: { smtpUrl: 'smtp://127.0.0.1:9', publicUrl: PUBLIC_URL } });
    try {
      const response = await call(down, 'POST', '/api/auth/register', { body: registration('no.mail@agency.gov') });
      expect(response.status).toBe(202);
      expect(await down.db.query(`select id from users where email = 'no.mail@agency.gov'`)).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});

describe('a taken e-mail (issue 23, finding 11)', () => {
  /** The raw answer, as a stranger sees it: status, type and the body's bytes. */
  async function rawRegister(email: string, ip: string) {
    const response = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(registration(email, { name: 'Mallory Probe', officer_id: 'X-1' })),
    });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  }
  const noticesTo = (email: string) => catcher.messages.filter((mail) => mail.to === email && /Someone tried to create/.test(mail.subject));

  it('is answered byte for byte as a free one, changes nothing, and mails the owner how to log in instead', async () => {
    const free = await rawRegister('brand.new@agency.gov', '10.23.11.1');
    const taken = await rawRegister('Officer@Demo.test', '10.23.11.1');
    expect(free).toEqual({ status: 202, type: 'application/json; charset=utf-8', body: '{"detail":"ACCEPTED"}' });
    expect(taken).toEqual(free);

    const [account] = await server.db.query<{ name: string; count: number }>(
      `select min(name) as name, count(*)::int as count from users where email = 'officer@demo.test'`,
    );
    expect(account).toEqual({ name: 'Jordan Lee', count: 1 });
    expect((await login(server, 'officer@demo.test')).token_type).toBe('bearer');

    const notice = await catcher.waitFor('officer@demo.test', /^Someone tried to create a Fieldbook account with your email$/);
    expect(notice.text).toContain('Hello Jordan Lee,');
    expect(linkIn(notice, '/login').href).toBe(`${PUBLIC_URL}/login`);
    expect(linkIn(notice, '/forgot-password').href).toBe(`${PUBLIC_URL}/forgot-password`);
    expect(notice.text).not.toContain('Mallory');
    await catcher.waitFor('brand.new@agency.gov', /Verify your email/);
    expect(catcher.messages.filter((mail) => mail.to === 'officer@demo.test' && /Verify/.test(mail.subject))).toEqual([]);

    const attempts = await server.db.query(
      `select e.outcome, e.user_id, e.object_id, e.agency_id is not null as has_agency, e.details from audit_events e
        where e.action = 'account.register' and e.object_id = (select id from users where email = 'officer@demo.test')`,
    );
    expect(attempts).toEqual([
      { outcome: 'failure', user_id: null, object_id: expect.any(String), has_agency: true, details: { reason: 'email_taken' } },
    ]);
  });

  it('mails the owner at most once an hour, however often it is tried', async () => {
    for (const email of ['manager@demo.test', 'MANAGER@demo.test', 'manager@DEMO.test']) {
      expect((await rawRegister(email, '10.23.11.2')).status).toBe(202);
    }
    await catcher.waitFor('manager@demo.test', /Someone tried to create/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(noticesTo('manager@demo.test')).toHaveLength(1);

    await server.db.query(`update users set registration_notice_at = now() - interval '61 minutes' where email = 'manager@demo.test'`);
    expect((await rawRegister('manager@demo.test', '10.23.11.2')).status).toBe(202);
    await expect.poll(() => noticesTo('manager@demo.test').length).toBe(2);
  });
});

describe('verification', () => {
  it('verifies once with the mailed token; the link again is VERIFY_USER_ALREADY_VERIFIED; login then works', async () => {
    await register('verify.me@agency.gov');
    const before = await call(server, 'POST', '/api/auth/login', { body: loginBody('verify.me@agency.gov') });
    expect(before).toMatchObject({ status: 400, body: { detail: 'LOGIN_USER_NOT_VERIFIED' } });
    const refused = await server.db.query(
      `select action, outcome from audit_events where user_id = (select id from users where email = 'verify.me@agency.gov') order by id`,
    );
    expect(refused).toEqual([
      { action: 'account.register', outcome: 'success' },
      { action: 'login.refused', outcome: 'failure' },
    ]);

    const token = linkIn(await catcher.waitFor('verify.me@agency.gov', /Verify/), '/verify').searchParams.get('token');
    expect(await call(server, 'POST', '/api/auth/verify', { body: { token } })).toMatchObject({ status: 200, body: { detail: 'OK' } });
    const again = await call(server, 'POST', '/api/auth/verify', { body: { token } });
    expect(again).toMatchObject({ status: 400, body: { detail: 'VERIFY_USER_ALREADY_VERIFIED' } });
    expect((await login(server, 'verify.me@agency.gov', PASSWORD)).token_type).toBe('bearer');
  });

  it('answers VERIFY_USER_BAD_TOKEN for an unknown token and an expired one', async () => {
    const unknown = await call(server, 'POST', '/api/auth/verify', { body: { token: 'x'.repeat(43) } });
    expect(unknown).toMatchObject({ status: 400, body: { detail: 'VERIFY_USER_BAD_TOKEN' } });

    await register('late.reader@agency.gov');
    const token = linkIn(await catcher.waitFor('late.reader@agency.gov', /Verify/), '/verify').searchParams.get('token');
    await ageTokens('late.reader@agency.gov', 'verify');
    const expired = await call(server, 'POST', '/api/auth/verify', { body: { token } });
    expect(expired).toMatchObject({ status: 400, body: { detail: 'VERIFY_USER_BAD_TOKEN' } });
  });

  it('POST /request-verify-token answers 202 for any e-mail and mails a new link only to an unverified account', async () => {
    await register('resend.me@agency.gov');
    const first = linkIn(await catcher.waitFor('resend.me@agency.gov', /Verify/), '/verify').searchParams.get('token');
    await ageTokens('resend.me@agency.gov', 'verify');
    const count = catcher.messages.length;

    for (const email of ['resend.me@agency.gov', 'nobody@agency.gov', 'officer@demo.test']) {
      const response = await call(server, 'POST', '/api/auth/request-verify-token', { body: { email } });
      expect(response).toMatchObject({ status: 202, body: { detail: 'ACCEPTED' } });
    }
    await expect.poll(() => catcher.messages.length).toBe(count + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = catcher.messages.slice(count);
    expect(sent.map((mail) => mail.to)).toEqual(['resend.me@agency.gov']);
    const second = sent[0] ? linkIn(sent[0], '/verify').searchParams.get('token') : null;
    expect(second).not.toBe(first);
    expect((await call(server, 'POST', '/api/auth/verify', { body: { token: second } })).status).toBe(200);
  });
});

describe('resend limits', () => {
  it('sends no second verification mail within a minute of the last, and a newer link replaces the older one', async () => {
    await register('eager@agency.gov');
    const first = linkIn(await catcher.waitFor('eager@agency.gov', /Verify/), '/verify').searchParams.get('token');
    const count = catcher.messages.length;
    await call(server, 'POST', '/api/auth/request-verify-token', { body: { email: 'eager@agency.gov' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.messages.length).toBe(count);

    await server.db.query(
      `update account_tokens set created_at = now() - interval '2 minutes' where user_id = (select id from users where email = 'eager@agency.gov')`,
    );
    await call(server, 'POST', '/api/auth/request-verify-token', { body: { email: 'eager@agency.gov' } });
    await expect.poll(() => catcher.messages.length).toBe(count + 1);
    const older = await call(server, 'POST', '/api/auth/verify', { body: { token: first } });
    expect(older).toMatchObject({ status: 400, body: { detail: 'VERIFY_USER_BAD_TOKEN' } });
  });
});

describe('forgot and reset password', () => {
  async function resetLink(email: string): Promise<string> {
    const response = await call(server, 'POST', '/api/auth/forgot-password', { body: { email } });
    expect(response).toMatchObject({ status: 202, body: { detail: 'ACCEPTED' } });
    const link = linkIn(await catcher.waitFor(email, /Reset your Fieldbook password/), '/reset-password');
    expect(link.origin).toBe(PUBLIC_URL);
    return link.searchParams.get('token') ?? '';
  }

  it('resets with the mailed link, ends every session, is single use and audited', async () => {
    const session = await login(server, 'officer2@demo.test');
    const token = await resetLink('Officer2@Demo.test');
    const newPassword = 'tangerine lighthouse on the ridge';

    expect(await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: newPassword } })).toMatchObject({
      status: 200,
      body: { detail: 'OK' },
    });
    expect((await call(server, 'GET', '/api/users/me', { token: session.access_token })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
    const oldLogin = await call(server, 'POST', '/api/auth/login', { body: loginBody('officer2@demo.test', 'Fieldbook-demo-2026') });
    expect(oldLogin.body.detail).toBe('LOGIN_BAD_CREDENTIALS');
    expect((await login(server, 'officer2@demo.test', newPassword)).token_type).toBe('bearer');

    const reused = await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: 'another long passphrase' } });
    expect(reused).toMatchObject({ status: 400, body: { detail: 'RESET_PASSWORD_BAD_TOKEN' } });
    const events = await server.db.query<{ outcome: string }>(
      `select outcome from audit_events where action = 'password.reset' and user_id = (select id from users where email = 'officer2@demo.test')`,
    );
    expect(events.map((event) => event.outcome).sort()).toEqual(['failure', 'success']);
  });

  it('answers RESET_PASSWORD_BAD_TOKEN for an unknown or expired token, and the password rule first', async () => {
    const unknown = await call(server, 'POST', '/api/auth/reset-password', { body: { token: 'nope', password: 'a fine long passphrase' } });
    expect(unknown).toMatchObject({ status: 400, body: { detail: 'RESET_PASSWORD_BAD_TOKEN' } });

    const token = await resetLink('manager@demo.test');
    const weak = await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: 'short' } });
    expect(weak.body).toEqual({
      detail: 'VALIDATION_ERROR',
      errors: [{ path: 'body.password', message: 'Your password must have at least 8 characters.' }],
    });
    const own = await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: 'manager@demo.test' } });
    expect(own.body.errors).toEqual([
      { path: 'body.password', message: 'Your password cannot be based on your email address or on the name Fieldbook.' },
    ]);

    await ageTokens('manager@demo.test', 'reset');
    const expired = await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: 'a fine long passphrase' } });
    expect(expired).toMatchObject({ status: 400, body: { detail: 'RESET_PASSWORD_BAD_TOKEN' } });
  });

  it('answers 202 without mail for an unknown e-mail', async () => {
    const count = catcher.messages.length;
    const response = await call(server, 'POST', '/api/auth/forgot-password', { body: { email: 'ghost@agency.gov' } });
    expect(response).toMatchObject({ status: 202, body: { detail: 'ACCEPTED' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(catcher.messages.length).toBe(count);
  });

  it('accepts a 64+ character passphrase with spaces and emoji and verifies it whole: a prefix does not log in', async () => {
    const passphrase = 'my squad car 🚓 smells of coffee ☕ and old fries every single morning shift 🍟';
    expect([...passphrase].length).toBeGreaterThanOrEqual(64);
    const token = await resetLink('owner@demo.test');
    expect((await call(server, 'POST', '/api/auth/reset-password', { body: { token, password: passphrase } })).status).toBe(200);
    expect((await login(server, 'owner@demo.test', passphrase)).token_type).toBe('bearer');
    // Prefixes by code point: half an emoji is not text anyone can type (and is refused at the edge).
    const characters = [...passphrase];
    for (const prefix of [64, 72, characters.length - 1].map((length) => characters.slice(0, length).join(''))) {
      const response = await call(server, 'POST', '/api/auth/login', { body: loginBody('owner@demo.test', prefix) });
      expect(response.body.detail).toBe('LOGIN_BAD_CREDENTIALS');
    }
    const canonical = await call(server, 'POST', '/api/auth/login', { body: loginBody('owner@demo.test', passphrase.normalize('NFD')) });
    expect(canonical.status).toBe(200);
  });
});
