import { type FuzzResult, fuzz } from './fuzz.ts';
import { type Client, type Findings, is2xx } from './http.ts';
import type { AgencyKey, Sessions } from './identities.ts';
import type { Inventory } from './inventory.ts';
import { type Operation, operationKey } from './operations.ts';

export interface FuzzPassOptions {
  perOperation: number;
  seed: number;
  log: (message: string) => void;
}

/**
 * The fuzz in three passes: every operation as the demo manager; what refused the manager (billing, agency settings,
 * roles, the two-step setting) as the demo owner, so those handlers see the mutated bodies and not only the schema
 * check and the 403; what still refused (the workspace edition) as the Nexus manager, in an agency that has it.
 */
export async function runFuzzPasses(
  client: Client,
  sessions: Sessions,
  operations: Operation[],
  inventories: Map<AgencyKey, Inventory>,
  options: FuzzPassOptions,
  findings: Findings,
): Promise<Record<string, FuzzResult>> {
  const demo = inventories.get('demo') as Inventory;
  await sessions.revive('manager@demo.test', 'owner@demo.test');
  // The manager's own report to amend, its officer id, and a group's members as they are (a valid PUT leaves them so).
  const manager = sessions.get('manager@demo.test');
  const found = await client.send('POST', '/api/reports/search?limit=100', {
    token: manager.token,
    body: { filters: { officers: [manager.userId] } },
  });
  const incident = (found.body as { reports?: Array<{ incident_number: string }> } | null)?.reports?.[0]?.incident_number;
  const view = incident ? await client.send('GET', `/api/reports/${encodeURIComponent(incident)}`, { token: manager.token }) : null;
  const report = view && is2xx(view.status) ? (view.body as { report: Record<string, unknown> }).report : undefined;
  const officerId = demo.users.find((user) => user.email === 'manager@demo.test')?.officer_id;
  const demoContext = {
    ...(report ? { report } : {}),
    ...(incident ? { reportIncident: incident } : {}),
    groupMembers: demo.groups[0]?.members ?? [],
  };
  const results: Record<string, FuzzResult> = {};

  options.log('fuzz as the demo manager');
  results.fuzz = await fuzz(
    client,
    sessions,
    operations,
    demo,
    { ...demoContext, ...(officerId ? { officerId } : {}) },
    { perOperation: options.perOperation, seed: options.seed, fuzzer: 'manager@demo.test', unlocker: 'owner@demo.test' },
    findings,
  );

  const refusedByManager = new Set(results.fuzz.forbiddenOperations);
  options.log(`fuzz as the demo owner: ${refusedByManager.size} operations that refused the manager`);
  await sessions.revive('owner@demo.test');
  results.fuzz_owner = await fuzz(
    client,
    sessions,
    // The agency's two-step switch goes last: a body that turns it on sends every session to enrolment.
    operations
      .filter((operation) => refusedByManager.has(operationKey(operation)))
      .sort((a, b) => Number(a.path === '/api/agency/two-step') - Number(b.path === '/api/agency/two-step')),
    demo,
    demoContext,
    { perOperation: options.perOperation, seed: options.seed + 1, fuzzer: 'owner@demo.test' },
    findings,
  );

  const nexus = inventories.get('nexus');
  const refusedByOwner = new Set(results.fuzz_owner.forbiddenOperations);
  if (nexus && sessions.people.has('nexus-manager@demo.test') && refusedByOwner.size > 0) {
    options.log(`fuzz as the Nexus manager: ${refusedByOwner.size} operations that refused the demo owner`);
    await sessions.revive('nexus-manager@demo.test', 'nexus-owner@demo.test');
    results.fuzz_nexus = await fuzz(
      client,
      sessions,
      operations.filter((operation) => refusedByOwner.has(operationKey(operation))),
      nexus,
      { groupMembers: nexus.groups[0]?.members ?? [] },
      { perOperation: options.perOperation, seed: options.seed + 2, fuzzer: 'nexus-manager@demo.test', unlocker: 'nexus-owner@demo.test' },
      findings,
    );
  }
  return results;
}
