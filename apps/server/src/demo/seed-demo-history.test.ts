import { DEFAULT_EI_SETTINGS, DEFAULT_PERIOD, evaluateCountRule, isDrawable, toLocalDateTime, type Widget } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { listReportEvents } from '../early-intervention/early-intervention.repo.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { COMPLAINTS_PER_YEAR, FLAGGED_OFFICER_EMAIL } from './demo-complaints.ts';
import { DEMO_POPULATION } from './demo-history.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';
import { readDemoHistoryPlan, seedDemoHistory } from './seed-demo-history.ts';

const { configurationsDir } = readConfig({});
const configurations = loadConfigurations(configurationsDir);
/** A third of the volume keeps the test short; the shares and shapes are the model's all the same. */
const SHARE = 0.3;
let server: TestServer;
let seededDuringPlan: string;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await seedDemoIfEmpty(server.db, configurations, new Date(), { history: SHARE });
  seededDuringPlan = (await call(server, 'GET', '/api/health/demo')).body.demo;
  await seedDemoHistory(server.db, configurations, { configurationsDir });
}, 300_000);
afterAll(() => server?.close());

const agencyReports = (where = 'true') =>
  server.db.query<{ year: number; months: number; reports: number }>(
    `select extract(year from r.incident_date at time zone 'America/Los_Angeles')::int as year,
            count(distinct extract(month from r.incident_date at time zone 'America/Los_Angeles'))::int as months, count(*)::int as reports
       from reports r join agencies a on a.id = r.agency_id where a.ori = 'CA0349400' and ${where} group by 1 order by 1`,
  );

describe("the demo agency's history", () => {
  it('says it is seeding (503) until the background history is done, then ready with the count', async () => {
    expect(seededDuringPlan).toBe('seeding');
    const ready = await call(server, 'GET', '/api/health/demo');
    expect(ready.status).toBe(200);
    expect(ready.body.demo).toBe('ready');
    expect(ready.body.reports).toBeGreaterThan(1000);
  });

  it('holds two full past years, every month of them, at a mid-size agency’s volume', async () => {
    const years = await agencyReports();
    const current = new Date().getFullYear();
    const past = years.filter((row) => row.year === current - 2 || row.year === current - 1);
    expect(past.map((row) => row.year)).toEqual([current - 2, current - 1]);
    for (const row of past) {
      expect(row.months).toBe(12);
      // About 3,600 reports a year at the full volume (this test seeds a share of it).
      expect(row.reports).toBeGreaterThan(3000 * SHARE);
    }
    expect(years[years.length - 1]?.year).toBe(current);
    expect((await readDemoHistoryPlan(server.db))?.done).toBe(true);
  });

  it('does nothing more once done (a restart seeds no second history)', async () => {
    const before = (await agencyReports()).reduce((sum, row) => sum + row.reports, 0);
    expect(await seedDemoHistory(server.db, configurations, { configurationsDir })).toBe(0);
    expect((await agencyReports()).reduce((sum, row) => sum + row.reports, 0)).toBe(before);
  });

  it("has the jurisdiction's population by race entered", async () => {
    const { access_token: token } = await login(server, 'manager@demo.test');
    const response = await call(server, 'GET', '/api/analytics/population', { token });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(DEMO_POPULATION.total);
    expect(Object.keys(response.body.by_race)).toEqual(expect.arrayContaining(['white', 'black', 'hispanic', 'asian']));
  });

  it('suggests, for the default period, only widgets with data to draw, and as many as the dashboard shows', async () => {
    const { access_token: token } = await login(server, 'manager@demo.test');
    const response = await call(server, 'POST', '/api/analytics/generate', { token, body: { period: DEFAULT_PERIOD } });
    expect(response.status).toBe(200);
    const widgets = new Map((response.body.widgets as Widget[]).map((widget) => [widget.id, widget]));
    const suggested = response.body.suggested_widgets as string[];
    expect(suggested.length).toBe(10);
    for (const id of suggested) expect(isDrawable(widgets.get(id) as Widget), id).toBe(true);
    // The population widgets have their denominator.
    expect(widgets.get('race_share_vs_population')?.component.omitted_reason).not.toBe('no_population');
  });
});

describe("the demo agency's complaints (recorded by a manager's amend)", () => {
  const complained = () =>
    server.db.query<{ id: string; version: number; email: string; stop: Date; complaint: any }>(
      `select r.id, r.version, u.email, r.incident_date as stop, r.payload->'complaints'->0->'complaint' as complaint
         from reports r join users u on u.id = r.author_id
        where jsonb_array_length(coalesce(r.payload->'complaints', '[]'::jsonb)) > 0`,
    );

  it('sits only on amended versions, each with the manager, a reason and the field-level change', async () => {
    const rows = await complained();
    expect(rows.length).toBeGreaterThan(5);
    const [{ created } = { created: -1 }] = await server.db.query<{ created: number }>(
      `select count(*)::int as created from report_versions where version = 0 and jsonb_array_length(coalesce(payload->'complaints', '[]'::jsonb)) > 0`,
    );
    expect(created).toBe(0);
    for (const row of rows) {
      expect(row.version).toBeGreaterThanOrEqual(1);
      const [version] = await server.db.query<{ reason: string | null; changes: { path: string }[]; email: string; created_at: Date }>(
        `select v.reason, v.changes, u.email, v.created_at from report_versions v join users u on u.id = v.author_id
          where v.report_id = $1 and v.version = $2`,
        [row.id, row.version],
      );
      expect(version?.email).toBe('manager@demo.test');
      expect(version?.reason).toContain(row.complaint.complaint_number);
      expect(version?.changes.some((change) => change.path.startsWith('complaints'))).toBe(true);
      // Received days to weeks after the stop, and recorded that day, not when the demo was seeded.
      const days = (Date.parse(row.complaint.date_received) - row.stop.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(0);
      expect(days).toBeLessThan(45);
      expect(version?.created_at.toISOString().slice(0, 10)).toBe(row.complaint.date_received);
    }
  });

  it('flags, on complaints, only the officer early intervention means to flag, in every 12 months of the history', async () => {
    const [agency] = await server.db.query<{ id: string }>("select id from agencies where ori = 'CA0349400'");
    const agencyId = agency?.id as string;
    const users = await server.db.query<{ id: string; email: string }>('select id, email from users where agency_id = $1', [agencyId]);
    const emailOf = new Map(users.map((user) => [user.id, user.email]));
    const start = (await readDemoHistoryPlan(server.db))?.start as string;
    const today = toLocalDateTime(new Date(), 'America/Los_Angeles').date;
    const events = (await listReportEvents(server.db, agencyId, start.slice(0, 10), today)).filter(
      (event) => event.indicator === 'complaints_on_reports',
    );
    // Early intervention's default count rule, on complaints alone, evaluated at the end of every month and today.
    const complaintsOnly = { ...DEFAULT_EI_SETTINGS, enabled: true, indicators: ['complaints_on_reports' as const] };
    const flaggedOn = (endOn: string) => evaluateCountRule(events, complaintsOnly, endOn).map((flag) => emailOf.get(flag.officerId));
    expect(flaggedOn(today)).toEqual([FLAGGED_OFFICER_EMAIL]);
    for (let at = new Date(start); at.getTime() < Date.now(); at = new Date(at.getTime() + 30 * 86_400_000))
      for (const email of flaggedOn(toLocalDateTime(at, 'America/Los_Angeles').date)) expect(email).toBe(FLAGGED_OFFICER_EMAIL);
    // About their yearly rates over the history (the flagged officer's last 12 months topped up to the rule's count).
    const years = (Date.now() - Date.parse(start)) / (365 * 86_400_000);
    const perYear = (email: string) => events.filter((event) => emailOf.get(event.officerId) === email).length / years;
    expect(perYear(FLAGGED_OFFICER_EMAIL)).toBeGreaterThan(COMPLAINTS_PER_YEAR.flagged / 2);
    expect(perYear(FLAGGED_OFFICER_EMAIL)).toBeLessThan(COMPLAINTS_PER_YEAR.flagged * 2);
  });

  it('has statuses spread, dispositions only when closed, and summaries naming nobody', async () => {
    const rows = await complained();
    const statuses = new Set(rows.map((row) => row.complaint.status));
    expect(statuses).toContain('closed');
    expect(statuses.size).toBeGreaterThan(1);
    for (const row of rows) expect(row.complaint.status === 'closed').toBe(row.complaint.disposition !== undefined);
    expect(rows.some((row) => !row.complaint.alleges_profiling)).toBe(true);
    expect(rows.every((row) => !/[A-Z][a-z]+ [A-Z][a-z]+/.test(row.complaint.summary))).toBe(true);
  });

  it('shows in the amend trail, the default period’s complaint widgets and the lists’ complaint filter', async () => {
    const { access_token: token } = await login(server, 'manager@demo.test');
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const trail = await fetch(`${server.url}/api/reports/amend-trail.csv?from=${from}&to=${to}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(trail.status).toBe(200);
    expect(await trail.text()).toMatch(/Civilian complaint CC-/);
    const generated = await call(server, 'POST', '/api/analytics/generate', { token, body: { period: DEFAULT_PERIOD } });
    const widgets = new Map((generated.body.widgets as Widget[]).map((widget) => [widget.id, widget]));
    for (const id of ['complaints_trend', 'complaints_per_officer']) expect(isDrawable(widgets.get(id) as Widget), id).toBe(true);
    const found = await call(server, 'POST', '/api/reports/search?limit=50', { token, body: { filters: { sections: ['complaints'] } } });
    expect(found.status).toBe(200);
    expect(found.body.reports.length).toBeGreaterThan(0);
  });
});
