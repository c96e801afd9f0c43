import { createHmac, timingSafeEqual } from 'node:crypto';

/** Links that open without signing in, for a limited time: the path and expiry are signed with a server secret. */
export interface SignedLinks {
  /** `path?expires=...&signature=...`, valid until `expiresAt`. */
  sign(path: string, expiresAt: Date): string;
  /** Whether `signature` was made here for this `path` and `expires`, and `expires` is still ahead of `now`. */
  isValid(path: string, expires: string | undefined, signature: string | undefined, now?: Date): boolean;
}

/**
 * HMAC-SHA256 over the path and the expiry (unix seconds), under a key derived from the token secret (so a link
 * signature is never an access-token key); compared in constant time.
 */
export function createSignedLinks(secret: string): SignedLinks {
  const key = createHmac('sha256', secret).update('fieldbook signed links v1').digest();
  const signatureOf = (path: string, expires: string) => createHmac('sha256', key).update(`${path}\n${expires}`).digest();
  return {
    sign(path, expiresAt) {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      return `${path}?expires=${expires}&signature=${signatureOf(path, expires).toString('base64url')}`;
    },
    isValid(path, expires, signature, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[\w-]{43}$/.test(signature)) return false;
      if (Number(expires) * 1000 <= now.getTime()) return false;
      return timingSafeEqual(Buffer.from(signature, 'base64url'), signatureOf(path, expires));
    },
  };
}
