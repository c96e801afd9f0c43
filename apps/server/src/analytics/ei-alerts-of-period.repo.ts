import type { EiAlertOfPeriod, PeriodRange } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

/** At most this many alerts on the analytics card (the Early intervention page lists them all). */
export const EI_ALERTS_ON_CARD = 50;

/**
 * The early-intervention alerts open in a period (opened before its end, not closed before its start), oldest first,
 * of the given officers (null: every officer of the agency). Days open count to now, or to the closing day.
 */
export async function readAlertsOfPeriod(
  db: Queryable,
  agencyId: string,
  period: PeriodRange,
  officerIds: string[] | null,
): Promise<EiAlertOfPeriod[]> {
  return db.query<EiAlertOfPeriod>(
    `select u.name as officer_name, a.status, a.indicators,
            greatest(0, floor(extract(epoch from coalesce(a.closed_at, now()) - a.opened_at) / 86400))::int as days_open
       from ei_alerts a join users u on u.id = a.officer_id
      where a.agency_id = $1 and a.opened_at < ($3::date + 1) and (a.closed_at is null or a.closed_at >= $2::date)
        and ($4::uuid[] is null or a.officer_id = any($4::uuid[]))
      order by a.opened_at, a.id
      limit ${EI_ALERTS_ON_CARD}`,
    [agencyId, period.from, period.to, officerIds],
  );
}
