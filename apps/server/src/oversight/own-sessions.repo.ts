import { SESSION_ABSOLUTE_LIMIT_HOURS, SESSION_IDLE_LIMIT_MINUTES } from '../accounts/tokens.ts';
import type { Queryable } from '../db/database.ts';

export interface OwnSessionRow {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  browser: string | null;
  source_ip: string | null;
}

/**
 * A session still usable: not ended, younger than the absolute limit, and refreshed (or opened) within the idle limit.
 * Sessions are the user's, not the agency's (a user without an agency has them too): every query filters by user_id.
 */
const LIVE = `s.revoked_at is null and s.created_at > now() - make_interval(hours => ${SESSION_ABSOLUTE_LIMIT_HOURS})`;
const LAST_SEEN = 'coalesce((select max(t.created_at) from refresh_tokens t where t.session_id = s.id), s.created_at)';

/** The user's live sessions, newest first. */
export async function listOwnSessions(db: Queryable, userId: string): Promise<OwnSessionRow[]> {
  return db.query<OwnSessionRow>(
    `select * from (
       select s.id, s.created_at, ${LAST_SEEN} as last_seen_at, s.browser, s.source_ip
         from sessions s where s.user_id = $1 and ${LIVE}
     ) live
     where live.last_seen_at > now() - make_interval(mins => $2)
     order by live.created_at desc, live.id`,
    [userId, SESSION_IDLE_LIMIT_MINUTES],
  );
}

/** Ends one session of the user; false when it is not theirs, unknown, or already ended. */
export async function endOwnSession(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db.query('update sessions set revoked_at = now() where id = $1 and user_id = $2 and revoked_at is null returning id', [
    sessionId,
    userId,
  ]);
  return rows.length > 0;
}

/** Ends every open session of the user but `keptSessionId`; answers how many ended. */
export async function endOtherOwnSessions(db: Queryable, userId: string, keptSessionId: string): Promise<number> {
  const rows = await db.query(
    'update sessions set revoked_at = now() where user_id = $1 and id <> $2 and revoked_at is null returning id',
    [userId, keptSessionId],
  );
  return rows.length;
}
