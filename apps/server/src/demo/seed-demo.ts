import { randomUUID } from 'node:crypto';
import { hashPassword } from '../accounts/passwords.ts';
import { insertUser } from '../accounts/users.repo.ts';
import { countAgencies, insertAgency } from '../agency/agency.repo.ts';
import { insertGroup } from '../agency/catalog.repo.ts';
import { replaceGroupMembers } from '../agency/group-members.repo.ts';
import { insertSubscription } from '../billing/subscriptions.repo.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { insertReportBatch } from '../reports/reports.repo.ts';
import { DEMO_AGENCY, DEMO_GROUPS, DEMO_PASSWORD, DEMO_USERS } from './demo-agency.ts';
import { DEMO_POPULATION, OFFICER_PATTERNS } from './demo-history.ts';
import { drawDemoPlace } from './demo-streets.ts';
import { type DemoAuthor, generateReports } from './generate-reports.ts';
import { seedConnectAgency } from './seed-connect-agency.ts';
import { insertDemoCatalog } from './seed-demo-catalog.ts';
import { seedDemoEarlyIntervention } from './seed-demo-early-intervention.ts';
import { planDemoHistory } from './seed-demo-history.ts';
import { insertDemoProfiles } from './seed-demo-profiles.ts';

/** The reports of the last twelve months seeded at once (the rest of the history follows in the background). */
export const DEMO_REPORT_COUNT = 360;
const DEMO_REPORT_DAYS = 365;

/**
 * Seeds the demo agency when the database has no agency yet. Returns whether it seeded. With `history` (npm start's
 * demo), it also plans the agency's two full past years, which seedDemoHistory then adds in the background; `history`
 * is the share of the agency's volume to seed (1: all of it).
 */
export async function seedDemoIfEmpty(
  db: Database,
  configurations: ConfigurationStore,
  now = new Date(),
  options: { history?: number } = {},
): Promise<boolean> {
  if ((await countAgencies(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const agencyId = randomUUID();
  await db.transaction(async (tx) => {
    await insertAgency(tx, {
      id: agencyId,
      full_name: DEMO_AGENCY.full_name,
      ori: DEMO_AGENCY.ori,
      state_name: DEMO_AGENCY.state_name,
      configuration_file: DEMO_AGENCY.configuration_file,
      phone1: '+1 916 555 0100',
      email: 'owner@demo.test',
      timezone: DEMO_AGENCY.timezone,
      status: 'Active',
      owner_email: 'owner@demo.test',
      address: { full: '300 Richards Blvd, Sacramento, CA 95811', coords: DEMO_AGENCY.centre },
    });
    await insertSubscription(tx, {
      agency_id: agencyId,
      id: randomUUID(),
      status: 'Active',
      plan: 'analytics',
      product: 'cc',
      billing_cycle: 'annually',
      payment_method: 'card',
      seats_billed: DEMO_USERS.length,
    });
    const { areas, tags } = await insertDemoCatalog(tx, agencyId);
    const authors: DemoAuthor[] = [];
    const userIds = new Map<string, string>();
    const emailOf = (id: string) => [...userIds].find(([, userId]) => userId === id)?.[0] ?? '';
    for (const user of DEMO_USERS) {
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
      userIds.set(user.email, id);
      const pattern = OFFICER_PATTERNS[user.email];
      if (pattern) authors.push({ id, name: user.name, officer_id: user.officer_id, title: user.title, activity: pattern.activity });
    }
    for (const group of DEMO_GROUPS) {
      const { id } = await insertGroup(tx, agencyId, randomUUID(), { name: group.name, acronym: group.acronym });
      await replaceGroupMembers(
        tx,
        agencyId,
        id,
        group.members.map((email) => userIds.get(email) as string),
      );
    }
    const configuration = configurations.get(DEMO_AGENCY.configuration_file);
    const reports = generateReports({
      configuration,
      timeZone: DEMO_AGENCY.timezone,
      authors,
      count: DEMO_REPORT_COUNT,
      seed: 2026,
      now,
      days: DEMO_REPORT_DAYS,
      centre: DEMO_AGENCY.centre,
      places: drawDemoPlace,
      shiftHours: Object.fromEntries(authors.map((author) => [author.id, OFFICER_PATTERNS[emailOf(author.id)]?.hours ?? []])),
      areas,
      tags,
    });
    const rows = [...reports];
    await insertReportBatch(tx, agencyId, rows, configuration);
    await insertDemoProfiles(tx, agencyId, rows, configuration, DEMO_AGENCY.timezone);
    await tx.query('insert into analytics_population (agency_id, total, by_race, source) values ($1, $2, $3, $4)', [
      agencyId,
      DEMO_POPULATION.total,
      JSON.stringify(DEMO_POPULATION.by_race),
      DEMO_POPULATION.source,
    ]);
    await seedConnectAgency(tx, passwordHash);
  });
  if (options.history)
    await planDemoHistory(db, agencyId, now, { days: DEMO_REPORT_DAYS, perDay: DEMO_REPORT_COUNT / DEMO_REPORT_DAYS }, options.history);
  await seedDemoEarlyIntervention(db, agencyId, DEMO_AGENCY.timezone, configurations, now);
  return true;
}
