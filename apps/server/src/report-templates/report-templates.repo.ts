import type { ReportTemplateView } from '@fieldbook/contract';
import type { TemplateAnswers } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

const COLUMNS = `id, name, contact_type, answers, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
  case when owner_id is null then 'agency' else 'personal' end as scope`;

/** Who a template belongs to: the agency (owner null) or one officer. */
export interface TemplateOwner {
  agencyId: string;
  ownerId: string | null;
}

export interface TemplateRow {
  name: string;
  contactType: string;
  answers: TemplateAnswers;
}

/** The agency's templates and the user's favourites, favourites first, each by name. */
export function listTemplates(db: Queryable, agencyId: string, userId: string): Promise<ReportTemplateView[]> {
  return db.query<ReportTemplateView>(
    `select ${COLUMNS} from report_templates
      where agency_id = $1 and (owner_id is null or owner_id = $2)
      order by owner_id is null, lower(name)`,
    [agencyId, userId],
  );
}

export async function countTemplates(db: Queryable, { agencyId, ownerId }: TemplateOwner): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'select count(*)::int as count from report_templates where agency_id = $1 and owner_id is not distinct from $2',
    [agencyId, ownerId],
  );
  return rows[0]?.count ?? 0;
}

export async function insertTemplate(
  db: Queryable,
  owner: TemplateOwner,
  id: string,
  createdBy: string,
  template: TemplateRow,
): Promise<ReportTemplateView> {
  const rows = await db.query<ReportTemplateView>(
    `insert into report_templates (agency_id, id, owner_id, name, contact_type, answers, created_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [owner.agencyId, id, owner.ownerId, template.name, template.contactType, JSON.stringify(template.answers), createdBy],
  );
  return rows[0] as ReportTemplateView;
}

/** The owner of a template of the agency, or undefined when the agency has none with that id. */
export async function findTemplateOwner(db: Queryable, agencyId: string, id: string): Promise<TemplateOwner | undefined> {
  const rows = await db.query<{ owner_id: string | null }>('select owner_id from report_templates where agency_id = $1 and id = $2', [
    agencyId,
    id,
  ]);
  return rows[0] ? { agencyId, ownerId: rows[0].owner_id } : undefined;
}

export async function updateTemplate(db: Queryable, agencyId: string, id: string, template: TemplateRow): Promise<ReportTemplateView> {
  const rows = await db.query<ReportTemplateView>(
    `update report_templates set name = $3, contact_type = $4, answers = $5, updated_at = now()
      where agency_id = $1 and id = $2 returning ${COLUMNS}`,
    [agencyId, id, template.name, template.contactType, JSON.stringify(template.answers)],
  );
  return rows[0] as ReportTemplateView;
}

export async function deleteTemplate(db: Queryable, agencyId: string, id: string): Promise<void> {
  await db.query('delete from report_templates where agency_id = $1 and id = $2', [agencyId, id]);
}
