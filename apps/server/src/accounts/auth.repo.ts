import type { Permission } from '@fieldbook/domain';
import { CURRENT_SUBSCRIPTION_ORDER } from '../billing/subscriptions.repo.ts';
import type { NamedStatement, Queryable } from '../db/database.ts';
import { SESSION_ABSOLUTE_LIMIT_HOURS, SESSION_IDLE_LIMIT_MINUTES } from './tokens.ts';

export interface LoginCandidate {
  id: string;
  agency_id: string | null;
  password_hash: string | null;
  is_verified: boolean;
  is_active: boolean;
  is_locked: boolean;
}

export async function findLoginCandidate(db: Queryable, email: string): Promise<LoginCandidate | undefined> {
  const [row] = await db.query<LoginCandidate>(
    'select id, agency_id, password_hash, is_verified, is_active, coalesce(locked_until > now(), false) as is_locked from users where email = $1',
    [email],
  );
  return row;
}

export async function insertSession(db: Queryable, sessionId: string, userId: string, refreshTokenHash: string): Promise<void> {
  await db.query('insert into sessions (id, user_id) values ($1, $2)', [sessionId, userId]);
  await insertRefreshToken(db, sessionId, refreshTokenHash);
}

export async function insertRefreshToken(db: Queryable, sessionId: string, tokenHash: string): Promise<void> {
  await db.query('insert into refresh_tokens (token_hash, session_id) values ($1, $2)', [tokenHash, sessionId]);
}

export type RefreshOutcome =
  | { kind: 'ok'; sessionId: string; userId: string }
  | { kind: 'unknown' }
  | { kind: 'reused'; sessionId: string };

/**
 * Spends a refresh token: succeeds once, for a live session within its idle and absolute limits.
 * A second use of the same token is reported so the caller can end the whole session.
 */
export async function spendRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshOutcome> {
  const [spent] = await db.query<{ session_id: string; user_id: string }>(
    `update refresh_tokens t set used_at = now()
       from sessions s join users u on u.id = s.user_id
      where t.token_hash = $1 and t.used_at is null and s.id = t.session_id and s.revoked_at is null and u.is_active and not coalesce(u.locked_until > now(), false)
        and t.created_at > now() - make_interval(mins => $2)
        and s.created_at > now() - make_interval(hours => $3)
      returning t.session_id, s.user_id`,
    [tokenHash, SESSION_IDLE_LIMIT_MINUTES, SESSION_ABSOLUTE_LIMIT_HOURS],
  );
  if (spent) return { kind: 'ok', sessionId: spent.session_id, userId: spent.user_id };
  const [known] = await db.query<{ session_id: string; used_at: Date | null }>(
    'select session_id, used_at from refresh_tokens where token_hash = $1',
    [tokenHash],
  );
  if (known?.used_at) return { kind: 'reused', sessionId: known.session_id };
  return { kind: 'unknown' };
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  officer_id: string;
  title: string | null;
  agency_id: string | null;
  configuration_file: string | null;
  timezone: string | null;
  contact_types: string[] | null;
  review_required: boolean | null;
  role_id: number;
  role_name: string;
  role_priority: number;
  permissions: Permission[];
  /** The agency's current subscription (findMe's), which decides what the role may do (permissionsUnderPlan). */
  subscription: { status: string; plan: string } | null;
  /**
   * Two-step verification: 'enrol' when the agency requires it and this session proved no second factor while the
   * user has none (enrolment only), 'sign-in-again' when the user has one this session did not prove, else null.
   */
  mfa_block: 'enrol' | 'sign-in-again' | null;
}

/**
 * The member's permissions: their role's and, after them, what the owner granted them beyond it (issue 26), so every
 * `hasPermission(caller.role, ...)` counts a grant with no second query. Aliases: `u` users, `r` roles.
 */
export const MEMBER_PERMISSIONS_SQL =
  'r.permissions || array(select g from unnest(u.granted_permissions) g where g <> all (r.permissions))';

/** Every authenticated request runs it: prepared once per connection (planning it cost several times running it). */
const SESSION_USER: NamedStatement = {
  name: 'find-session-user',
  text: `select u.id, u.email, u.name, u.officer_id, u.title, u.agency_id, a.configuration_file, a.timezone, a.contact_types, a.review_required,
            r.id as role_id, r.name as role_name, r.priority as role_priority, ${MEMBER_PERMISSIONS_SQL} as permissions,
            (select json_build_object('status', s.status, 'plan', s.plan) from subscriptions s
              where s.agency_id = u.agency_id order by ${CURRENT_SUBSCRIPTION_ORDER} limit 1) as subscription,
            case when a.mfa_required and s.second_factor is null then
              case when exists (select 1 from user_mfa_factors f where f.user_id = u.id and f.confirmed_at is not null)
                then 'sign-in-again' else 'enrol' end
            end as mfa_block
       from sessions s join users u on u.id = s.user_id join roles r on r.id = u.role_id left join agencies a on a.id = u.agency_id
      where s.id = $1 and s.user_id = $2 and s.revoked_at is null and u.is_active and not coalesce(u.locked_until > now(), false)
        and s.created_at > now() - make_interval(hours => $3)`,
};

/** The caller behind an access token, if the token's session is still open and the account active. */
export async function findSessionUser(db: Queryable, sessionId: string, userId: string): Promise<AuthenticatedUser | undefined> {
  const [row] = await db.query<AuthenticatedUser>(SESSION_USER, [sessionId, userId, SESSION_ABSOLUTE_LIMIT_HOURS]);
  return row;
}

/**
 * One row of the append-only audit log: who acted (`userId`, null for the system or an unknown visitor), on what
 * (`objectId`, null only where there is no one object), from where (`sourceIp`, null only for scheduled work); never
 * personal data. Object and address are required keys, so no call can forget them (issue 23, finding 10).
 */
export async function recordAuditEvent(
  db: Queryable,
  event: {
    action: string;
    outcome: 'success' | 'failure';
    userId?: string | null;
    agencyId?: string | null;
    objectId: string | null;
    sourceIp: string | null;
    /** What else the row was about (an export's filters and row count): ids, codes and counts, never personal data. */
    details?: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.query(
    'insert into audit_events (action, outcome, user_id, agency_id, object_id, source_ip, details) values ($1, $2, $3, $4, $5, $6, $7)',
    [
      event.action,
      event.outcome,
      event.userId ?? null,
      event.agencyId ?? null,
      event.objectId ?? null,
      event.sourceIp ?? null,
      event.details ? JSON.stringify(event.details) : null,
    ],
  );
}

/** The audit row of a sign-in step about an account itself: the account is both who acted and the object. */
export function recordAccountEvent(
  db: Queryable,
  event: {
    action: string;
    outcome: 'success' | 'failure';
    user: { id: string; agency_id: string | null };
    sourceIp: string;
    details?: Record<string, unknown> | null;
  },
): Promise<void> {
  const { user, ...rest } = event;
  return recordAuditEvent(db, { ...rest, userId: user.id, agencyId: user.agency_id, objectId: user.id });
}
