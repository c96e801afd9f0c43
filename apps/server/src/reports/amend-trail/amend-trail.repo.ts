import type { ReportChange } from '@fieldbook/domain';
import type { Queryable } from '../../db/database.ts';

export interface AmendRow {
  created_at: Date;
  report_id: string;
  version: number;
  incident_number: string;
  amended_at_local: string;
  author_name: string;
  officer_id: string;
  reason: string | null;
  changes: ReportChange[] | null;
}

export type AmendCursor = { createdAt: Date; reportId: string; version: number } | null;

/**
 * One page of the agency's amends in a period of its own dates (both included), oldest first, on the partial index of
 * migration 0043; `after` continues from the last row of the page before.
 */
export function listAmends(
  db: Queryable,
  agencyId: string,
  period: { from: string; to: string; timeZone: string },
  after: AmendCursor,
  limit: number,
): Promise<AmendRow[]> {
  return db.query<AmendRow>(
    `select v.created_at, v.report_id, v.version, r.incident_number,
            to_char(v.created_at at time zone $4, 'YYYY-MM-DD HH24:MI') as amended_at_local,
            u.name as author_name, u.officer_id, v.reason, v.changes
       from report_versions v
       join reports r on r.agency_id = v.agency_id and r.id = v.report_id
       join users u on u.id = v.author_id
      where v.agency_id = $1 and v.version > 0
        and v.created_at >= ($2::date)::timestamp at time zone $4
        and v.created_at < ($3::date + 1)::timestamp at time zone $4
        and ($5::timestamptz is null or (v.created_at, v.report_id, v.version) > ($5, $6::uuid, $7::int))
      order by v.created_at, v.report_id, v.version
      limit $8`,
    [agencyId, period.from, period.to, period.timeZone, after?.createdAt ?? null, after?.reportId ?? null, after?.version ?? null, limit],
  );
}
