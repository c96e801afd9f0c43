import type { Queryable } from '../db/database.ts';

/** The agency's own notice text (null: the default), found by the agency's id before anyone signs in. */
export async function findNoticeByAgencyId(db: Queryable, agencyId: string): Promise<string | null> {
  const [row] = await db.query<{ system_use_notice: string | null }>('select system_use_notice from agencies where id = $1', [agencyId]);
  return row?.system_use_notice ?? null;
}

export async function findNotice(tx: Queryable, agencyId: string): Promise<string | null> {
  const [row] = await tx.query<{ system_use_notice: string | null }>('select system_use_notice from agencies where id = $1', [agencyId]);
  return row?.system_use_notice ?? null;
}

export async function updateNotice(tx: Queryable, agencyId: string, text: string | null): Promise<void> {
  await tx.query('update agencies set system_use_notice = $2 where id = $1', [agencyId, text]);
}
