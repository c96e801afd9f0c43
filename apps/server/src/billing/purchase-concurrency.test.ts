import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords.ts';
import { openPglite } from '../db/database.ts';
import { splitStatements } from '../db/migrate.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Parallel and retried purchases (security issue 23, finding 7) on a real server whose payment provider is the Stripe
 * adapter, pointed at a local stand-in that keeps Stripe's idempotency rules (https://docs.stripe.com/api/idempotent_requests):
 * a key seen before answers the first request's result and makes nothing new; the same key with other parameters is
 * refused. It counts the charges it really made.
 */
interface StripeCall {
  path: string;
  key: string;
  form: Record<string, string>;
}

let stripe: Server;
let server: TestServer;
let passwordHash: string;
const calls: StripeCall[] = [];
const charges: { id: string; agencyId: string }[] = [];
const answered = new Map<string, { form: string; status: number; body: unknown }>();
/** Agencies whose next charge is made but its answer lost (the connection drops before the answer). */
const loseNextChargeAnswer = new Set<string>();
const savedEnv = { ...process.env };

function answerStripe(call: StripeCall): { status: number; body: unknown } {
  // Stripe's test token tok_chargeDeclined makes a customer whose charges are declined.
  if (call.path === '/v1/customers') {
    return { status: 200, body: { id: `cus_${call.form.source === 'tok_chargeDeclined' ? 'declined_' : ''}${randomUUID().slice(0, 8)}` } };
  }
  if (call.path !== '/v1/charges') return { status: 404, body: { error: { type: 'invalid_request_error' } } };
  if (call.form.customer?.startsWith('cus_declined')) {
    return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } } };
  }
  const charge = { id: `ch_${randomUUID().slice(0, 8)}`, agencyId: call.form['metadata[agency_id]'] ?? '' };
  charges.push(charge);
  return { status: 200, body: { id: charge.id } };
}

beforeAll(async () => {
  stripe = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', async () => {
      const call = {
        path: request.url ?? '',
        key: String(request.headers['idempotency-key']),
        form: Object.fromEntries(new URLSearchParams(raw)),
      };
      calls.push(call);
      const form = JSON.stringify(call.form);
      let answer = answered.get(call.key);
      if (answer && answer.form !== form) {
        answer = {
          form,
          status: 400,
          body: { error: { type: 'idempotency_error', message: 'Keys can only be reused with the same parameters' } },
        };
      } else if (!answer) {
        answer = { form, ...answerStripe(call) };
        answered.set(call.key, answer);
      }
      // Slow enough that parallel purchases overlap while the first one is being charged.
      if (call.path === '/v1/charges') await new Promise((resolve) => setTimeout(resolve, 40));
      const agencyId = call.form['metadata[agency_id]'] ?? '';
      if (call.path === '/v1/charges' && loseNextChargeAnswer.delete(agencyId)) {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_API_BASE: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
  });
  server = await startTestServer();
  passwordHash = await hashPassword('Fieldbook-demo-2026');
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => stripe.close(() => resolve()));
  for (const name of ['PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_BASE']) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

const DETAILS = { full_name: 'Casey Connor', phone: '+1 916 555 0200', full_address: '711 G St, Sacramento, CA 95814' };
let sequence = 0;

/** A fresh Inactive agency with its owner and no subscription: the onboarding's first purchase. */
async function newAgency() {
  sequence += 1;
  const agencyId = randomUUID();
  const email = `purchase-owner-${sequence}@test.test`;
  await server.db.query(
    `insert into agencies (id, full_name, ori, state_name, configuration_file, timezone, status, owner_email)
     values ($1, $2, $3, 'California', 'california.json', 'America/Los_Angeles', 'Inactive', $4)`,
    [agencyId, `Purchase Test ${sequence}`, `TP${String(sequence).padStart(7, '0')}`, email],
  );
  await server.db.query(
    `insert into users (id, agency_id, email, name, officer_id, password_hash, role_id, is_verified) values ($1, $2, $3, 'Owner', 'O-1', $4, $5, true)`,
    [randomUUID(), agencyId, email, passwordHash, await findRoleIdByName(server.db, 'owner')],
  );
  const { access_token: token } = await login(server, email);
  return { agencyId, token };
}

const analyticsByCard = (cardToken: string) => ({
  plan: 'analytics',
  product: 'cc',
  payment_method: 'card',
  card_token: cardToken,
  additional_seats: 0,
  billing_cycle: 'annually',
  billing_details: DETAILS,
});

const purchase = (token: string, body: unknown) => call(server, 'POST', '/api/billing/subscriptions', { token, body });

/**
 * Five requests at once that reach the database together, as under load. They are sent while a transaction of the test
 * holds the database: on PGlite (one connection, its transactions taking turns) the requests' queries then queue up and
 * run in turn, whereas requests that each arrive to an idle database would each read and write before the next one got
 * there and the race would not show. On a PostgreSQL server that transaction holds nothing up: they run side by side.
 */
async function fiveAtOnce<T>(send: () => Promise<T>): Promise<T[]> {
  let sent: Promise<T>[] = [];
  await server.db.transaction(async () => {
    sent = Array.from({ length: 5 }, send);
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  return Promise.all(sent);
}

async function subscriptionsOf(agencyId: string) {
  return server.db.query<{ status: string; plan: string }>('select status, plan from subscriptions where agency_id = $1', [agencyId]);
}

async function auditActions(agencyId: string) {
  const rows = await server.db.query<{ action: string; outcome: string }>(
    `select action, outcome from audit_events where agency_id = $1 and action like 'subscription.%' order by id`,
    [agencyId],
  );
  return rows.map((row) => `${row.action}:${row.outcome}`);
}

const chargeKeysOf = (agencyId: string) =>
  calls.filter((made) => made.path === '/v1/charges' && made.form['metadata[agency_id]'] === agencyId).map((made) => made.key);

describe('parallel first purchases (security issue 23, finding 7)', () => {
  it('5 parallel card purchases for one agency: one subscription and one charge; the others 400 ACTION_NO_LONGER_POSSIBLE', async () => {
    const { agencyId, token } = await newAgency();
    const answers = await fiveAtOnce(() => purchase(token, analyticsByCard('tok_visa')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.detail)).toEqual(
      Array(4).fill('ACTION_NO_LONGER_POSSIBLE'),
    );
    expect(await subscriptionsOf(agencyId)).toEqual([{ status: 'Active', plan: 'analytics' }]);
    expect(charges.filter((charge) => charge.agencyId === agencyId)).toHaveLength(1);
    expect(chargeKeysOf(agencyId)).toEqual([`fieldbook-${agencyId}-cc-1-card-charge`]);
    expect(await auditActions(agencyId)).toEqual(['subscription.created:success']);
  });

  it('5 parallel free (Connect) sign-ups for one agency: one Active subscription', async () => {
    const { agencyId, token } = await newAgency();
    const answers = await fiveAtOnce(() => purchase(token, { plan: 'connect', product: 'cc' }));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.detail)).toEqual(
      Array(4).fill('ACTION_NO_LONGER_POSSIBLE'),
    );
    expect(await subscriptionsOf(agencyId)).toEqual([{ status: 'Active', plan: 'connect' }]);
  });
});

describe('the idempotency key sent to the payment provider', () => {
  it('is the same on the retry of an attempt whose answer was lost, so the provider answers its first charge', async () => {
    const { agencyId, token } = await newAgency();
    loseNextChargeAnswer.add(agencyId);
    const lost = await purchase(token, analyticsByCard('tok_visa'));
    expect(lost.status).toBe(400);
    expect(lost.body.detail).toBe('PAYMENT_FAILED');
    expect(await subscriptionsOf(agencyId)).toEqual([]);
    const retry = await purchase(token, analyticsByCard('tok_visa'));
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ status: 'Active', plan: 'analytics' });
    const key = `fieldbook-${agencyId}-cc-1-card-charge`;
    expect(chargeKeysOf(agencyId)).toEqual([key, key]);
    expect(charges.filter((charge) => charge.agencyId === agencyId)).toHaveLength(1);
    const [saved] = await server.db.query<{ provider_reference: string }>(
      'select provider_reference from subscriptions where agency_id = $1',
      [agencyId],
    );
    expect(saved?.provider_reference).toBe(charges.find((charge) => charge.agencyId === agencyId)?.id);
  });

  it('moves on after a refusal: another card is a new attempt with a new key, not a replay of the refusal', async () => {
    const { agencyId, token } = await newAgency();
    const declined = await purchase(token, analyticsByCard('tok_chargeDeclined'));
    expect(declined.status).toBe(400);
    expect(declined.body.detail).toBe('PAYMENT_CARD_DECLINED');
    const paid = await purchase(token, analyticsByCard('tok_visa'));
    expect(paid.status).toBe(201);
    expect(chargeKeysOf(agencyId)).toEqual([`fieldbook-${agencyId}-cc-1-card-charge`, `fieldbook-${agencyId}-cc-2-card-charge`]);
    expect(charges.filter((charge) => charge.agencyId === agencyId)).toHaveLength(1);
    expect(await auditActions(agencyId)).toEqual(['subscription.payment_refused:failure', 'subscription.created:success']);
  });
});

describe('migration 0032: one subscription in force per agency and product', () => {
  it('ends all but the newest of the subscriptions already in force, audits them, then refuses a second one', async () => {
    const db = await openPglite(null);
    try {
      const directory = new URL('../db/migrations/', import.meta.url);
      const files = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
      const run = async (name: string) => {
        for (const statement of splitStatements(await readFile(new URL(name, directory), 'utf8'))) await db.query(statement);
      };
      for (const name of files.filter((file) => file < '0032')) await run(name);
      const [twice, once] = [randomUUID(), randomUUID()];
      for (const [id, ori] of [
        [twice, 'TM0000001'],
        [once, 'TM0000002'],
      ] as const) {
        await db.query(
          `insert into agencies (id, full_name, ori, state_name, configuration_file, timezone, status, owner_email)
           values ($1, $2, $3, 'California', 'california.json', 'America/Los_Angeles', 'Active', $4)`,
          [id, `Migration ${ori}`, ori, `${ori}@test.test`],
        );
      }
      const rows = [
        [twice, 'older-active', 'Active', '2026-01-01'],
        [twice, 'past-due', 'Past Due', '2026-01-02'],
        [twice, 'newest-active', 'Active', '2026-01-03'],
        [twice, 'pending', 'Inactive', '2026-01-04'],
        [once, 'only-active', 'Active', '2026-01-01'],
      ] as const;
      const ids = new Map<string, string>(rows.map(([, name]) => [name, randomUUID()]));
      for (const [agencyId, name, status, createdAt] of rows) {
        await db.query(
          `insert into subscriptions (agency_id, id, status, plan, product, billing_cycle, created_at) values ($1, $2, $3, 'analytics', 'cc', 'annually', $4)`,
          [agencyId, ids.get(name), status, createdAt],
        );
      }
      await run(files.find((file) => file.startsWith('0032')) ?? '');
      const after = await db.query<{ id: string; status: string }>('select id, status from subscriptions order by created_at, id');
      const statusOf = (name: string) => after.find((row) => row.id === ids.get(name))?.status;
      expect(rows.map(([, name]) => `${name}:${statusOf(name)}`)).toEqual([
        'older-active:Canceled',
        'past-due:Canceled',
        'newest-active:Active',
        'pending:Inactive',
        'only-active:Active',
      ]);
      const audited = await db.query<{ object_id: string }>(
        `select object_id from audit_events where action = 'subscription.duplicate_ended' order by object_id`,
      );
      expect(audited.map((row) => row.object_id)).toEqual([ids.get('older-active'), ids.get('past-due')].sort());
      const second = db.query(
        `insert into subscriptions (agency_id, id, status, plan, product, billing_cycle) values ($1, $2, 'Past Due', 'connect', 'cc', 'annually')`,
        [once, randomUUID()],
      );
      await expect(second).rejects.toThrow(/subscriptions_one_in_force_idx/);
    } finally {
      await db.close();
    }
  });
});
