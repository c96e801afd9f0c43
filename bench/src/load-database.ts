import type { DemoAuthor } from '@fieldbook/server/demo';
import { backfillAnalyticsFacts, loadConfigurations, openDatabase, readConfig, refreshAllRollups } from '@fieldbook/server/kit';
import { benchScaleLoad } from './scale-load.ts';

export const LOAD_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/fieldbook_load';
const LOAD_REPORTS = 100_000;
/** The officers who sign in for the load: the two demo officers and four of the scale loader's. */
const OFFICER_EMAILS = [
  'officer@demo.test',
  'officer2@demo.test',
  'scale.officer001@demo.test',
  'scale.officer002@demo.test',
  'scale.officer003@demo.test',
  'scale.officer004@demo.test',
];

export interface LoadOfficer extends DemoAuthor {
  email: string;
}

/** What the load's requests draw their parameters from. */
export interface LoadData {
  agencyId: string;
  reports: number;
  officers: LoadOfficer[];
  incidentNumbers: string[];
  tagIds: string[];
  officerLastNames: string[];
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * The load's database at `url`: the demo agency filled by the scale loader to 100,000 reports when it has fewer, then
 * the analytics facts and rollups of reports stored before them derived (as the analytics bench does), so that generate
 * calls measure the steady state; then what the requests will draw from.
 */
export async function prepareLoadDatabase(url: string): Promise<LoadData> {
  await benchScaleLoad(LOAD_REPORTS, url);
  const db = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    let started = performance.now();
    const derived = await backfillAnalyticsFacts(db, loadConfigurations(readConfig({}).configurationsDir));
    if (derived > 0) console.log(`load: derived the analytics facts of ${derived} reports in ${seconds(started)} s`);
    started = performance.now();
    const days = await refreshAllRollups(db);
    if (days > 0) console.log(`load: counted the rollups of ${days} days in ${seconds(started)} s`);

    const [agency] = await db.query<{ id: string; reports: number }>(
      `select a.id, (select count(*)::int from reports r where r.agency_id = a.id) as reports
         from agencies a where a.full_name = 'Demo Police Department'`,
    );
    if (!agency) throw new Error('the demo agency is missing');
    const officers = await db.query<LoadOfficer>(
      'select id, email, name, officer_id, title from users where agency_id = $1 and email = any($2::text[]) order by email',
      [agency.id, OFFICER_EMAILS],
    );
    if (officers.length !== OFFICER_EMAILS.length)
      throw new Error(`found ${officers.length} of the ${OFFICER_EMAILS.length} load officers`);
    const incidentNumbers = (
      await db.query<{ incident_number: string }>(
        'select incident_number from reports tablesample system (2) where agency_id = $1 limit 2000',
        [agency.id],
      )
    ).map((row) => row.incident_number);
    const tagIds = (await db.query<{ id: string }>('select id from tags where agency_id = $1', [agency.id])).map((row) => row.id);
    const names = await db.query<{ name: string }>('select name from users where agency_id = $1 limit 200', [agency.id]);
    const officerLastNames = [...new Set(names.map((row) => row.name.split(' ').pop() ?? row.name))];
    return { agencyId: agency.id, reports: agency.reports, officers, incidentNumbers, tagIds, officerLastNames };
  } finally {
    await db.close();
  }
}
