import pg from 'pg';

/** The tables a report load writes; their secondary indexes may be dropped around a large load and rebuilt after. */
const LOADED_TABLES = ['reports', 'report_versions', 'report_officers', 'report_people', 'report_labels', 'report_search'];

/**
 * Where dropped index definitions wait to be rebuilt: in the database itself, so a run stopped halfway rebuilds them on
 * the next start (bench-only table; the server never reads it).
 */
const LEDGER = 'create table if not exists bench_dropped_indexes (name text primary key, definition text not null)';

/**
 * Drops the secondary indexes (not primary keys, unique constraints or what a constraint uses) of the loaded tables,
 * GIN ones only when `ginOnly`, recording each definition first. Answers the dropped names.
 */
export async function dropSecondaryIndexes(client: pg.ClientBase, ginOnly: boolean): Promise<string[]> {
  await client.query(LEDGER);
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class t on t.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid join pg_am am on am.oid = ic.relam
      where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not i.indisprimary and not i.indisunique
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid) and (not $2 or am.amname = 'gin')`,
    [LOADED_TABLES, ginOnly],
  );
  for (const { name, definition } of rows) {
    await client.query('insert into bench_dropped_indexes (name, definition) values ($1, $2) on conflict (name) do nothing', [
      name,
      definition,
    ]);
    await client.query(`drop index if exists ${name}`);
  }
  return rows.map((row) => row.name);
}

/**
 * Rebuilds every recorded index, two at a time on two connections (CREATE INDEX takes a SHARE lock, so builds on the
 * same table run side by side), largest first. Answers the seconds each build took, by index name (an index an earlier run had already rebuilt is not
 * counted).
 */
export async function restoreIndexes(url: string, settings: string): Promise<Map<string, number>> {
  const ledger = new pg.Client({ connectionString: url });
  await ledger.connect();
  try {
    await ledger.query(LEDGER);
    const { rows } = await ledger.query<{ name: string; definition: string }>(
      `select name, definition from bench_dropped_indexes order by (definition like '%gin_trgm_ops%') desc, (definition like '%USING gin%') desc, name`,
    );
    const queue = [...rows];
    const took = new Map<string, number>();
    const worker = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(settings);
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [exists] = (await client.query('select to_regclass($1) as found', [next.name])).rows;
          if (!exists?.found) {
            const started = performance.now();
            await client.query(next.definition);
            took.set(next.name, (performance.now() - started) / 1000);
          }
          await client.query('delete from bench_dropped_indexes where name = $1', [next.name]);
        }
      } finally {
        await client.end();
      }
    };
    await Promise.all([worker(), worker()]);
    return took;
  } finally {
    await ledger.end();
  }
}
