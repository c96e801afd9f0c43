import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * What makes the lists fast at a million reports (migration 0016) answers exactly what the plain queries would:
 * report_labels and report_daily_facets follow every write, and quick search's two steps page without a gap or a repeat.
 */
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));

let server: TestServer;
let manager = '';
let officer = '';
let agencyId = '';

beforeAll(async () => {
  server = await startTestServer();
  manager = (await login(server, 'manager@demo.test')).access_token;
  officer = (await login(server, 'officer@demo.test')).access_token;
  [{ id: agencyId = '' } = { id: '' }] = await server.db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
});
afterAll(() => server?.close());

async function collect(path: string, body: unknown): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = path;
  while (next) {
    const response = await call(server, 'POST', next, { token: manager, body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    ids.push(...response.body.reports.map((report: { id: string }) => report.id));
    next = response.body.links.next;
  }
  return ids;
}

/** report_labels as stored, and as the reports' area and tag arrays say they should be. */
async function labelsNowAndExpected() {
  const now = await server.db.query(
    `select report_id, kind, label, incident_date, contact_type, is_use_of_force, has_complaints, has_investigations, has_consent_search
       from report_labels order by report_id, kind, label`,
  );
  const expected = await server.db.query(
    `select r.id as report_id, l.kind, l.label, r.incident_date, r.contact_type, r.is_use_of_force, r.has_complaints, r.has_investigations,
            r.has_consent_search
       from reports r
       cross join lateral (select distinct 'a' as kind, a as label from unnest(r.area_ids) a union select distinct 't', t from unnest(r.tag_ids) t) l
      order by 1, 2, 3`,
  );
  return { now, expected };
}

/** report_daily_facets as kept report by report, and counted afresh from the reports and their people. */
async function facetsNowAndExpected() {
  const now = await server.db.query(
    `select facet, contact_type, day::text, total, uof, complaints, consent_searches from report_daily_facets where total <> 0
      order by facet, contact_type, day`,
  );
  const expected = await server.db.query(
    `select f.facet, r.contact_type, (r.incident_date at time zone a.timezone)::date::text as day, count(*)::int as total,
            (count(*) filter (where r.is_use_of_force))::int as uof, (count(*) filter (where r.has_complaints))::int as complaints,
            (count(*) filter (where r.has_consent_search))::int as consent_searches
       from reports r join agencies a on a.id = r.agency_id
       cross join lateral (select distinct unnest(p.facets) as facet from report_people p where p.agency_id = r.agency_id and p.report_id = r.id) f
      group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { now, expected };
}

describe('report_labels and report_daily_facets', () => {
  it('equal a fresh count after the demo load, a create and an amend that moves the report', async () => {
    const seeded = await labelsNowAndExpected();
    expect(seeded.now.length).toBeGreaterThan(0);
    expect(seeded.now).toEqual(seeded.expected);
    const seededFacets = await facetsNowAndExpected();
    expect(seededFacets.now.length).toBeGreaterThan(0);
    expect(seededFacets.now).toEqual(seededFacets.expected);

    const [tag, otherTag] = await server.db.query<{ id: string; name: string; color: string }>(
      'select id, name, color from tags where agency_id = $1 order by name limit 2',
      [agencyId],
    );
    const report = structuredClone(example);
    report.id = randomUUID();
    report.general_information.incident_number = `LS-${Date.now() % 1e8}`;
    report.general_information.date = new Date(Date.now() - 7_200_000).toISOString();
    report.tags = { agency: [{ id: tag?.id, name: tag?.name, color: tag?.color }] };
    expect((await call(server, 'POST', '/api/reports/', { token: officer, body: report })).status).toBe(201);
    expect(await collect('/api/reports/search?limit=50', { filters: { tags: [tag?.id] } })).toContain(report.id);

    const { id: _id, ...amended } = structuredClone(report);
    amended.general_information.type = amended.general_information.type === 'Call For Service' ? 'Officer Pro-active' : 'Call For Service';
    amended.general_information.date = new Date(Date.now() - 40 * 86_400_000).toISOString();
    amended.general_information.location.areas = [];
    amended.tags = { agency: [{ id: otherTag?.id, name: otherTag?.name, color: otherTag?.color }] };
    amended.citizens[0].perception.race = ['asian'];
    const amend = await call(server, 'POST', `/api/reports/${report.general_information.incident_number}/amend`, {
      token: officer,
      body: amended,
    });
    expect(amend.status, JSON.stringify(amend.body)).toBe(200);
    expect(await collect('/api/reports/search?limit=50', { filters: { tags: [tag?.id] } })).not.toContain(report.id);
    expect(await collect('/api/reports/search?limit=50', { filters: { tags: [otherTag?.id] } })).toContain(report.id);

    const labels = await labelsNowAndExpected();
    expect(labels.now).toEqual(labels.expected);
    expect(labels.now.filter((row: any) => row.report_id === report.id)).toEqual([
      expect.objectContaining({ kind: 't', label: otherTag?.id, contact_type: amended.general_information.type }),
    ]);
    const facets = await facetsNowAndExpected();
    expect(facets.now).toEqual(facets.expected);
  });
});

describe('fast facts from report_daily_facets', () => {
  /** The totals counted straight from the reports and their people, local days in the agency's zone. */
  async function countDirectly(facet: string, days: [string, string] | null, contactType: string | null) {
    const [row] = await server.db.query<Record<string, number>>(
      `select count(*)::int as total, (count(*) filter (where r.is_use_of_force))::int as uof,
              (count(*) filter (where r.contact_type = 'Call For Service'))::int as cfs,
              (count(*) filter (where r.contact_type = 'Officer Pro-active'))::int as opa,
              (count(*) filter (where r.has_complaints))::int as complaints, (count(*) filter (where r.has_consent_search))::int as consent_searches,
              (count(*) filter (where r.review_state = 'pending_review'))::int as waiting_for_review
         from reports r join agencies a on a.id = r.agency_id
        where r.agency_id = $1 and exists (select 1 from report_people p where p.agency_id = r.agency_id and p.report_id = r.id and $2 = any(p.facets))
          and ($3::date is null or (r.incident_date at time zone a.timezone)::date between $3::date and $4::date)
          and ($5::text is null or r.contact_type = $5)`,
      [agencyId, facet, days?.[0] ?? null, days?.[1] ?? null, contactType],
    );
    return row;
  }

  it('answer one citizen value or one flag as counting the reports does, with days and contact type', async () => {
    const options = (await call(server, 'GET', '/api/reports/filter-options', { token: manager })).body;
    const choice = options.citizen_fields.find((field: any) => field.kind === 'choice' && field.key === 'perception.race');
    const flag = options.citizen_fields.find((field: any) => field.kind === 'flag');
    const days = (
      await server.db.query<{ day: string }>(
        `select distinct to_char(incident_date at time zone 'America/Los_Angeles', 'YYYY-MM-DD') as day from reports where agency_id = $1 order by 1`,
        [agencyId],
      )
    ).map((row) => row.day);
    const range: [string, string] = [days[Math.floor(days.length / 4)] as string, days[Math.floor((days.length * 3) / 4)] as string];
    let nonZero = 0;
    for (const value of choice.options.map((option: any) => option.value)) {
      for (const [filters, dayRange, type] of [
        [{ citizen: { [choice.key]: [value] } }, null, null],
        [
          { citizen: { [choice.key]: [value] }, contactType: 'Officer Pro-active', dateFrom: range[0], dateTo: range[1] },
          range,
          'Officer Pro-active',
        ],
      ] as const) {
        const answer = await call(server, 'POST', '/api/reports/calculate-totals', { token: manager, body: { filters } });
        expect(answer.body, JSON.stringify(filters)).toEqual(await countDirectly(`${choice.key}=${value}`, dayRange, type));
        if (answer.body.total > 0) nonZero++;
      }
    }
    expect(nonZero).toBeGreaterThan(2);
    for (const isSet of [true, false]) {
      const answer = await call(server, 'POST', '/api/reports/calculate-totals', {
        token: manager,
        body: { filters: { flags: { [flag.key]: isSet }, dateFrom: range[0], exactDate: true } },
      });
      expect(answer.body).toEqual(await countDirectly(`${flag.key}=${isSet}`, [range[0], range[0]], null));
    }
  });
});

describe('search driven by one tag or one area', () => {
  it('pages newest and oldest first through tag + area + section, contact type and dates exactly', async () => {
    const rows = await server.db.query<{ id: string; tag_ids: string[]; area_ids: string[]; is_use_of_force: boolean }>(
      `select id, tag_ids::text[], area_ids::text[], is_use_of_force, contact_type, incident_date from reports where agency_id = $1
        order by incident_date desc, id desc`,
      [agencyId],
    );
    const pairs = new Map<string, number>();
    for (const row of rows)
      for (const tag of row.tag_ids) for (const area of row.area_ids) pairs.set(`${tag} ${area}`, (pairs.get(`${tag} ${area}`) ?? 0) + 1);
    const [pair] = [...pairs.entries()].sort((a, b) => b[1] - a[1]);
    const [tag, area] = (pair?.[0] ?? '').split(' ') as [string, string];
    const both = rows.filter((row) => row.tag_ids.includes(tag) && row.area_ids.includes(area));
    expect(both.length).toBeGreaterThan(3);
    expect(await collect('/api/reports/search?limit=3', { filters: { tags: [tag], areas: [area] } })).toEqual(both.map((row) => row.id));
    expect(await collect('/api/reports/search?limit=2', { filters: { tags: [tag], areas: [area] }, sort_by: 'oldest' })).toEqual(
      both.map((row) => row.id).reverse(),
    );
    expect(await collect('/api/reports/search?limit=4', { filters: { areas: [area], sections: ['use_of_force'] } })).toEqual(
      rows.filter((row) => row.area_ids.includes(area) && row.is_use_of_force).map((row) => row.id),
    );
    const totals = await call(server, 'POST', '/api/reports/calculate-totals', { token: manager, body: { filters: { tags: [tag] } } });
    expect(totals.body.total).toBe(rows.filter((row) => row.tag_ids.includes(tag)).length);
    const withArea = await call(server, 'POST', '/api/reports/calculate-totals', {
      token: manager,
      body: { filters: { tags: [tag], areas: [area] } },
    });
    expect(withArea.body.total).toBe(both.length);
  });

  it('never shows another agency its labels', async () => {
    const [tag] = await server.db.query<{ id: string }>('select label as id from report_labels where agency_id = $1 limit 1', [agencyId]);
    const other = await addOtherAgency(server.db);
    await addUser(server.db, { email: 'labels@other.test', role: 'owner', agencyId: other });
    const token = (await login(server, 'labels@other.test')).access_token;
    const search = await call(server, 'POST', '/api/reports/search', { token, body: { filters: { tags: [tag?.id] } } });
    expect(search.body.reports).toEqual([]);
    const totals = await call(server, 'POST', '/api/reports/calculate-totals', { token, body: { filters: { tags: [tag?.id] } } });
    expect(totals.body.total).toBe(0);
    // Another agency's counts of the same value never reach this one's fast facts.
    const black = { filters: { citizen: { 'perception.race': ['black'] } } };
    const before = (await call(server, 'POST', '/api/reports/calculate-totals', { token: manager, body: black })).body;
    await server.db.query(
      `insert into report_daily_facets (agency_id, facet, contact_type, day, total, uof) values ($1, 'perception.race=black', 'Call For Service', current_date, 1000000, 7)`,
      [other],
    );
    expect((await call(server, 'POST', '/api/reports/calculate-totals', { token: manager, body: black })).body).toEqual(before);
  });
});

describe('quick search past the first 4,000 rows', () => {
  it('finds what only the word-index step reaches and pages across the edge without a gap or a repeat', async () => {
    const [author] = await server.db.query<{ id: string }>(`select id from users where email = 'manager@demo.test'`);
    // 4,500 older reports than the demo's, newest first: row n is n hours before the oldest demo report.
    await server.db.query(
      `insert into reports (agency_id, id, incident_number, author_id, contact_type, incident_date, payload, created_payload_hash,
                            search_text, list_facts_version)
       select $1, gen_random_uuid(), 'BULK-' || n, $2, 'Officer Pro-active',
              (select min(incident_date) from reports where agency_id = $1) - n * interval '1 hour', '{}'::jsonb, '',
              'bulk-' || n || case when n % 700 = 0 then ' zebra crossing' else '' end || case when n = 4321 then ' needle' else '' end, 1
         from generate_series(1, 4500) n`,
      [agencyId, author?.id],
    );
    // What writeListFacts keeps beside each report for quick search's fast facts.
    await server.db.query(
      `insert into report_search (agency_id, report_id, incident_date, search_text, contact_type, is_use_of_force, has_complaints, has_consent_search)
       select agency_id, id, incident_date, search_text, contact_type, is_use_of_force, has_complaints, has_consent_search
         from reports where agency_id = $1 and incident_number like 'BULK-%'`,
      [agencyId],
    );
    const expected = async (text: string, newest: boolean) =>
      (
        await server.db.query<{ id: string }>(
          `select id from reports where agency_id = $1 and search_text like $2 order by incident_date ${newest ? 'desc' : 'asc'}, id ${newest ? 'desc' : 'asc'}`,
          [agencyId, `%${text}%`],
        )
      ).map((row) => row.id);
    expect(await collect('/api/reports/text-search?limit=5', { filter: 'needle' })).toEqual(await expected('needle', true));
    expect((await expected('needle', true)).length).toBe(1);
    const zebras = await expected('zebra', true);
    expect(zebras.length).toBe(6);
    expect(await collect('/api/reports/text-search?limit=2', { filter: 'ZEBRA' })).toEqual(zebras);
    // Five in the first 4,000 rows, the sixth found by the word-index step: one page of ten holds both.
    expect(await collect('/api/reports/text-search?limit=10', { filter: 'zebra' })).toEqual(zebras);
    expect(await collect('/api/reports/text-search?limit=4', { filter: 'zebra', sort_by: 'oldest' })).toEqual([...zebras].reverse());
    // Several words in the second step: the first ends a word ('ebra'), LIKE checks the rest.
    expect(await collect('/api/reports/text-search?limit=10', { filter: 'ebra cross' })).toEqual(zebras);
    const totals = await call(server, 'POST', '/api/reports/calculate-totals', { token: manager, body: { filter: 'zebra' } });
    expect(totals.body).toMatchObject({ total: 6, opa: 6, cfs: 0 });
  });
});
