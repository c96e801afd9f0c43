import type { PublicCaseView } from '@fieldbook/contract';
import type { Queryable } from '../db/database.ts';

/**
 * Looks a report up by its public token across agencies (the caller has no agency), so it runs as the connection role;
 * it reads only the columns the public page shows. Tokens are unique (reports stored before them have their id as token).
 */
export async function findPublicCase(db: Queryable, token: string): Promise<PublicCaseView | undefined> {
  const rows = await db.query<PublicCaseView>(
    `select json_build_object('full_name', a.full_name, 'phone', a.phone1, 'email', a.email, 'address', a.address ->> 'full', 'badge', a.badge_url) as agency,
            json_build_object('name', u.name, 'officer_id', u.officer_id) as officer,
            r.incident_number, to_char(r.incident_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as incident_date, a.timezone,
            r.review_state
       from reports r join agencies a on a.id = r.agency_id join users u on u.id = r.author_id
      where r.public_token = $1 and a.status = 'Active'`,
    [token],
  );
  return rows[0];
}
