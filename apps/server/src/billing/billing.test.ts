import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let passwordHash: string;
beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashPassword('Fieldbook-demo-2026');
});
afterAll(() => server?.close());

const DETAILS = { full_name: 'Casey Connor', phone: '+1 916 555 0200', full_address: '711 G St, Sacramento, CA 95814' };
const FUTURE_YEAR = new Date().getUTCFullYear() + 3;
let sequence = 0;

/** A fresh agency with its owner (and a subscription when given); answers the owner's token and the ids. */
async function newAgency(options: { status?: 'Active' | 'Inactive'; subscription?: { status: string; plan: string } } = {}) {
  sequence += 1;
  const agencyId = randomUUID();
  const email = `billing-owner-${sequence}@test.test`;
  const ori = `TB${String(sequence).padStart(7, '0')}`;
  await server.db.query(
    `insert into agencies (id, full_name, ori, state_name, configuration_file, timezone, status, owner_email)
     values ($1, $2, $3, 'California', 'california.json', 'America/Los_Angeles', $4, $5)`,
    [agencyId, `Billing Test ${sequence}`, ori, options.status ?? 'Active', email],
  );
  await server.db.query(
    `insert into users (id, agency_id, email, name, officer_id, password_hash, role_id, is_verified) values ($1, $2, $3, 'Owner', 'O-1', $4, $5, true)`,
    [randomUUID(), agencyId, email, passwordHash, await findRoleIdByName(server.db, 'owner')],
  );
  const subscriptionId = randomUUID();
  if (options.subscription) {
    await server.db.query(
      `insert into subscriptions (agency_id, id, status, plan, product, billing_cycle) values ($1, $2, $3, $4, 'cc', 'annually')`,
      [agencyId, subscriptionId, options.subscription.status, options.subscription.plan],
    );
  }
  const { access_token: token } = await login(server, email);
  return { agencyId, subscriptionId, token, email };
}

const connectAgency = () => newAgency({ subscription: { status: 'Active', plan: 'connect' } });

async function cardToken(token: string, cardNumber: string, overrides: Record<string, unknown> = {}) {
  const response = await call(server, 'POST', '/api/billing/sandbox/card-tokens', {
    token,
    body: { card_holder_name: 'Casey Connor', card_number: cardNumber, exp_month: 12, exp_year: FUTURE_YEAR, cvc: '123', ...overrides },
  });
  return response;
}

async function tokenFor(token: string, cardNumber: string): Promise<string> {
  const response = await cardToken(token, cardNumber);
  expect(response.status).toBe(201);
  return response.body.token;
}

const analyticsByCard = (cardTokenValue: string, extra: Record<string, unknown> = {}) => ({
  plan: 'analytics',
  product: 'cc',
  payment_method: 'card',
  card_token: cardTokenValue,
  additional_seats: 0,
  billing_cycle: 'annually',
  billing_details: DETAILS,
  ...extra,
});

const analyticsByDebit = (extra: Record<string, unknown> = {}) => ({
  plan: 'analytics',
  product: 'cc',
  payment_method: 'debit',
  additional_seats: 0,
  billing_cycle: 'annually',
  billing_details: DETAILS,
  ...extra,
});

async function auditActions(agencyId: string) {
  const rows = await server.db.query<{ action: string; outcome: string }>(
    `select action, outcome from audit_events where agency_id = $1 and action like 'subscription.%' order by id`,
    [agencyId],
  );
  return rows.map((row) => `${row.action}:${row.outcome}`);
}

async function agencyStatus(agencyId: string) {
  const [row] = await server.db.query<{ status: string }>('select status from agencies where id = $1', [agencyId]);
  return row?.status;
}

describe('GET /api/billing/config and /api/billing/subscriptions', () => {
  it('names the sandbox provider and the Analytics price', async () => {
    const { access_token } = await login(server, 'connect-owner@demo.test');
    const response = await call(server, 'GET', '/api/billing/config', { token: access_token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ provider: 'sandbox', publishable_key: null, analytics_price_per_member_per_year: 120 });
  });

  it("lists only the caller's agency's subscriptions, with seats used and billed", async () => {
    const connect = await login(server, 'connect-owner@demo.test');
    const mine = await call(server, 'GET', '/api/billing/subscriptions', { token: connect.access_token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        status: 'Active',
        plan: 'connect',
        product: 'cc',
        billing_cycle: 'annually',
        payment: { method: null, payment_method_setup_url: null },
        total_seats_used: 1,
        total_seats_billed: 0,
        next_coupon: null,
      }),
    ]);
    const officer = await login(server, 'officer@demo.test');
    const demo = await call(server, 'GET', '/api/billing/subscriptions', { token: officer.access_token });
    expect(demo.status).toBe(200);
    expect(demo.body.map((s: { plan: string }) => s.plan)).toEqual(['analytics']);
    expect(demo.body[0].total_seats_used).toBe(4);
  });

  it('refuses a caller without a session (401)', async () => {
    expect((await call(server, 'GET', '/api/billing/subscriptions')).status).toBe(401);
  });
});

describe('POST /api/billing/subscriptions (the owner onboarding)', () => {
  it('Connect: a free Active subscription at once, and the agency becomes Active', async () => {
    const { agencyId, token } = await newAgency({ status: 'Inactive' });
    const response = await call(server, 'POST', '/api/billing/subscriptions', { token, body: { plan: 'connect', product: 'cc' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'Active', plan: 'connect', payment: { method: null }, total_seats_used: 1 });
    expect(await agencyStatus(agencyId)).toBe('Active');
    const me = await call(server, 'GET', '/api/users/me', { token });
    expect(me.body.subscription).toEqual({ status: 'Active', plan: 'connect', product: 'cc', billing_cycle: 'annually' });
    expect(await auditActions(agencyId)).toContain('subscription.created:success');
  });

  it('Analytics by card: charged for members plus additional seats, Active, agency Active', async () => {
    const { agencyId, token } = await newAgency({ status: 'Inactive' });
    const body = analyticsByCard(await tokenFor(token, '4242 4242 4242 4242'), { additional_seats: 2 });
    const response = await call(server, 'POST', '/api/billing/subscriptions', { token, body });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'Active',
      plan: 'analytics',
      billing_cycle: 'annually',
      payment: { method: 'card', payment_method_setup_url: null },
      total_seats_used: 1,
      total_seats_billed: 3,
    });
    expect(await agencyStatus(agencyId)).toBe('Active');
  });

  it('Analytics by debit: a pending (Inactive) subscription with the payment-method setup URL; the agency stays Inactive', async () => {
    const { agencyId, token } = await newAgency({ status: 'Inactive' });
    const response = await call(server, 'POST', '/api/billing/subscriptions', { token, body: analyticsByDebit() });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'Inactive', plan: 'analytics', payment: { method: 'debit' } });
    const setupUrl: string = response.body.payment.payment_method_setup_url;
    expect(setupUrl).toMatch(/^http:\/\/localhost:\d+\/api\/billing\/sandbox\/payment-setup\/seti_sandbox_[0-9a-f]{24}$/);
    expect(await agencyStatus(agencyId)).toBe('Inactive');
    const page = await call(server, 'GET', new URL(setupUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await auditActions(agencyId)).toContain('subscription.payment_pending:success');
  });

  it('refuses debit billed monthly (400 PAYMENT_DEBIT_NOT_AVAILABLE)', async () => {
    const { token } = await newAgency({ status: 'Inactive' });
    const response = await call(server, 'POST', '/api/billing/subscriptions', {
      token,
      body: analyticsByDebit({ billing_cycle: 'monthly' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('PAYMENT_DEBIT_NOT_AVAILABLE');
  });

  it('refuses a card payment without a card token (400 PAYMENT_INVALID_CARD) and without billing details (400 VALIDATION_ERROR)', async () => {
    const { token } = await newAgency({ status: 'Inactive' });
    const noToken = await call(server, 'POST', '/api/billing/subscriptions', { token, body: analyticsByCard('', { card_token: null }) });
    expect(noToken.status).toBe(400);
    expect(noToken.body.detail).toBe('PAYMENT_INVALID_CARD');
    const noDetails = await call(server, 'POST', '/api/billing/subscriptions', {
      token,
      body: analyticsByDebit({ billing_details: undefined }),
    });
    expect(noDetails.status).toBe(400);
    expect(noDetails.body.detail).toBe('VALIDATION_ERROR');
  });

  it('5 parallel first purchases by sandbox card: one subscription and one recorded charge; the others 400 ACTION_NO_LONGER_POSSIBLE', async () => {
    const { agencyId, token } = await newAgency({ status: 'Inactive' });
    const body = analyticsByCard(await tokenFor(token, '4242424242424242'));
    // Sent while a test transaction holds the database, so they reach it together (purchase-concurrency.test.ts fiveAtOnce).
    let sent: ReturnType<typeof call>[] = [];
    await server.db.transaction(async () => {
      sent = Array.from({ length: 5 }, () => call(server, 'POST', '/api/billing/subscriptions', { token, body }));
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const answers = await Promise.all(sent);
    expect(answers.map((answer) => `${answer.status} ${answer.body.detail ?? answer.body.status}`).sort()).toEqual([
      '201 Active',
      ...Array(4).fill('400 ACTION_NO_LONGER_POSSIBLE'),
    ]);
    const rows = await server.db.query('select status from subscriptions where agency_id = $1', [agencyId]);
    expect(rows).toEqual([{ status: 'Active' }]);
    const attempts = await server.db.query('select attempt, outcome from payment_attempts where agency_id = $1', [agencyId]);
    expect(attempts).toEqual([{ attempt: 1, outcome: 'paid' }]);
  });

  it('refuses a second subscription while one is Active (400 ACTION_NO_LONGER_POSSIBLE)', async () => {
    const { token } = await connectAgency();
    const response = await call(server, 'POST', '/api/billing/subscriptions', { token, body: { plan: 'connect' } });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('ACTION_NO_LONGER_POSSIBLE');
  });
});

describe('sandbox test cards', () => {
  const refusals = [
    ['4000 0000 0000 0002', 'PAYMENT_CARD_DECLINED'],
    ['4000 0000 0000 9995', 'PAYMENT_INSUFFICIENT_FUNDS'],
    ['4000 0000 0000 0069', 'PAYMENT_EXPIRED_CARD'],
    ['4000 0000 0000 0127', 'PAYMENT_INCORRECT_CVC'],
    ['4000 0000 0000 0119', 'PAYMENT_FAILED'],
    ['4111 1111 1111 1111', 'PAYMENT_CARD_DECLINED'],
  ] as const;

  it.each(refusals)('card %s is refused with 400 %s; the plan stays Connect and the refusal is audited', async (number, detail) => {
    const { agencyId, token } = await connectAgency();
    const response = await call(server, 'POST', '/api/billing/subscriptions/upgrade', {
      token,
      body: analyticsByCard(await tokenFor(token, number)),
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(detail);
    const list = await call(server, 'GET', '/api/billing/subscriptions', { token });
    expect(list.body).toEqual([expect.objectContaining({ status: 'Active', plan: 'connect' })]);
    expect(await auditActions(agencyId)).toEqual(['subscription.payment_refused:failure']);
  });

  it('5555 5555 5555 4444 succeeds like 4242 4242 4242 4242', async () => {
    const { token } = await connectAgency();
    const response = await call(server, 'POST', '/api/billing/subscriptions/upgrade', {
      token,
      body: analyticsByCard(await tokenFor(token, '5555555555554444')),
    });
    expect(response.status).toBe(200);
  });

  it('makes no token for a number failing the Luhn check or a past expiry', async () => {
    const { token } = await connectAgency();
    const bad = await cardToken(token, '4242 4242 4242 4241');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('PAYMENT_INVALID_CARD');
    const expired = await cardToken(token, '4242424242424242', { exp_month: 1, exp_year: 2020 });
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toBe('PAYMENT_EXPIRED_CARD');
  });

  it('refuses a forged token (400 PAYMENT_INVALID_CARD)', async () => {
    const { token } = await connectAgency();
    const response = await call(server, 'POST', '/api/billing/subscriptions/upgrade', {
      token,
      body: analyticsByCard('tok_sandbox_0_forged'),
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('PAYMENT_INVALID_CARD');
  });
});

describe('POST /api/billing/subscriptions/upgrade', () => {
  it('by card: the Connect subscription becomes an Active Analytics one, and /users/me says so', async () => {
    const { agencyId, subscriptionId, token } = await connectAgency();
    const response = await call(server, 'POST', '/api/billing/subscriptions/upgrade', {
      token,
      body: analyticsByCard(await tokenFor(token, '4242424242424242'), { billing_cycle: 'monthly' }),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: subscriptionId,
      status: 'Active',
      plan: 'analytics',
      billing_cycle: 'monthly',
      payment: { method: 'card', payment_method_setup_url: null },
      total_seats_billed: 1,
    });
    const me = await call(server, 'GET', '/api/users/me', { token });
    expect(me.body.subscription).toMatchObject({ status: 'Active', plan: 'analytics' });
    expect(await auditActions(agencyId)).toEqual(['subscription.upgraded:success']);
  });

  it('by debit: a pending Analytics subscription with the setup URL; Connect stays in force for /users/me', async () => {
    const { token } = await connectAgency();
    const response = await call(server, 'POST', '/api/billing/subscriptions/upgrade', { token, body: analyticsByDebit() });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'Inactive', plan: 'analytics', payment: { method: 'debit' } });
    expect(response.body.payment.payment_method_setup_url).toContain('/api/billing/sandbox/payment-setup/');
    const me = await call(server, 'GET', '/api/users/me', { token });
    expect(me.body.subscription).toMatchObject({ status: 'Active', plan: 'connect' });
    const list = await call(server, 'GET', '/api/billing/subscriptions', { token });
    expect(list.body).toHaveLength(2);
  });

  it('the sandbox set-up page confirms the bank account: Analytics in force, Connect ended, the session used once', async () => {
    const { agencyId, token } = await connectAgency();
    const pending = await call(server, 'POST', '/api/billing/subscriptions/upgrade', { token, body: analyticsByDebit() });
    const path = new URL(pending.body.payment.payment_method_setup_url).pathname;
    const page = await call(server, 'GET', path);
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const confirmed = await fetch(`${server.url}${path}`, { method: 'POST', headers: form, body: '', redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/app');
    const me = await call(server, 'GET', '/api/users/me', { token });
    expect(me.body.subscription).toMatchObject({ status: 'Active', plan: 'analytics' });
    const list = await call(server, 'GET', '/api/billing/subscriptions', { token });
    expect(list.body.map((s: { plan: string; status: string }) => `${s.plan}:${s.status}`).sort()).toEqual([
      'analytics:Active',
      'connect:Canceled',
    ]);
    expect(list.body.find((s: { plan: string }) => s.plan === 'analytics').payment.payment_method_setup_url).toBeNull();
    expect(await auditActions(agencyId)).toContain('subscription.debit_completed:success');
    const again = await fetch(`${server.url}${path}`, { method: 'POST', headers: form, body: '', redirect: 'manual' });
    expect(again.status).toBe(404);
  });

  it('a card upgrade after a pending debit one ends the pending subscription and its set-up link', async () => {
    const { token } = await connectAgency();
    const pending = await call(server, 'POST', '/api/billing/subscriptions/upgrade', { token, body: analyticsByDebit() });
    const paid = await call(server, 'POST', '/api/billing/subscriptions/upgrade', {
      token,
      body: analyticsByCard(await tokenFor(token, '4242424242424242')),
    });
    expect(paid.status).toBe(200);
    const list = await call(server, 'GET', '/api/billing/subscriptions', { token });
    expect(list.body.find((s: { id: string }) => s.id === pending.body.id)).toMatchObject({
      status: 'Canceled',
      payment: { method: 'debit', payment_method_setup_url: null },
    });
    const path = new URL(pending.body.payment.payment_method_setup_url).pathname;
    const stale = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(stale.status).toBe(404);
    // The ended pending row is newer than the upgraded one, yet the Active subscription is the current one.
    const me = await call(server, 'GET', '/api/users/me', { token });
    expect(me.body.subscription).toMatchObject({ status: 'Active', plan: 'analytics' });
  });

  it('refuses debit billed monthly, additional seats, and an agency already on Analytics', async () => {
    const { token } = await connectAgency();
    const monthlyDebit = await call(server, 'POST', '/api/billing/subscriptions/upgrade', {
      token,
      body: analyticsByDebit({ billing_cycle: 'monthly' }),
    });
    expect(monthlyDebit.status).toBe(400);
    expect(monthlyDebit.body.detail).toBe('PAYMENT_DEBIT_NOT_AVAILABLE');
    const seats = await call(server, 'POST', '/api/billing/subscriptions/upgrade', {
      token,
      body: analyticsByDebit({ additional_seats: 1 }),
    });
    expect(seats.status).toBe(400);
    expect(seats.body.errors).toEqual([
      { path: 'additional_seats', message: 'Additional seats are unavailable in the upgrade and activation wizards.' },
    ]);
    const owner = await login(server, 'owner@demo.test');
    const already = await call(server, 'POST', '/api/billing/subscriptions/upgrade', {
      token: owner.access_token,
      body: analyticsByDebit(),
    });
    expect(already.status).toBe(400);
    expect(already.body.detail).toBe('ACTION_NO_LONGER_POSSIBLE');
  });

  it('leaves other agencies alone', async () => {
    const { agencyId, token } = await connectAgency();
    const others = () =>
      server.db.query(
        'select agency_id, id, status, plan, payment_method, updated_at from subscriptions where agency_id <> $1 order by agency_id, id',
        [agencyId],
      );
    const before = await others();
    const upgraded = await call(server, 'POST', '/api/billing/subscriptions/upgrade', {
      token,
      body: analyticsByCard(await tokenFor(token, '4242424242424242')),
    });
    expect(upgraded.status).toBe(200);
    expect(await others()).toEqual(before);
    const demoOwner = await login(server, 'connect-owner@demo.test');
    const demoList = await call(server, 'GET', '/api/billing/subscriptions', { token: demoOwner.access_token });
    expect(demoList.body).toEqual([expect.objectContaining({ plan: 'connect', status: 'Active' })]);
  });
});

describe('Canceled and Unpaid subscriptions (409 INVALID_SUBSCRIPTION_STATUS)', () => {
  it.each(['Canceled', 'Unpaid'])('refuses create, upgrade and activate on a %s subscription', async (status) => {
    const { token } = await newAgency({ subscription: { status, plan: 'connect' } });
    const token4242 = await tokenFor(token, '4242424242424242');
    for (const [path, body] of [
      ['/api/billing/subscriptions', { plan: 'connect' }],
      ['/api/billing/subscriptions/upgrade', analyticsByCard(token4242)],
      [
        '/api/billing/subscriptions/activate',
        { payment_method: 'card', card_token: token4242, billing_cycle: 'annually', billing_details: DETAILS },
      ],
    ] as const) {
      const response = await call(server, 'POST', path, { token, body });
      expect(response.status, path).toBe(409);
      expect(response.body.detail).toBe('INVALID_SUBSCRIPTION_STATUS');
    }
  });
});

describe('POST /api/billing/subscriptions/activate', () => {
  const activation = (cardTokenValue: string) => ({
    product: 'cc',
    payment_method: 'card',
    card_token: cardTokenValue,
    billing_cycle: 'annually',
    billing_details: DETAILS,
  });

  it('pays an Inactive Analytics subscription by card: Active, and the agency Active', async () => {
    const { agencyId, subscriptionId, token } = await newAgency({
      status: 'Inactive',
      subscription: { status: 'Inactive', plan: 'analytics' },
    });
    const response = await call(server, 'POST', '/api/billing/subscriptions/activate', {
      token,
      body: activation(await tokenFor(token, '4242424242424242')),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: subscriptionId, status: 'Active', plan: 'analytics', payment: { method: 'card' } });
    expect(await agencyStatus(agencyId)).toBe('Active');
    expect(await auditActions(agencyId)).toEqual(['subscription.activated:success']);
  });

  it('by debit on a Past Due subscription answers the setup URL; a declined card is 400', async () => {
    const { token } = await newAgency({ subscription: { status: 'Past Due', plan: 'analytics' } });
    const declined = await call(server, 'POST', '/api/billing/subscriptions/activate', {
      token,
      body: activation(await tokenFor(token, '4000000000000002')),
    });
    expect(declined.status).toBe(400);
    expect(declined.body.detail).toBe('PAYMENT_CARD_DECLINED');
    const debit = await call(server, 'POST', '/api/billing/subscriptions/activate', {
      token,
      body: { payment_method: 'debit', billing_cycle: 'annually', billing_details: DETAILS },
    });
    expect(debit.status).toBe(200);
    expect(debit.body.payment.payment_method_setup_url).toContain('/api/billing/sandbox/payment-setup/');
  });

  it('refuses plan or seats in the body, and an Active subscription', async () => {
    const { token } = await connectAgency();
    const withPlan = await call(server, 'POST', '/api/billing/subscriptions/activate', {
      token,
      body: { ...activation('tok'), plan: 'analytics' },
    });
    expect(withPlan.status).toBe(400);
    expect(withPlan.body.detail).toBe('VALIDATION_ERROR');
    const active = await call(server, 'POST', '/api/billing/subscriptions/activate', {
      token,
      body: activation(await tokenFor(token, '4242424242424242')),
    });
    expect(active.status).toBe(400);
    expect(active.body.detail).toBe('ACTION_NO_LONGER_POSSIBLE');
  });
});

describe('permissions', () => {
  it.each(['manager@demo.test', 'officer@demo.test'])('%s may not create, upgrade, activate or make card tokens (403)', async (email) => {
    const { access_token: token } = await login(server, email);
    const attempts = [
      ['/api/billing/subscriptions', { plan: 'connect' }],
      ['/api/billing/subscriptions/upgrade', analyticsByDebit()],
      ['/api/billing/subscriptions/activate', { payment_method: 'debit', billing_cycle: 'annually', billing_details: DETAILS }],
      [
        '/api/billing/sandbox/card-tokens',
        { card_holder_name: 'A', card_number: '4242424242424242', exp_month: 1, exp_year: FUTURE_YEAR, cvc: '123' },
      ],
    ] as const;
    for (const [path, body] of attempts) {
      const response = await call(server, 'POST', path, { token, body });
      expect(response.status, path).toBe(403);
    }
  });
});

describe('GET /api/billing/quote: what a purchase bills, before Confirm (issue 24, defect 7)', () => {
  async function addMembers(agencyId: string, count: number) {
    const officerRole = await findRoleIdByName(server.db, 'officer');
    for (let index = 0; index < count; index++) {
      await server.db.query(
        `insert into users (id, agency_id, email, name, officer_id, password_hash, role_id, is_verified)
         values ($1, $2, $3, 'Member', $4, $5, $6, true)`,
        [randomUUID(), agencyId, `quote-member-${randomUUID()}@test.test`, `M-${index}`, passwordHash, officerRole],
      );
    }
  }
  const quote = (token: string, query: string) => call(server, 'GET', `/api/billing/quote?${query}`, { token });

  it('bills the members and the additional seats per month in the onboarding, as the purchase then charges', async () => {
    const { agencyId, token } = await newAgency({ status: 'Inactive' });
    await addMembers(agencyId, 2);
    const monthly = await quote(token, 'kind=create&billing_cycle=monthly&additional_seats=2');
    expect(monthly.status).toBe(200);
    expect(monthly.body).toEqual({ plan: 'analytics', billing_cycle: 'monthly', seats: 5, seat_price_cents: 1_000, total_cents: 5_000 });
    const yearly = await quote(token, 'kind=create&billing_cycle=annually&additional_seats=2');
    expect(yearly.body).toMatchObject({ seats: 5, seat_price_cents: 12_000, total_cents: 60_000 });

    const body = analyticsByCard(await tokenFor(token, '4242424242424242'), { additional_seats: 2, billing_cycle: 'monthly' });
    const bought = await call(server, 'POST', '/api/billing/subscriptions', { token, body });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ billing_cycle: 'monthly', total_seats_billed: monthly.body.seats });
  });

  it('bills the members on an upgrade, and never fewer seats than before on an activation', async () => {
    const connect = await connectAgency();
    await addMembers(connect.agencyId, 3);
    const upgrade = await quote(connect.token, 'kind=upgrade&billing_cycle=annually&additional_seats=9');
    expect(upgrade.body).toEqual({ plan: 'analytics', billing_cycle: 'annually', seats: 4, seat_price_cents: 12_000, total_cents: 48_000 });

    const lapsed = await newAgency({ subscription: { status: 'Past Due', plan: 'analytics' } });
    await server.db.query('update subscriptions set seats_billed = 8 where id = $1', [lapsed.subscriptionId]);
    const activation = await quote(lapsed.token, 'kind=activate&billing_cycle=monthly');
    expect(activation.body).toMatchObject({ seats: 8, total_cents: 8_000 });
  });

  it('refuses an unknown kind (400) and callers without the billing permission (403)', async () => {
    const { token } = await connectAgency();
    const unknown = await quote(token, 'kind=refund');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: 'querystring.kind' })]);
    const { access_token: manager } = await login(server, 'manager@demo.test');
    expect((await quote(manager, 'kind=upgrade')).status).toBe(403);
  });
});
