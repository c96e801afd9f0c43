import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

function keyFrom(state: string): Buffer {
  return Buffer.from(hkdfSync('sha256', state, 'fieldbook-sso', 'pending-login', 32));
}

/** Seals `value` under a key derived from the state (AES-256-GCM): the stored row is useless without the state. */
export function sealWithState(state: string, value: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(state), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Opens what sealWithState made with the same state; null when the state or the data does not match. */
export function openWithState<T>(state: string, sealed: string): T | null {
  try {
    const data = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(state), data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8')) as T;
  } catch {
    return null;
  }
}
