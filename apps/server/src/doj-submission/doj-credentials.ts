import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { loadMfaSecret } from '../accounts/mfa/mfa-keys.ts';
import type { Queryable } from '../db/database.ts';

/** The SFTP secret an agency gave: a password or a private key (PEM / OpenSSH). Never logged, never sent back. */
export interface DojSecret {
  password?: string;
  privateKey?: string;
}

export interface DojCredentialSeal {
  seal(secret: DojSecret): string;
  /** null when the data or the server's key does not match. */
  open(sealed: string): DojSecret | null;
}

/**
 * Seals the agency's SFTP secret at rest with AES-256-GCM under a key derived (HKDF, its own purpose) from the server's
 * secret that seals the two-step secrets (MFA_SECRET_KEY or the one the installation generated), so a copy of the
 * database alone opens nothing.
 */
export async function loadDojCredentialSeal(db: Queryable, configuredSecret: string | null): Promise<DojCredentialSeal> {
  const secret = await loadMfaSecret(db, configuredSecret);
  const key = Buffer.from(hkdfSync('sha256', secret, 'fieldbook-doj', 'sftp-credentials', 32));
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(sealed) {
      try {
        const data = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
        decipher.setAuthTag(data.subarray(12, 28));
        return JSON.parse(Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8')) as DojSecret;
      } catch {
        return null;
      }
    },
  };
}
