import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { accountLockedMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordAuditEvent } from './auth.repo.ts';
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

/**
 * Records a failed proof of identity (a wrong password, or a wrong code at the second step) as a failed login, and locks
 * the account at the fifth failure within 15 minutes (CJIS AC-7). The attempt that locks the account already says so, as
 * does one that finds it locked by a parallel attempt, so a burst of guesses learns nothing after the fifth.
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
      await recordAuditEvent(tx, { action: 'login', outcome: 'failure', userId: user.id, agencyId: user.agency_id, sourceIp, details });
      if (isLocked) return 'already-locked' as const;
      if ((await protection.countRecentAccountFailures(tx, user.id)) < protection.ACCOUNT_LOCK_FAILURES) return 'counted' as const;
      await protection.lockAccount(tx, user.id);
      await recordAuditEvent(tx, { action: 'account.lock', outcome: 'success', agencyId: user.agency_id, objectId: user.id, sourceIp });
      return 'locked-now' as const;
    });
    if (outcome === 'locked-now') void noticeLock(user.id).catch(() => {});
    return outcome;
  };
}
