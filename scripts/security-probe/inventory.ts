import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Client, is2xx } from './http.ts';
import type { AgencyKey, Identity } from './identities.ts';
import { PNG_BASE64 } from './operations.ts';

/** What one agency holds, as its own owner sees it: the ids the cross-tenant sweep aims at. */
export interface Inventory {
  key: AgencyKey;
  agencyId: string;
  fullName: string;
  badgeVersion: string | null;
  users: Array<{ id: string; email: string; name: string; officer_id: string }>;
  areas: string[];
  tags: string[];
  groups: Array<{ id: string; members: string[] }>;
  invitations: Array<{ id: string; email: string }>;
  /** Invitation link tokens, read from the development mailbox when the probe has its key. */
  invitationTokens: string[];
  reports: Array<{ id: string; incident_number: string; version: number; publicToken: string | null; payload: Record<string, unknown> }>;
  workspaces: string[];
  exports: string[];
  /** Open sessions of the agency's probe identities. */
  sessions: string[];
  /** Strings that belong to this agency alone: seen in an answer to another agency, they are a leak. */
  markers: Set<string>;
  /** What setting up the agency's objects answered (a Connect agency may refuse some). */
  setupNotes: string[];
}

const example = JSON.parse(
  readFileSync(new URL('../../configurations/examples/california.report.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
let reportCounter = 0;

/** A report payload: free-form JSON the probe edits by known paths. */
// biome-ignore lint/suspicious/noExplicitAny: the probe reads and sets a few known fields of an untyped payload.
export type Report = Record<string, any>;

/** The California example report as a new one: fresh id, incident number (at most 20 characters) and an hour-old date. */
export function newReport(change: (report: Report) => void = () => {}): Report {
  const report = structuredClone(example) as Report;
  report.id = randomUUID();
  reportCounter += 1;
  report.general_information.incident_number = `P${Date.now() % 1e9}-${reportCounter}`;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  change(report);
  return report;
}

const AREA = {
  name: 'Probe Area',
  acronym: 'PRB',
  polygon: [
    [-121.5, 38.5],
    [-121.4, 38.5],
    [-121.4, 38.6],
    [-121.5, 38.5],
  ],
};

async function list<T>(client: Client, token: string, path: string, pick: (body: Report) => T[]): Promise<T[]> {
  const answer = await client.send('GET', path, { token });
  return is2xx(answer.status) ? pick(answer.body as Report) : [];
}

/**
 * Gives an agency something of each kind to aim at (the Connect agency starts with its owner alone): two tags, an
 * area, a group with an avatar, a badge, a pending invitation, an export request. Answers what each step answered.
 */
export async function prepareAgency(client: Client, owner: Identity, key: AgencyKey): Promise<string[]> {
  const notes: string[] = [];
  const token = owner.token;
  const note = (what: string, status: number) => notes.push(`${what}: ${status}`);
  const tags = await list(client, token, '/api/agencies/me/tags', (body) => body as unknown as { id: string }[]);
  for (let index = tags.length; index < 2; index++) {
    note(
      `create tag ${index}`,
      (await client.send('POST', '/api/tags', { token, body: { name: `Probe ${key} tag ${index}`, color: '#123456' } })).status,
    );
  }
  const areas = await list(client, token, '/api/agencies/me/areas', (body) => body as unknown as { id: string }[]);
  if (areas.length === 0)
    note('create area', (await client.send('POST', '/api/areas', { token, body: { ...AREA, name: `Probe ${key} area` } })).status);
  let groups = await list(client, token, '/api/agencies/me/groups', (body) => body as unknown as { id: string }[]);
  if (groups.length === 0) {
    note(
      'create group',
      (await client.send('POST', '/api/groups', { token, body: { name: `Probe ${key} group`, acronym: 'PRB' } })).status,
    );
    groups = await list(client, token, '/api/agencies/me/groups', (body) => body as unknown as { id: string }[]);
  }
  if (groups[0]) {
    note('group avatar', (await client.send('PUT', `/api/groups/${groups[0].id}/avatar`, { token, body: { data: PNG_BASE64 } })).status);
  }
  note('badge', (await client.send('PUT', '/api/agencies/me/badge', { token, body: { data: PNG_BASE64 } })).status);
  note(
    'invitation',
    (await client.send('POST', '/api/invitations', { token, body: { emails: [`probe-invitee-${key}@probe.invalid`] } })).status,
  );
  if (key === 'connect') {
    note('create report (Connect plan)', (await client.send('POST', '/api/reports/', { token, body: newReport() })).status);
  }
  note('export request', (await client.send('POST', '/api/reports/export', { token, body: { filters: {} } })).status);
  return notes;
}

/** Reads everything the cross-tenant sweep needs of one agency, as its owner, and its identities' sessions. */
export async function collectInventory(
  client: Client,
  key: AgencyKey,
  owner: Identity,
  members: Identity[],
  notes: string[],
  mailboxKey: string | null,
): Promise<Inventory> {
  const token = owner.token;
  const agency = (await client.send('GET', '/api/agencies/me', { token })).body as { id: string; full_name: string; badge: string | null };
  const users = await list(client, token, '/api/agency/members', (body) =>
    (body.items as Array<{ id: string; email: string; name: string; officer_id: string }>).map(({ id, email, name, officer_id }) => ({
      id,
      email,
      name,
      officer_id,
    })),
  );
  const areas = await list(client, token, '/api/agencies/me/areas', (body) => (body as Array<{ id: string }>).map((area) => area.id));
  const tags = await list(client, token, '/api/agencies/me/tags', (body) => (body as Array<{ id: string }>).map((tag) => tag.id));
  const groupIds = await list(client, token, '/api/agencies/me/groups', (body) => (body as Array<{ id: string }>).map((group) => group.id));
  const groups = [];
  for (const id of groupIds) {
    const answer = await client.send('GET', `/api/groups/${id}/members`, { token });
    groups.push({ id, members: is2xx(answer.status) ? ((answer.body as { user_ids: string[] }).user_ids ?? []) : [] });
  }
  const invitations = await list(client, token, '/api/invitations', (body) =>
    (body.items as Array<{ id: string; email: string }>).map(({ id, email }) => ({ id, email })),
  );
  const search = await client.send('POST', '/api/reports/search?limit=100', { token, body: { filters: {} } });
  const found = is2xx(search.status) ? ((search.body as { reports: Array<{ incident_number: string }> }).reports ?? []) : [];
  // Up to eight reports spread over the list, each read whole (its payload is what a foreign amend or create sends).
  const step = Math.max(1, Math.floor(found.length / 8));
  const reports: Inventory['reports'] = [];
  for (let index = 0; index < found.length && reports.length < 8; index += step) {
    const incident = found[index]?.incident_number;
    if (!incident) continue;
    const answer = await client.send('GET', `/api/reports/${encodeURIComponent(incident)}`, { token });
    if (!is2xx(answer.status)) continue;
    const view = answer.body as { id: string; incident_number: string; version: number; report: Record<string, unknown> };
    reports.push({
      id: view.id,
      incident_number: view.incident_number,
      version: view.version,
      publicToken: typeof view.report.public_token === 'string' ? view.report.public_token : null,
      payload: view.report,
    });
  }
  const workspaces = await list(client, token, '/api/workspaces', (body) =>
    (body as Array<{ id: string }>).map((workspace) => workspace.id),
  );
  const exports = await exportIdsOf(client, token);
  const sessions: string[] = [];
  for (const member of members) {
    sessions.push(
      ...(await list(client, member.token, '/api/users/me/sessions', (body) => (body.items as Array<{ id: string }>).map((s) => s.id))),
    );
  }
  const inventory: Inventory = {
    key,
    agencyId: agency.id,
    fullName: agency.full_name,
    badgeVersion: agency.badge?.match(/\/badge\/([0-9a-f]{16})/)?.[1] ?? null,
    users,
    areas,
    tags,
    groups,
    invitations,
    invitationTokens: mailboxKey ? await invitationTokensOf(client, mailboxKey, invitations) : [],
    reports,
    workspaces,
    exports,
    sessions,
    markers: new Set(),
    setupNotes: notes,
  };
  inventory.markers = markersOf(inventory);
  return inventory;
}

/** The tokens of the invitation links mailed to these invitations' addresses (development mailbox). */
async function invitationTokensOf(client: Client, mailboxKey: string, invitations: Array<{ email: string }>): Promise<string[]> {
  const answer = await client.send('GET', '/api/dev/mailbox', { headers: { 'x-dev-mailbox-key': mailboxKey } });
  if (!Array.isArray(answer.body)) return [];
  const emails = new Set(invitations.map((invitation) => invitation.email));
  const tokens: string[] = [];
  for (const mail of answer.body as Array<{ to: string; text: string }>) {
    if (![...emails].some((email) => mail.to.includes(email))) continue;
    const token = mail.text.match(/invite=([^\s&]+)/)?.[1];
    if (token) tokens.push(decodeURIComponent(token));
  }
  return tokens;
}

/** Export ids from the audit log (reports.export rows name the export as their target). */
async function exportIdsOf(client: Client, token: string): Promise<string[]> {
  const ids: string[] = [];
  let path: string | null = '/api/agency/audit-events';
  for (let page = 0; path && page < 5; page++) {
    const answer = await client.send('GET', path, { token });
    if (!is2xx(answer.status)) break;
    const body = answer.body as { items: Array<{ action: string; target: { id: string | null } | null }>; links: { next: string | null } };
    for (const item of body.items) if (item.action === 'reports.export' && item.target?.id) ids.push(item.target.id);
    path = body.links.next;
  }
  return ids;
}

function markersOf(inventory: Inventory): Set<string> {
  const markers = new Set<string>([inventory.agencyId, inventory.fullName]);
  for (const user of inventory.users) for (const value of [user.id, user.email, user.name, user.officer_id]) markers.add(value);
  for (const id of [...inventory.areas, ...inventory.tags, ...inventory.workspaces, ...inventory.exports, ...inventory.sessions])
    markers.add(id);
  for (const group of inventory.groups) markers.add(group.id);
  for (const invitation of inventory.invitations) {
    markers.add(invitation.id);
    markers.add(invitation.email);
  }
  for (const token of inventory.invitationTokens) markers.add(token);
  for (const report of inventory.reports) {
    markers.add(report.id);
    markers.add(report.incident_number);
    if (report.publicToken) markers.add(report.publicToken);
  }
  for (const marker of markers) if (marker.length < 6) markers.delete(marker);
  return markers;
}

/** The agency's state that a foreign call must never change, as text per part (compared before and after the sweep). */
export async function snapshotAgency(client: Client, owner: Identity, inventory: Inventory): Promise<Record<string, string>> {
  const token = owner.token;
  const read = async (path: string) => {
    const answer = await client.send('GET', path, { token });
    return `${answer.status} ${answer.text}`;
  };
  const snapshot: Record<string, string> = {
    agency: await read('/api/agencies/me'),
    members: await read('/api/agency/members'),
    areas: await read('/api/agencies/me/areas'),
    tags: await read('/api/agencies/me/tags'),
    groups: await read('/api/agencies/me/groups'),
    invitations: await read('/api/invitations'),
    businessCard: await read('/api/agencies/me/business-card'),
    notice: await read('/api/agencies/me/system-use-notice'),
    subscriptions: await read('/api/billing/subscriptions'),
  };
  // Workspaces made by the probe's own body-id calls are the caller's agency's own doing: left out.
  const workspaces = await client.send('GET', '/api/workspaces', { token });
  snapshot.workspaces = `${workspaces.status} ${JSON.stringify(
    Array.isArray(workspaces.body)
      ? (workspaces.body as Array<{ name: string }>).filter((w) => !w.name.startsWith('probe-'))
      : workspaces.body,
  )}`;
  for (const group of inventory.groups) snapshot[`group ${group.id} members`] = await read(`/api/groups/${group.id}/members`);
  for (const report of inventory.reports) {
    const answer = await client.send('GET', `/api/reports/${encodeURIComponent(report.incident_number)}`, { token });
    const view = answer.body as { id?: string; version?: number } | null;
    snapshot[`report ${report.incident_number}`] = `${answer.status} ${view?.id} v${view?.version}`;
  }
  return snapshot;
}
