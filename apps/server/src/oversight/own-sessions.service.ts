import type { OwnSessionView } from '@fieldbook/contract';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database } from '../db/database.ts';
import type { Caller } from '../http/authenticate.ts';
import { notFound } from '../http/http-error.ts';
import * as repo from './own-sessions.repo.ts';

/** ASVS 7.5.2: a person lists their own open sessions and ends any of them; each ending is audited. */
export function createOwnSessions(db: Database) {
  return {
    async list(caller: Caller): Promise<OwnSessionView[]> {
      const rows = await repo.listOwnSessions(db, caller.userId);
      return rows.map((row) => ({
        id: row.id,
        is_current: row.id === caller.sessionId,
        created_at: row.created_at.toISOString(),
        last_seen_at: row.last_seen_at.toISOString(),
        browser: row.browser ?? 'Unknown browser',
        address: row.source_ip,
      }));
    },

    /** Another user's session, or an unknown or ended one, is 404: the same answer, so ids cannot be probed. */
    async end(caller: Caller, sessionId: string, sourceIp: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.endOwnSession(tx, caller.userId, sessionId))) throw notFound();
        const audit = { action: 'session.end', outcome: 'success' as const, userId: caller.userId, agencyId: caller.agencyId };
        await recordAuditEvent(tx, { ...audit, objectId: sessionId, sourceIp });
      });
    },

    async endOthers(caller: Caller, sourceIp: string): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await repo.endOtherOwnSessions(tx, caller.userId, caller.sessionId);
        if (ended > 0) {
          const audit = { action: 'session.end_others', outcome: 'success' as const, userId: caller.userId, agencyId: caller.agencyId };
          await recordAuditEvent(tx, { ...audit, objectId: caller.userId, sourceIp, details: { ended } });
        }
        return ended;
      });
    },
  };
}
