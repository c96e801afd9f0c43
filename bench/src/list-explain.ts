import { type Database, textOf } from '@fieldbook/server/kit';
import pg from 'pg';

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

/**
 * The database the server is built on, recording every statement while `record` runs: the EXPLAINs below replay the
 * exact SQL and parameters a request ran, not a copy of it.
 */
export function createRecordingDatabase(db: Database) {
  let recording: RecordedQuery[] | null = null;
  const note = (sql: Parameters<Database['query']>[0], params: unknown[] = []) => recording?.push({ sql: textOf(sql), params });
  const recorded: Database = {
    kind: db.kind,
    query: (sql, params) => {
      note(sql, params);
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (work, settings) =>
      db.transaction(
        (tx) =>
          work({
            query: (sql, params) => {
              note(sql, params);
              return tx.query(sql, params);
            },
          }),
        settings,
      ),
    close: () => db.close(),
  };
  return {
    db: recorded,
    async record(work: () => Promise<unknown>): Promise<RecordedQuery[]> {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}

/** The list query among a request's statements (not authentication, tenant settings or the plan lookup). */
export function listQueryOf(queries: readonly RecordedQuery[]): RecordedQuery {
  const found = [...queries]
    .reverse()
    .find((query) =>
      /from reports r|report_text_search|report_text_totals|report_daily_totals|report_daily_facets|from report_labels d|from report_officers o/.test(
        query.sql,
      ),
    );
  if (!found) throw new Error(`no list query among ${queries.length} statements`);
  return found;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Function Name'?: string;
  'Actual Rows'?: number;
  'Actual Total Time'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** One line per plan node, indented by depth: type, index or relation, rows. */
function describePlan(node: PlanNode, depth = 0): string[] {
  const target = node['Index Name']
    ? ` using ${node['Index Name']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`
    : node['Relation Name']
      ? ` on ${node['Relation Name']}`
      : node['Function Name']
        ? ` ${node['Function Name']}()`
        : '';
  const removed = node['Rows Removed by Filter'] ? `, ${node['Rows Removed by Filter']} removed by filter` : '';
  const line = `${'  '.repeat(depth + 2)}${node['Node Type']}${target} (rows ${node['Actual Rows']} x ${node['Actual Loops']} loops${removed})`;
  return [line, ...(node.Plans ?? []).flatMap((child) => describePlan(child, depth + 1))];
}

function summarise(title: string, plan: PlanNode, executionMs: number, planningMs: number | null): string {
  const planning = planningMs === null ? '' : `, planning ${planningMs.toFixed(1)} ms`;
  return [
    `  ${title}: execution ${executionMs.toFixed(1)} ms${planning}, buffers hit ${plan['Shared Hit Blocks'] ?? 0} read ${plan['Shared Read Blocks'] ?? 0}`,
    ...describePlan(plan),
  ].join('\n');
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a recorded statement in a transaction set up as the server's withTenant does
 * (app.agency_id, role fieldbook_app: row-level security on; no parallel workers). Statements run inside the quick-search functions are
 * caught with auto_explain (nested statements, sent back as notices) and summarised too.
 */
export async function explainInTenant(url: string, agencyId: string, title: string, query: RecordedQuery): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  const nested: string[] = [];
  await client.connect();
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(
      `set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on;
       set auto_explain.log_nested_statements = on; set auto_explain.log_format = 'json'; set auto_explain.log_level = 'notice'`,
    );
    client.on('notice', (notice) => {
      const text = notice.message ?? '';
      const start = text.indexOf('{');
      if (start < 0) return;
      try {
        const logged = JSON.parse(text.slice(start)) as { 'Query Text': string; Plan: PlanNode };
        // Only what ran inside a function: the function's own statement, not the EXPLAIN around it.
        if (/^\s*(explain|select set_config)/i.test(logged['Query Text'])) return;
        const statement = logged['Query Text'].replace(/\s+/g, ' ').slice(0, 110);
        nested.push(summarise(`  inside the function (${statement}...)`, logged.Plan, logged.Plan['Actual Total Time'] ?? 0, null));
      } catch {
        // Not a plan.
      }
    });
    await client.query('begin');
    await client.query(
      `select set_config('app.agency_id', $1, true), set_config('role', 'fieldbook_app', true),
              set_config('max_parallel_workers_per_gather', '0', true)`,
      [agencyId],
    );
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${query.sql}`, query.params);
    await client.query('rollback');
    const [explained] = (rows[0] as { 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[] })[
      'QUERY PLAN'
    ];
    if (!explained) throw new Error('no plan');
    return [summarise(title, explained.Plan, explained['Execution Time'], explained['Planning Time']), ...nested].join('\n');
  } finally {
    await client.end();
  }
}
