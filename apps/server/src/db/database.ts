import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgresql';

/** The one way the server talks to PostgreSQL: parameterised SQL, on PGlite or on a server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: all of it lands, or none. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// pg returns int8 and numeric as strings, PGlite as numbers: answer numbers on both.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export async function openPglite(dataDir: string | null): Promise<Database> {
  // pg_trgm backs quick search (migration 0013), as on a PostgreSQL server.
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await db.query<Row>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({ query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows }),
      );
    },
    close: () => db.close(),
  };
}

export function openPostgres(connectionString: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return {
    kind: 'postgresql',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string | null }): Promise<Database> {
  return options.databaseUrl ? Promise.resolve(openPostgres(options.databaseUrl)) : openPglite(options.dataDir);
}
