import type { BusinessCardSettings } from '@fieldbook/contract';
import type { Queryable } from '../db/database.ts';

const COLUMNS = 'phone, email, website, message, show_officer_name, show_officer_id, show_title, show_badge, show_address';

/** The agency's card settings, or undefined while they were never saved. */
export async function findBusinessCard(db: Queryable, agencyId: string): Promise<BusinessCardSettings | undefined> {
  const [row] = await db.query<BusinessCardSettings>(`select ${COLUMNS} from business_cards where agency_id = $1`, [agencyId]);
  return row;
}

export async function saveBusinessCard(db: Queryable, agencyId: string, card: BusinessCardSettings): Promise<BusinessCardSettings> {
  const [row] = await db.query<BusinessCardSettings>(
    `insert into business_cards (agency_id, ${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (agency_id) do update set phone = excluded.phone, email = excluded.email, website = excluded.website,
       message = excluded.message, show_officer_name = excluded.show_officer_name, show_officer_id = excluded.show_officer_id,
       show_title = excluded.show_title, show_badge = excluded.show_badge, show_address = excluded.show_address, updated_at = now()
     returning ${COLUMNS}`,
    [
      agencyId,
      card.phone,
      card.email,
      card.website,
      card.message,
      card.show_officer_name,
      card.show_officer_id,
      card.show_title,
      card.show_badge,
      card.show_address,
    ],
  );
  return row as BusinessCardSettings;
}
