import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { withTenant } from '../db/tenant.ts';
import { insertReportBatch } from '../reports/reports.repo.ts';
import { addOtherAgency, addUser } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { readPoints } from './analytics.repo.ts';
import { backfillAnalyticsFacts } from './analytics-backfill.ts';
import { markDaysDirty } from './analytics-facts.repo.ts';
import { refreshDirtyDays } from './analytics-rollups.repo.ts';

const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));

let server: TestServer;
const tokens = {} as Record<'manager' | 'officer' | 'owner' | 'connect', string>;
let agencyId = '';
let officerId = '';

const generate = (body: object, token = tokens.manager) => call(server, 'POST', '/api/analytics/generate', { token, body });
const widget = (response: { body: { widgets: Array<{ id: string; component: { config: any }; has_data: boolean }> } }, id: string) => {
  const found = response.body.widgets.find((entry) => entry.id === id);
  if (!found) throw new Error(`widget ${id} missing`);
  return found;
};

/** Reports and persons of the demo agency in the last 30 local days, counted straight from the stored reports. */
async function countDirect(where = 'true', params: unknown[] = []) {
  const [row] = await server.db.query<{ contacts: number; persons: number }>(
    `select count(*)::int as contacts, coalesce(sum(jsonb_array_length(r.payload->'citizens')), 0)::int as persons
       from reports r join agencies a on a.id = r.agency_id
      where r.agency_id = $1
        and (r.incident_date at time zone a.timezone)::date between (now() at time zone a.timezone)::date - 29 and (now() at time zone a.timezone)::date
        and ${where}`,
    [agencyId, ...params],
  );
  return row as { contacts: number; persons: number };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['manager', 'officer', 'owner'] as const) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
  tokens.connect = (await login(server, 'connect-owner@demo.test')).access_token;
  [{ id: agencyId = '' } = { id: '' }] = await server.db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
  [{ id: officerId = '' } = { id: '' }] = await server.db.query<{ id: string }>(`select id from users where email = 'officer@demo.test'`);
});
afterAll(() => server?.close());

describe('POST /api/analytics/generate', () => {
  it('answers the last 30 days for the agency: contacts and persons equal a direct count of the stored reports', async () => {
    const response = await generate({ period: 'month' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const direct = await countDirect();
    expect(direct.contacts).toBeGreaterThan(0);
    const contacts = widget(response, 'kpi_contacts').component.config;
    expect(contacts.value.value).toBe(direct.contacts);
    expect(contacts.subtitle).toContain(`${direct.persons.toLocaleString('en-US')} persons`);
    expect(response.body.period).toBe('month');
    expect(response.body.widgets.length).toBeGreaterThanOrEqual(3);
    expect(response.body.incident_data.length).toBeLessThanOrEqual(300);
  });

  it('shows the officer role only the reports they wrote by default, and involved or collaborated ones on request', async () => {
    const created = await generate({ period: 'month' }, tokens.officer);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const authored = await countDirect('r.author_id = $2', [officerId]);
    expect(widget(created, 'kpi_contacts').component.config.value.value).toBe(authored.contacts);
    const all = await generate({ period: 'month', filters: { officers: { officer_information: { source: 'all' } } } }, tokens.officer);
    const involved = await countDirect('(r.author_id = $2 or $2 = any(r.collaborator_ids))', [officerId]);
    expect(widget(all, 'kpi_contacts').component.config.value.value).toBe(involved.contacts);
    const collaborated = await generate(
      { period: 'month', filters: { officers: { officer_information: { source: 'collaborated' } } } },
      tokens.officer,
    );
    expect(widget(collaborated, 'kpi_contacts').component.config.value.value).toBe(involved.contacts - authored.contacts);

    // The map points of one officer (read from analytics_officer_points) are their located reports of the period.
    const located = `r.payload->'general_information'->'location'->'address'->'coords'->>'latitude' is not null`;
    const numbers = (response: { body: { incident_data: Array<{ incident_number: string }> } }) =>
      response.body.incident_data.map((point) => point.incident_number).sort();
    for (const [response, where] of [
      [created, 'r.author_id = $2'],
      [all, '(r.author_id = $2 or $2 = any(r.collaborator_ids))'],
      [collaborated, '(r.author_id <> $2 and $2 = any(r.collaborator_ids))'],
    ] as const) {
      const direct = await server.db.query<{ incident_number: string }>(
        `select r.incident_number from reports r join agencies a on a.id = r.agency_id
          where r.agency_id = $1 and ${where} and ${located}
            and (r.incident_date at time zone a.timezone)::date between (now() at time zone a.timezone)::date - 29 and (now() at time zone a.timezone)::date`,
        [agencyId, officerId],
      );
      expect(numbers(response)).toEqual(direct.map((row) => row.incident_number).sort());
    }
    expect(numbers(created).length).toBeGreaterThan(0);

    // Over the limit, an officer's map keeps their latest located reports (the query stops once it has found them).
    const [range] = await server.db.query<{ from: string; to: string }>(
      `select to_char((now() at time zone timezone)::date - 364, 'YYYY-MM-DD') as from, to_char((now() at time zone timezone)::date, 'YYYY-MM-DD') as to
         from agencies where id = $1`,
      [agencyId],
    );
    const latest = await readPoints(server.db, agencyId, range?.from ?? '', range?.to ?? '', { officerId, source: 'all' }, 5);
    const expected = await server.db.query<{ incident_number: string }>(
      `select r.incident_number from reports r join agencies a on a.id = r.agency_id
        where r.agency_id = $1 and (r.author_id = $2 or $2 = any(r.collaborator_ids)) and ${located}
          and (r.incident_date at time zone a.timezone)::date between $3::date and $4::date
        order by r.incident_date desc limit 5`,
      [agencyId, officerId, range?.from, range?.to],
    );
    expect(expected).toHaveLength(5);
    expect(latest.map((point) => point.incident_number)).toEqual(expected.map((row) => row.incident_number));
  });

  it('refuses another officer or a group filter from the officer role, and quarters to it', async () => {
    const other = await generate({ period: 'month', filters: { officers: { officer_information: { id: randomUUID() } } } }, tokens.officer);
    expect(other.status).toBe(400);
    expect(other.body.detail).toBe('OFFICER_FILTER_NOT_ALLOWED');
    expect((await generate({ period: 'year', period_value: '2026' }, tokens.officer)).status).toBe(400);
    expect((await call(server, 'GET', '/api/analytics/periods', { token: tokens.officer })).status).toBe(403);
  });

  it('refuses the Connect plan and validates exact dates with the browser rules', async () => {
    const connect = await generate({ period: 'month' }, tokens.connect);
    expect(connect.status).toBe(403);
    expect(connect.body.detail).toBe('ANALYTICS_PLAN_REQUIRED');
    const tooLong = await generate({
      period: 'custom',
      filters: { general_information: { date: { from: '2025-01-01', to: '2025-02-15' } } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].message).toBe('You can filter up to 31 days.');
    const early = await generate({
      period: 'custom',
      filters: { general_information: { date: { from: '2022-06-01', to: '2022-06-10' } } },
    });
    expect(early.body.errors[0].message).toBe('Please enter a valid date.');
    const bad = await generate({ period: 'quarter', period_value: 'Q5' });
    expect(bad.status).toBe(400);
    expect((await generate({ period: 'month', filters: { tags: { agency: ['not-an-id'] } } })).status).toBe(400);
  });

  it('counts a report created now at once, and moves it when an amend changes its day', async () => {
    const before = widget(await generate({ period: 'week' }), 'kpi_contacts').component.config.value.value as number;
    const id = randomUUID();
    const now = new Date(Date.now() - 3_600_000).toISOString();
    const report = structuredClone(example);
    Object.assign(report, { id });
    Object.assign(report.general_information, { date: now, incident_number: `AN-${Date.now()}` });
    report.general_information.location.areas = [];
    report.tags = { agency: [] };
    report.officers = [];
    const created = await call(server, 'POST', '/api/reports/', { token: tokens.manager, body: report });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(widget(await generate({ period: 'week' }), 'kpi_contacts').component.config.value.value).toBe(before + 1);
    const moved = structuredClone(report);
    moved.general_information.date = new Date(Date.now() - 20 * 86_400_000).toISOString();
    const amended = await call(server, 'POST', `/api/reports/${encodeURIComponent(report.general_information.incident_number)}/amend`, {
      token: tokens.manager,
      body: moved,
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect(widget(await generate({ period: 'week' }), 'kpi_contacts').component.config.value.value).toBe(before);
  });

  it('moves a report into an officer’s ranking row when an amend only lists that officer (officer sums are read again)', async () => {
    const officerReports = async () => {
      const rows = widget(await generate({ period: 'week' }), 'officer_activity_ranking').component.config.ranking_list as Array<{
        elements: Array<{ label: string }>;
        value: { value: number };
      }>;
      return rows.find((row) => row.elements[0]?.label === 'Jordan Lee')?.value.value ?? 0;
    };
    const before = await officerReports();
    const report = structuredClone(example);
    Object.assign(report, { id: randomUUID() });
    Object.assign(report.general_information, {
      date: new Date(Date.now() - 7_200_000).toISOString(),
      incident_number: `AO-${Date.now()}`,
    });
    report.general_information.location.areas = [];
    report.tags = { agency: [] };
    report.officers = [];
    const created = await call(server, 'POST', '/api/reports/', { token: tokens.manager, body: report });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await officerReports()).toBe(before);
    const listed = structuredClone(report);
    listed.officers = [
      { id: randomUUID(), officer: { officer: { id: officerId, name: 'Jordan Lee' }, citizens: [report.citizens[0].id] } },
    ];
    const amended = await call(server, 'POST', `/api/reports/${encodeURIComponent(report.general_information.incident_number)}/amend`, {
      token: tokens.manager,
      body: listed,
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    expect(await officerReports()).toBe(before + 1);
  });

  it('reads one area from its rollup and area with tag from the facts, both equal to a direct count', async () => {
    const [pair] = await server.db.query<{ area: string; tag: string }>(
      `select a.area::text as area, t.tag::text as tag from reports r, unnest(r.area_ids) a(area), unnest(r.tag_ids) t(tag)
        where r.agency_id = $1 and r.incident_date > now() - interval '29 days' limit 1`,
      [agencyId],
    );
    if (!pair) throw new Error('the demo data should hold a report with an area and a tag');
    const byArea = await generate({ period: 'month', filters: { general_information: { location: { areas: [pair.area] } } } });
    expect(widget(byArea, 'kpi_contacts').component.config.value.value).toBe(
      (await countDirect('$2::uuid = any(r.area_ids)', [pair.area])).contacts,
    );
    const both = await generate({
      period: 'month',
      filters: { general_information: { location: { areas: [pair.area] } }, tags: { agency: [pair.tag] } },
    });
    expect(widget(both, 'kpi_contacts').component.config.value.value).toBe(
      (await countDirect('$2::uuid = any(r.area_ids) and $3::uuid = any(r.tag_ids)', [pair.area, pair.tag])).contacts,
    );
  });

  it('keeps each year row the sum of its month rows through a create, an amend to another month and a whole-month recount', async () => {
    const year = new Date().getUTCFullYear() - 1;
    const contactsOfYear = async () => widget(await generate({ period: 'year', period_value: String(year) }), 'kpi_contacts');
    const report = structuredClone(example);
    Object.assign(report, { id: randomUUID() });
    Object.assign(report.general_information, { date: `${year}-03-10T18:00:00.000Z`, incident_number: `AY-${Date.now()}` });
    report.general_information.location.areas = [];
    report.tags = { agency: [] };
    const created = await call(server, 'POST', '/api/reports/', { token: tokens.manager, body: report });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await contactsOfYear();
    const moved = structuredClone(report);
    moved.general_information.date = `${year}-07-20T18:00:00.000Z`;
    const amended = await call(server, 'POST', `/api/reports/${encodeURIComponent(report.general_information.incident_number)}/amend`, {
      token: tokens.manager,
      body: moved,
    });
    expect(amended.status, JSON.stringify(amended.body)).toBe(200);
    await contactsOfYear();
    // Eight out-of-date days of one month: the month is recounted whole from the facts.
    const may = Array.from({ length: 8 }, (_, index) => `${year}-05-${String(index + 10).padStart(2, '0')}`);
    await withTenant(server.db, agencyId, async (tx) => {
      await markDaysDirty(tx, agencyId, may);
      expect(await refreshDirtyDays(tx, agencyId, 10, { from: may[0] as string, to: may[7] as string })).toBe(8);
    });

    const rows = await server.db.query<{
      kind: string;
      scope: string;
      bucket: string;
      counters: Record<string, number>;
      comparison: Record<string, number> | null;
      summary: Record<string, number>;
    }>(
      `select kind, scope, to_char(bucket, 'YYYY-MM-DD') as bucket, counters, comparison, summary from analytics_rollups
        where agency_id = $1 and kind in ('m', 'y')`,
      [agencyId],
    );
    const sums = new Map<
      string,
      { counters: Record<string, number>; comparison: Record<string, number>; summary: Record<string, number> }
    >();
    const add = (into: Record<string, number>, from: Record<string, number>) => {
      for (const [key, value] of Object.entries(from)) into[key] = (into[key] ?? 0) + value;
      for (const key of Object.keys(into)) if (into[key] === 0) delete into[key];
    };
    for (const row of rows.filter((entry) => entry.kind === 'm')) {
      const key = `${row.scope}|${row.bucket.slice(0, 4)}`;
      const sum = sums.get(key) ?? { counters: {}, comparison: {}, summary: {} };
      sums.set(key, sum);
      add(sum.counters, row.counters);
      add(sum.comparison, row.comparison ?? row.counters);
      add(sum.summary, row.summary);
    }
    const years = rows.filter((entry) => entry.kind === 'y');
    expect(years.map((row) => `${row.scope}|${row.bucket.slice(0, 4)}`).sort()).toEqual([...sums.keys()].sort());
    for (const row of years) {
      const sum = sums.get(`${row.scope}|${row.bucket.slice(0, 4)}`);
      expect(row.bucket.slice(4)).toBe('-01-01');
      expect({ counters: row.counters, comparison: row.comparison, summary: row.summary }, `${row.scope} ${row.bucket}`).toEqual(sum);
    }
    // And the year's dashboard, read from those rows, counts the reports of that calendar year in the agency's time zone.
    const [direct] = await server.db.query<{ contacts: number }>(
      `select count(*)::int as contacts from reports r join agencies a on a.id = r.agency_id
        where r.agency_id = $1 and extract(year from r.incident_date at time zone a.timezone) = $2`,
      [agencyId, year],
    );
    expect((await contactsOfYear()).component.config.value.value).toBe(direct?.contacts);
  });

  it('never counts another agency: its reports on the same days change nothing', async () => {
    const before = widget(await generate({ period: 'month' }), 'kpi_contacts').component.config.value.value;
    const otherAgency = await addOtherAgency(server.db, { configurationFile: 'california.json' });
    const author = await addUser(server.db, { email: 'other-officer@other.test', role: 'officer', agencyId: otherAgency });
    const configuration = loadConfigurations(readConfig().configurationsDir).get('california.json');
    const date = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await withTenant(server.db, otherAgency, (tx) =>
      insertReportBatch(
        tx,
        otherAgency,
        [1, 2, 3].map((index) => {
          const payload = structuredClone(example);
          Object.assign(payload, { id: randomUUID() });
          Object.assign(payload.general_information, { date, incident_number: `OTHER-${index}` });
          return {
            id: payload.id,
            incident_number: `OTHER-${index}`,
            author_id: author,
            contact_type: 'Officer Pro-active',
            incident_date: date,
            payload,
          };
        }),
        configuration,
      ),
    );
    const [{ count } = { count: 0 }] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from analytics_people where agency_id = $1',
      [otherAgency],
    );
    expect(count).toBeGreaterThan(0);
    expect(widget(await generate({ period: 'month' }), 'kpi_contacts').component.config.value.value).toBe(before);
  });
});

describe('favourites and periods', () => {
  it('keeps the favourites per user, refuses unknown widgets, and offers calendar periods to managers', async () => {
    expect((await call(server, 'GET', '/api/analytics/me/settings', { token: tokens.manager })).body).toEqual({ widgets: [] });
    const saved = await call(server, 'PUT', '/api/analytics/me/settings', {
      token: tokens.manager,
      body: { widgets: ['kpi_contacts', 'result_mix'] },
    });
    expect(saved.body).toEqual({ widgets: ['kpi_contacts', 'result_mix'] });
    expect((await call(server, 'GET', '/api/analytics/me/settings', { token: tokens.manager })).body.widgets).toEqual([
      'kpi_contacts',
      'result_mix',
    ]);
    expect((await call(server, 'GET', '/api/analytics/me/settings', { token: tokens.owner })).body.widgets).toEqual([]);
    expect((await call(server, 'PUT', '/api/analytics/me/settings', { token: tokens.manager, body: { widgets: ['nope'] } })).status).toBe(
      400,
    );
    const periods = await call(server, 'GET', '/api/analytics/periods', { token: tokens.manager });
    expect(periods.status).toBe(200);
    expect(periods.body.year[0].value).toBe(String(new Date().getUTCFullYear()));
    expect(periods.body.quarter.length).toBeGreaterThan(4);
  });
});

describe('favourites offered to the caller (issue 27)', () => {
  it("refuses an officer's favourite of a supervisory widget with a message, and keeps their own", async () => {
    const refused = await call(server, 'PUT', '/api/analytics/me/settings', {
      token: tokens.officer,
      body: { widgets: ['kpi_contacts', 'eis_alerts'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail: 'VALIDATION_ERROR',
      errors: [{ path: 'widgets', message: 'These widgets are not offered to you: eis_alerts' }],
    });
    const kept = await call(server, 'PUT', '/api/analytics/me/settings', { token: tokens.officer, body: { widgets: ['kpi_contacts'] } });
    expect(kept.status).toBe(200);
    expect((await call(server, 'GET', '/api/analytics/me/settings', { token: tokens.officer })).body.widgets).toEqual(['kpi_contacts']);
  });

  it('drops a stored id no longer offered (a retired widget) when the favourites are read', async () => {
    const [{ id: managerId = '' } = { id: '' }] = await server.db.query<{ id: string }>(
      `select id from users where email = 'manager@demo.test'`,
    );
    await withTenant(server.db, agencyId, (tx) =>
      tx.query(
        `insert into analytics_settings (agency_id, user_id, workspace_key, widgets) values ($1, $2, '', $3)
         on conflict (agency_id, user_id, workspace_key) do update set widgets = excluded.widgets`,
        [agencyId, managerId, ['retired_widget', 'kpi_contacts', 'eis_alerts']],
      ),
    );
    const read = await call(server, 'GET', '/api/analytics/me/settings', { token: tokens.manager });
    expect(read.body.widgets).toEqual(['kpi_contacts', 'eis_alerts']);
  });
});

describe('population', () => {
  it('is written by who manages the agency settings, checked, and read by analytics users', async () => {
    const body = { total: 500_000, by_race: { white: 200_000, black: 60_000, hispanic: 180_000 }, source: 'ACS 2019-2023' };
    expect((await call(server, 'PUT', '/api/analytics/population', { token: tokens.officer, body })).status).toBe(403);
    const saved = await call(server, 'PUT', '/api/analytics/population', { token: tokens.owner, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call(server, 'GET', '/api/analytics/population', { token: tokens.manager })).body).toEqual(body);
    const tooMany = await call(server, 'PUT', '/api/analytics/population', {
      token: tokens.owner,
      body: { ...body, by_race: { white: 600_000 } },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].message).toBe('The groups add up to more than the total.');
    expect(
      (await call(server, 'PUT', '/api/analytics/population', { token: tokens.owner, body: { ...body, by_race: { martian: 3 } } })).status,
    ).toBe(400);
  });
});

describe('the background pass over reports stored before their facts', () => {
  it('derives them a batch at a time until its deadline, and the dashboard counts them again', async () => {
    // This test calls the pass itself: the minute job (which runs the same pass) must not run in between.
    await server.jobs.stop();
    const before = widget(await generate({ period: 'month' }), 'kpi_contacts').component.config.value.value as number;
    const reset = await withTenant(server.db, agencyId, async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `update reports set analytics_facts_version = 0
          where agency_id = $1 and id in (select id from reports where agency_id = $1 order by incident_date desc limit 300)
          returning id`,
        [agencyId],
      );
      const ids = rows.map((row) => row.id);
      const days = await tx.query<{ day: string }>(
        'delete from analytics_people where agency_id = $1 and report_id = any($2::uuid[]) returning to_char(day, $3) as day',
        [agencyId, ids, 'YYYY-MM-DD'],
      );
      await tx.query('insert into analytics_dirty_days (agency_id, day) select $1, unnest($2::date[]) on conflict do nothing', [
        agencyId,
        [...new Set(days.map((row) => row.day))],
      ]);
      return ids.length;
    });
    expect(reset).toBe(300);
    expect(widget(await generate({ period: 'month' }), 'kpi_contacts').component.config.value.value).toBeLessThan(before);
    const configurations = loadConfigurations(readConfig({}).configurationsDir);
    // A deadline already passed: one batch (of 100 here), then the pass stops; without one, the rest in batches.
    expect(await backfillAnalyticsFacts(server.db, configurations, performance.now() - 1, 100)).toBe(100);
    expect(await backfillAnalyticsFacts(server.db, configurations, undefined, 100)).toBe(200);
    expect(widget(await generate({ period: 'month' }), 'kpi_contacts').component.config.value.value).toBe(before);
  });
});
