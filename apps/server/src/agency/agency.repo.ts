import type { Queryable } from '../db/database.ts';

export interface NewAgency {
  id: string;
  full_name: string;
  ori: string;
  state_name: string;
  configuration_file: string;
  phone1: string | null;
  email: string | null;
  timezone: string;
  status: 'Active' | 'Inactive';
  owner_email: string;
  address: Record<string, unknown> | null;
}

export async function insertAgency(db: Queryable, agency: NewAgency): Promise<void> {
  await db.query(
    `insert into agencies (id, full_name, ori, state_name, configuration_file, phone1, email, timezone, status, owner_email, address)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      agency.id,
      agency.full_name,
      agency.ori,
      agency.state_name,
      agency.configuration_file,
      agency.phone1,
      agency.email,
      agency.timezone,
      agency.status,
      agency.owner_email,
      agency.address ? JSON.stringify(agency.address) : null,
    ],
  );
}

export async function countAgencies(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from agencies');
  return row?.count ?? 0;
}
