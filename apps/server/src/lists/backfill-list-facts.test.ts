import { afterAll, beforeAll, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { backfillListFacts } from './backfill-list-facts.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const snapshot = async () => ({
  reports: await server.db.query(
    'select id, is_use_of_force, has_complaints, has_consent_search, area_ids, tag_ids, search_text from reports order by id',
  ),
  people: await server.db.query('select report_id, person, age, facets from report_people order by report_id, person'),
  officers: await server.db.query('select report_id, user_id, is_author from report_officers order by report_id, user_id'),
  labels: await server.db.query(
    'select report_id, kind, label, incident_date, contact_type, is_use_of_force from report_labels order by 1, 2, 3',
  ),
  totals: await server.db.query(
    'select day, contact_type, total, uof, complaints, consent_searches from report_daily_totals where total <> 0 order by day, contact_type',
  ),
  facets: await server.db.query(
    'select facet, contact_type, day, total, uof, complaints, consent_searches from report_daily_facets where total <> 0 order by 1, 2, 3',
  ),
});

it('derives the facts of reports stored before them exactly as the write path does, once', async () => {
  const written = await snapshot();
  expect(written.people.length).toBeGreaterThan(0);
  expect(written.labels.length).toBeGreaterThan(0);
  expect(written.facets.length).toBeGreaterThan(0);
  // As a database from before migration 0013: no facts, nothing counted.
  await server.db.query(
    `update reports set list_facts_version = 0, is_use_of_force = false, has_complaints = false, has_consent_search = false,
            area_ids = '{}', tag_ids = '{}', search_text = ''`,
  );
  await server.db.query('delete from report_people');
  await server.db.query('delete from report_officers');
  await server.db.query('delete from report_daily_totals');
  await server.db.query('delete from report_labels');
  await server.db.query('delete from report_daily_facets');

  const configurations = loadConfigurations(readConfig({}).configurationsDir);
  const count = (written.reports as unknown[]).length;
  expect(await backfillListFacts(server.db, configurations)).toBe(count);
  expect(await snapshot()).toEqual(written);
  expect(await backfillListFacts(server.db, configurations)).toBe(0);
  expect(await snapshot()).toEqual(written);
});
