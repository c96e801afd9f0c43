import { type Case, casesAgainst } from './cross-tenant-cases.ts';
import { type Answer, type Client, detailOf, type Findings, inPool, is2xx, is5xx, Tally } from './http.ts';
import type { AgencyKey, Identity, Sessions } from './identities.ts';
import { type Inventory, snapshotAgency } from './inventory.ts';

const q = encodeURIComponent;

export interface CrossTenantResult {
  calls: number;
  statuses: Record<string, number>;
  byDirection: Record<string, { calls: number; twoXX: number; leaks: number }>;
  /** Which calls answered 2xx (searches that found nothing of the other agency, public images, ...). */
  twoXXByCase: Record<string, number>;
  leaks: number;
  suspects: number;
  publicByDesign2xx: number;
  /** 2xx answers also compared with the same call naming ids that exist nowhere. */
  comparedWithUnknownIds: number;
  fiveXX: number;
  tooMany: number;
  changedParts: string[];
  deadSessions: string[];
}

type Verdict = { kind: 'refused' | 'public' | 'ok' } | { kind: 'leak' | 'suspect'; why: string };

const NOWHERE = '00000000-0000-4000-8000-00000000dead';

/** The body with every foreign id (or incident number) replaced by one that exists nowhere. */
function neutralized(body: unknown, sent: string[]): unknown {
  return JSON.parse(JSON.stringify(body ?? null, (_key, value) => (typeof value === 'string' && sent.includes(value) ? NOWHERE : value)));
}

/** An answer without its instants, which differ from call to call. */
const comparable = (text: string) => text.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<instant>');

function judge(item: Case, answer: Answer, foreign: Inventory, own: Inventory): Verdict {
  if (!is2xx(answer.status)) return { kind: 'refused' };
  if (item.isPublicByDesign) return { kind: 'public' };
  if (item.isTwoXXALeak) return { kind: 'leak', why: `${answer.status} where only a refusal is right` };
  for (const marker of foreign.markers) {
    if (own.markers.has(marker) || item.sent.includes(marker)) continue;
    if (answer.text.includes(marker)) return { kind: 'leak', why: `answer holds ${foreign.key}'s "${marker}"` };
  }
  const echoed = item.sent.find((id) => answer.text.includes(id));
  if (echoed) return { kind: item.isEchoALeak ? 'leak' : 'suspect', why: `answer echoes the foreign id ${echoed}` };
  if (item.kind === 'path-id') return { kind: 'suspect', why: `${answer.status} on another agency's object` };
  return { kind: 'ok' };
}

/**
 * Every member of each agency calls every id-taking operation with the other agencies' ids (both directions), reads
 * first, then changes, then deletions; then the agencies' state is compared with a snapshot taken before.
 */
export async function sweepCrossTenant(
  client: Client,
  sessions: Sessions,
  inventories: Map<AgencyKey, Inventory>,
  owners: Map<AgencyKey, string>,
  findings: Findings,
): Promise<CrossTenantResult> {
  const tally = new Tally();
  const byDirection: CrossTenantResult['byDirection'] = {};
  let leaks = 0;
  let suspects = 0;
  let publicByDesign = 0;
  let compared = 0;
  const baselines = new Map<string, Promise<Answer>>();
  const twoXXByCase: Record<string, number> = {};
  const before = new Map<AgencyKey, Record<string, string>>();
  for (const [key, inventory] of inventories)
    before.set(key, await snapshotAgency(client, sessions.get(owners.get(key) as string), inventory));

  const plan: Array<{ caller: string; own: Inventory; foreign: Inventory; item: Case }> = [];
  for (const identity of sessions.people.values()) {
    const own = inventories.get(identity.agency);
    if (!own) continue;
    for (const foreign of inventories.values()) {
      if (foreign.key === own.key) continue;
      for (const item of casesAgainst(foreign, own)) plan.push({ caller: identity.email, own, foreign, item });
    }
  }
  for (const phase of [1, 2, 3] as const) {
    for (const email of sessions.people.keys()) await sessions.revive(email);
    await inPool(
      plan.filter((entry) => entry.item.phase === phase),
      4,
      async ({ caller, own, foreign, item }) => {
        const identity: Identity = sessions.get(caller);
        const answer = await client.send(item.method, item.path, {
          token: identity.token,
          ...(item.body !== undefined ? { body: item.body } : {}),
        });
        tally.add(answer.status);
        const direction = `${own.key} -> ${foreign.key}`;
        byDirection[direction] = byDirection[direction] ?? { calls: 0, twoXX: 0, leaks: 0 };
        const counts = byDirection[direction];
        counts.calls += 1;
        if (is2xx(answer.status)) {
          counts.twoXX += 1;
          twoXXByCase[item.label] = (twoXXByCase[item.label] ?? 0) + 1;
        }
        const where = { sweep: 'cross-tenant', method: item.method, path: item.path, status: answer.status, caller };
        if (is5xx(answer.status)) findings.add({ ...where, kind: '5xx', detail: `${item.label}: ${detailOf(answer)}` });
        const verdict = judge(item, answer, foreign, own);
        if (verdict.kind === 'ok' && item.isCompared) {
          compared += 1;
          const baselineKey = `${caller} ${item.label} ${item.path}`;
          if (!baselines.has(baselineKey)) {
            baselines.set(
              baselineKey,
              client.send(item.method, item.path, { token: identity.token, body: neutralized(item.body, item.sent) }),
            );
          }
          const baseline = await (baselines.get(baselineKey) as Promise<Answer>);
          if (baseline.status !== answer.status || comparable(baseline.text) !== comparable(answer.text)) {
            suspects += 1;
            findings.add({
              ...where,
              kind: 'suspect',
              detail: `${item.label}: the answer differs from the same call with an id that exists nowhere (${baseline.status} ${baseline.text.slice(0, 150)} / ${answer.text.slice(0, 150)})`,
            });
          }
        }
        if (verdict.kind === 'public') publicByDesign += 1;
        if (verdict.kind === 'leak') {
          leaks += 1;
          counts.leaks += 1;
          findings.add({ ...where, kind: 'leak', detail: `${item.label}: ${verdict.why}; ${answer.text.slice(0, 300)}` });
        }
        if (verdict.kind === 'suspect') {
          suspects += 1;
          findings.add({ ...where, kind: 'suspect', detail: `${item.label}: ${verdict.why}; ${answer.text.slice(0, 200)}` });
        }
      },
    );
  }

  // Sessions a foreign DELETE may have ended, then the state of every agency against its snapshot.
  const deadSessions: string[] = [];
  for (const [email, identity] of sessions.people) if (!(await sessions.isAlive(identity))) deadSessions.push(email);
  for (const email of deadSessions) {
    findings.add({ sweep: 'cross-tenant', kind: 'changed', caller: email, detail: `the session of ${email} ended during the sweep` });
    await sessions.revive(email);
  }
  const changedParts: string[] = [];
  for (const [key, inventory] of inventories) {
    const after = await snapshotAgency(client, sessions.get(owners.get(key) as string), inventory);
    const earlier = before.get(key) ?? {};
    for (const part of new Set([...Object.keys(earlier), ...Object.keys(after)])) {
      if (earlier[part] === after[part]) continue;
      changedParts.push(`${key}: ${part}`);
      findings.add({
        sweep: 'cross-tenant',
        kind: 'changed',
        detail: `${key} ${part} changed during the sweep: before ${String(earlier[part]).slice(0, 300)} / after ${String(after[part]).slice(0, 300)}`,
      });
    }
    // The citizen's case page still shows the agency's own report (a foreign create must not take its token).
    for (const report of inventory.reports) {
      if (!report.publicToken) continue;
      const page = await client.send('GET', `/api/public/cases/${q(report.publicToken)}`);
      const shown = (page.body as { incident_number?: string } | null)?.incident_number;
      if (page.status !== 200 || shown !== report.incident_number) {
        changedParts.push(`${key}: case page ${report.incident_number}`);
        findings.add({
          sweep: 'cross-tenant',
          kind: 'changed',
          detail: `${key} case page of ${report.incident_number} now ${page.status} ${shown}`,
        });
      }
    }
  }
  return {
    calls: tally.calls,
    statuses: tally.toJSON(),
    byDirection,
    twoXXByCase,
    leaks,
    suspects,
    publicByDesign2xx: publicByDesign,
    comparedWithUnknownIds: compared,
    fiveXX: tally.fiveXX,
    tooMany: tally.tooMany,
    changedParts,
    deadSessions,
  };
}
