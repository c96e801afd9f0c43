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
import { type DemoAuthor, generateReports } from './generate-reports.ts';
import { seedConnectAgency } from './seed-connect-agency.ts';
import { insertDemoCatalog } from './seed-demo-catalog.ts';

export const DEMO_REPORT_COUNT = 360;

/** Seeds the demo agency when the database has no agency yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Database, configurations: ConfigurationStore, now = new Date()): Promise<boolean> {
  if ((await countAgencies(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const agencyId = randomUUID();
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
      if (user.role !== 'owner') authors.push({ id, name: user.name, officer_id: user.officer_id, title: user.title });
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
      days: 365,
      centre: DEMO_AGENCY.centre,
      areas,
      tags,
    });
    await insertReportBatch(tx, agencyId, [...reports], configuration);
    await seedConnectAgency(tx, passwordHash);
  });
  return true;
}
