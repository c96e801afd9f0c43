import { ERROR_CODES, hasPermission, type Permission, permissionsUnderPlan, type Role } from '@fieldbook/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser } from '../accounts/auth.repo.ts';
import type { TokenSigner } from '../accounts/tokens.ts';
import { isDisabledAccount } from '../agency/members.repo.ts';
import type { Database } from '../db/database.ts';
import { badRequest, forbidden, HttpError, unauthorized } from './http-error.ts';

/** Who is calling: set on every request that passed `authenticate`. */
export interface Caller {
  userId: string;
  email: string;
  name: string;
  officerId: string;
  title: string | null;
  sessionId: string;
  /** The address the request came from (behind the trusted proxies), for the audit log. */
  sourceIp: string;
  agencyId: string | null;
  /** The caller's agency settings a request may need (read with the session, no extra query). */
  agency: { configurationFile: string; timezone: string; contactTypes: string[]; reviewRequired: boolean } | null;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
  interface FastifyContextConfig {
    /** The route stays open to a session that must enrol in two-step verification first (enrolment, logout). */
    isOpenForMfaEnrolment?: boolean;
  }
}

/** A preValidation hook (it runs before the body is validated, so no schema answer reaches a caller without a session): a valid bearer token of an open session, or 401 {detail: "Unauthorized"}. */
export function createAuthenticate(db: Database, signer: TokenSigner) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
    const claims = token ? await signer.verify(token) : null;
    const user = claims ? await findSessionUser(db, claims.sessionId, claims.userId) : undefined;
    // A member whose access was disabled lost their sessions; their calls say why (accounts.md §6: /not-member).
    if (claims && !user && (await isDisabledAccount(db, claims.userId))) throw badRequest(ERROR_CODES.userNotAnAgencyMember);
    if (!claims || !user) throw unauthorized();
    // The agency requires two-step verification: a session without it signs in again, or enrols before anything else.
    if (user.mfa_block === 'sign-in-again') throw unauthorized();
    if (user.mfa_block === 'enrol' && !request.routeOptions.config.isOpenForMfaEnrolment) {
      throw new HttpError(403, ERROR_CODES.mfaEnrolmentRequired);
    }
    request.caller = {
      userId: user.id,
      email: user.email,
      name: user.name,
      officerId: user.officer_id,
      title: user.title,
      sessionId: claims.sessionId,
      sourceIp: request.ip,
      agencyId: user.agency_id,
      agency:
        user.configuration_file && user.timezone && user.contact_types
          ? {
              configurationFile: user.configuration_file,
              timezone: user.timezone,
              contactTypes: user.contact_types,
              reviewRequired: user.review_required === true,
            }
          : null,
      // Without a contacts plan in force (Connect), the member keeps only what the business card's plan offers.
      role: {
        id: user.role_id,
        name: user.role_name,
        priority: user.role_priority,
        permissions: permissionsUnderPlan(user.permissions, user.subscription),
      },
    };
  };
}

/** The caller of a route behind `authenticate`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The caller, who must hold `permission`; 403 otherwise. */
export function requirePermission(request: FastifyRequest, permission: Permission): Caller {
  const caller = callerOf(request);
  if (!hasPermission(caller.role, permission)) throw forbidden();
  return caller;
}

/** The caller's agency; users without one are not agency members (accounts.md §8: /not-member). */
export function agencyOf(caller: Caller): string {
  if (!caller.agencyId) throw badRequest('USER_NOT_AN_AGENCY_MEMBER');
  return caller.agencyId;
}
