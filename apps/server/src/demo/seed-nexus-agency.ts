import { randomUUID } from 'node:crypto';
import { hashPassword } from '../accounts/passwords.ts';
import { insertUser } from '../accounts/users.repo.ts';
import { insertAgency } from '../agency/agency.repo.ts';
import { insertSubscription } from '../billing/subscriptions.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { insertReportBatch } from '../reports/reports.repo.ts';
import { insertWorkspace } from '../workspaces/workspaces.repo.ts';
import { DEMO_AGENCY, DEMO_CONNECT_AGENCY, DEMO_NEXUS_AGENCY, DEMO_PASSWORD } from './demo-agency.ts';
import { type DemoAuthor, generateReports } from './generate-reports.ts';
import { insertDemoCatalog } from './seed-demo-catalog.ts';

export const DEMO_NEXUS_REPORT_COUNT = 120;

/** Every agency in the database is one of the demo's (an empty database included): demo data may be added. */
async function holdsOnlyDemoAgencies(db: Database): Promise<boolean> {
  const demoOris = [DEMO_AGENCY.ori, DEMO_CONNECT_AGENCY.ori, DEMO_NEXUS_AGENCY.ori];
  const [row] = await db.query<{ has_other: boolean }>('select exists (select 1 from agencies where ori <> all($1::text[])) as has_other', [
    demoOris,
  ]);
  return !row?.has_other;
}

/**
 * The Nexus demo agency (the workspace edition): Analytics with appPlan.nexus, the demo areas and tags, its reports and
 * two workspaces shared with its officer. Seeded by npm start's demo when missing (also into an existing demo ./data),
 * never into a database holding an agency that is not a demo agency (issue 23, finding 8). Returns whether it seeded.
 */
export async function seedNexusAgencyIfMissing(db: Database, configurations: ConfigurationStore, now = new Date()): Promise<boolean> {
  const [existing] = await db.query('select id from agencies where ori = $1', [DEMO_NEXUS_AGENCY.ori]);
  if (existing || !(await holdsOnlyDemoAgencies(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const agencyId = randomUUID();
    const owner = DEMO_NEXUS_AGENCY.users[0];
    await insertAgency(tx, {
      id: agencyId,
      full_name: DEMO_NEXUS_AGENCY.full_name,
      ori: DEMO_NEXUS_AGENCY.ori,
      state_name: DEMO_NEXUS_AGENCY.state_name,
      configuration_file: DEMO_NEXUS_AGENCY.configuration_file,
      phone1: '+1 916 555 0300',
      email: owner.email,
      timezone: DEMO_NEXUS_AGENCY.timezone,
      status: 'Active',
      owner_email: owner.email,
      address: { full: '5770 Freeport Blvd, Sacramento, CA 95822', coords: DEMO_NEXUS_AGENCY.centre },
    });
    await insertSubscription(tx, {
      agency_id: agencyId,
      id: randomUUID(),
      status: 'Active',
      plan: 'analytics',
      product: 'cc',
      billing_cycle: 'annually',
      payment_method: 'card',
      seats_billed: DEMO_NEXUS_AGENCY.users.length,
    });
    await tx.query(`insert into agency_app_plans (agency_id, app, plan) values ($1, 'nexus', 'analytics')`, [agencyId]);
    const { areas, tags } = await insertDemoCatalog(tx, agencyId);
    const authors: DemoAuthor[] = [];
    let officerId = '';
    for (const user of DEMO_NEXUS_AGENCY.users) {
      const id = randomUUID();
      await insertUser(tx, {
        id,
        agency_id: agencyId,
        email: user.email,
        name: user.name,
        officer_id: user.officer_id,
        title: user.title,
        password_hash: passwordHash,
        role_id: await findRoleIdByName(tx, user.role),
        is_verified: true,
      });
      if (user.role === 'officer') officerId = id;
      if (user.role !== 'owner') authors.push({ id, name: user.name, officer_id: user.officer_id, title: user.title });
    }
    for (const workspace of DEMO_NEXUS_AGENCY.workspaces) {
      const area = 'area' in workspace ? areas.find((candidate) => candidate.name === workspace.area) : undefined;
      const tag = 'tag' in workspace ? tags.find((candidate) => candidate.name === workspace.tag) : undefined;
      await insertWorkspace(tx, agencyId, randomUUID(), authors[0]?.id ?? officerId, {
        name: workspace.name,
        areas: area ? [area.id] : [],
        groups: [],
        tags: tag ? [tag.id] : [],
        officers: [],
        contact_types: [],
        members: [officerId],
      });
    }
    const configuration = configurations.get(DEMO_NEXUS_AGENCY.configuration_file);
    const reports = generateReports({
      configuration,
      timeZone: DEMO_NEXUS_AGENCY.timezone,
      authors,
      count: DEMO_NEXUS_REPORT_COUNT,
      seed: 2027,
      now,
      days: 90,
      centre: DEMO_NEXUS_AGENCY.centre,
      areas,
      tags,
    });
    await insertReportBatch(tx, agencyId, [...reports], configuration);
  });
  return true;
}
