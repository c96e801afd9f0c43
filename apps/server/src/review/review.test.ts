import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { REVIEW_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, auditRows, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 25, supervisor review, on a real server: the demo agency (review on) with two supervisors of different groups
 * (Day Shift: officer@demo.test; Night Shift: officer2@demo.test), and another agency with its own manager.
 */
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
const PUBLIC_URL = 'https://fieldbook.example';
let server: TestServer;
let catcher: MailCatcher;
let agencyId: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let counter = 0;

const token = (who: string) => tokens[who] as string;
const send = (who: string, method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: token(who), ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({
    config: { smtpUrl: catcher.url, publicUrl: PUBLIC_URL },
    async configure(db) {
      const demo = await demoAgencyId(db);
      await addUser(db, { email: 'sup.day@demo.test', role: 'supervisor', agencyId: demo, name: 'Dana Day' });
      await addUser(db, { email: 'sup.night@demo.test', role: 'supervisor', agencyId: demo, name: 'Nico Night' });
      const other = await addOtherAgency(db, { configurationFile: 'california.json' });
      await addUser(db, { email: 'deputy@other.test', role: 'manager', agencyId: other, password: 'Other-agency-pass' });
      await db.query('update agencies set review_required = true where id = $1', [other]);
    },
  });
  agencyId = await demoAgencyId(server.db);
  for (const who of ['owner', 'manager', 'officer', 'officer2', 'sup.day', 'sup.night'])
    tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.other = (await login(server, 'deputy@other.test', 'Other-agency-pass')).access_token;
  for (const who of ['officer', 'officer2', 'sup.day', 'sup.night', 'manager']) ids[who] = await userIdOf(server.db, `${who}@demo.test`);
  const groups = (await send('manager', 'GET', '/api/agencies/me/groups')).body as { id: string; name: string }[];
  ids.day = groups.find((group) => group.name === 'Day Shift')?.id as string;
  ids.night = groups.find((group) => group.name === 'Night Shift')?.id as string;
  const day = await send('manager', 'PUT', `/api/groups/${ids.day}/supervisors`, { user_ids: [ids['sup.day']] });
  expect(day).toMatchObject({ status: 200, body: { id: ids.day, name: 'Day Shift', supervisor_ids: [ids['sup.day']] } });
  expect((await send('manager', 'PUT', `/api/groups/${ids.night}/supervisors`, { user_ids: [ids['sup.night']] })).status).toBe(200);
  expect(await send('owner', 'PUT', '/api/agencies/me/review-settings', { review_required: true })).toMatchObject({
    status: 200,
    body: { review_required: true, approved: 0 },
  });
});
afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

/** A new report by `who` (version 0): its payload and incident number. */
async function filed(who = 'officer'): Promise<{ report: any; number: string }> {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `REV-${Date.now() % 1e7}-${counter++}`;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  const created = await send(who, 'POST', '/api/reports/', report);
  expect(created.status).toBe(201);
  return { report, number: report.general_information.incident_number };
}

const read = (who: string, number: string) => send(who, 'GET', `/api/reports/${number}`);
const approve = (who: string, reports: { incident_number: string; version: number }[]) =>
  send(who, 'POST', '/api/review/approve', { reports });
const giveBack = (who: string, number: string, body: unknown) => send(who, 'POST', `/api/reports/${number}/return`, body);
const stateOf = async (number: string) =>
  (await server.db.query<{ review_state: string }>('select review_state from reports where incident_number = $1', [number]))[0]
    ?.review_state;

describe('with review on', () => {
  it('files a report waiting for review, in its group supervisor’s queue and not the other’s', async () => {
    const { number } = await filed('officer');
    const card = await read('officer', number);
    expect(card.body.review).toEqual({ state: 'pending_review', reviewed_by: null, reviewed_at: null, note: null, fields: [] });
    expect(card.body.can_review).toBe(false);

    const queue = await send('sup.day', 'GET', '/api/review/queue?limit=100');
    expect(queue.status).toBe(200);
    const item = queue.body.items.find((entry: { incident_number: string }) => entry.incident_number === number);
    expect(item).toMatchObject({
      version: 0,
      author: { id: ids.officer, name: 'Jordan Lee', officer_id: 'DPD-0217' },
      groups: expect.arrayContaining([{ id: ids.day, name: 'Day Shift' }]),
      submitted_at: expect.any(String),
    });
    expect(
      (await send('sup.night', 'GET', '/api/review/queue?limit=100')).body.items.map((entry: any) => entry.incident_number),
    ).not.toContain(number);
    expect((await send('manager', 'GET', '/api/review/queue?limit=100')).body.items.map((entry: any) => entry.incident_number)).toContain(
      number,
    );
    // The supervisor reads it (a report of their group), and may review it; the other supervisor may not read it.
    expect(await read('sup.day', number)).toMatchObject({ status: 200, body: { can_review: true } });
    expect((await read('sup.night', number)).status).toBe(403);
    expect(await auditRows(server.db, 'report.submit_for_review')).toContainEqual({ user_id: ids.officer, object_id: card.body.id });
  });

  it('pages the queue oldest first by keyset, and filters by group, officer and date', async () => {
    const first = await filed('officer');
    const second = await filed('officer2');
    const numbers = async (who: string, query: string) => {
      const items: string[] = [];
      let cursor: string | null = null;
      do {
        const page: any = await send(who, 'GET', `/api/review/queue?limit=1${query}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.status).toBe(200);
        items.push(...page.body.items.map((entry: any) => entry.incident_number));
        cursor = page.body.next_cursor;
      } while (cursor);
      return items;
    };
    const all = await numbers('manager', '');
    expect(all.indexOf(first.number)).toBeLessThan(all.indexOf(second.number));
    expect(new Set(all).size).toBe(all.length);
    expect((await send('manager', 'GET', '/api/review/queue')).body.total).toBe(all.length);
    const night = await numbers('manager', `&group_id=${ids.night}`);
    expect(night).toContain(second.number);
    expect(night).not.toContain(first.number);
    expect(await numbers('manager', `&officer_id=${ids.officer2}`)).not.toContain(first.number);
    expect(await numbers('manager', '&from=2020-01-01&to=2020-01-31')).toEqual([]);
    expect((await send('manager', 'GET', '/api/review/queue?cursor=abc')).body).toEqual({ detail: 'INVALID_CURSOR' });
  });

  it('approves a selection all or none, each at the version judged', async () => {
    const one = await filed('officer');
    const two = await filed('officer');
    const approved = await approve('sup.day', [
      { incident_number: one.number, version: 0 },
      { incident_number: two.number.toLowerCase(), version: 0 },
    ]);
    expect(approved).toMatchObject({
      status: 200,
      body: { approved: expect.arrayContaining([{ incident_number: one.number, version: 0 }]) },
    });
    expect(await stateOf(one.number)).toBe('approved');
    const card = await read('officer', one.number);
    expect(card.body.review).toMatchObject({ state: 'approved', reviewed_by: { id: ids['sup.day'], name: 'Dana Day' }, note: null });
    expect(await auditRows(server.db, 'report.approve')).toContainEqual({ user_id: ids['sup.day'], object_id: card.body.id });

    // Approving again is an illegal transition: 409 with the current state, never a 500; a mixed batch approves none.
    const three = await filed('officer');
    const again = await approve('sup.day', [
      { incident_number: three.number, version: 0 },
      { incident_number: one.number, version: 0 },
    ]);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'REVIEW_CONFLICT', reports: [{ incident_number: one.number, state: 'approved', version: 0 }] });
    expect(await stateOf(three.number)).toBe('pending_review');
  });

  it('answers 409 for a stale version: the report changed under the reviewer’s eyes', async () => {
    const { report, number } = await filed('officer');
    const amended = await send('officer', 'POST', `/api/reports/${number}/amend`, {
      ...report,
      base_version: 0,
      general_information: { ...report.general_information, duration: 45 },
    });
    expect(amended).toMatchObject({ status: 200, body: { version: 1 } });
    const stale = await approve('manager', [{ incident_number: number, version: 0 }]);
    expect(stale).toMatchObject({
      status: 409,
      body: { detail: 'REVIEW_CONFLICT', reports: [{ incident_number: number, state: 'pending_review', version: 1 }] },
    });
    const staleReturn = await giveBack('manager', number, { version: 0, note: 'Check the duration.' });
    expect(staleReturn.status).toBe(409);
    expect(await stateOf(number)).toBe('pending_review');
  });

  it('refuses a supervisor outside their groups (403), an officer (403), the author (403) and another agency (404)', async () => {
    const { number } = await filed('officer');
    const judged = [{ incident_number: number, version: 0 }];
    expect((await approve('sup.night', judged)).status).toBe(403);
    expect((await giveBack('sup.night', number, { version: 0, note: 'No.' })).status).toBe(403);
    expect((await approve('officer2', judged)).status).toBe(403);
    expect((await send('officer2', 'GET', '/api/review/queue')).status).toBe(403);
    expect((await approve('other', judged)).status).toBe(404);
    expect((await giveBack('other', number, { version: 0, note: 'No.' })).status).toBe(404);
    // Nobody reviews their own report, a manager included.
    const own = await filed('manager');
    expect((await approve('manager', [{ incident_number: own.number, version: 0 }])).status).toBe(403);
    expect(
      (await send('manager', 'GET', '/api/review/queue?limit=100')).body.items.map((entry: any) => entry.incident_number),
    ).not.toContain(own.number);
    expect(await stateOf(number)).toBe('pending_review');
  });

  it('returns a report with a note and fields: the author sees it, mailed without the citizen’s data; amended, it waits again', async () => {
    const { report, number } = await filed('officer');
    expect(await giveBack('sup.day', number, { version: 0, note: '   ' })).toMatchObject({
      status: 400,
      body: { detail: 'VALIDATION_ERROR', errors: [{ path: 'body.note', message: REVIEW_MESSAGES.noteRequired }] },
    });
    expect((await giveBack('sup.day', number, { version: 0 })).status).toBe(400);
    expect((await giveBack('sup.day', number, { version: 0, note: 'x'.repeat(501) })).status).toBe(400);
    // The fields are the report's: of its configuration, and of citizens it has (400 naming each other one).
    const strangers = ['citizens.0.perception.race', 'citizens.9.perception.race', 'general_information.nothing'];
    expect(await giveBack('sup.day', number, { version: 0, note: 'Check these.', fields: strangers })).toMatchObject({
      status: 400,
      body: {
        detail: 'VALIDATION_ERROR',
        errors: [
          { path: 'body.fields.1', message: REVIEW_MESSAGES.unknownField },
          { path: 'body.fields.2', message: REVIEW_MESSAGES.unknownField },
        ],
      },
    });
    expect(await stateOf(number)).toBe('pending_review');
    const fields = ['citizens.0.perception.race'];
    const returned = await giveBack('sup.day', number, { version: 0, note: 'Check the perceived race.', fields });
    expect(returned).toMatchObject({ status: 200, body: { state: 'returned', version: 0 } });
    expect(await auditRows(server.db, 'report.return')).toContainEqual({ user_id: ids['sup.day'], object_id: report.id });

    // Returning again is an illegal transition.
    expect(await giveBack('sup.day', number, { version: 0, note: 'Again.' })).toMatchObject({
      status: 409,
      body: { detail: 'REVIEW_CONFLICT', reports: [{ incident_number: number, state: 'returned', version: 0 }] },
    });

    const mine = await send('officer', 'GET', '/api/reports/me/returned');
    expect(mine.body.items).toContainEqual({
      incident_number: number,
      version: 0,
      type: report.general_information.type,
      date: expect.any(String),
      returned_at: expect.any(String),
      reviewer: { name: 'Dana Day' },
      note: 'Check the perceived race.',
      fields,
    });
    expect((await send('officer', 'GET', '/api/review/counts')).body.returned_to_me).toBeGreaterThanOrEqual(1);
    // Another officer never sees this note: not in their list, not on the card (they cannot even read it).
    expect((await send('officer2', 'GET', '/api/reports/me/returned')).body.items.map((item: any) => item.incident_number)).not.toContain(
      number,
    );
    expect((await read('officer2', number)).status).toBe(403);
    expect((await read('officer', number)).body.review).toMatchObject({ state: 'returned', note: 'Check the perceived race.', fields });

    const mail = await catcher.waitFor('officer@demo.test', new RegExp(number));
    expect(mail.text).toContain(number);
    expect(mail.text).toContain(`${PUBLIC_URL}/app/my-reports`);
    expect(mail.text).not.toContain('Check the perceived race');
    const citizen = report.citizens[0];
    // The report number is made of digits, so a citizen's age may appear inside it by chance: look outside it.
    const withoutNumber = mail.text.replaceAll(number, '');
    if (citizen?.perception?.age) expect(withoutNumber).not.toMatch(new RegExp(`\\b${citizen.perception.age}\\b`));
    const address = report.general_information.location?.address?.full;
    if (address) expect(withoutNumber).not.toContain(address);

    const amended = await send('officer', 'POST', `/api/reports/${number}/amend`, {
      ...report,
      base_version: 0,
      general_information: { ...report.general_information, duration: 33 },
    });
    expect(amended.status).toBe(200);
    expect(await stateOf(number)).toBe('pending_review');
    expect((await send('officer', 'GET', '/api/reports/me/returned')).body.items.map((item: any) => item.incident_number)).not.toContain(
      number,
    );
    expect((await approve('sup.day', [{ incident_number: number, version: 1 }])).status).toBe(200);
  });

  it('requires a reason to amend an approved report, and keeps it approved', async () => {
    const { report, number } = await filed('officer');
    expect((await approve('manager', [{ incident_number: number, version: 0 }])).status).toBe(200);
    const body = { ...report, base_version: 0, general_information: { ...report.general_information, duration: 21 } };
    expect(await send('officer', 'POST', `/api/reports/${number}/amend`, body)).toMatchObject({
      status: 400,
      body: { detail: 'VALIDATION_ERROR', errors: [{ path: 'reason', message: REVIEW_MESSAGES.reasonRequired }] },
    });
    expect((await send('officer', 'POST', `/api/reports/${number}/amend`, { ...body, reason: 'Duration corrected' })).status).toBe(200);
    expect(await stateOf(number)).toBe('approved');
  });

  it('keeps the list facts in step: item chips, the review-state filter, fast facts and the badge', async () => {
    const { number } = await filed('officer2');
    const search = async (filters: object) =>
      (await send('manager', 'POST', '/api/reports/search?limit=100', { filters })).body.reports as {
        incident_number: string;
        review_state: string;
      }[];
    expect((await search({ reviewStates: ['pending_review'] })).find((item) => item.incident_number === number)?.review_state).toBe(
      'pending_review',
    );
    const totals = async (filters: object) => (await send('manager', 'POST', '/api/reports/calculate-totals', { filters })).body;
    const [pending] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from reports where agency_id = $1 and review_state = 'pending_review'`,
      [agencyId],
    );
    // From the daily rollups (no filter), and from the reports (a filter the rollups do not hold): the same count.
    expect((await totals({})).waiting_for_review).toBe(pending?.n);
    expect((await totals({ sections: [], reviewStates: ['pending_review', 'returned'] })).waiting_for_review).toBe(pending?.n);
    expect((await send('sup.night', 'GET', '/api/review/counts')).body.waiting).toBeGreaterThanOrEqual(1);

    expect((await approve('sup.night', [{ incident_number: number, version: 0 }])).status).toBe(200);
    expect((await search({ reviewStates: ['pending_review'] })).map((item) => item.incident_number)).not.toContain(number);
    expect((await search({ reviewStates: ['approved'] })).map((item) => item.incident_number)).toContain(number);
    expect((await totals({})).waiting_for_review).toBe((pending?.n ?? 0) - 1);
    const [rollup] = await server.db.query<{ n: number }>(
      'select coalesce(sum(waiting), 0)::int as n from report_daily_totals where agency_id = $1',
      [agencyId],
    );
    expect(rollup?.n).toBe((pending?.n ?? 0) - 1);
  });

  it('lets only members of the agency supervise a group, and only catalog managers set them', async () => {
    const [stranger] = await server.db.query<{ id: string }>(`select id from users where email = 'deputy@other.test'`);
    expect(await send('manager', 'PUT', `/api/groups/${ids.day}/supervisors`, { user_ids: [stranger?.id] })).toMatchObject({
      status: 400,
      body: { detail: 'VALIDATION_ERROR', errors: [{ path: 'body.user_ids.0' }] },
    });
    expect((await send('sup.day', 'PUT', `/api/groups/${ids.day}/supervisors`, { user_ids: [] })).status).toBe(403);
    expect((await send('manager', 'PUT', `/api/groups/${randomUUID()}/supervisors`, { user_ids: [] })).status).toBe(404);
    expect((await send('officer', 'PUT', '/api/agencies/me/review-settings', { review_required: false })).status).toBe(403);
    const groups = (await send('officer', 'GET', '/api/agencies/me/groups')).body;
    expect(groups.find((group: any) => group.id === ids.day)?.supervisor_ids).toEqual([ids['sup.day']]);
    expect((await send('officer', 'GET', '/api/users/me')).body.agency.review_required).toBe(true);
  });

  it('lets a manager make an officer a supervisor and back, but not a manager', async () => {
    const officer2 = ids.officer2 as string;
    expect(await send('manager', 'PUT', `/api/agency/members/${officer2}/role`, { role: 'supervisor' })).toMatchObject({ status: 200 });
    expect((await send('manager', 'PUT', `/api/agency/members/${officer2}/role`, { role: 'manager' })).status).toBe(403);
    expect((await send('manager', 'PUT', `/api/agency/members/${officer2}/role`, { role: 'officer' })).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('lists the review calls', async () => {
    const paths = Object.keys((await send('manager', 'GET', '/api/docs')).body.paths);
    for (const path of [
      '/api/review/queue',
      '/api/review/counts',
      '/api/review/approve',
      '/api/reports/{incident_number}/return',
      '/api/reports/me/returned',
      '/api/agencies/me/review-settings',
      '/api/groups/{id}/supervisors',
    ])
      expect(paths).toContain(path);
  });
});

describe('with review off', () => {
  it('switching review off approves what waited or was returned, each audited, and leaves nothing in any queue', async () => {
    const waiting = await filed('officer');
    const returned = await filed('officer2');
    expect((await giveBack('manager', returned.number, { version: 0, note: 'Add the duration.' })).status).toBe(200);
    expect([await stateOf(waiting.number), await stateOf(returned.number)]).toEqual(['pending_review', 'returned']);
    try {
      const off = await send('owner', 'PUT', '/api/agencies/me/review-settings', { review_required: false });
      expect(off.status).toBe(200);
      expect(off.body.review_required).toBe(false);
      expect(off.body.approved).toBeGreaterThanOrEqual(2);
      expect([await stateOf(waiting.number), await stateOf(returned.number)]).toEqual(['approved', 'approved']);
      const [{ count: left } = { count: -1 }] = await server.db.query<{ count: number }>(
        `select count(*)::int as count from reports where review_state <> 'approved'`,
      );
      expect(left).toBe(0);
      const audit = await server.db.query<{ details: { review_switched_off?: boolean } }>(
        `select a.details from audit_events a join reports r on r.id::text = a.object_id::text
          where a.action = 'report.approve' and r.incident_number = any($1)`,
        [[waiting.number, returned.number]],
      );
      expect(audit.map((row) => row.details.review_switched_off)).toEqual([true, true]);
      // Switched on again, nothing filed before waits.
      expect((await send('owner', 'PUT', '/api/agencies/me/review-settings', { review_required: true })).body).toEqual({
        review_required: true,
        approved: 0,
      });
      expect(await stateOf(waiting.number)).toBe('approved');
    } finally {
      await send('owner', 'PUT', '/api/agencies/me/review-settings', { review_required: true });
    }
  });

  it('creates reports approved, with nothing in anyone’s queue', async () => {
    expect((await send('owner', 'PUT', '/api/agencies/me/review-settings', { review_required: false })).status).toBe(200);
    try {
      const { report, number } = await filed('officer');
      expect(await stateOf(number)).toBe('approved');
      expect(
        (await send('manager', 'GET', '/api/review/queue?limit=100')).body.items.map((item: any) => item.incident_number),
      ).not.toContain(number);
      // Amending an approved report needs no reason with review off.
      const amended = await send('officer', 'POST', `/api/reports/${number}/amend`, {
        ...report,
        base_version: 0,
        general_information: { ...report.general_information, duration: 12 },
      });
      expect(amended.status).toBe(200);
      expect((await read('officer', number)).body.review.state).toBe('approved');
    } finally {
      await send('owner', 'PUT', '/api/agencies/me/review-settings', { review_required: true });
    }
  });
});
