import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgency, addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));

let server: TestServer;
const tokens = {} as Record<'manager' | 'officer' | 'officer2' | 'owner', string>;
let agencyId = '';
let payloads: { id: string; author: string; collaborators: string[]; incident_date: string; payload: any }[] = [];

/** Every id a list answers, following links.next to the end (POSTing the same body for a search). */
async function collect(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = path;
  while (next) {
    const response = await call(server, method, next, { token, ...(body === undefined ? {} : { body }) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    ids.push(...response.body.reports.map((report: { id: string }) => report.id));
    next = response.body.links.next;
  }
  return ids;
}

const search = (filters: object, token = tokens.manager as string) => collect(token, 'POST', '/api/reports/search?limit=50', { filters });
/** The ids of the reports `keep` accepts, sorted; never empty, so no filter test passes by matching nothing. */
function expected(keep: (row: (typeof payloads)[number]) => boolean): string[] {
  const ids = payloads
    .filter(keep)
    .map((row) => row.id)
    .sort();
  expect(ids.length, 'the demo data should hold a report this filter finds').toBeGreaterThan(0);
  return ids;
}
const citizens = (row: (typeof payloads)[number]): any[] => row.payload.citizens;

async function loadPayloads() {
  payloads = await server.db.query(
    `select r.id, r.author_id as author, r.collaborator_ids::text[] as collaborators, r.incident_date, r.payload
       from reports r where r.agency_id = $1`,
    [agencyId],
  );
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['manager', 'officer', 'officer2', 'owner'] as const)
    tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  [{ id: agencyId = '' } = { id: '' }] = await server.db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
  await loadPayloads();
});
afterAll(() => server?.close());

describe('POST /api/reports/search', () => {
  it('pages through every report of the agency once, newest first, and oldest first when asked', async () => {
    const newest = await search({});
    expect(newest.length).toBe(payloads.length);
    expect(new Set(newest).size).toBe(newest.length);
    const byDate = [...payloads].sort((a, b) => Date.parse(b.incident_date) - Date.parse(a.incident_date) || (b.id < a.id ? -1 : 1));
    expect(newest).toEqual(byDate.map((row) => row.id));
    const oldest = await collect(tokens.manager as string, 'POST', '/api/reports/search?limit=40', { filters: {}, sort_by: 'oldest' });
    expect(oldest).toEqual([...newest].reverse());
  });

  it('answers the listing fields: number, date, author, coordinates, name and colour', async () => {
    const response = await call(server, 'POST', '/api/reports/search', { token: tokens.manager, body: { filters: {} } });
    expect(response.body.reports).toHaveLength(10);
    expect(response.body.total).toBeNull();
    expect(response.body.reports[0]).toEqual({
      id: expect.any(String),
      incident_number: expect.any(String),
      incident_date: expect.any(String),
      author_name: expect.stringMatching(/Jordan Lee|Sam Patel|Marcus Reyes/),
      type: expect.any(String),
      version: 0,
      coords: { lat: expect.any(Number), long: expect.any(Number) },
      name: response.body.reports[0].type,
      color: { day: expect.stringMatching(/^#/), night: expect.stringMatching(/^#/) },
      review_state: 'approved',
      doj_status: 'unsubmitted',
    });
  });

  it('filters by contact type, by sections and by a date range in the agency time zone', async () => {
    expect((await search({ contactType: 'Call For Service' })).sort()).toEqual(
      expected((row) => row.payload.general_information.type === 'Call For Service'),
    );
    expect((await search({ sections: ['use_of_force'] })).sort()).toEqual(
      expected((row) => row.payload.general_information.was_use_of_force),
    );
    const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(iso));
    const sorted = payloads.map((row) => day(row.incident_date)).sort();
    const from = sorted[Math.floor(sorted.length / 3)] as string;
    const to = sorted[Math.floor((sorted.length * 2) / 3)] as string;
    expect((await search({ dateFrom: from, dateTo: to })).sort()).toEqual(
      expected((row) => day(row.incident_date) >= from && day(row.incident_date) <= to),
    );
    expect((await search({ dateFrom: from, exactDate: true })).sort()).toEqual(expected((row) => day(row.incident_date) === from));
  });

  it('filters by citizen fields, flags and age, all on one person stopped', async () => {
    const black = (citizen: any) => citizen.perception.race.includes('black');
    expect((await search({ citizen: { 'perception.race': ['black'] } })).sort()).toEqual(expected((row) => citizens(row).some(black)));
    const young = (citizen: any) => citizen.perception.age >= 18 && citizen.perception.age <= 25;
    expect((await search({ citizen: { 'perception.race': ['black'] }, citizenAge: { from: 18, to: 25 } })).sort()).toEqual(
      expected((row) => citizens(row).some((citizen) => black(citizen) && young(citizen))),
    );
    expect((await search({ flags: { 'perception.limited_english': true } })).sort()).toEqual(
      expected((row) => citizens(row).some((citizen) => citizen.perception.limited_english === true)),
    );
  });

  it('filters by areas, tags, officers, groups and source', async () => {
    const [area] = await server.db.query<{ id: string }>(`select id from areas where agency_id = $1 and name = 'Downtown'`, [agencyId]);
    const [tag] = await server.db.query<{ id: string }>(`select id from tags where agency_id = $1 and name = 'Traffic Safety'`, [agencyId]);
    const inArea = expected((row) => row.payload.general_information.location.areas.some((a: any) => a.id === area?.id));
    const tagged = expected((row) => row.payload.tags.agency.some((t: any) => t.id === tag?.id));
    expect(inArea.length).toBeGreaterThan(0);
    expect(tagged.length).toBeGreaterThan(0);
    expect((await search({ areas: [area?.id] })).sort()).toEqual(inArea);
    expect((await search({ tags: [tag?.id] })).sort()).toEqual(tagged);

    const [jordan] = await server.db.query<{ id: string }>(`select id from users where email = 'officer@demo.test'`);
    const involvesJordan = expected((row) => row.author === jordan?.id || row.collaborators.includes(jordan?.id as string));
    expect((await search({ officers: [jordan?.id] })).sort()).toEqual(involvesJordan);
    const [dayShift] = await server.db.query<{ id: string }>(`select id from groups where agency_id = $1 and name = 'Day Shift'`, [
      agencyId,
    ]);
    const members = (
      await server.db.query<{ user_id: string }>('select user_id from group_members where group_id = $1', [dayShift?.id])
    ).map((row) => row.user_id);
    expect((await search({ groups: [dayShift?.id] })).sort()).toEqual(
      expected((row) => members.includes(row.author) || row.collaborators.some((id) => members.includes(id))),
    );

    const [marcus] = await server.db.query<{ id: string }>(`select id from users where email = 'manager@demo.test'`);
    expect((await search({ source: 'created' })).sort()).toEqual(expected((row) => row.author === marcus?.id));
    expect((await search({ source: 'collaborated' })).sort()).toEqual(
      expected((row) => row.author !== marcus?.id && row.collaborators.includes(marcus?.id as string)),
    );
  });

  it('refuses invalid filters with the form messages, never a 500', async () => {
    const refuse = async (filters: object) => {
      const response = await call(server, 'POST', '/api/reports/search', { token: tokens.manager, body: { filters } });
      expect(response.status).toBe(400);
      expect(response.body.detail).toBe('VALIDATION_ERROR');
      return response.body.errors;
    };
    expect(await refuse({ dateFrom: '2025-02-30' })).toEqual([{ path: 'filters.dateFrom', message: 'Please enter a valid date.' }]);
    expect(await refuse({ dateFrom: '2025-03-10', dateTo: '2025-03-01' })).toEqual([
      { path: 'filters.dateTo', message: 'Please enter a valid date.' },
    ]);
    expect(await refuse({ dateFrom: '2024-01-01', dateTo: '2025-01-02' })).toEqual([
      { path: 'filters.dateTo', message: 'Please enter a valid date.' },
    ]);
    expect(await refuse({ dateFrom: '2999-01-01' })).toEqual([{ path: 'filters.dateFrom', message: 'Please enter a valid date.' }]);
    expect(await refuse({ citizenAge: { from: 40, to: 20 } })).toEqual([
      { path: 'filters.citizenAge', message: 'Enter both ages, the first no greater than the second.' },
    ]);
    expect(await refuse({ citizenAge: { from: 20 } })).toHaveLength(1);
    expect(await refuse({ citizen: { 'perception.race': ['martian'] } })).toEqual([
      { path: 'filters.citizen.perception.race', message: 'Choose one of the offered values.' },
    ]);
    expect(await refuse({ flags: { 'perception.race': true } })).toHaveLength(1);
    const shape = await call(server, 'POST', '/api/reports/search', {
      token: tokens.manager,
      body: { filters: { contactType: 'Parade', areas: ['x'] } },
    });
    expect(shape.status).toBe(400);
    expect(shape.body.detail).toBe('VALIDATION_ERROR');
    const cursor = await call(server, 'POST', '/api/reports/search?cursor=forged', { token: tokens.manager, body: { filters: {} } });
    expect(cursor.body).toEqual({ detail: 'INVALID_CURSOR' });
  });

  it('limits a date filter to one month back without the analytics plan', async () => {
    // An agency on the basic plan: contacts without analytics (a Connect agency has no contacts at all).
    const basicAgency = await addAgency(server.db, 'Basic Town Police', 'NE0030000', 'basic-owner@basic.test', { plan: 'basic' });
    await server.db.query(`update agencies set timezone = 'America/Los_Angeles' where id = $1`, [basicAgency]);
    await addUser(server.db, { email: 'basic-owner@basic.test', role: 'owner', agencyId: basicAgency });
    const basic = (await login(server, 'basic-owner@basic.test')).access_token;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    const longAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const refused = await call(server, 'POST', '/api/reports/search', { token: basic, body: { filters: { dateFrom: longAgo } } });
    expect(refused.body.errors).toEqual([{ path: 'filters.dateFrom', message: 'Please enter a valid date.' }]);
    expect((await call(server, 'POST', '/api/reports/search', { token: basic, body: { filters: { dateFrom: today } } })).status).toBe(200);
    expect(
      (await call(server, 'POST', '/api/reports/search', { token: tokens.manager, body: { filters: { dateFrom: longAgo } } })).status,
    ).toBe(200);
    const options = await call(server, 'GET', '/api/reports/filter-options', { token: basic });
    expect(options.body.earliest_date).not.toBeNull();
    expect((await call(server, 'GET', '/api/reports/filter-options', { token: tokens.manager })).body).toMatchObject({
      earliest_date: null,
      today,
      timezone: 'America/Los_Angeles',
      has_citizen_age: true,
      citizen_fields: expect.arrayContaining([
        expect.objectContaining({ key: 'perception.race', label: 'Perceived race or ethnicity', kind: 'choice' }),
        expect.objectContaining({ key: 'student.is_student', kind: 'flag' }),
      ]),
    });
  });

  it('is refused (403) to an officer without the agency-reports permission, for search, text search, totals and options', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/reports/search', { filters: {} }],
      ['POST', '/api/reports/text-search', { filter: 'main' }],
      ['POST', '/api/reports/calculate-totals', { filters: {} }],
      ['GET', '/api/reports/filter-options', undefined],
    ] as const) {
      const response = await call(server, method, path, { token: tokens.officer, ...(body ? { body } : {}) });
      expect(response.status, path).toBe(403);
      expect(response.body).toEqual({ detail: 'Forbidden' });
    }
  });
});

describe('POST /api/reports/text-search', () => {
  const find = (filter: string) => collect(tokens.manager as string, 'POST', '/api/reports/text-search?limit=50', { filter });

  it('finds by incident number, whole or in part, whatever the case', async () => {
    const target = payloads[7] as (typeof payloads)[number];
    const number: string = target.payload.general_information.incident_number;
    expect(await find(number)).toEqual([target.id]);
    const part = number.slice(-5).toLowerCase();
    expect((await find(part)).sort()).toEqual(
      expected((row) => JSON.stringify(row.payload).toLowerCase().includes(part) && searchable(row).includes(part)),
    );
  });

  it('finds by officer name and ID, address and tag name', async () => {
    expect((await find('jordan')).sort()).toEqual(expected((row) => searchable(row).includes('jordan')));
    expect((await find('DPD-0218')).sort()).toEqual(expected((row) => searchable(row).includes('dpd-0218')));
    expect((await find('stockton blvd')).sort()).toEqual(
      expected((row) => row.payload.general_information.location.address.full.toLowerCase().includes('stockton blvd')),
    );
    expect((await find('mental HEALTH')).sort()).toEqual(
      expected((row) => row.payload.tags.agency.some((tag: any) => tag.name === 'Mental Health')),
    );
  });

  it('takes % and _ literally, needs 2 characters, and never shows another agency', async () => {
    expect(await find('%%')).toEqual([]);
    expect(await find('__')).toEqual([]);
    const short = await call(server, 'POST', '/api/reports/text-search', { token: tokens.manager, body: { filter: 'a' } });
    expect(short.status).toBe(400);
    const other = await addOtherAgency(server.db);
    await addUser(server.db, { email: 'deputy@other.test', role: 'owner', agencyId: other });
    const deputy = (await login(server, 'deputy@other.test')).access_token;
    expect(await collect(deputy, 'POST', '/api/reports/text-search', { filter: 'jordan' })).toEqual([]);
    expect(await collect(deputy, 'POST', '/api/reports/search', { filters: {} })).toEqual([]);
  });
});

/** What quick search is documented to look in, read straight from the payload. */
function searchable(row: (typeof payloads)[number]): string {
  const general = row.payload.general_information;
  const officers = JSON.stringify(row.payload.officers ?? []);
  return [
    general.incident_number,
    general.state_related?.to_connect_reports?.event_identifier,
    general.officer_name,
    general.officer_id_number,
    ...[...officers.matchAll(/"name":"([^"]+)"/g)].map((match) => match[1]),
    general.location.address.full,
    ...row.payload.tags.agency.map((tag: any) => tag.name),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

describe('POST /api/reports/calculate-totals (fast facts)', () => {
  const totals = async (body: object) =>
    (await call(server, 'POST', '/api/reports/calculate-totals', { token: tokens.manager, body })).body;
  const count = (rows: typeof payloads) => ({
    uof: rows.filter((row) => row.payload.general_information.was_use_of_force).length,
    cfs: rows.filter((row) => row.payload.general_information.type === 'Call For Service').length,
    opa: rows.filter((row) => row.payload.general_information.type === 'Officer Pro-active').length,
    complaints: rows.filter((row) => (row.payload.complaints ?? []).length > 0).length,
    consent_searches: rows.filter((row) => citizens(row).some((citizen) => citizen.search?.basis_for_search?.includes('consent_given')))
      .length,
    // Review is off in this agency: every report is approved when it is created (issue 25).
    waiting_for_review: 0,
    total: rows.length,
  });

  it('counts the agency by the daily totals and by the filters alike', async () => {
    await loadPayloads();
    expect(await totals({ filters: {} })).toEqual(count(payloads));
    expect(await totals({ filters: { contactType: 'Officer Pro-active' } })).toEqual(
      count(payloads.filter((row) => row.payload.general_information.type === 'Officer Pro-active')),
    );
    const black = payloads.filter((row) => citizens(row).some((citizen) => citizen.perception.race.includes('black')));
    expect(await totals({ filters: { citizen: { 'perception.race': ['black'] } } })).toEqual(count(black));
    expect(await totals({ filter: 'jordan' })).toEqual(count(payloads.filter((row) => searchable(row).includes('jordan'))));
  });

  it('keeps the daily totals right through a create and an amend', async () => {
    const before = await totals({ filters: {} });
    const report = structuredClone(example);
    report.id = randomUUID();
    report.general_information.incident_number = `FF-${Date.now() % 1e8}`;
    report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
    report.general_information.type = 'Call For Service';
    expect((await call(server, 'POST', '/api/reports/', { token: tokens.officer, body: report })).status).toBe(201);
    const created = await totals({ filters: {} });
    expect(created).toMatchObject({
      total: before.total + 1,
      cfs: before.cfs + 1,
      uof: before.uof + 1,
      consent_searches: before.consent_searches + 1,
    });
    const { id: _id, ...amended } = structuredClone(report);
    amended.general_information.type = 'Officer Pro-active';
    const amend = await call(server, 'POST', `/api/reports/${report.general_information.incident_number}/amend`, {
      token: tokens.officer,
      body: amended,
    });
    expect(amend.status).toBe(200);
    expect(await totals({ filters: {} })).toMatchObject({ total: created.total, cfs: created.cfs - 1, opa: created.opa + 1 });
    expect(
      await collect(tokens.manager as string, 'POST', '/api/reports/text-search', { filter: report.general_information.incident_number }),
    ).toEqual([report.id]);
  });

  it('leaves the rollup rows of an amend that changes nothing they count unwritten, so an amend holds no lock on them', async () => {
    const report = structuredClone(example);
    report.id = randomUUID();
    report.general_information.incident_number = `RU-${Date.now() % 1e8}`;
    report.general_information.date = new Date(Date.now() - 7_200_000).toISOString();
    expect((await call(server, 'POST', '/api/reports/', { token: tokens.officer, body: report })).status).toBe(201);
    // Each rollup row this report counts in, with the transaction that last wrote it.
    const rollupRows = () =>
      server.db.query<{ key: string; xmin: string }>(
        `select 't ' || t.day || ' ' || t.contact_type as key, t.xmin::text as xmin
           from report_daily_totals t join reports r on r.agency_id = t.agency_id and r.contact_type = t.contact_type
           join agencies a on a.id = r.agency_id
          where r.id = $1 and t.day = (r.incident_date at time zone a.timezone)::date
         union all
         select 'f ' || f.facet || ' ' || f.day, f.xmin::text
           from report_daily_facets f join reports r on r.agency_id = f.agency_id and r.contact_type = f.contact_type
           join agencies a on a.id = r.agency_id
          where r.id = $1 and f.day = (r.incident_date at time zone a.timezone)::date
            and f.facet in (select unnest(p.facets) from report_people p where p.report_id = r.id)
          order by 1`,
        [report.id],
      );
    const before = await rollupRows();
    expect(before.some((row) => row.key.startsWith('f '))).toBe(true);
    const { id: _id, ...amended } = structuredClone(report);
    amended.general_information.duration = report.general_information.duration + 5;
    const amend = await call(server, 'POST', `/api/reports/${report.general_information.incident_number}/amend`, {
      token: tokens.officer,
      body: amended,
    });
    expect(amend.status, JSON.stringify(amend.body)).toBe(200);
    expect(amend.body.version).toBe(1);
    expect(await rollupRows()).toEqual(before);
  });
});

describe('GET /api/reports/collaboration', () => {
  it("lists the reports that name the caller as an officer, not the caller's own, each once", async () => {
    await loadPayloads();
    const [sam] = await server.db.query<{ id: string }>(`select id from users where email = 'officer2@demo.test'`);
    const listed = await collect(tokens.officer2 as string, 'GET', '/api/reports/collaboration?limit=7');
    expect(listed.sort()).toEqual(expected((row) => row.author !== sam?.id && row.collaborators.includes(sam?.id as string)));
    expect(listed.length).toBeGreaterThan(0);
  });

  it('is refused to a user without an agency (the invited role)', async () => {
    await addUser(server.db, { email: 'invited@nowhere.test', role: 'invited' });
    const invited = (await login(server, 'invited@nowhere.test')).access_token;
    expect((await call(server, 'GET', '/api/reports/collaboration', { token: invited })).status).toBe(403);
  });
});
