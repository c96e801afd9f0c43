/** Test set-up for the tenant tests: a second agency, and users in any role able to log in. */
import { randomUUID } from 'node:crypto';
import type { RoleName } from '@fieldbook/domain';
import { hashPassword } from '../accounts/passwords.ts';
import { insertUser } from '../accounts/users.repo.ts';
import { insertAgency } from '../agency/agency.repo.ts';
import type { Database } from '../db/database.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';

export const TEST_PASSWORD = 'Fieldbook-demo-2026';
let passwordHash: Promise<string> | null = null;
/** The demo password's hash, made once (argon2 is slow on purpose). */
function demoPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

export async function addAgency(
  db: Database,
  fullName: string,
  ori: string,
  ownerEmail: string,
  {
    id = randomUUID(),
    configurationFile = 'generic.json',
    plan = 'analytics',
  }: { id?: string; configurationFile?: string /** The plan in force, or none. */; plan?: 'analytics' | 'basic' | 'connect' | null } = {},
): Promise<string> {
  await insertAgency(db, {
    id,
    full_name: fullName,
    ori,
    state_name: 'Nebraska',
    configuration_file: configurationFile,
    phone1: null,
    email: null,
    timezone: 'America/Chicago',
    status: 'Active',
    owner_email: ownerEmail,
    address: null,
  });
  if (plan)
    await db.query(
      `insert into subscriptions (agency_id, id, status, plan, product, billing_cycle) values ($1, $2, 'Active', $3, 'cc', 'annually')`,
      [id, randomUUID(), plan],
    );
  return id;
}

/** The second agency the tenant tests use: Other County Sheriff (NE0010000), owned by sheriff@other.test. */
export const addOtherAgency = (db: Database, options?: Parameters<typeof addAgency>[4]) =>
  addAgency(db, 'Other County Sheriff', 'NE0010000', 'sheriff@other.test', options);

/** A verified user with the demo password, or the one given. */
export async function addUser(
  db: Database,
  user: { email: string; role: RoleName; agencyId?: string | null; officerId?: string; name?: string; password?: string },
): Promise<string> {
  const id = randomUUID();
  await insertUser(db, {
    id,
    agency_id: user.agencyId ?? null,
    email: user.email,
    name: user.name ?? user.email.split('@')[0] ?? 'Someone',
    officer_id: user.officerId ?? `T-${id.slice(0, 8)}`,
    title: null,
    password_hash: await (user.password ? hashPassword(user.password) : demoPasswordHash()),
    role_id: await findRoleIdByName(db, user.role),
    is_verified: true,
  });
  return id;
}

export async function demoAgencyId(db: Database): Promise<string> {
  const [row] = await db.query<{ id: string }>(`select id from agencies where ori = 'CA0349400'`);
  if (!row) throw new Error('the demo agency is missing');
  return row.id;
}

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function auditActions(db: Database, agencyId: string | null): Promise<string[]> {
  const rows = await db.query<{ action: string }>('select action from audit_events where agency_id is not distinct from $1 order by id', [
    agencyId,
  ]);
  return rows.map((row) => row.action);
}

/** Who acted and on what, for each audit row of `action`. */
export async function auditRows(db: Database, action: string): Promise<Array<{ user_id: string | null; object_id: string | null }>> {
  return db.query('select user_id, object_id from audit_events where action = $1 order by id', [action]);
}
