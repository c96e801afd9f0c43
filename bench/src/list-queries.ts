import { loadavg } from 'node:os';
import { createRandom, DEMO_PASSWORD } from '@fieldbook/server/demo';
import { buildApp, migrate, openDatabase, readConfig, syncRoles } from '@fieldbook/server/kit';
import { createRecordingDatabase, explainInTenant, listQueryOf } from './list-explain.ts';
import { SCALE_DATABASE_URL } from './scale-load.ts';
import { STREETS } from './scale-reports.ts';

type Body = Record<string, unknown>;
const WARM_UP = 20;
const RACES = ['black', 'white', 'hispanic_latine', 'asian'];
const CONTACT_TYPES = ['Officer Pro-active', 'Call For Service'];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Figures {
  p50: number;
  p95: number;
  p99: number;
}

/**
 * The report lists at scale (analytics.md §2-§5) over real HTTP, on the agency scale-load filled (DATABASE_URL, default
 * fieldbook_scale): p50/p95/p99 of `requests` sequential requests each (after a warm-up), parameters varied so that no
 * cache answers twice, beside the GUIDE §6 budgets; then EXPLAIN (ANALYZE, BUFFERS) of each kind's query as the server
 * ran it, under row-level security.
 */
export async function benchListQueries(requests = 200): Promise<void> {
  const url = process.env.DATABASE_URL ?? SCALE_DATABASE_URL;
  const base = await openDatabase({ databaseUrl: url, dataDir: null });
  await migrate(base);
  await syncRoles(base);
  const recorder = createRecordingDatabase(base);
  const app = await buildApp(recorder.db, {
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: null,
    webDistDir: null,
    logLevel: 'silent',
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const random = createRandom(2026);
  try {
    const [agency] = await base.query<{ id: string; reports: number }>(
      `select a.id, (select count(*)::int from reports r where r.agency_id = a.id) as reports from agencies a where a.full_name = 'Demo Police Department'`,
    );
    if (!agency) throw new Error('the demo agency is missing: run scale-load first');
    const sessions = new Map<string, { token: string; at: number }>();
    async function tokenOf(email: string): Promise<string> {
      const known = sessions.get(email);
      // Access tokens live 15 minutes: sign in again well before.
      if (known && performance.now() - known.at < 10 * 60_000) return known.token;
      const response = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD, version: '3.29' }),
      });
      if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
      const { access_token: token } = (await response.json()) as { access_token: string };
      sessions.set(email, { token, at: performance.now() });
      return token;
    }
    async function call<T = any>(path: string, body?: Body, email = 'manager@demo.test'): Promise<T> {
      const response = await fetch(`${origin}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${await tokenOf(email)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text}`);
      return JSON.parse(text) as T;
    }
    /** Sends `requests` of each kind in turn (kinds interleaved, so they share the machine's conditions) after a warm-up. */
    async function measureSide(kinds: [string, string, (index: number) => Promise<unknown>][]): Promise<Figures[]> {
      for (let index = 0; index < WARM_UP; index++) for (const [, , send] of kinds) await send(requests + index);
      const times = kinds.map((): number[] => []);
      const load = loadavg()[0] ?? 0;
      for (let index = 0; index < requests; index++) {
        for (const [kind, [, , send]] of kinds.entries()) {
          const started = performance.now();
          await send(index);
          times[kind]?.push(performance.now() - started);
        }
      }
      return kinds.map(([name, budget], kind) => {
        const sorted = (times[kind] ?? []).sort((a, b) => a - b);
        const figures = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
        const machine = `load ${load.toFixed(1)}-${(loadavg()[0] ?? 0).toFixed(1)}`;
        console.log(
          `  ${name.padEnd(46)} p50 ${figures.p50.toFixed(1).padStart(7)} ms  p95 ${figures.p95.toFixed(1).padStart(7)} ms  p99 ${figures.p99.toFixed(1).padStart(7)} ms  ${machine}  ${budget}`,
        );
        return figures;
      });
    }
    const measure = async (name: string, budget: string, send: (index: number) => Promise<unknown>) =>
      (await measureSide([[name, budget, send]]))[0] as Figures;
    const verdict = (value: number, limit: number) => (value <= limit ? 'met' : 'MISSED');

    // What the varied parameters draw from.
    const tags = await base.query<{ id: string; name: string }>('select id, name from tags where agency_id = $1', [agency.id]);
    const areas = await base.query<{ id: string }>('select id from areas where agency_id = $1', [agency.id]);
    const numbers = (
      await base.query<{ incident_number: string }>(
        `select incident_number from reports tablesample system (1) where agency_id = $1 and incident_number ~ '^[0-9]{4}-[0-9]{7}$' limit 1000`,
        [agency.id],
      )
    ).map((row) => row.incident_number);
    const officers = await base.query<{ email: string; name: string }>(
      `select u.email, u.name from users u join roles r on r.id = u.role_id where u.agency_id = $1 and r.name = 'officer' order by u.email`,
      [agency.id],
    );
    const lastNames = [...new Set(officers.map((officer) => officer.name.split(' ').pop() ?? officer.name))];
    const [{ day: today } = { day: '' }] = await base.query<{ day: string }>(
      `select to_char(now() at time zone 'America/Los_Angeles', 'YYYY-MM-DD') as day`,
    );
    const [{ day: earliest } = { day: '' }] = await base.query<{ day: string }>(
      `select to_char(min(incident_date) at time zone 'America/Los_Angeles' + interval '1 day', 'YYYY-MM-DD') as day from reports where agency_id = $1`,
      [agency.id],
    );
    const dayOffset = (day: string, days: number) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const spanDays = Math.max(0, Math.round((Date.parse(today ?? '') - Date.parse(earliest ?? '')) / 86_400_000) - 364);
    const yearRange = () => {
      const from = dayOffset(earliest ?? '', random.int(0, spanDays));
      return { dateFrom: from, dateTo: dayOffset(from, 364) };
    };
    const raceFilters = (): Body => ({
      ...yearRange(),
      contactType: random.pick(CONTACT_TYPES),
      citizen: { 'perception.race': [random.pick(RACES)] },
    });
    const catalogFilters = (): Body => ({ tags: [random.pick(tags).id], areas: [random.pick(areas).id], sections: ['use_of_force'] });
    const terms = {
      'full incident number': () => random.pick(numbers),
      'partial number (5-6 characters)': () => random.pick(numbers).slice(random.chance(0.5) ? -5 : -6),
      'officer last name': () => random.pick(lastNames),
      'street name': () => random.pick(STREETS),
      'tag name': () => random.pick(tags).name,
    };

    console.log(
      `lists: ${agency.reports} reports in the demo agency of ${url.replace(/\/\/[^@]*@/, '//')}; ${requests} sequential requests each after ${WARM_UP} to warm up`,
    );
    const search = (filters: Body, query = '') => call(`/api/reports/search?limit=10${query}`, { filters });
    const firstPage = await measure('search, first page, no filters', 'budget p95 <= 25 ms', () => search({}));
    console.log(`    -> ${verdict(firstPage.p95, 25)}`);

    // Page 1,000 by following links.next, once, then its cursor (the 9,990th row, as list-pages.ts encodes it) directly.
    let next: string | null = '/api/reports/search?limit=10&sort_by=newest';
    const walkStarted = performance.now();
    for (let page = 1; page < 1000 && next; page++)
      next = (await call<{ links: { next: string | null } }>(next, { filters: {} })).links.next;
    const walkSeconds = (performance.now() - walkStarted) / 1000;
    const cursors = (
      await base.query<{ date: Date; id: string }>(
        'select incident_date as date, id from reports where agency_id = $1 order by incident_date desc, id desc offset 9989 limit 10',
        [agency.id],
      )
    ).map((row) => Buffer.from(JSON.stringify([row.date.toISOString(), row.id])).toString('base64url'));
    const followed = next?.split('cursor=')[1];
    console.log(
      `  followed links.next from page 1 to page 1,000 in ${walkSeconds.toFixed(1)} s; its cursor ${followed === cursors[0] ? 'equals' : 'DIFFERS FROM'} the one built from the 9,990th row`,
    );
    const [pageOne, pageThousand] = (await measureSide([
      ['search, page 1 (alternating with page 1,000)', '', () => search({})],
      [
        'search, pages 1,000-1,009 by cursor',
        'budget within 1.2x of page 1',
        (index) => search({}, `&sort_by=newest&cursor=${cursors[index % cursors.length]}`),
      ],
    ])) as [Figures, Figures];
    console.log(
      `    -> page 1,000 / page 1: p50 ${(pageThousand.p50 / pageOne.p50).toFixed(2)}x, p95 ${(pageThousand.p95 / pageOne.p95).toFixed(2)}x: ${verdict(pageThousand.p95 / pageOne.p95, 1.2)}`,
    );

    const race = await measure('search, year + contact type + perceived race', 'budget p95 <= 40 ms', () => search(raceFilters()));
    console.log(`    -> ${verdict(race.p95, 40)}`);
    const catalog = await measure('search, tag + area + use of force', 'budget p95 <= 40 ms', () => search(catalogFilters()));
    console.log(`    -> ${verdict(catalog.p95, 40)}`);

    for (const [kind, term] of Object.entries(terms)) {
      const figures = await measure(`quick search, ${kind}`, 'budget p95 <= 50 ms', () =>
        call('/api/reports/text-search?limit=10', { filter: term() }),
      );
      console.log(`    -> ${verdict(figures.p95, 50)}`);
    }

    const totals = (body: Body) => call('/api/reports/calculate-totals', body);
    const facts: [string, () => Body][] = [
      ['fast facts, no filters', () => ({ filters: {} })],
      ['fast facts, one-year range', () => ({ filters: yearRange() })],
      ['fast facts, year + contact type + race', () => ({ filters: raceFilters() })],
      ['fast facts, quick-search text (mixed terms)', () => ({ filter: random.pick(Object.values(terms))() })],
    ];
    for (const [name, body] of facts) {
      const figures = await measure(name, 'budget p95 <= 50 ms', () => totals(body()));
      console.log(`    -> ${verdict(figures.p95, 50)}`);
    }
    // Which kind of text the mixed figure's slow end comes from.
    for (const [kind, term] of Object.entries(terms)) await measure(`  of which ${kind}`, '', () => totals({ filter: term() }));

    // Collaborated lists of several officers, first pages and the pages after them.
    const collaborators = [officers.find((officer) => officer.email === 'officer@demo.test'), ...officers.slice(10, 14)].flatMap(
      (officer) => (officer ? [officer.email] : []),
    );
    const pages: [string, string][] = [];
    for (const email of collaborators) {
      let path: string | null = '/api/reports/collaboration?limit=10';
      for (let page = 0; page < 5 && path; page++) {
        pages.push([email, path]);
        path = (await call<{ links: { next: string | null } }>(path, undefined, email)).links.next;
      }
    }
    const collaborated = await measure('collaborated reports, 5 officers x 5 pages', 'budget p95 <= 25 ms', (index) => {
      const [email, path] = pages[index % pages.length] ?? ['officer@demo.test', '/api/reports/collaboration?limit=10'];
      return call(path, undefined, email);
    });
    console.log(`    -> ${verdict(collaborated.p95, 25)}`);

    console.log('lists: EXPLAIN (ANALYZE, BUFFERS) of each kind, as the server ran it, in a fieldbook_app tenant transaction');
    const explained: [string, () => Promise<unknown>, string?][] = [
      ['search, first page', () => search({})],
      ['search, page 1,000', () => search({}, `&sort_by=newest&cursor=${cursors[0]}`)],
      ['search, year + contact type + race', () => search(raceFilters())],
      ['search, tag + area + use of force', () => search(catalogFilters())],
      [
        'quick search, partial number',
        () => call('/api/reports/text-search?limit=10', { filter: terms['partial number (5-6 characters)']() }),
      ],
      ['quick search, tag name', () => call('/api/reports/text-search?limit=10', { filter: terms['tag name']() })],
      ['fast facts, one-year range', () => totals({ filters: yearRange() })],
      ['fast facts, year + contact type + race', () => totals({ filters: raceFilters() })],
      ['fast facts, quick-search text (street)', () => totals({ filter: terms['street name']() })],
      ['collaborated reports', () => call('/api/reports/collaboration?limit=10', undefined, 'officer@demo.test')],
    ];
    for (const [title, send] of explained) {
      const query = listQueryOf(await recorder.record(send));
      console.log(await explainInTenant(url, agency.id, title, query));
    }
  } finally {
    await app.close();
    await base.close();
  }
}
