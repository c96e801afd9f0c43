import type { ReportProfile } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

/** SQL of the officers' report details (migration 0041): one row per member, inside the member's agency. */

export async function findReportProfile(tx: Queryable, agencyId: string, userId: string): Promise<ReportProfile | null> {
  const [row] = await tx.query<ReportProfile>(
    'select answers, saved_on from officer_report_profiles where agency_id = $1 and user_id = $2',
    [agencyId, userId],
  );
  return row ?? null;
}

export async function saveReportProfile(tx: Queryable, agencyId: string, userId: string, profile: ReportProfile): Promise<void> {
  await tx.query(
    `insert into officer_report_profiles (agency_id, user_id, answers, saved_on) values ($1, $2, $3::jsonb, $4::jsonb)
     on conflict (agency_id, user_id) do update set answers = excluded.answers, saved_on = excluded.saved_on, updated_at = now()`,
    [agencyId, userId, JSON.stringify(profile.answers), JSON.stringify(profile.saved_on)],
  );
}
