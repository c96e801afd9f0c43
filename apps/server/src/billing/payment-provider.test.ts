import { describe, expect, it } from 'vitest';
import { type CardCharge, type DebitSetup, PaymentRefusedError, paymentIdempotencyKey } from './payment-provider.ts';
import { createSandboxProvider, makeSandboxCardToken } from './sandbox-provider.ts';

const AGENCY = '6f1c2a8e-3b4d-4c5e-9f60-718293a4b5c6';
const DETAILS = { full_name: 'Casey Connor', phone: '+1 916 555 0200', full_address: '711 G St, Sacramento, CA 95814' };
const FUTURE_YEAR = new Date().getUTCFullYear() + 3;
const card = (number: string) =>
  makeSandboxCardToken({ card_holder_name: 'Casey Connor', card_number: number, exp_month: 12, exp_year: FUTURE_YEAR, cvc: '123' });

describe('paymentIdempotencyKey', () => {
  it('is derived from the agency, the product, the attempt and the method: the same attempt always gives the same key', () => {
    const attempt = { agencyId: AGENCY, product: 'cc', attempt: 3, method: 'card' } as const;
    expect(paymentIdempotencyKey(attempt)).toBe(`fieldbook-${AGENCY}-cc-3-card`);
    expect(paymentIdempotencyKey({ ...attempt })).toBe(paymentIdempotencyKey(attempt));
  });

  it('differs for another attempt, method, product or agency', () => {
    const base = { agencyId: AGENCY, product: 'cc', attempt: 1, method: 'card' } as const;
    const keys = [
      base,
      { ...base, attempt: 2 },
      { ...base, method: 'debit' as const },
      { ...base, product: 'nexus' },
      { ...base, agencyId: '00000000-0000-4000-8000-000000000000' },
    ].map(paymentIdempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses an attempt number that is not a positive integer', () => {
    for (const attempt of [0, -1, 1.5, Number.NaN]) {
      expect(() => paymentIdempotencyKey({ agencyId: AGENCY, product: 'cc', attempt, method: 'card' })).toThrow();
    }
  });
});

describe('the sandbox provider honours the idempotency key', () => {
  const charge = (idempotencyKey: string, cardToken: string): CardCharge => ({
    idempotencyKey,
    agencyId: AGENCY,
    email: 'owner@example.test',
    cardToken,
    amountCents: 12_000,
    description: 'Fieldbook analytics, 1 seats, billed annually',
    billingDetails: DETAILS,
  });

  it('answers the same charge for the same key, a new one for a new key', async () => {
    const sandbox = createSandboxProvider('http://localhost:3000');
    const token = card('4242424242424242');
    const first = await sandbox.chargeCard(charge('key-1', token));
    const again = await sandbox.chargeCard(charge('key-1', token));
    const parallel = await Promise.all([sandbox.chargeCard(charge('key-2', token)), sandbox.chargeCard(charge('key-2', token))]);
    expect(again).toEqual(first);
    expect(parallel[1]).toEqual(parallel[0]);
    expect(parallel[0].reference).not.toBe(first.reference);
    expect(first.reference).toMatch(/^ch_sandbox_[0-9a-f]{24}$/);
  });

  it('replays a refusal for its key, and a new key with a good card is charged', async () => {
    const sandbox = createSandboxProvider('http://localhost:3000');
    const declined = card('4000000000000002');
    await expect(sandbox.chargeCard(charge('key-1', declined))).rejects.toBeInstanceOf(PaymentRefusedError);
    await expect(sandbox.chargeCard(charge('key-1', card('4242424242424242')))).rejects.toMatchObject({ code: 'PAYMENT_CARD_DECLINED' });
    await expect(sandbox.chargeCard(charge('key-2', card('4242424242424242')))).resolves.toMatchObject({ reference: expect.any(String) });
  });

  it('answers the same debit set-up session for the same key', async () => {
    const sandbox = createSandboxProvider('http://localhost:3000');
    const setup = (idempotencyKey: string): DebitSetup => ({
      idempotencyKey,
      agencyId: AGENCY,
      subscriptionId: 'sub-1',
      email: 'owner@example.test',
      billingDetails: DETAILS,
      returnUrl: 'http://localhost:3000/app',
    });
    const first = await sandbox.createDebitSetup(setup('key-1'));
    expect(await sandbox.createDebitSetup(setup('key-1'))).toEqual(first);
    expect((await sandbox.createDebitSetup(setup('key-2'))).reference).not.toBe(first.reference);
  });
});
