import { randomUUID } from 'node:crypto';
import { type Answer, type Client, detailOf, type Findings, is2xx, sleep } from './http.ts';
import { login, type Sessions } from './identities.ts';
import { newReport, type Report } from './inventory.ts';

const statusesOf = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = is2xx(answer.status) ? String(answer.status) : `${answer.status} ${detailOf(answer)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

const all = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

interface ReportState {
  status: number;
  version: number | null;
  versions: number;
  duration: unknown;
}

async function readReport(client: Client, token: string, incident: string): Promise<ReportState> {
  const answer = await client.send('GET', `/api/reports/${encodeURIComponent(incident)}`, { token });
  const view = answer.body as { version?: number; versions?: unknown[]; report?: Report } | null;
  return {
    status: answer.status,
    version: view?.version ?? null,
    versions: view?.versions?.length ?? 0,
    duration: view?.report?.general_information?.duration,
  };
}

/** Ten amends of one report at once, each from the same base with its own duration; then ten identical ones. */
async function raceAmends(client: Client, token: string, findings: Findings) {
  const report = newReport();
  const created = await client.send('POST', '/api/reports/', { token, body: report });
  if (created.status !== 201) return { skipped: `create answered ${created.status} ${detailOf(created)}` };
  const incident = report.general_information.incident_number as string;
  const amend = (duration: number) => {
    const body = structuredClone(report);
    body.general_information.duration = duration;
    return client.send('POST', `/api/reports/${encodeURIComponent(incident)}/amend`, { token, body });
  };
  const answers = await all(10, (index) => amend(100 + index));
  const versions = answers.filter((answer) => answer.status === 200).map((answer) => (answer.body as { version: number }).version);
  const after = await readReport(client, token, incident);
  const winner = answers.findIndex((answer) => (answer.body as { version?: number } | null)?.version === after.version);
  const distinctVersions = new Set(versions).size;
  if (distinctVersions !== versions.length) {
    findings.add({
      sweep: 'races',
      kind: 'race',
      path: '/api/reports/{incident_number}/amend',
      detail: `two amends answered the same version: ${versions.join(',')}`,
    });
  }
  if (after.versions !== versions.length + 1) {
    findings.add({
      sweep: 'races',
      kind: 'race',
      path: '/api/reports/{incident_number}/amend',
      detail: `${versions.length} amends succeeded but ${after.versions} versions are kept`,
    });
  }
  if (versions.length > 1) {
    findings.add({
      sweep: 'races',
      kind: 'note',
      path: '/api/reports/{incident_number}/amend',
      detail: `amends carry no base version: ${versions.length} concurrent amends of one base all succeeded and the last one (duration ${String(after.duration)}) overwrote the other ${versions.length - 1} changes without a 409 (security-and-sync G3 asks for base_version -> 409 when stale)`,
    });
  }
  const identical = await all(10, () => amend(777));
  const afterIdentical = await readReport(client, token, incident);
  const newVersions = (afterIdentical.version ?? 0) - (after.version ?? 0);
  if (newVersions !== 1) {
    findings.add({
      sweep: 'races',
      kind: 'race',
      path: '/api/reports/{incident_number}/amend',
      detail: `10 identical amends made ${newVersions} versions (expected 1)`,
    });
  }
  return {
    different_changes: {
      statuses: statusesOf(answers),
      versions_answered: versions.sort((a, b) => a - b),
      final_version: after.version,
      versions_kept: after.versions,
      final_duration: after.duration,
      final_is_the_last_writer: winner >= 0 && after.duration === 100 + winner,
      changes_overwritten_without_conflict: Math.max(0, versions.length - 1),
    },
    identical_changes: { statuses: statusesOf(identical), new_versions: newVersions },
  };
}

/** Ten creates of one report id at once: the same payload, then different payloads; and one incident number with ten ids. */
async function raceCreates(client: Client, token: string, findings: Findings) {
  const receiptsOf = async (id: string) => {
    const answer = await client.send('POST', '/api/reports/receipts', { token, body: { ids: [id] } });
    return ((answer.body as { receipts?: Array<{ versions: number }> } | null)?.receipts ?? []).map((receipt) => receipt.versions);
  };
  const countByIncident = async (incident: string) => {
    const answer = await client.send('POST', '/api/reports/text-search?limit=100', { token, body: { filter: incident } });
    return ((answer.body as { reports?: Array<{ incident_number: string }> } | null)?.reports ?? []).filter(
      (r) => r.incident_number === incident,
    ).length;
  };

  const same = newReport();
  const sameAnswers = await all(10, () => client.send('POST', '/api/reports/', { token, body: same }));
  const sameIds = new Set(sameAnswers.filter((answer) => is2xx(answer.status)).map((answer) => JSON.stringify(answer.body)));
  const sameReceipts = await receiptsOf(same.id);
  const sameRows = await countByIncident(same.general_information.incident_number);

  const shared = newReport();
  const differentAnswers = await all(10, (index) => {
    const body = structuredClone(shared);
    body.general_information.duration = 10 + index;
    return client.send('POST', '/api/reports/', { token, body });
  });
  const winner = differentAnswers.findIndex((answer) => answer.status === 201);
  const stored = await readReport(client, token, shared.general_information.incident_number);

  const incident = newReport().general_information.incident_number as string;
  const sameIncident = await all(10, () =>
    client.send('POST', '/api/reports/', {
      token,
      body: newReport((r) => {
        r.general_information.incident_number = incident;
      }),
    }),
  );
  const incidentRows = await countByIncident(incident);

  const result = {
    same_id_same_payload: { statuses: statusesOf(sameAnswers), distinct_answers: sameIds.size, rows: sameRows, versions: sameReceipts },
    same_id_different_payloads: {
      statuses: statusesOf(differentAnswers),
      stored_duration: stored.duration,
      stored_is_the_winner: winner >= 0 && stored.duration === 10 + winner,
      versions_kept: stored.versions,
    },
    same_incident_different_ids: { statuses: statusesOf(sameIncident), rows: incidentRows },
  };
  if (sameRows !== 1 || sameIds.size !== 1)
    findings.add({
      sweep: 'races',
      kind: 'race',
      path: '/api/reports/',
      detail: `same id, same payload: ${JSON.stringify(result.same_id_same_payload)}`,
    });
  if (differentAnswers.filter((answer) => answer.status === 201).length !== 1 || !result.same_id_different_payloads.stored_is_the_winner) {
    findings.add({
      sweep: 'races',
      kind: 'race',
      path: '/api/reports/',
      detail: `same id, different payloads: ${JSON.stringify(result.same_id_different_payloads)}`,
    });
  }
  if (incidentRows !== 1)
    findings.add({ sweep: 'races', kind: 'race', path: '/api/reports/', detail: `one incident number, ten ids: ${incidentRows} rows` });
  return result;
}

const DETAILS = { full_name: 'Probe Payer', phone: '+1 916 555 0200', full_address: '711 G St, Sacramento, CA 95814' };

async function cardToken(client: Client, token: string): Promise<string | null> {
  const answer = await client.send('POST', '/api/billing/sandbox/card-tokens', {
    token,
    body: { card_holder_name: 'Probe Payer', card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  return (answer.body as { token?: string } | null)?.token ?? null;
}

async function subscriptionsOf(client: Client, token: string) {
  const answer = await client.send('GET', '/api/billing/subscriptions', { token });
  return Array.isArray(answer.body)
    ? (answer.body as Array<{ status: string; plan: string }>).map((s) => `${s.plan}:${s.status}`)
    : [`${answer.status}`];
}

/** Five purchases at once with five card tokens: one subscription, the others refused. */
async function racePurchase(client: Client, token: string, path: string, body: (cardToken: string | null) => unknown, findings: Findings) {
  const tokens = await all(5, () => cardToken(client, token));
  const answers = await all(5, (index) => client.send('POST', path, { token, body: body(tokens[index] ?? null) }));
  const subscriptions = await subscriptionsOf(client, token);
  const successes = answers.filter((answer) => is2xx(answer.status)).length;
  if (successes !== 1)
    findings.add({
      sweep: 'races',
      kind: 'race',
      path,
      detail: `${successes} of 5 concurrent purchases succeeded: ${JSON.stringify(statusesOf(answers))}`,
    });
  return { statuses: statusesOf(answers), successes, subscriptions_after: subscriptions };
}

/**
 * A fresh agency of a fresh owner, through the public sign-up: register, the verification link from the development
 * mailbox (needs its key), sign in, create the agency. Null (with the reason) when the mailbox cannot be read.
 */
async function freshAgency(client: Client, mailboxKey: string, label: string): Promise<{ token: string } | { skipped: string }> {
  const email = `probe-owner-${label}-${randomUUID().slice(0, 6)}@probe.invalid`;
  const password = 'Probe-passphrase-2026-zq';
  const registered = await client.send('POST', '/api/auth/register', {
    body: { email, password, name: 'Probe Owner', officer_id: 'PRB-0001', role: 'owner' },
  });
  if (registered.status !== 202) return { skipped: `register answered ${registered.status} ${detailOf(registered)}` };
  let verifyToken: string | null = null;
  for (let attempt = 0; attempt < 20 && !verifyToken; attempt++) {
    await sleep(250);
    const mailbox = await client.send('GET', '/api/dev/mailbox', { headers: { 'x-dev-mailbox-key': mailboxKey } });
    if (mailbox.status !== 200) return { skipped: `the development mailbox answered ${mailbox.status}` };
    const mail = (mailbox.body as Array<{ to: string; text: string }>).find((item) => item.to.includes(email));
    verifyToken = mail?.text.match(/verify\?token=([^\s&]+)/)?.[1] ?? null;
  }
  if (!verifyToken) return { skipped: 'no verification mail arrived' };
  const verified = await client.send('POST', '/api/auth/verify', { body: { token: decodeURIComponent(verifyToken) } });
  if (verified.status !== 200) return { skipped: `verify answered ${verified.status} ${detailOf(verified)}` };
  const signedIn = await login(client, email, password);
  if (!signedIn.access_token) return { skipped: `login answered ${signedIn.status} ${signedIn.detail}` };
  const token = signedIn.access_token;
  const ori = `PRB${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const agency = await client.send('POST', '/api/agencies', {
    token,
    body: {
      full_name: `Probe Agency ${label}`,
      ori,
      state_name: 'California',
      phone1: '+1 916 555 0100',
      email,
      timezone: 'America/Los_Angeles',
    },
  });
  if (agency.status !== 201) return { skipped: `create agency answered ${agency.status} ${detailOf(agency)}` };
  return { token };
}

export async function runRaces(client: Client, sessions: Sessions, mailboxKey: string | null, findings: Findings) {
  const manager = sessions.get('manager@demo.test').token;
  const amends = await raceAmends(client, manager, findings);
  const creates = await raceCreates(client, manager, findings);
  const purchases: Record<string, unknown> = {};
  if (mailboxKey) {
    const connectAgency = await freshAgency(client, mailboxKey, 'connect');
    purchases.fresh_agency_connect_signup =
      'token' in connectAgency
        ? await racePurchase(
            client,
            connectAgency.token,
            '/api/billing/subscriptions',
            () => ({ plan: 'connect', product: 'cc' }),
            findings,
          )
        : connectAgency;
    const cardAgency = await freshAgency(client, mailboxKey, 'card');
    purchases.fresh_agency_analytics_by_card =
      'token' in cardAgency
        ? await racePurchase(
            client,
            cardAgency.token,
            '/api/billing/subscriptions',
            (card) => ({
              plan: 'analytics',
              product: 'cc',
              payment_method: 'card',
              card_token: card,
              additional_seats: 0,
              billing_cycle: 'annually',
              billing_details: DETAILS,
            }),
            findings,
          )
        : cardAgency;
  } else {
    purchases.fresh_agency = { skipped: 'no development mailbox key (PROBE_MAILBOX_KEY): a fresh agency needs the verification mail' };
  }
  const connectOwner = sessions.get('connect-owner@demo.test').token;
  purchases.connect_demo_agency_upgrade = await racePurchase(
    client,
    connectOwner,
    '/api/billing/subscriptions/upgrade',
    (card) => ({
      plan: 'analytics',
      product: 'cc',
      payment_method: 'card',
      card_token: card,
      additional_seats: 0,
      billing_cycle: 'annually',
      billing_details: DETAILS,
    }),
    findings,
  );
  return { amends, creates, purchases };
}
