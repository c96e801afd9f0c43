import { randomUUID } from 'node:crypto';
import type { MfaChallengeResponse, SsoSignedInResponse, SsoSignupRequest, SsoSignupTicketResponse } from '@fieldbook/contract';
import { ERROR_CODES, normalizeEmail } from '@fieldbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { findRoleIdByName } from '../../db/roles.repo.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import * as authRepo from '../auth.repo.ts';
import { hasMultiFactorAmr } from '../mfa/provider-mfa.ts';
import { afterFirstFactor, withEnrolmentNotice } from '../mfa/second-step.ts';
import { openSession } from '../sessions.ts';
import { hashSecretToken, newSecretToken, type TokenSigner } from '../tokens.ts';
import { type LoginChecks, type OidcClient, OidcFailure, type ProviderIdentity } from './oidc-client.ts';
import { openWithState, sealWithState } from './sealed-secrets.ts';
import * as repo from './sso.repo.ts';

/** How a sign-on that came back from the provider ends. */
export type SsoLoginOutcome =
  | { kind: 'signed-in'; answer: SsoSignedInResponse }
  | { kind: 'second-step'; answer: MfaChallengeResponse }
  | { kind: 'user-not-exist'; signupTicket: string }
  | { kind: 'user-not-verified'; email: string };

export interface SsoService {
  isEnabled(): boolean;
  startLogin(): Promise<string>;
  finishLogin(callbackUrl: string, sourceIp: string): Promise<SsoLoginOutcome>;
  readSignupTicket(ticket: string): Promise<SsoSignupTicketResponse>;
  signUp(request: SsoSignupRequest, sourceIp: string): Promise<SsoSignedInResponse>;
}

const notConfigured = () => new HttpError(404, ERROR_CODES.ssoNotConfigured);

export function createSsoService(
  db: Database,
  signer: TokenSigner,
  oidc: OidcClient | null,
  options: { redirectUri: string; log: FastifyBaseLogger },
): SsoService {
  function providerOrThrow(): OidcClient {
    if (!oidc) throw notConfigured();
    return oidc;
  }

  function toHttpError(failure: OidcFailure): HttpError {
    options.log.warn({ reason: failure.reason }, `single sign-on ${failure.kind}`);
    return failure.kind === 'unavailable' ? new HttpError(502, ERROR_CODES.ssoProviderUnavailable) : badRequest(ERROR_CODES.ssoLoginFailed);
  }

  async function auditFailure(sourceIp: string, userId: string | null = null, agencyId: string | null = null) {
    await authRepo.recordAuditEvent(db, { action: 'sso_login', outcome: 'failure', userId, agencyId, objectId: userId, sourceIp });
  }

  /** A Member with no agency and no pending invitation is told so beside the tokens (the web app opens onboarding). */
  async function invitationNotice(user: repo.SsoAccount | { role_name: string; agency_id: string | null; email: string }) {
    if (user.role_name !== 'invited' || user.agency_id !== null) return {};
    return (await repo.hasPendingInvitation(db, user.email)) ? {} : { detail: ERROR_CODES.userInvitationNotExist };
  }

  /** The refusals of a password login, in the same order and with the same codes. */
  async function refuseIfBlocked(account: repo.SsoAccount, sourceIp: string): Promise<void> {
    if (!account.is_active) {
      await auditFailure(sourceIp, account.id, account.agency_id);
      throw badRequest(ERROR_CODES.userNotAnAgencyMember);
    }
    if (account.is_locked) {
      await auditFailure(sourceIp, account.id, account.agency_id);
      throw badRequest(ERROR_CODES.loginAccountLocked);
    }
  }

  async function signIn(
    account: repo.SsoAccount,
    identity: ProviderIdentity,
    sourceIp: string,
    isNewLink: boolean,
  ): Promise<SsoLoginOutcome> {
    const next = await db.transaction(async (tx) => {
      if (isNewLink) {
        await repo.linkIdentity(tx, identity.issuer, identity.subject, account.id);
        await authRepo.recordAuditEvent(tx, {
          action: 'sso_link',
          outcome: 'success',
          userId: account.id,
          agencyId: account.agency_id,
          objectId: account.id,
          sourceIp,
        });
      }
      // The provider's own multi-factor sign-in stands for our second step; otherwise it is asked as after a password.
      const step = await afterFirstFactor(tx, account.id, { hasProviderMfa: hasMultiFactorAmr(identity.amr) });
      if (step.kind === 'second-step') return step;
      const tokens = await openSession(tx, signer, account, sourceIp, step.secondFactor);
      return { kind: 'signed-in' as const, tokens: withEnrolmentNotice(tokens, step.isEnrolmentRequired) };
    });
    if (next.kind === 'second-step') return next;
    return { kind: 'signed-in', answer: { ...(await invitationNotice(account)), ...next.tokens } };
  }

  return {
    isEnabled: () => oidc !== null,

    async startLogin() {
      const provider = providerOrThrow();
      const checks = provider.newLoginChecks();
      let url: string;
      try {
        url = await provider.authorizationUrl(checks);
      } catch (error) {
        if (error instanceof OidcFailure) throw toHttpError(error);
        throw error;
      }
      const secrets: Omit<LoginChecks, 'state'> = { nonce: checks.nonce, codeVerifier: checks.codeVerifier };
      await repo.insertPendingLogin(db, hashSecretToken(checks.state), sealWithState(checks.state, secrets));
      return url;
    },

    async finishLogin(callbackUrl, sourceIp) {
      const provider = providerOrThrow();
      // Only the query matters; the address it is read against is always ours (the registered redirect URI).
      let query: URLSearchParams;
      try {
        query = new URL(callbackUrl, options.redirectUri).searchParams;
      } catch {
        throw badRequest(ERROR_CODES.ssoStateInvalid);
      }
      const state = query.get('state') ?? '';
      const sealed = state ? await repo.takePendingLogin(db, hashSecretToken(state)) : undefined;
      const secrets = sealed ? openWithState<Omit<LoginChecks, 'state'>>(state, sealed) : null;
      if (!secrets) {
        await auditFailure(sourceIp);
        throw badRequest(ERROR_CODES.ssoStateInvalid);
      }

      let identity: ProviderIdentity;
      try {
        identity = await provider.finishLogin(new URL(`${options.redirectUri}?${query}`), { state, ...secrets });
      } catch (error) {
        if (!(error instanceof OidcFailure)) throw error;
        await auditFailure(sourceIp);
        throw toHttpError(error);
      }

      const linked = await repo.findAccountByIdentity(db, identity.issuer, identity.subject);
      if (linked) {
        await refuseIfBlocked(linked, sourceIp);
        return signIn(linked, identity, sourceIp, false);
      }
      // Anything else rests on the e-mail, which only counts when the provider vouches for it.
      if (!identity.email || !identity.isEmailVerified) {
        await auditFailure(sourceIp);
        throw badRequest(ERROR_CODES.ssoEmailNotVerified);
      }
      const email = normalizeEmail(identity.email);
      const byEmail = await repo.findAccountByEmail(db, email);
      if (byEmail) {
        await refuseIfBlocked(byEmail, sourceIp);
        if (!byEmail.is_verified) return { kind: 'user-not-verified', email };
        return signIn(byEmail, identity, sourceIp, true);
      }

      const ticket = newSecretToken();
      await repo.insertSignupTicket(db, ticket.hash, {
        issuer: identity.issuer,
        subject: identity.subject,
        email,
        name: identity.name ?? email,
      });
      return { kind: 'user-not-exist', signupTicket: ticket.token };
    },

    async readSignupTicket(ticket) {
      providerOrThrow();
      const found = await repo.findSignupTicket(db, hashSecretToken(ticket));
      if (!found) throw badRequest(ERROR_CODES.ssoSignupTicketInvalid);
      return { name: found.name, email: found.email };
    },

    async signUp(request, sourceIp) {
      providerOrThrow();
      const invitedRoleId = await findRoleIdByName(db, 'invited');
      const created = await db.transaction(async (tx) => {
        const ticket = await repo.takeSignupTicket(tx, hashSecretToken(request.signup_ticket));
        if (!ticket) throw badRequest(ERROR_CODES.ssoSignupTicketInvalid);
        const officerId = request.officer_id.trim();
        // An agency that invited this e-mail would refuse the officer ID on acceptance: say so while it can still change.
        if (await repo.isOfficerIdTakenInInvitingAgency(tx, ticket.email, officerId)) throw badRequest(ERROR_CODES.officerIdAlreadyExists);
        const user = { id: randomUUID(), email: ticket.email, name: ticket.name, officer_id: officerId, role_id: invitedRoleId };
        // The e-mail may have registered since the ticket was made: that account is not ours to take over.
        if (!(await repo.insertSsoUser(tx, user))) throw badRequest(ERROR_CODES.registerUserAlreadyExists);
        if (!(await repo.linkIdentity(tx, ticket.issuer, ticket.subject, user.id))) throw badRequest(ERROR_CODES.ssoSignupTicketInvalid);
        await authRepo.recordAuditEvent(tx, { action: 'sso_signup', outcome: 'success', userId: user.id, objectId: user.id, sourceIp });
        const tokens = await openSession(tx, signer, { id: user.id, agency_id: null }, sourceIp);
        return { tokens, email: user.email };
      });
      return { ...created.tokens, ...(await invitationNotice({ role_name: 'invited', agency_id: null, email: created.email })) };
    },
  };
}
