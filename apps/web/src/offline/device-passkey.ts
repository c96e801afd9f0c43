import { normalizeEmail } from '@fieldbook/domain';
import { signInWindowProblem } from '../accounts/session-limits.ts';
import { forgiveAttempts, recordWrongAttempt, type UnlockResult } from './device-pin.ts';
import { openOfflineDb, writeDurably } from './offline-db.ts';

/**
 * Fingerprint or face unlock (docs/decisions.md, offline unlock): a second way to open offline mode, beside the device
 * PIN it needs. A platform authenticator credential with user verification, made for this device only (no server
 * part), whose PRF extension answers 32 secret bytes for a salt kept here; the device keeps a hash of them, so only
 * that authenticator, after the officer's fingerprint or face, can answer right. Same window as the PIN.
 */
const PRF_SALT_BYTES = 32;
const VERIFIER_CONTEXT = new TextEncoder().encode('fieldbook offline unlock v1');

export type AddPasskeyResult = 'added' | 'no-pin' | 'no-prf' | 'cancelled';

/** Whether this browser and device have a platform authenticator that verifies the user. */
export async function hasPlatformAuthenticator(): Promise<boolean> {
  try {
    return typeof PublicKeyCredential !== 'undefined' && (await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable());
  } catch {
    return false;
  }
}

async function verifierOf(prfOutput: ArrayBuffer): Promise<ArrayBuffer> {
  const joined = new Uint8Array(VERIFIER_CONTEXT.length + prfOutput.byteLength);
  joined.set(VERIFIER_CONTEXT);
  joined.set(new Uint8Array(prfOutput), VERIFIER_CONTEXT.length);
  return crypto.subtle.digest('SHA-256', joined);
}

function isSameBytes(a: ArrayBuffer, b: ArrayBuffer): boolean {
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}

/** The PRF answer of the credential for `salt`, after the user's verification; null when cancelled or without PRF. */
async function evaluatePrf(credentialId: ArrayBuffer, salt: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer | null> {
  try {
    const assertion = (await navigator.credentials.get({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        rpId: location.hostname,
        allowCredentials: [{ type: 'public-key', id: credentialId }],
        userVerification: 'required',
        timeout: 60_000,
        extensions: { prf: { eval: { first: salt } } },
      },
    })) as PublicKeyCredential | null;
    const first = assertion?.getClientExtensionResults().prf?.results?.first;
    if (!first) return null;
    if (first instanceof ArrayBuffer) return first;
    const view = first as ArrayBufferView;
    return new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice().buffer;
  } catch {
    return null;
  }
}

/** Adds fingerprint or face unlock for the officer, who must have a device PIN here. */
export async function addDevicePasskey(owner: { email: string; name: string }): Promise<AddPasskeyResult> {
  const key = normalizeEmail(owner.email);
  if (!(await (await openOfflineDb()).get('unlock', key))) return 'no-pin';
  const salt = crypto.getRandomValues(new Uint8Array(PRF_SALT_BYTES));
  let credential: PublicKeyCredential | null;
  try {
    credential = (await navigator.credentials.create({
      publicKey: {
        rp: { id: location.hostname, name: 'Fieldbook' },
        user: { id: crypto.getRandomValues(new Uint8Array(16)), name: key, displayName: owner.name },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required', residentKey: 'discouraged' },
        attestation: 'none',
        timeout: 60_000,
        extensions: { prf: { eval: { first: salt } } },
      },
    })) as PublicKeyCredential | null;
  } catch {
    return 'cancelled';
  }
  if (!credential) return 'cancelled';
  if (credential.getClientExtensionResults().prf?.enabled === false) return 'no-prf';
  const output = await evaluatePrf(credential.rawId, salt);
  if (!output) return 'no-prf';
  const verifier = await verifierOf(output);
  const isStored = await writeDurably('unlock', async (store) => {
    const record = await store.get(key);
    if (!record) return false;
    await store.put({ ...record, passkey: { credential_id: credential.rawId, prf_salt: salt, verifier } });
    return true;
  });
  return isStored ? 'added' : 'no-pin';
}

export async function removeDevicePasskey(email: string): Promise<void> {
  const key = normalizeEmail(email);
  await writeDurably('unlock', async (store) => {
    const record = await store.get(key);
    if (!record?.passkey) return;
    const { passkey: _removed, ...rest } = record;
    await store.put(rest);
  });
}

/**
 * Unlocks with the officer's fingerprint or face. A cancelled prompt counts for nothing (the platform limits its own
 * attempts); a wrong answer, which only another authenticator could give, counts as a wrong PIN.
 */
export async function unlockWithPasskey(email: string, now = Date.now()): Promise<UnlockResult | { kind: 'cancelled' }> {
  const key = normalizeEmail(email);
  const record = await (await openOfflineDb()).get('unlock', key);
  if (!record?.passkey) return { kind: 'no-pin' };
  if (signInWindowProblem(record.signed_in_at, now) !== null) return { kind: 'expired' };
  const output = await evaluatePrf(record.passkey.credential_id, record.passkey.prf_salt);
  if (!output) return { kind: 'cancelled' };
  if (!isSameBytes(await verifierOf(output), record.passkey.verifier)) return recordWrongAttempt(key);
  await forgiveAttempts(key);
  return { kind: 'unlocked', signedInAt: record.signed_in_at };
}
