import type { OffenseCode } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

/** SQL of the agencies' own offense-code tables (migration 0046), inside the agency's tenant. */

export interface AgencyOffenseCodesInfo {
  version: string;
  code_count: number;
  file_name: string;
  uploaded_at: string;
  uploaded_by_name: string | null;
}

export async function findOffenseCodesInfo(tx: Queryable, agencyId: string): Promise<AgencyOffenseCodesInfo | null> {
  const [row] = await tx.query<AgencyOffenseCodesInfo & { uploaded_at: Date | string }>(
    `select t.version, t.code_count, t.file_name, t.uploaded_at, u.name as uploaded_by_name
       from agency_offense_codes t left join users u on u.id = t.uploaded_by
      where t.agency_id = $1`,
    [agencyId],
  );
  if (!row) return null;
  return { ...row, code_count: Number(row.code_count), uploaded_at: new Date(row.uploaded_at).toISOString() };
}

export async function findOffenseCodes(tx: Queryable, agencyId: string): Promise<OffenseCode[] | null> {
  const [row] = await tx.query<{ codes: OffenseCode[] | string }>('select codes from agency_offense_codes where agency_id = $1', [
    agencyId,
  ]);
  if (!row) return null;
  return typeof row.codes === 'string' ? (JSON.parse(row.codes) as OffenseCode[]) : row.codes;
}

export async function saveOffenseCodes(
  tx: Queryable,
  agencyId: string,
  upload: { codes: OffenseCode[]; fileName: string; version: string; uploadedBy: string },
): Promise<void> {
  await tx.query(
    `insert into agency_offense_codes (agency_id, codes, code_count, file_name, version, uploaded_by)
     values ($1, $2::jsonb, $3, $4, $5, $6)
     on conflict (agency_id) do update set codes = excluded.codes, code_count = excluded.code_count, file_name = excluded.file_name,
       version = excluded.version, uploaded_by = excluded.uploaded_by, uploaded_at = now()`,
    [agencyId, JSON.stringify(upload.codes), upload.codes.length, upload.fileName, upload.version, upload.uploadedBy],
  );
}

export async function deleteOffenseCodes(tx: Queryable, agencyId: string): Promise<boolean> {
  const rows = await tx.query<{ agency_id: string }>('delete from agency_offense_codes where agency_id = $1 returning agency_id', [
    agencyId,
  ]);
  return rows.length > 0;
}
