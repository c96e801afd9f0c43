import type { Queryable } from '../db/database.ts';

/**
 * The map points of `analytics_officer_points` (migration 0026), kept by the analytics facts writer in the report's own
 * transaction, after the report row: one row per located report (its first person has coordinates) and officer it
 * involves (the author and each officer it lists), with the report's number, date and contact type as stored. An amend
 * that moves a report, removes its location or changes its officers rewrites its points with its facts.
 */

/** A WITH item that deletes the points of reports `$2` of agency `$1`, whose facts are being rewritten. */
export const DELETE_OFFICER_POINTS =
  'gone_points as (delete from analytics_officer_points where agency_id = $1 and report_id = any($2::uuid[]))';

/** The `analytics_people` columns a point is made of (what the facts insert returns for `insertOfficerPoints`). */
export const POINT_FACT_COLUMNS = 'agency_id, report_id, person, day, minute, lat, lng, author_id, officer_ids';

/** An insert of the points of the facts in `facts` (a relation with POINT_FACT_COLUMNS): the located first persons. */
export const insertOfficerPoints = (facts: string) =>
  `insert into analytics_officer_points (agency_id, officer_id, report_id, is_author, day, minute, lat, lng, incident_number,
                                         incident_date, contact_type, author_id)
   select p.agency_id, o.officer_id, p.report_id, o.is_author, p.day, p.minute, p.lat, p.lng, r.incident_number, r.incident_date,
          r.contact_type, r.author_id
     from ${facts} p
     join reports r on r.agency_id = p.agency_id and r.id = p.report_id
     cross join lateral (select p.author_id as officer_id, true as is_author where p.author_id is not null
                         union select unnest(p.officer_ids), false) o
    where p.person = 0 and p.lat is not null
   on conflict do nothing`;

export type PointRow = {
  lat: number;
  lng: number;
  incident_number: string;
  incident_date: string;
  author_name: string;
  contact_type: string;
};

/**
 * One officer's latest located reports of a day range (at most `limit`), newest first: one range scan of the points
 * index (answered from the index alone once a vacuum has passed), then the authors' names.
 */
export function readOfficerPoints(
  db: Queryable,
  agencyId: string,
  from: string,
  to: string,
  officerId: string,
  source: 'created' | 'collaborated' | 'all',
  limit: number,
) {
  const authored = source === 'created' ? 'and o.is_author' : source === 'collaborated' ? 'and not o.is_author' : '';
  return db.query<PointRow>(
    `select p.lat, p.lng, p.incident_number,
            to_char(p.incident_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as incident_date,
            coalesce(u.name, '') as author_name, p.contact_type
       from (select o.lat, o.lng, o.incident_number, o.incident_date, o.contact_type, o.author_id, o.day, o.minute
               from analytics_officer_points o
              where o.agency_id = $1 and o.officer_id = $4::uuid and o.day between $2::date and $3::date ${authored}
              order by o.day desc, o.minute desc, o.incident_date desc
              limit $5) p
       left join users u on u.id = p.author_id
      order by p.day desc, p.minute desc, p.incident_date desc`,
    [agencyId, from, to, officerId, limit],
  );
}
