import type { MfaChallengeResponse, SignedInResponse, TokenPair } from '@fieldbook/contract';
import { ERROR_CODES } from '@fieldbook/domain';
import type { Queryable } from '../../db/database.ts';
import { newSecretToken } from '../tokens.ts';
import { hasConfirmedFactor, insertPendingLogin, isMfaRequiredFor, type SecondFactor } from './mfa.repo.ts';

/** After the first factor: a second step is due (a short-lived token, no session), or a session may open. */
export type AfterFirstFactor =
  | { kind: 'second-step'; answer: MfaChallengeResponse }
  | { kind: 'session'; secondFactor: SecondFactor | null; isEnrolmentRequired: boolean };

/**
 * Decides, inside the sign-in's transaction, what follows a right password or a single sign-on: a user with an
 * authenticator gives a code next (unless the identity provider asserted multi-factor authentication); a user without
 * one whose agency requires it gets a session that may only enrol (authenticate.ts answers 403 elsewhere).
 */
export async function afterFirstFactor(
  tx: Queryable,
  userId: string,
  options: { hasProviderMfa?: boolean } = {},
): Promise<AfterFirstFactor> {
  if (options.hasProviderMfa) return { kind: 'session', secondFactor: 'provider', isEnrolmentRequired: false };
  if (await hasConfirmedFactor(tx, userId)) {
    const token = newSecretToken();
    await insertPendingLogin(tx, token.hash, userId);
    return { kind: 'second-step', answer: { detail: ERROR_CODES.mfaRequired, mfa_token: token.token } };
  }
  return { kind: 'session', secondFactor: null, isEnrolmentRequired: await isMfaRequiredFor(tx, userId) };
}

/** The session's answer, telling the web app when it must enrol first. */
export function withEnrolmentNotice<T extends TokenPair>(tokens: T, isEnrolmentRequired: boolean): T & SignedInResponse {
  return isEnrolmentRequired ? { ...tokens, detail: ERROR_CODES.mfaEnrolmentRequired } : tokens;
}
