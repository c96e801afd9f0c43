import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../db/database.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The session limits (CJIS IA-5 j-10, j-11) live in domain: the browser keeps them for offline unlock too. */
export { SESSION_ABSOLUTE_LIMIT_HOURS, SESSION_IDLE_LIMIT_MINUTES } from '@fieldbook/domain';

const ISSUER = 'fieldbook';
const AUDIENCE = 'fieldbook-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface TokenSigner {
  sign(claims: AccessClaims): Promise<string>;
  /** Returns the claims of a valid, unexpired token, or null. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** How many verified access tokens a process remembers (a few MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenSigner(secret: string): TokenSigner {
  // A KeyObject made once: jose would otherwise import the raw key again on every sign and verify.
  const key = createSecretKey(createHash('sha256').update(secret).digest());
  /**
   * Tokens already verified, by their exact text, with their expiry: a device sends the same token for 15 minutes, and
   * checking its signature again was a twentieth of a list request's CPU. Only the same text is found here, never past
   * its expiry; the session behind it is still looked up on every request.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** The configured secret, or the one this installation generated on its first start (shared by every process). */
export async function loadTokenSecret(db: Queryable, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.query(`insert into server_settings (key, value) values ('jwt_secret', $1) on conflict (key) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from server_settings where key = 'jwt_secret'`);
  if (!row) throw new Error('jwt_secret was not stored');
  return row.value;
}

/** 256 random bits, for refresh tokens and mailed links; only its SHA-256 is stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const newRefreshToken = newSecretToken;
export const hashRefreshToken = hashSecretToken;
