import { describe, expect, it } from 'vitest';
import { PIN_ITERATIONS, PIN_MESSAGES, pinProblem, removeDevicePin, setDevicePin, unlockWithPin } from './device-pin.ts';
import { closeOfflineWindow, listPinHolders, noteOnlineSignIn, readPinHolder } from './device-unlock-store.ts';
import { closeOfflineDb, openOfflineDb } from './offline-db.ts';
import { installFakeIndexedDb, makeReport } from './offline-test-utils.ts';
import { enqueueReport, getOutboxEntry } from './outbox.ts';

installFakeIndexedDb();

const EMAIL = 'officer@demo.test';
const PIN = '482915';
const HOUR = 3_600_000;
const SIGNED_IN_AT = Date.parse('2026-03-02T07:00:00Z');
/** Tests derive with few iterations; one test checks what production stores. */
const FAST = 1_000;
const owner = (signedInAt = SIGNED_IN_AT) => ({ email: 'Officer@Demo.test', name: 'Jordan Lee', signedInAt });

async function storedRecord(email = EMAIL) {
  return (await openOfflineDb()).get('unlock', email);
}

describe('device PIN rules', () => {
  it('takes 6 to 12 digits, twice the same, and refuses the guessable ones', () => {
    expect(pinProblem('482915', '482915')).toBeNull();
    expect(pinProblem('48291573', '48291573')).toBeNull();
    expect(pinProblem('48291', '48291')).toBe(PIN_MESSAGES.length);
    expect(pinProblem('4829157300001', '4829157300001')).toBe(PIN_MESSAGES.length);
    expect(pinProblem('48a915', '48a915')).toBe(PIN_MESSAGES.length);
    for (const guessable of ['000000', '777777', '123456', '234567', '987654', '6543210']) {
      expect(pinProblem(guessable, guessable)).toBe(PIN_MESSAGES.guessable);
    }
    expect(pinProblem('482915', '482916')).toBe(PIN_MESSAGES.mismatch);
  });
});

describe('device PIN: set and unlock', () => {
  it('keeps a salted PBKDF2 verifier, never the PIN, with 600,000 iterations', async () => {
    await setDevicePin(owner(), PIN);
    await setDevicePin({ ...owner(), email: 'manager@demo.test' }, PIN);
    const record = await storedRecord();
    const other = await storedRecord('manager@demo.test');
    expect(record).toMatchObject({ email: EMAIL, name: 'Jordan Lee', iterations: PIN_ITERATIONS, failures: 0, signed_in_at: SIGNED_IN_AT });
    expect(PIN_ITERATIONS).toBe(600_000);
    expect(record?.salt.byteLength).toBe(16);
    expect(record?.verifier.byteLength).toBe(32);
    expect(JSON.stringify(record)).not.toContain(PIN);
    expect(new TextDecoder().decode(record?.verifier)).not.toContain(PIN);
    // A random salt per record: the same PIN gives another verifier.
    expect(new Uint8Array(other?.verifier ?? new ArrayBuffer(0))).not.toEqual(new Uint8Array(record?.verifier ?? new ArrayBuffer(0)));
  });

  it('unlocks with the right PIN within 12 hours of the online sign-in, telling which sign-in it stands on', async () => {
    await setDevicePin(owner(), PIN, FAST);
    expect(await unlockWithPin(EMAIL, PIN, SIGNED_IN_AT + 11 * HOUR)).toEqual({ kind: 'unlocked', signedInAt: SIGNED_IN_AT });
    expect(await unlockWithPin('OFFICER@demo.test', PIN, SIGNED_IN_AT + HOUR)).toEqual({ kind: 'unlocked', signedInAt: SIGNED_IN_AT });
    expect(await unlockWithPin('nobody@demo.test', PIN, SIGNED_IN_AT + HOUR)).toEqual({ kind: 'no-pin' });
  });

  it('refuses 12 hours after the last online sign-in, or with the device clock set back, without trying the PIN', async () => {
    await setDevicePin(owner(), PIN, FAST);
    expect(await unlockWithPin(EMAIL, PIN, SIGNED_IN_AT + 12 * HOUR)).toEqual({ kind: 'expired' });
    expect(await unlockWithPin(EMAIL, '000001', SIGNED_IN_AT + 13 * HOUR)).toEqual({ kind: 'expired' });
    expect(await unlockWithPin(EMAIL, PIN, SIGNED_IN_AT - HOUR)).toEqual({ kind: 'expired' });
    expect((await storedRecord())?.failures).toBe(0);
    expect((await readPinHolder(EMAIL, SIGNED_IN_AT + 12 * HOUR))?.isWindowClosed).toBe(true);
  });

  it('counts wrong PINs durably, forgives them on the right one, and erases the PIN at the fifth in a row', async () => {
    const now = SIGNED_IN_AT + HOUR;
    await setDevicePin(owner(), PIN, FAST);
    expect(await unlockWithPin(EMAIL, '111112', now)).toEqual({ kind: 'wrong', attemptsLeft: 4 });
    expect(await unlockWithPin(EMAIL, '111113', now)).toEqual({ kind: 'wrong', attemptsLeft: 3 });
    // A reload (a new connection, a new tab) does not reset the count.
    await closeOfflineDb();
    expect((await storedRecord())?.failures).toBe(2);
    expect(await unlockWithPin(EMAIL, PIN, now)).toEqual({ kind: 'unlocked', signedInAt: SIGNED_IN_AT });
    expect((await storedRecord())?.failures).toBe(0);

    for (const left of [4, 3, 2, 1]) expect(await unlockWithPin(EMAIL, '222223', now)).toEqual({ kind: 'wrong', attemptsLeft: left });
    expect(await unlockWithPin(EMAIL, '222223', now)).toEqual({ kind: 'erased' });
    expect(await storedRecord()).toBeUndefined();
    // The right PIN after that opens nothing.
    expect(await unlockWithPin(EMAIL, PIN, now)).toEqual({ kind: 'no-pin' });
  });

  it('takes the right PIN at the fifth attempt (the count is settled after the check)', async () => {
    await setDevicePin(owner(), PIN, FAST);
    for (let attempt = 0; attempt < 4; attempt += 1) await unlockWithPin(EMAIL, '333334', SIGNED_IN_AT + HOUR);
    expect(await unlockWithPin(EMAIL, PIN, SIGNED_IN_AT + HOUR)).toEqual({ kind: 'unlocked', signedInAt: SIGNED_IN_AT });
    expect((await storedRecord())?.failures).toBe(0);
  });

  it('erasing the PIN leaves the sealed outbox for the upload after an online login', async () => {
    const report = makeReport('DPD-0001');
    await enqueueReport(EMAIL, { kind: 'create', report });
    await setDevicePin(owner(), PIN, FAST);
    for (let attempt = 0; attempt < 5; attempt += 1) await unlockWithPin(EMAIL, '999990', SIGNED_IN_AT + HOUR);
    expect(await storedRecord()).toBeUndefined();
    const entry = await getOutboxEntry(EMAIL, report.id);
    expect(entry).toMatchObject({ state: 'pending', kind: 'create' });
    expect(entry?.kind === 'create' ? entry.report.general_information.incident_number : null).toBe('DPD-0001');
    expect((await (await openOfflineDb()).getAll('keys')).map((key) => key.email)).toEqual([EMAIL]);
  });
});

describe('the offline window follows online sign-ins and logouts', () => {
  it('opens again at each online sign-in (forgiving wrong PINs), closes at logout, and lists holders by name', async () => {
    await setDevicePin(owner(), PIN, FAST);
    await setDevicePin({ email: 'manager@demo.test', name: 'Avery Diaz', signedInAt: SIGNED_IN_AT }, '902468', FAST);
    await unlockWithPin(EMAIL, '111112', SIGNED_IN_AT + HOUR);

    const nextDay = SIGNED_IN_AT + 24 * HOUR;
    expect(await unlockWithPin(EMAIL, PIN, nextDay)).toEqual({ kind: 'expired' });
    await noteOnlineSignIn(EMAIL, 'Jordan A. Lee', nextDay);
    expect(await storedRecord()).toMatchObject({ name: 'Jordan A. Lee', failures: 0, signed_in_at: nextDay });
    // An older session of another tab does not move the window back.
    await noteOnlineSignIn(EMAIL, 'Jordan A. Lee', SIGNED_IN_AT);
    expect((await storedRecord())?.signed_in_at).toBe(nextDay);
    expect(await unlockWithPin(EMAIL, PIN, nextDay + HOUR)).toEqual({ kind: 'unlocked', signedInAt: nextDay });

    await closeOfflineWindow(EMAIL);
    expect(await unlockWithPin(EMAIL, PIN, nextDay + HOUR)).toEqual({ kind: 'expired' });
    expect(await listPinHolders(nextDay + HOUR)).toEqual([
      { email: 'manager@demo.test', name: 'Avery Diaz', signedInAt: SIGNED_IN_AT, isWindowClosed: true, hasPasskey: false },
      { email: EMAIL, name: 'Jordan A. Lee', signedInAt: 0, isWindowClosed: true, hasPasskey: false },
    ]);
    // A sign-in of someone without a PIN here sets none.
    await noteOnlineSignIn('owner@demo.test', 'Olivia Owens', nextDay);
    expect(await storedRecord('owner@demo.test')).toBeUndefined();

    await removeDevicePin(EMAIL);
    expect((await listPinHolders()).map((holder) => holder.email)).toEqual(['manager@demo.test']);
  });
});
