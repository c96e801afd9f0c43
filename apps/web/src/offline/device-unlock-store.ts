import { normalizeEmail } from '@fieldbook/domain';
import { signInWindowProblem } from '../accounts/session-limits.ts';
import { openOfflineDb, type UnlockRecord, writeDurably } from './offline-db.ts';

/**
 * The officers who set a device PIN on this device (docs/decisions.md, offline unlock), as the unlock page and the
 * shell need them: who, and whether their offline window is open. The PIN itself is checked in device-pin.ts, loaded
 * with the pages that ask for it.
 */
export interface PinHolder {
  email: string;
  name: string;
  /** The last online sign-in on this device (epoch ms), 0 after a logout. */
  signedInAt: number;
  /** Offline unlock is refused: 12 hours after that sign-in, or a device clock set back before it. */
  isWindowClosed: boolean;
  /** Fingerprint or face unlock is set beside the PIN. */
  hasPasskey: boolean;
}

const toHolder = (record: UnlockRecord, now: number): PinHolder => ({
  email: record.email,
  name: record.name,
  signedInAt: record.signed_in_at,
  isWindowClosed: signInWindowProblem(record.signed_in_at, now) !== null,
  hasPasskey: record.passkey !== undefined,
});

/** Every officer with a PIN on this device, by name; an unreadable database has none. */
export async function listPinHolders(now = Date.now()): Promise<PinHolder[]> {
  try {
    const db = await openOfflineDb();
    const records = await db.getAll('unlock');
    return records.map((record) => toHolder(record, now)).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

export async function readPinHolder(email: string, now = Date.now()): Promise<PinHolder | null> {
  try {
    const record = await (await openOfflineDb()).get('unlock', normalizeEmail(email));
    return record ? toHolder(record, now) : null;
  } catch {
    return null;
  }
}

/**
 * An online sign-in of the officer on this device: their PIN (if set) may unlock offline for 12 hours from
 * `signedInAt`, and earlier wrong PINs are forgiven. The name shown on the unlock page follows the profile.
 */
export async function noteOnlineSignIn(email: string, name: string, signedInAt: number): Promise<void> {
  const key = normalizeEmail(email);
  await writeDurably('unlock', async (store) => {
    const record = await store.get(key);
    if (!record) return;
    if (record.signed_in_at >= signedInAt && record.failures === 0 && record.name === name) return;
    await store.put({ ...record, name, failures: 0, signed_in_at: Math.max(record.signed_in_at, signedInAt) });
  });
}

/** Log out: the PIN stays set, but unlocks nothing until the officer's next online sign-in on this device. */
export async function closeOfflineWindow(email: string): Promise<void> {
  const key = normalizeEmail(email);
  await writeDurably('unlock', async (store) => {
    const record = await store.get(key);
    if (record && record.signed_in_at !== 0) await store.put({ ...record, signed_in_at: 0 });
  });
}
