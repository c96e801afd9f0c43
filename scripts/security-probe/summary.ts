import type { Findings } from './http.ts';

interface SweepCounts {
  calls?: number;
  statuses?: Record<string, number>;
}

const sum = (statuses: Record<string, number> | undefined, predicate: (status: number) => boolean) =>
  Object.entries(statuses ?? {}).reduce((total, [status, count]) => total + (predicate(Number(status)) ? count : 0), 0);

function row(cells: Array<string | number>, widths: number[]): string {
  return cells
    .map((cell, index) => (index === 0 ? String(cell).padEnd(widths[index] ?? 0) : String(cell).padStart(widths[index] ?? 0)))
    .join('  ');
}

/** The table of counts per sweep and the findings, for a person; the JSON that follows is for tools. */
export function printSummary(result: Record<string, unknown>, findings: Findings): void {
  const out: string[] = [];
  const operations = result.operations as { documented: number; hidden: number; total: number };
  out.push('', `Fieldbook security probe of ${result.server} (${result.duration_seconds} s, ${result.total_calls} requests)`);
  out.push(`operations: ${operations.documented} documented + ${operations.hidden} hidden = ${operations.total}`, '');
  const widths = [16, 7, 6, 6, 6, 6, 6, 8];
  out.push(row(['sweep', 'calls', '2xx', '3xx', '4xx', '429', '5xx', 'flagged'], widths));
  const sweeps: Array<[string, string, (value: Record<string, unknown>) => number]> = [
    ['unauthenticated', 'unauthenticated', (value) => Number(value.unexpected2xx ?? 0)],
    ['cross-tenant', 'cross_tenant', (value) => Number(value.leaks ?? 0)],
    ['fuzz (manager)', 'fuzz', (value) => Number(value.unsafeTextAccepted ?? 0)],
    ['fuzz (owner)', 'fuzz_owner', (value) => Number(value.unsafeTextAccepted ?? 0)],
    ['fuzz (nexus)', 'fuzz_nexus', (value) => Number(value.unsafeTextAccepted ?? 0)],
    ['forged tokens', 'tokens', (value) => Number(value.accepted ?? 0)],
    ['login throttle', 'login_throttle', () => 0],
  ];
  for (const [label, key, flagged] of sweeps) {
    const value = result[key] as (SweepCounts & Record<string, unknown>) | undefined;
    if (!value) continue;
    const statuses = value.statuses;
    const calls = value.calls ?? Number(value.attempts ?? 0);
    out.push(
      row(
        [
          label,
          calls,
          sum(statuses, (s) => s >= 200 && s < 300),
          sum(statuses, (s) => s >= 300 && s < 400),
          sum(statuses, (s) => s >= 400 && s < 500 && s !== 429),
          sum(statuses, (s) => s === 429),
          sum(statuses, (s) => s >= 500 || s === 0),
          flagged(value),
        ],
        widths,
      ),
    );
  }
  out.push(
    row(['whole run', Number(result.total_calls), '', '', '', Number(result.too_many_total), Number(result.five_xx_total), ''], widths),
  );
  out.push(`requests with no answer at all (dropped connections, timeouts): ${result.no_answer_total}`);
  out.push(
    '',
    '5xx counts answers >= 500 and, per sweep, requests with no answer; flagged = unexpected 2xx without a session / cross-tenant leaks / unsafe text stored / forgeries accepted',
  );
  const cross = result.cross_tenant as Record<string, unknown> | undefined;
  if (cross) {
    out.push(
      `cross-tenant: ${cross.calls} calls, ${cross.leaks} leaks, ${cross.suspects} to review, ${cross.publicByDesign2xx} public-by-design 2xx, ` +
        `${(cross.changedParts as string[]).length} state changes, ${(cross.deadSessions as string[]).length} sessions ended`,
    );
    for (const [direction, counts] of Object.entries(
      cross.byDirection as Record<string, { calls: number; twoXX: number; leaks: number }>,
    )) {
      out.push(
        `  ${direction.padEnd(20)} ${String(counts.calls).padStart(5)} calls  ${String(counts.twoXX).padStart(4)} 2xx  ${counts.leaks} leaks`,
      );
    }
  }
  const races = result.races as Record<string, unknown> | undefined;
  if (races) {
    out.push('', 'races:');
    for (const [group, cases] of Object.entries(races)) {
      for (const [name, outcome] of Object.entries(cases as Record<string, unknown>))
        out.push(`  ${group}/${name}: ${JSON.stringify(outcome)}`);
    }
  }
  const byKind = new Map<string, number>();
  for (const finding of findings.items)
    byKind.set(`${finding.sweep}/${finding.kind}`, (byKind.get(`${finding.sweep}/${finding.kind}`) ?? 0) + 1);
  out.push('', `findings: ${findings.items.length}${[...byKind].map(([kind, count]) => `  ${kind}: ${count}`).join('')}`);
  for (const finding of findings.items.slice(0, 60)) {
    out.push(
      `  [${finding.sweep}/${finding.kind}] ${finding.method ?? ''} ${finding.path ?? ''} ${finding.status ?? ''} ${finding.caller ?? ''} ${finding.detail}`.slice(
        0,
        400,
      ),
    );
  }
  if (findings.items.length > 60) out.push(`  ... ${findings.items.length - 60} more in the JSON`);
  out.push('', 'not probed:', ...(result.not_probed as string[]).map((item) => `  - ${item}`), '');
  process.stdout.write(`${out.join('\n')}\n`);
}
