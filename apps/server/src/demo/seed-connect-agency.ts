import { randomUUID } from 'node:crypto';
import { insertUser } from '../accounts/users.repo.ts';
import { insertAgency } from '../agency/agency.repo.ts';
import { insertSubscription } from '../billing/subscriptions.repo.ts';
import type { Queryable } from '../db/database.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { DEMO_CONNECT_AGENCY } from './demo-agency.ts';

/** The Connect demo agency: its owner and an Active free subscription, no reports (Connect has no contacts). */
export async function seedConnectAgency(tx: Queryable, passwordHash: string): Promise<void> {
  const agencyId = randomUUID();
  const { owner } = DEMO_CONNECT_AGENCY;
  await insertAgency(tx, {
    id: agencyId,
    full_name: DEMO_CONNECT_AGENCY.full_name,
    ori: DEMO_CONNECT_AGENCY.ori,
    state_name: DEMO_CONNECT_AGENCY.state_name,
    configuration_file: DEMO_CONNECT_AGENCY.configuration_file,
    phone1: '+1 916 555 0200',
    email: owner.email,
    timezone: DEMO_CONNECT_AGENCY.timezone,
    status: 'Active',
    owner_email: owner.email,
    address: { full: '711 G St, Sacramento, CA 95814' },
  });
  await insertSubscription(tx, {
    agency_id: agencyId,
    id: randomUUID(),
    status: 'Active',
    plan: 'connect',
    product: 'cc',
    billing_cycle: 'annually',
    payment_method: null,
    seats_billed: 0,
  });
  await insertUser(tx, {
    id: randomUUID(),
    agency_id: agencyId,
    email: owner.email,
    name: owner.name,
    officer_id: owner.officer_id,
    title: owner.title,
    password_hash: passwordHash,
    role_id: await findRoleIdByName(tx, owner.role),
    is_verified: true,
  });
}
