import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { tooManyRequests } from '../http/http-error.ts';
import { accountLockedMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordAccountEvent, recordAuditEvent } from './auth.repo.ts';
import * as protection from './login-protection.repo.ts';
import { deliverAccountMail } from './mail-delivery.ts';

export interface LoginFailureOptions {
  /** Tells the agency owner when a member's account locks; without it, no mail. */
  mailer?: Mailer;
  log?: FastifyBaseLogger;
  publicUrl?: string;
}

/** 'counted': refused and counted; 'locked-now': this failure locked the account; 'already-locked': it was locked. */
export type LoginFailureOutcome = 'counted' | 'locked-now' | 'already-locked';

/** An attempt to prove who one is: on which account (login-protection.repo.ts accountKeyOf), from where. */
export interface LoginAttempt {
  accountKey: string;
  sourceIp: string;
  /** The account signed in from this address within 90 days. */
  isKnownSource: boolean;
}

/** Where an attempt on an account that exists comes from: its key, and whether the address is one of its own. */
export async function attemptOn(db: Queryable, user: { id: string }, sourceIp: string): Promise<LoginAttempt> {
  return { accountKey: protection.accountKeyOf(user, ''), sourceIp, isKnownSource: await protection.isKnownSource(db, user.id, sourceIp) };
}

/**
 * Refuses an attempt that must wait (login-protection.repo.ts secondsToWait) with 429 and Retry-After, before anything is
 * checked, audited as `login.throttled`. The same for accounts that exist and those that do not.
 */
export async function refuseWhileThrottled(db: Queryable, attempt: LoginAttempt): Promise<void> {
  const wait = await protection.secondsToWait(db, attempt);
  if (wait === null) return;
  await recordAuditEvent(db, { action: 'login.throttled', outcome: 'failure', objectId: null, sourceIp: attempt.sourceIp });
  throw tooManyRequests(wait);
}

/**
 * Records a failed proof of identity (a wrong password, or a wrong code at the second step) for an account that exists.
 * CJIS AC-7 as the issue phrases it: the fifth failure within 15 minutes from addresses the account signs in from locks
 * it for 30 minutes (the attempt that locks already says so, as does one that finds it locked by a parallel attempt).
 * Failures from other addresses never lock: they make such addresses wait (refuseWhileThrottled), so a stranger cannot
 * lock a person out everywhere, an owner included.
 */
export function createLoginFailures(db: Database, options: LoginFailureOptions = {}) {
  async function noticeLock(userId: string): Promise<void> {
    const { mailer, log, publicUrl } = options;
    if (!mailer || !log || !publicUrl) return;
    const notice = await protection.findLockNotice(db, userId);
    if (!notice) return;
    const mail = accountLockedMail({ to: notice.owner_email, memberName: notice.name, memberEmail: notice.email, publicUrl });
    await deliverAccountMail(mailer, log, 'account-locked', mail);
  }

  return async function recordLoginFailure(
    user: { id: string; agency_id: string | null },
    sourceIp: string,
    details: Record<string, unknown> | null = null,
  ): Promise<LoginFailureOutcome> {
    const outcome = await db.transaction(async (tx) => {
      const { isLocked } = await protection.lockAccountRow(tx, user.id);
      const attempt = await attemptOn(tx, user, sourceIp);
      await protection.insertLoginFailure(tx, attempt);
      await recordAccountEvent(tx, { action: 'login', outcome: 'failure', user, sourceIp, details });
      if (isLocked) return 'already-locked' as const;
      if (!attempt.isKnownSource) return 'counted' as const;
      if ((await protection.countKnownSourceFailures(tx, user.id)) < protection.ACCOUNT_LOCK_FAILURES) return 'counted' as const;
      await protection.lockAccount(tx, user.id);
      await recordAuditEvent(tx, { action: 'account.lock', outcome: 'success', agencyId: user.agency_id, objectId: user.id, sourceIp });
      return 'locked-now' as const;
    });
    if (outcome === 'locked-now') void noticeLock(user.id).catch(() => {});
    return outcome;
  };
}
