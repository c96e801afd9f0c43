import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

/**
 * pg-boss on our `Database`, so the queue runs on the embedded PGlite as on a PostgreSQL server. pg-boss sends two kinds
 * of SQL: single statements with parameters, and scripts wrapped in BEGIN; ... COMMIT; (its schema and maintenance).
 * PGlite's `query` takes one statement only, so scripts go through `exec` without their BEGIN/COMMIT: a multi-statement
 * simple query is one implicit transaction on both engines, so a failed script rolls back whole and leaves no
 * connection inside an aborted transaction. `settled()` waits for the statements in flight (pg-boss does not await its
 * own `complete` and `fail` calls), so the database is not closed under them.
 */
export function pgBossDb(db: Database): PgBoss.Db & { settled(): Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  };
  return {
    executeSql(text: string, values?: unknown[]) {
      const script = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/i.exec(text);
      if (script?.[1] !== undefined) return track(db.exec(script[1]).then(() => ({ rows: [] })));
      return track(db.query(text, values ?? []).then((rows) => ({ rows })));
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
