/**
 * A repeatable security probe of a running Fieldbook server (issue 23): an unauthenticated sweep of every operation,
 * a cross-tenant sweep between the demo agencies in both directions, a fuzz of every body, query and path parameter,
 * forged tokens, the login throttle, and races. Prints a table of counts and, last, the whole result as JSON.
 *
 *   node --import tsx scripts/security-probe/probe.ts http://localhost:8390
 *
 * Optional: PROBE_JWT_SECRET (the server's JWT_SECRET: adds validly signed forgeries), PROBE_MAILBOX_KEY (the
 * development mailbox key printed at start with DEV_MAILBOX=1: adds purchase races on fresh agencies),
 * PROBE_FUZZ_PER_OPERATION (default 40), PROBE_SEED (default 23), PROBE_ONLY (comma-separated sections).
 */
import { sweepCrossTenant } from './cross-tenant.ts';
import { runFuzzPasses } from './fuzz-passes.ts';
import { Client, Findings, sleep } from './http.ts';
import { type AgencyKey, DEMO_PEOPLE, type Identity, Sessions, signIn } from './identities.ts';
import { collectInventory, type Inventory, prepareAgency } from './inventory.ts';
import { loadOperations } from './operations.ts';
import { runRaces } from './races.ts';
import { printSummary } from './summary.ts';
import { probeLoginThrottle, probeTokens } from './tokens.ts';
import { sweepUnauthenticated } from './unauthenticated.ts';

const base = (process.argv[2] ?? 'http://localhost:8390').replace(/\/$/, '');
const env = process.env;
const only = env.PROBE_ONLY ? new Set(env.PROBE_ONLY.split(',').map((name) => name.trim())) : null;
const isOn = (section: string) => !only || only.has(section);
const started = Date.now();
const log = (message: string) => process.stderr.write(`[probe ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${message}\n`);

async function main() {
  const client = new Client(base);
  const findings = new Findings();
  const health = await client.send('GET', '/api/health');
  if (health.status !== 200) throw new Error(`${base}/api/health answered ${health.status}: is the server running?`);

  const people = new Map<string, Identity>();
  const notSignedIn: string[] = [];
  for (const person of DEMO_PEOPLE) {
    try {
      people.set(person.email, await signIn(client, person));
    } catch (error) {
      notSignedIn.push(error instanceof Error ? error.message : String(error));
    }
  }
  const sessions = new Sessions(client, people);
  log(`signed in ${people.size} of ${DEMO_PEOPLE.length} demo people`);
  const owners = new Map<AgencyKey, string>();
  for (const identity of people.values()) if (identity.role === 'owner') owners.set(identity.agency, identity.email);
  if (!owners.has('demo') || !people.has('manager@demo.test'))
    throw new Error(`the demo agency's owner and manager must sign in: ${notSignedIn.join('; ')}`);

  const { operations, documented } = await loadOperations(client, sessions.get('manager@demo.test').token);
  log(`${documented} documented operations, ${operations.length - documented} hidden ones known to the probe`);

  // Something of every kind in every agency, then what each holds.
  const setupNotes = new Map<AgencyKey, string[]>();
  for (const [key, email] of owners) setupNotes.set(key, await prepareAgency(client, sessions.get(email), key));
  for (const email of owners.values()) await waitForExports(client, sessions.get(email).token);
  const inventories = new Map<AgencyKey, Inventory>();
  for (const [key, email] of owners) {
    const members = [...people.values()].filter((identity) => identity.agency === key);
    inventories.set(
      key,
      await collectInventory(client, key, sessions.get(email), members, setupNotes.get(key) ?? [], env.PROBE_MAILBOX_KEY || null),
    );
  }
  // The Connect plan lists no contacts, areas, groups or tags (accounts.md plan cards): note what its owner could make.
  for (const line of setupNotes.get('connect') ?? []) {
    if (/^create .*: 201$/.test(line))
      findings.add({ sweep: 'setup', kind: 'note', caller: 'connect-owner@demo.test', detail: `Connect-plan agency: ${line}` });
  }
  const demo = inventories.get('demo') as Inventory;
  const exportControl = demo.exports[0]
    ? (await client.send('GET', `/api/reports/exports/${demo.exports[0]}`, { token: sessions.get(owners.get('demo') as string).token }))
        .status
    : null;
  log(
    `inventories: ${[...inventories.values()].map((i) => `${i.key} ${i.users.length} users, ${i.reports.length} reports, ${i.workspaces.length} workspaces, ${i.exports.length} exports`).join('; ')}`,
  );

  const result: Record<string, unknown> = {
    server: base,
    started_at: new Date(started).toISOString(),
    operations: { documented, hidden: operations.length - documented, total: operations.length },
    signed_in: [...people.keys()],
    not_signed_in: notSignedIn,
    inventories: Object.fromEntries(
      [...inventories].map(([key, i]) => [
        key,
        {
          users: i.users.length,
          areas: i.areas.length,
          tags: i.tags.length,
          groups: i.groups.length,
          invitations: i.invitations.length,
          invitation_tokens: i.invitationTokens.length,
          reports_sampled: i.reports.length,
          workspaces: i.workspaces.length,
          exports: i.exports.length,
          sessions: i.sessions.length,
          badge: i.badgeVersion !== null,
          setup: i.setupNotes,
        },
      ]),
    ),
    own_export_read_by_its_requester: exportControl,
  };

  if (isOn('unauthenticated')) {
    log('unauthenticated sweep');
    result.unauthenticated = await sweepUnauthenticated(client, operations, findings);
  }
  if (isOn('tokens')) {
    log('forged tokens');
    result.tokens = await probeTokens(client, sessions, demo, env.PROBE_JWT_SECRET ?? null, findings);
    log('login throttle');
    result.login_throttle = await probeLoginThrottle(client);
  }
  if (isOn('cross-tenant')) {
    log('cross-tenant sweep');
    result.cross_tenant = await sweepCrossTenant(client, sessions, inventories, owners, findings);
  }
  if (isOn('races')) {
    log('races');
    for (const email of people.keys()) await sessions.revive(email);
    result.races = await runRaces(client, sessions, env.PROBE_MAILBOX_KEY ?? null, findings);
  }
  if (isOn('fuzz')) {
    const passes = await runFuzzPasses(
      client,
      sessions,
      operations,
      inventories,
      { perOperation: Number(env.PROBE_FUZZ_PER_OPERATION ?? 40), seed: Number(env.PROBE_SEED ?? 23), log },
      findings,
    );
    Object.assign(result, passes);
  }
  const health_after = await client.send('GET', '/api/health');
  result.health_after = health_after.status;
  result.total_calls = client.calls;
  result.all_statuses = client.all.toJSON();
  result.too_many_total = client.all.tooMany;
  result.five_xx_total = client.all.count((status) => status >= 500);
  result.no_answer_total = client.all.count((status) => status === 0);
  result.duration_seconds = Math.round((Date.now() - started) / 1000);
  result.findings = findings.items;
  result.not_probed = NOT_PROBED.filter((item) => !(item.startsWith('fresh-agency') && env.PROBE_MAILBOX_KEY)).filter(
    (item) => !(item.startsWith('signed forgeries') && env.PROBE_JWT_SECRET),
  );
  printSummary(result, findings);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

/** What this probe does not reach, printed with every run. */
const NOT_PROBED = [
  'signed forgeries (expired, wrong issuer, another session): set PROBE_JWT_SECRET to the server JWT_SECRET',
  'fresh-agency purchase races: set PROBE_MAILBOX_KEY (server with DEV_MAILBOX=1) so the sign-up mail can be read',
  'attempts from other addresses (the unknown-source throttle, X-Forwarded-For through TRUST_PROXY): every call comes from one address',
  'single sign-on flows (no OIDC provider is configured on the probed server) and two-step codes (no member has an authenticator)',
  'the Stripe provider (the sandbox answers payments) and SMTP delivery',
  'the web app, its service worker and IndexedDB (HTTP API only)',
];

/** An owner's export request (made during set-up) is in the audit log once its job ran (none when nothing matched). */
async function waitForExports(client: Client, token: string): Promise<void> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const answer = await client.send('GET', '/api/agency/audit-events', { token });
    const items = (answer.body as { items?: Array<{ action: string }> } | null)?.items ?? [];
    if (items.some((item) => item.action === 'reports.export')) return;
    await sleep(500);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`probe failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
