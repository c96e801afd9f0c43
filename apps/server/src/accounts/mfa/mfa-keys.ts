import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/** What the server does with its MFA secret: seal authenticator secrets at rest, hash recovery codes. Never logged. */
export interface MfaKeys {
  seal(secret: string): string;
  /** The secret sealed by `seal`, or null when the data or the key does not match. */
  open(sealed: string): string | null;
  hashRecoveryCode(code: string): string;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'fieldbook-mfa', purpose, 32));
}

export function createMfaKeys(secret: string): MfaKeys {
  const sealKey = derive(secret, 'totp-secret');
  const recoveryKey = derive(secret, 'recovery-code');
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(sealed) {
      try {
        const data = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', sealKey, data.subarray(0, 12));
        decipher.setAuthTag(data.subarray(12, 28));
        return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    hashRecoveryCode: (code) => createHmac('sha256', recoveryKey).update(code).digest('hex'),
  };
}

/**
 * The configured MFA_SECRET_KEY, or the one this installation generated on its first start and keeps in server_settings
 * (shared by every process), as the access-token secret is handled. Changing it makes enrolled authenticators unusable.
 */
export async function loadMfaSecret(db: Queryable, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.query(`insert into server_settings (key, value) values ('mfa_secret', $1) on conflict (key) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from server_settings where key = 'mfa_secret'`);
  if (!row) throw new Error('mfa_secret was not stored');
  return row.value;
}
