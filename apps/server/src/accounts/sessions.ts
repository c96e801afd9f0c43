import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@fieldbook/contract';
import type { Queryable } from '../db/database.ts';
import { recordSessionClient } from '../oversight/session-client.ts';
import { insertSession, recordAuditEvent } from './auth.repo.ts';
import { type SecondFactor, setSessionSecondFactor } from './mfa/mfa.repo.ts';
import { newRefreshToken, type TokenSigner } from './tokens.ts';

/** The answer of every sign-in and refresh: a short-lived access token for the session and its next refresh token. */
export async function issueTokens(signer: TokenSigner, userId: string, sessionId: string, refreshToken: string): Promise<TokenPair> {
  return { access_token: await signer.sign({ userId, sessionId }), refresh_token: refreshToken, token_type: 'bearer' };
}

/**
 * Opens a session for a user who signed in (password or single sign-on), inside the caller's transaction: the session
 * with its first refresh token, and the audit row of a successful login.
 */
export async function openSession(
  tx: Queryable,
  signer: TokenSigner,
  user: { id: string; agency_id: string | null },
  sourceIp: string,
  /** How a second factor was proven for this sign-in, if one was (two-step verification). */
  secondFactor: SecondFactor | null = null,
): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refresh = newRefreshToken();
  await insertSession(tx, sessionId, user.id, refresh.hash);
  if (secondFactor) await setSessionSecondFactor(tx, sessionId, secondFactor);
  await recordSessionClient(tx, sessionId, sourceIp);
  await recordAuditEvent(tx, {
    action: 'login',
    outcome: 'success',
    userId: user.id,
    agencyId: user.agency_id,
    objectId: sessionId,
    sourceIp,
  });
  return issueTokens(signer, user.id, sessionId, refresh.token);
}
