import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDevicePasskey, removeDevicePasskey, unlockWithPasskey } from './device-passkey.ts';
import { setDevicePin, unlockWithPin } from './device-pin.ts';
import { readPinHolder } from './device-unlock-store.ts';
import { openOfflineDb } from './offline-db.ts';
import { installFakeIndexedDb } from './offline-test-utils.ts';

installFakeIndexedDb();

const EMAIL = 'officer@demo.test';
const HOUR = 3_600_000;
const NOW = Date.now();

/**
 * A platform authenticator as WebAuthn shows it to the page: one credential, whose PRF answer is HMAC(secret, salt);
 * `secret` stands for the key inside the device's secure hardware.
 */
function installAuthenticator({ hasPrf = true, secret = 'hardware secret' } = {}) {
  const rawId = new Uint8Array([1, 2, 3, 4]).buffer;
  const prf = async (salt: BufferSource) => {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return crypto.subtle.sign('HMAC', key, salt);
  };
  const state = { isCancelling: false, prompts: 0 };
  const credentials = {
    create: vi.fn(async () => ({ rawId, getClientExtensionResults: () => ({ prf: { enabled: hasPrf } }) })),
    get: vi.fn(async (options: CredentialRequestOptions) => {
      state.prompts += 1;
      if (state.isCancelling) throw new DOMException('The user cancelled', 'NotAllowedError');
      const salt = options.publicKey?.extensions?.prf?.eval?.first;
      const first = hasPrf && salt ? await prf(salt) : undefined;
      return { rawId, getClientExtensionResults: () => (first ? { prf: { results: { first } } } : {}) };
    }),
  };
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  return state;
}

afterAll(() => {
  Reflect.deleteProperty(navigator, 'credentials');
});

beforeEach(async () => {
  await setDevicePin({ email: EMAIL, name: 'Jordan Lee', signedInAt: NOW - HOUR }, '482915', 1_000);
});

describe('fingerprint or face unlock', () => {
  it('needs a device PIN first, and an authenticator with the PRF extension', async () => {
    installAuthenticator();
    expect(await addDevicePasskey({ email: 'nobody@demo.test', name: 'Nobody' })).toBe('no-pin');
    installAuthenticator({ hasPrf: false });
    expect(await addDevicePasskey({ email: EMAIL, name: 'Jordan Lee' })).toBe('no-prf');
    expect((await readPinHolder(EMAIL))?.hasPasskey).toBe(false);
  });

  it('unlocks with the officer’s authenticator within the window, keeps a hash and not the PRF answer', async () => {
    const authenticator = installAuthenticator();
    expect(await addDevicePasskey({ email: EMAIL, name: 'Jordan Lee' })).toBe('added');
    expect((await readPinHolder(EMAIL))?.hasPasskey).toBe(true);
    const passkey = (await (await openOfflineDb()).get('unlock', EMAIL))?.passkey;
    expect(passkey?.prf_salt.byteLength).toBe(32);
    expect(passkey?.verifier.byteLength).toBe(32);

    expect(await unlockWithPasskey(EMAIL, NOW)).toEqual({ kind: 'unlocked', signedInAt: NOW - HOUR });
    const prompts = authenticator.prompts;
    expect(await unlockWithPasskey(EMAIL, NOW + 12 * HOUR)).toEqual({ kind: 'expired' });
    expect(authenticator.prompts).toBe(prompts);
  });

  it('a cancelled prompt counts for nothing; another authenticator’s answer counts as a wrong PIN', async () => {
    const authenticator = installAuthenticator();
    await addDevicePasskey({ email: EMAIL, name: 'Jordan Lee' });
    authenticator.isCancelling = true;
    expect(await unlockWithPasskey(EMAIL, NOW)).toEqual({ kind: 'cancelled' });
    expect((await (await openOfflineDb()).get('unlock', EMAIL))?.failures).toBe(0);

    installAuthenticator({ secret: 'another device' });
    expect(await unlockWithPasskey(EMAIL, NOW)).toEqual({ kind: 'wrong', attemptsLeft: 4 });
  });

  it('survives a new PIN, goes with the PIN when five wrong ones erase it, and can be removed alone', async () => {
    installAuthenticator();
    await addDevicePasskey({ email: EMAIL, name: 'Jordan Lee' });
    await setDevicePin({ email: EMAIL, name: 'Jordan Lee', signedInAt: NOW - HOUR }, '902468', 1_000);
    expect(await unlockWithPasskey(EMAIL, NOW)).toMatchObject({ kind: 'unlocked' });
    await removeDevicePasskey(EMAIL);
    expect((await readPinHolder(EMAIL))?.hasPasskey).toBe(false);
    expect(await unlockWithPin(EMAIL, '902468', NOW)).toMatchObject({ kind: 'unlocked' });

    await addDevicePasskey({ email: EMAIL, name: 'Jordan Lee' });
    for (let attempt = 0; attempt < 5; attempt += 1) await unlockWithPin(EMAIL, '111112', NOW);
    expect(await unlockWithPasskey(EMAIL, NOW)).toEqual({ kind: 'no-pin' });
  });
});
