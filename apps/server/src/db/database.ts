import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgresql';

/**
 * A fixed statement a PostgreSQL server parses and plans once per connection, then runs again by `name` (a prepared
 * statement): for the statements every request runs, such as the session lookup. One name, one text.
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

/** The one way the server talks to PostgreSQL: parameterised SQL, on PGlite or on a server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string | NamedStatement, params?: unknown[]): Promise<Row[]>;
}

/** The SQL text of a statement (PGlite runs in this process: nothing to save by naming it). */
export const textOf = (sql: string | NamedStatement): string => (typeof sql === 'string' ? sql : sql.text);

/** A statement as pg's query takes it: named ones are prepared on each connection the first time they run there. */
const pgQuery = (sql: string | NamedStatement, values: unknown[]) =>
  typeof sql === 'string' ? { text: sql, values } : { name: sql.name, text: sql.text, values };

/** Settings (name -> value) that hold for one transaction only, as set_config(name, value, true) sets them. */
export type TransactionSettings = Readonly<Record<string, string>>;

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction: all of it lands, or none. `settings` are set as the transaction begins (on a
   * PostgreSQL server in the same round trip as BEGIN); a wrapper of a Database must pass them on.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, settings?: TransactionSettings): Promise<T>;
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
    async query<Row>(sql: string | NamedStatement, params: unknown[] = []) {
      return (await db.query<Row>(textOf(sql), params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work, settings) {
      return db.transaction(async (tx) => {
        const entries = Object.entries(settings ?? {});
        if (entries.length > 0) {
          const calls = entries.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`);
          await tx.query(`select ${calls.join(', ')}`, entries.flat());
        }
        return work({
          query: async <Row>(sql: string | NamedStatement, params: unknown[] = []) => (await tx.query<Row>(textOf(sql), params)).rows,
        });
      });
    },
    close: () => db.close(),
  };
}

/**
 * BEGIN and the transaction's settings as one simple-protocol text: one round trip instead of two. The values are
 * quoted as literals (a simple query takes no parameters).
 */
function beginWith(settings: TransactionSettings = {}): string {
  const entries = Object.entries(settings);
  if (entries.length === 0) return 'begin';
  const calls = entries.map(([name, value]) => `set_config(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(value)}, true)`);
  return `begin; select ${calls.join(', ')}`;
}

export function openPostgres(connectionString: string, maxConnections: number): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return {
    kind: 'postgresql',
    async query<Row>(sql: string | NamedStatement, params: unknown[] = []) {
      return (await pool.query(pgQuery(sql, params))).rows as Row[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work, settings) {
      const client = await pool.connect();
      try {
        await client.query(beginWith(settings));
        const result = await work({
          query: async <Row>(sql: string | NamedStatement, params: unknown[] = []) =>
            (await client.query(pgQuery(sql, params))).rows as Row[],
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

/** PGlite at `dataDir`, or the PostgreSQL server at `databaseUrl` with a pool of `databasePoolSize` (default 10). */
export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  databasePoolSize?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl, options.databasePoolSize ?? 10))
    : openPglite(options.dataDir);
}
