import { normalizeEmail } from '@fieldbook/domain';
import { signInWindowProblem } from '../accounts/session-limits.ts';
import { openOfflineDb, type UnlockRecord, writeDurably } from './offline-db.ts';

/**
 * The device PIN (docs/decisions.md, offline unlock): set after an online sign-in, it lets the officer reopen
 * Fieldbook on this device without a connection and file reports into the outbox. The device keeps a PBKDF2 verifier
 * of it (never the PIN); five wrong PINs in a row erase it; it unlocks nothing 12 hours after the officer's last
 * online sign-in here.
 */
export const PIN_MIN_LENGTH = 6;
export const PIN_MAX_LENGTH = 12;
/** CJIS AC-7 and IA-5(1)(a)-15: at most five wrong attempts; the fifth erases the PIN. */
export const PIN_MAX_FAILURES = 5;
/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256; a record keeps its own count, so it can be raised later. */
export const PIN_ITERATIONS = 600_000;
const SALT_BYTES = 16;

export const PIN_MESSAGES = {
  length: `The PIN must be ${PIN_MIN_LENGTH} to ${PIN_MAX_LENGTH} digits.`,
  guessable: 'Choose a PIN that is harder to guess: not one digit repeated, and not digits in a row.',
  mismatch: 'The two PINs do not match.',
} as const;

/** A PIN anyone would try first: one digit repeated, or digits going up or down by one ('123456', '987654'). */
function isGuessable(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 0);
}

/** The first problem with a new PIN and its confirmation, or null when it may be set. */
export function pinProblem(pin: string, confirmation: string): string | null {
  if (!new RegExp(`^\\d{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`).test(pin)) return PIN_MESSAGES.length;
  if (isGuessable(pin)) return PIN_MESSAGES.guessable;
  return pin === confirmation ? null : PIN_MESSAGES.mismatch;
}

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<ArrayBuffer> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, 256);
}

function isSameBytes(a: ArrayBuffer, b: ArrayBuffer): boolean {
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}

export interface PinOwner {
  email: string;
  name: string;
  /** The online sign-in this is set in (epoch ms): the first offline window ends 12 hours after it. */
  signedInAt: number;
}

/** Sets (or replaces) the officer's PIN on this device. `pinProblem` must have passed. */
export async function setDevicePin(owner: PinOwner, pin: string, iterations = PIN_ITERATIONS): Promise<void> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const verifier = await derive(pin, salt, iterations);
  const email = normalizeEmail(owner.email);
  const record: UnlockRecord = {
    email,
    name: owner.name,
    salt,
    iterations,
    verifier,
    failures: 0,
    signed_in_at: owner.signedInAt,
    set_at: new Date().toISOString(),
  };
  await writeDurably('unlock', async (store) => {
    // A new PIN keeps the fingerprint or face unlock set beside the old one.
    const passkey = (await store.get(email))?.passkey;
    await store.put(passkey ? { ...record, passkey } : record);
  });
}

export async function removeDevicePin(email: string): Promise<void> {
  await writeDurably('unlock', (store) => store.delete(normalizeEmail(email)));
}

export type UnlockResult =
  /** The PIN is right: `signedInAt` is the sign-in the unlock stands on. */
  | { kind: 'unlocked'; signedInAt: number }
  | { kind: 'wrong'; attemptsLeft: number }
  /** The fifth wrong PIN in a row: the record is gone. */
  | { kind: 'erased' }
  /** The offline window is closed (12 hours, logout, clock set back): the PIN was not even tried. */
  | { kind: 'expired' }
  | { kind: 'no-pin' };

/** Counts an attempt in the stored record (another tab may be guessing too); null when the record is gone. */
async function countAttempt(key: string): Promise<number | null> {
  return writeDurably('unlock', async (store) => {
    const stored = await store.get(key);
    if (!stored) return null;
    await store.put({ ...stored, failures: stored.failures + 1 });
    return stored.failures + 1;
  });
}

/** After a wrong answer counted as the `failures`-th in a row: the fifth erases the record. */
async function settleWrongAttempt(key: string, failures: number): Promise<UnlockResult> {
  if (failures < PIN_MAX_FAILURES) return { kind: 'wrong', attemptsLeft: PIN_MAX_FAILURES - failures };
  await removeDevicePin(key);
  return { kind: 'erased' };
}

/** A wrong answer from an authenticator that is not the officer's: counted like a wrong PIN. */
export async function recordWrongAttempt(key: string): Promise<UnlockResult> {
  const failures = await countAttempt(key);
  return failures === null ? { kind: 'no-pin' } : settleWrongAttempt(key, failures);
}

/** A right answer forgives the wrong ones before it. */
export async function forgiveAttempts(key: string): Promise<void> {
  await writeDurably('unlock', async (store) => {
    const stored = await store.get(key);
    if (stored && stored.failures !== 0) await store.put({ ...stored, failures: 0 });
  });
}

/**
 * Checks a PIN. The attempt is counted durably before the PIN is checked, so closing the tab mid-check does not give
 * a free guess; a right PIN forgives the earlier wrong ones.
 */
export async function unlockWithPin(email: string, pin: string, now = Date.now()): Promise<UnlockResult> {
  const key = normalizeEmail(email);
  const record = await (await openOfflineDb()).get('unlock', key);
  if (!record) return { kind: 'no-pin' };
  if (signInWindowProblem(record.signed_in_at, now) !== null) return { kind: 'expired' };
  const failures = await countAttempt(key);
  // Erased meanwhile (five wrong PINs in another tab).
  if (failures === null) return { kind: 'no-pin' };
  if (!isSameBytes(await derive(pin, record.salt, record.iterations), record.verifier)) return settleWrongAttempt(key, failures);
  await forgiveAttempts(key);
  return { kind: 'unlocked', signedInAt: record.signed_in_at };
}
