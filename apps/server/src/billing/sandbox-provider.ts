import { randomBytes } from 'node:crypto';
import type { SandboxCardRequest } from '@fieldbook/contract';
import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@fieldbook/domain';
import { type PaymentProvider, PaymentRefusedError, type ProviderPayment } from './payment-provider.ts';

/**
 * The sandbox's test cards (any future expiry, any 3-digit security code). Any other number that passes the
 * Luhn check is declined, as a card processor's test mode declines real cards.
 */
export const SANDBOX_TEST_CARDS: readonly { number: string; outcome: 'success' | PaymentErrorCode; note: string }[] = [
  { number: '4242424242424242', outcome: 'success', note: 'Visa: the payment succeeds' },
  { number: '5555555555554444', outcome: 'success', note: 'Mastercard: the payment succeeds' },
  { number: '4000000000000002', outcome: PAYMENT_ERROR_CODES.cardDeclined, note: 'card_declined' },
  { number: '4000000000009995', outcome: PAYMENT_ERROR_CODES.insufficientFunds, note: 'insufficient_funds' },
  { number: '4000000000000069', outcome: PAYMENT_ERROR_CODES.expiredCard, note: 'expired_card' },
  { number: '4000000000000127', outcome: PAYMENT_ERROR_CODES.incorrectCvc, note: 'incorrect_cvc' },
  { number: '4000000000000119', outcome: PAYMENT_ERROR_CODES.failed, note: 'processing_error' },
];

const TOKEN_PREFIX = 'tok_sandbox_';
const UNKNOWN_CARD = 'x';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The sandbox's stand-in for the card processor's tokenisation: checks the card's form and answers a token that
 * names the test card (never the number). A malformed card is PAYMENT_INVALID_CARD, a past expiry PAYMENT_EXPIRED_CARD.
 */
export function makeSandboxCardToken(card: SandboxCardRequest, now = new Date()): string {
  const digits = card.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) throw new PaymentRefusedError(PAYMENT_ERROR_CODES.invalidCard);
  const endOfExpiryMonth = Date.UTC(card.exp_year, card.exp_month, 1);
  if (endOfExpiryMonth <= now.getTime()) throw new PaymentRefusedError(PAYMENT_ERROR_CODES.expiredCard);
  const index = SANDBOX_TEST_CARDS.findIndex((test) => test.number === digits);
  return `${TOKEN_PREFIX}${index >= 0 ? index : UNKNOWN_CARD}_${randomBytes(12).toString('hex')}`;
}

function outcomeOf(token: string): 'success' | PaymentErrorCode {
  const match = /^tok_sandbox_(\d+|x)_[0-9a-f]{24}$/.exec(token);
  if (!match) throw new PaymentRefusedError(PAYMENT_ERROR_CODES.invalidCard);
  const card = match[1] === UNKNOWN_CARD ? undefined : SANDBOX_TEST_CARDS[Number(match[1])];
  return card?.outcome ?? PAYMENT_ERROR_CODES.cardDeclined;
}

/** How many idempotency keys the sandbox remembers (the oldest are forgotten first), as Stripe forgets keys after 24 hours. */
const REMEMBERED_KEYS = 10_000;

/**
 * The default provider: no money moves. Card outcomes follow SANDBOX_TEST_CARDS; debit set-up is a local page. Like a
 * card processor it honours the idempotency key: a second call with a key answers the first call's outcome (the same
 * charge or set-up, or the same refusal) and makes nothing new. The keys live in this process, as the sandbox does.
 */
export function createSandboxProvider(publicUrl: string): PaymentProvider {
  const answers = new Map<string, Promise<ProviderPayment & { setupUrl?: string }>>();

  function once<T extends ProviderPayment>(key: string, make: () => T): Promise<T> {
    const known = answers.get(key);
    if (known) return known as Promise<T>;
    const answer = Promise.resolve().then(make);
    answers.set(key, answer);
    if (answers.size > REMEMBERED_KEYS) answers.delete(answers.keys().next().value as string);
    return answer;
  }

  return {
    name: 'sandbox',
    publishableKey: null,
    chargeCard(charge) {
      return once(`charge:${charge.idempotencyKey}`, () => {
        const outcome = outcomeOf(charge.cardToken);
        if (outcome !== 'success') throw new PaymentRefusedError(outcome);
        return { customerId: `cus_sandbox_${charge.agencyId}`, reference: `ch_sandbox_${randomBytes(12).toString('hex')}` };
      });
    },
    createDebitSetup(setup) {
      return once(`setup:${setup.idempotencyKey}`, () => {
        const session = `seti_sandbox_${randomBytes(12).toString('hex')}`;
        return {
          customerId: `cus_sandbox_${setup.agencyId}`,
          reference: session,
          setupUrl: `${publicUrl}/api/billing/sandbox/payment-setup/${session}`,
        };
      });
    },
  };
}
