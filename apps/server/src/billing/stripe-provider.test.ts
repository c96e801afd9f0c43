import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentRefusedError } from './payment-provider.ts';
import { createStripeProvider, paymentErrorOf } from './stripe-provider.ts';

/**
 * api.stripe.com cannot be reached here: a local HTTP server stands in for it, records each request and answers
 * as Stripe documents (https://docs.stripe.com/api). The adapter's base URL points at it.
 */
interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  form: Record<string, string>;
}

let fake: Server;
let base: string;
let recorded: Recorded[] = [];
let answer: (request: Recorded) => { status: number; body: unknown } = () => ({ status: 500, body: {} });

beforeAll(async () => {
  fake = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const entry: Recorded = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
      };
      recorded.push(entry);
      const { status, body } = answer(entry);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
beforeEach(() => {
  recorded = [];
});

const DETAILS = { full_name: 'Casey Connor', phone: '+1 916 555 0200', full_address: '711 G St, Sacramento, CA 95814' };
const provider = () => createStripeProvider({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', apiBase: base });

const charge = {
  idempotencyKey: 'card-sub-1',
  agencyId: 'agency-1',
  email: 'owner@example.test',
  cardToken: 'tok_visa',
  amountCents: 36_000,
  description: 'Fieldbook analytics, 3 seats, billed annually',
  billingDetails: DETAILS,
};

describe('Stripe adapter', () => {
  it('charges a card: a customer with the token as source, then a charge, form-encoded with the secret key and idempotency keys', async () => {
    answer = (request) =>
      request.path === '/v1/customers' ? { status: 200, body: { id: 'cus_123' } } : { status: 200, body: { id: 'ch_456' } };
    const result = await provider().chargeCard(charge);
    expect(result).toEqual({ customerId: 'cus_123', reference: 'ch_456' });
    expect(recorded.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v1/customers', 'POST /v1/charges']);
    const [customer, paid] = recorded;
    expect(customer?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(customer?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(customer?.headers['idempotency-key']).toBe('card-sub-1-customer');
    expect(customer?.form).toEqual({
      email: 'owner@example.test',
      name: 'Casey Connor',
      phone: '+1 916 555 0200',
      'address[line1]': '711 G St, Sacramento, CA 95814',
      'metadata[agency_id]': 'agency-1',
      source: 'tok_visa',
    });
    expect(paid?.headers['idempotency-key']).toBe('card-sub-1-charge');
    expect(paid?.form).toEqual({
      amount: '36000',
      currency: 'usd',
      customer: 'cus_123',
      description: 'Fieldbook analytics, 3 seats, billed annually',
      'metadata[agency_id]': 'agency-1',
    });
  });

  it('sets up debit with a Checkout Session in setup mode for a US bank account, answering its URL', async () => {
    answer = (request) =>
      request.path === '/v1/customers'
        ? { status: 200, body: { id: 'cus_789' } }
        : { status: 200, body: { id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } };
    const result = await provider().createDebitSetup({
      idempotencyKey: 'debit-sub-2',
      agencyId: 'agency-2',
      subscriptionId: 'sub-2',
      email: 'owner@example.test',
      billingDetails: DETAILS,
      returnUrl: 'https://fieldbook.example/app',
    });
    expect(result).toEqual({ customerId: 'cus_789', reference: 'cs_test_1', setupUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const session = recorded[1];
    expect(session?.path).toBe('/v1/checkout/sessions');
    expect(session?.headers['idempotency-key']).toBe('debit-sub-2-setup');
    expect(session?.form).toEqual({
      mode: 'setup',
      currency: 'usd',
      customer: 'cus_789',
      'payment_method_types[0]': 'us_bank_account',
      success_url: 'https://fieldbook.example/app',
      cancel_url: 'https://fieldbook.example/app',
      'metadata[agency_id]': 'agency-2',
      'metadata[subscription_id]': 'sub-2',
    });
  });

  it.each([
    [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }, 'PAYMENT_CARD_DECLINED'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }, 'PAYMENT_INSUFFICIENT_FUNDS'],
    [{ type: 'card_error', code: 'expired_card' }, 'PAYMENT_EXPIRED_CARD'],
    [{ type: 'card_error', code: 'incorrect_cvc' }, 'PAYMENT_INCORRECT_CVC'],
    [{ type: 'card_error', code: 'processing_error' }, 'PAYMENT_FAILED'],
    [{ type: 'card_error', code: 'lost_card' }, 'PAYMENT_CARD_DECLINED'],
    [{ type: 'invalid_request_error', code: 'token_already_used' }, 'PAYMENT_INVALID_CARD'],
    [{ type: 'api_error' }, 'PAYMENT_FAILED'],
  ])('maps a Stripe refusal %o to %s', async (error, code) => {
    answer = (request) => (request.path === '/v1/customers' ? { status: 200, body: { id: 'cus_1' } } : { status: 402, body: { error } });
    const refusal = await provider()
      .chargeCard(charge)
      .catch((reason: unknown) => reason);
    expect(refusal).toBeInstanceOf(PaymentRefusedError);
    expect((refusal as PaymentRefusedError).code).toBe(code);
    expect(paymentErrorOf(error)).toBe(code);
  });

  it('answers PAYMENT_FAILED when Stripe cannot be reached, its outcome unknown (the next attempt keeps the key)', async () => {
    const unreachable = createStripeProvider({ secretKey: 'sk_test_fake', publishableKey: null, apiBase: 'http://127.0.0.1:1' });
    await expect(unreachable.chargeCard(charge)).rejects.toMatchObject({ code: 'PAYMENT_FAILED', isOutcomeUnknown: true });
  });

  it('takes a 409 (a request with the key still running at Stripe) as an unknown outcome, a refusal as a known one', async () => {
    answer = (request) =>
      request.path === '/v1/customers'
        ? { status: 200, body: { id: 'cus_1' } }
        : { status: 409, body: { error: { type: 'idempotency_error' } } };
    await expect(provider().chargeCard(charge)).rejects.toMatchObject({ code: 'PAYMENT_FAILED', isOutcomeUnknown: true });
    answer = (request) =>
      request.path === '/v1/customers'
        ? { status: 200, body: { id: 'cus_1' } }
        : { status: 402, body: { error: { type: 'card_error', code: 'card_declined' } } };
    await expect(provider().chargeCard(charge)).rejects.toMatchObject({ code: 'PAYMENT_CARD_DECLINED', isOutcomeUnknown: false });
  });
});
