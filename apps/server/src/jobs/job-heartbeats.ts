import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** How often an attempt in hand says it is alive. */
export const HEARTBEAT_SECONDS = 10;
/** An attempt silent this long belongs to a process that died: its job is failed, so it is retried. */
export const STALLED_AFTER_SECONDS = 60;

/** Starts beating for one attempt of a job; answers the function that stops and removes the beat (at its end). */
export async function beginHeartbeat(db: Queryable, queue: string, jobId: string, everySeconds = HEARTBEAT_SECONDS) {
  const attemptId = randomUUID();
  await db.query('insert into job_heartbeats (attempt_id, job_id, queue) values ($1, $2, $3)', [attemptId, jobId, queue]);
  const timer = setInterval(() => {
    db.query('update job_heartbeats set beat_at = now() where attempt_id = $1', [attemptId]).catch(() => {
      // A missed beat is retried at the next tick; only a minute of them makes the attempt look dead.
    });
  }, everySeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await db.query('delete from job_heartbeats where attempt_id = $1', [attemptId]);
  };
}

export interface StalledAttempt {
  job_id: string;
  queue: string;
  started_at: Date;
}

/**
 * Takes the attempts that stopped beating (each taken by one process only: the rows are deleted as they are read).
 * The caller fails their jobs unless pg-boss has already started a later attempt.
 */
export function takeStalledAttempts(db: Queryable, stalledAfterSeconds = STALLED_AFTER_SECONDS): Promise<StalledAttempt[]> {
  return db.query<StalledAttempt>(
    `delete from job_heartbeats where beat_at < now() - make_interval(secs => $1) returning job_id, queue, started_at`,
    [stalledAfterSeconds],
  );
}
