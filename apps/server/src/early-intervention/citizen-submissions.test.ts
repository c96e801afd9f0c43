import { randomUUID } from 'node:crypto';
import { CITIZEN_SUBMISSION_CODES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, auditRows, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 28, citizen submissions reaching early intervention, on a real server: a new officer of the demo agency,
 * 'Fresh Start', is the author of four demo reports (the analytics facts keep their old author, so nothing else of
 * theirs counts); citizens send complaints and a commendation about those reports; the manager decides.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
let freshId = '';
let caseTokens: string[] = [];
let incidentNumbers: string[] = [];
const BASE = '/api/early-intervention/citizen-submissions';
const CITIZEN = { name: 'Rosa Quejosa', email: 'rosa.quejosa@example.com', phone: '555-010-9988' };
let address = 0;

const as = (who: string, method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: tokens[who] as string, ...(body === undefined ? {} : { body }) });

/** A citizen's send from an address of its own; answers the submission's id as the intake list shows it. */
async function citizenSends(caseIndex: number, kind: 'complaint' | 'commendation', text: string): Promise<string> {
  const answer = await call(server, 'POST', `/api/public/cases/${caseTokens[caseIndex]}/submissions`, {
    body: { kind, text, ...CITIZEN, consent: true, device_id: randomUUID() },
    headers: { 'x-forwarded-for': `10.29.0.${++address}` },
  });
  expect(answer.status).toBe(201);
  const list = await as('manager', 'GET', BASE);
  const found = list.body.submissions.find((item: { text: string }) => item.text === text);
  return found.id as string;
}

async function evaluate() {
  const queued = await as('manager', 'POST', '/api/early-intervention/evaluations', {});
  expect(queued.status).toBe(202);
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const latest = await as('manager', 'GET', '/api/early-intervention/evaluations/latest');
    if (latest.body.run?.id === queued.body.id && ['done', 'failed'].includes(latest.body.run.status)) return latest.body.run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the evaluation did not finish');
}

const freshAlert = async () =>
  (await as('manager', 'GET', '/api/early-intervention/alerts')).body.alerts.find(
    (alert: { officer: { id: string } }) => alert.officer.id === freshId,
  ) as { id: string; indicators: string[] } | undefined;

beforeAll(async () => {
  server = await startTestServer({
    config: { trustedProxies: { addresses: ['loopback'], hops: 1 } },
    async configure(db) {
      const demo = await demoAgencyId(db);
      await addUser(db, { email: 'sup.day@demo.test', role: 'supervisor', agencyId: demo });
      await addUser(db, { email: 'fresh@demo.test', role: 'officer', agencyId: demo, name: 'Fresh Start' });
      const other = await addOtherAgency(db);
      await addUser(db, { email: 'deputy@other.test', role: 'manager', agencyId: other, password: 'Other-agency-pass' });
    },
  });
  for (const who of ['manager', 'officer', 'sup.day']) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.other = (await login(server, 'deputy@other.test', 'Other-agency-pass')).access_token;
  freshId = await userIdOf(server.db, 'fresh@demo.test');
  const rows = await server.db.query<{ id: string; token: string; incident_number: string }>(
    'select id, public_token as token, incident_number from reports order by incident_date desc, id limit 4',
  );
  await server.db.query('update reports set author_id = $1 where id = any($2::uuid[])', [freshId, rows.map((row) => row.id)]);
  caseTokens = rows.map((row) => row.token);
  incidentNumbers = rows.map((row) => row.incident_number);
}, 120_000);
afterAll(() => server?.close());

describe('who may read and decide citizen submissions', () => {
  it('owners and managers only: officers and supervisors get 403, another agency 404 and an empty list', async () => {
    const id = await citizenSends(3, 'complaint', 'Who may see this.');
    for (const who of ['officer', 'sup.day']) {
      expect((await as(who, 'GET', BASE)).status).toBe(403);
      expect((await as(who, 'POST', `${BASE}/${id}/decision`, { decision: 'accept', note: 'No.' })).status).toBe(403);
    }
    expect((await as('other', 'POST', `${BASE}/${id}/decision`, { decision: 'accept', note: 'Not ours.' })).status).toBe(404);
    expect((await as('other', 'GET', BASE)).body).toEqual({ submissions: [] });
    expect((await as('manager', 'POST', `${BASE}/${randomUUID()}/decision`, { decision: 'accept', note: 'x' })).status).toBe(404);
  });

  it('shows the manager what arrived, received and not reviewed, with the report and the officer', async () => {
    const id = await citizenSends(3, 'commendation', 'Very kind officer.');
    const list = await as('manager', 'GET', BASE);
    expect(list.body.submissions.find((item: { id: string }) => item.id === id)).toMatchObject({
      kind: 'commendation',
      status: 'received',
      contact: CITIZEN,
      incident_number: incidentNumbers[3],
      officer: { id: freshId, name: 'Fresh Start' },
      decision: null,
    });
  });

  it('needs a note, decides once (409 after), and audits the decision', async () => {
    const id = await citizenSends(2, 'complaint', 'Decided once.');
    const noNote = await as('manager', 'POST', `${BASE}/${id}/decision`, { decision: 'dismiss', note: '  ' });
    expect(noNote).toMatchObject({ status: 400, body: { detail: 'VALIDATION_ERROR' } });
    const dismissed = await as('manager', 'POST', `${BASE}/${id}/decision`, { decision: 'dismiss', note: 'Not about this stop.' });
    expect(dismissed).toMatchObject({ status: 200, body: { status: 'dismissed', decision: { note: 'Not about this stop.' } } });
    const again = await as('manager', 'POST', `${BASE}/${id}/decision`, { decision: 'accept', note: 'Changed my mind.' });
    expect(again).toMatchObject({ status: 409, body: { detail: CITIZEN_SUBMISSION_CODES.alreadyDecided } });
    expect((await auditRows(server.db, 'citizen_submission.dismissed')).map((row) => row.object_id)).toContain(id);
    const list = await as('manager', 'GET', `${BASE}?status=dismissed`);
    expect(list.body.submissions.map((item: { id: string }) => item.id)).toContain(id);
  });
});

describe('the count of what waits (the badges)', () => {
  it('counts the received, not reviewed, of the caller agency; one more on arrival, one less once decided; managers only', async () => {
    const before = (await as('manager', 'GET', `${BASE}/count`)).body.received as number;
    expect(before).toBe((await as('manager', 'GET', BASE)).body.submissions.length);
    const id = await citizenSends(1, 'complaint', 'Counted while waiting.');
    expect((await as('manager', 'GET', `${BASE}/count`)).body).toEqual({ received: before + 1 });
    expect((await as('manager', 'POST', `${BASE}/${id}/decision`, { decision: 'dismiss', note: 'Read.' })).status).toBe(200);
    expect((await as('manager', 'GET', `${BASE}/count`)).body).toEqual({ received: before });
    expect((await as('other', 'GET', `${BASE}/count`)).body).toEqual({ received: 0 });
    for (const who of ['officer', 'sup.day']) expect((await as(who, 'GET', `${BASE}/count`)).status).toBe(403);
  });
});

describe('a complaint counts only once accepted', () => {
  it('dismissed complaints never count; the third accepted one flags the officer; the profile names the report, never the citizen', async () => {
    const accepted = [await citizenSends(0, 'complaint', 'First complaint.'), await citizenSends(1, 'complaint', 'Second complaint.')];
    const dismissed = await citizenSends(2, 'complaint', 'A complaint dismissed.');
    const unreviewed = await citizenSends(0, 'complaint', 'A complaint not reviewed.');
    const commendation = await citizenSends(1, 'commendation', 'Thank you, officer.');
    for (const id of accepted)
      expect((await as('manager', 'POST', `${BASE}/${id}/decision`, { decision: 'accept', note: 'Credible.' })).status).toBe(200);
    await as('manager', 'POST', `${BASE}/${dismissed}/decision`, { decision: 'dismiss', note: 'Duplicate.' });
    await as('manager', 'POST', `${BASE}/${commendation}/decision`, { decision: 'accept', note: 'Thanks passed on.' });

    // Two accepted (the dismissed one, the one not reviewed and the earlier dismissed one do not count): below 3.
    await evaluate();
    expect(await freshAlert()).toBeUndefined();

    const third = await citizenSends(3, 'complaint', 'Third complaint.');
    await as('manager', 'POST', `${BASE}/${third}/decision`, { decision: 'accept', note: 'Credible too.' });
    await evaluate();
    const alert = await freshAlert();
    expect(alert?.indicators).toEqual(['citizen_complaints']);
    const [stored] = await server.db.query<{ events: Array<{ id: string }> }>('select events from ei_alerts where id = $1', [alert?.id]);
    expect(stored?.events.map((event) => event.id).sort()).toEqual([...accepted, third].map((id) => `citizen:${id}`).sort());
    expect(stored?.events.map((event) => event.id)).not.toContain(`citizen:${dismissed}`);
    expect(stored?.events.map((event) => event.id)).not.toContain(`citizen:${unreviewed}`);

    const profile = await as('manager', 'GET', `/api/early-intervention/alerts/${alert?.id}`);
    expect(profile.status).toBe(200);
    const citizenEvents = profile.body.timeline.filter((event: { source: string }) => event.source === 'citizen');
    expect(citizenEvents).toHaveLength(3);
    expect(citizenEvents[0]).toMatchObject({ indicator: 'citizen_complaints', note: null, entered_by: null });
    expect(incidentNumbers).toContain(citizenEvents[0].incident_number);
    expect(profile.body.commendations).toEqual([
      expect.objectContaining({ id: `citizen:${commendation}`, incident_number: incidentNumbers[1] }),
    ]);
    expect(JSON.stringify(profile.body)).not.toMatch(/Rosa|Quejosa|example\.com|555-010|complaint\./);
    // The officer cannot reach it at all.
    expect((await as('officer', 'GET', `/api/early-intervention/alerts/${alert?.id}`)).status).toBe(403);
  });
});
