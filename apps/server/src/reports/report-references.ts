import { asRecord } from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

/**
 * Areas and tags a report names are resolved against the agency's own (issue 12 item 4): an id the agency does not have
 * is dropped (a tag deleted while a report waited offline must not block its upload), and the names and colours stored
 * are the agency's, never the client's.
 */
export async function resolveReportReferences(db: Queryable, agencyId: string, report: Record<string, unknown>): Promise<void> {
  const location = asRecord(asRecord(report.general_information).location);
  const tagsHolder = asRecord(report.tags);
  const areaIds = idsOf(location.areas);
  const tagIds = idsOf(tagsHolder.agency);
  // One transaction's client runs one query at a time.
  const areas = areaIds.length
    ? await db.query<{ id: string; name: string }>('select id, name from areas where agency_id = $1 and id = any($2::uuid[])', [
        agencyId,
        areaIds,
      ])
    : [];
  const tags = tagIds.length
    ? await db.query<{ id: string; name: string; color: string }>(
        'select id, name, color from tags where agency_id = $1 and id = any($2::uuid[])',
        [agencyId, tagIds],
      )
    : [];
  if (Array.isArray(location.areas)) location.areas = keepKnown(areaIds, areas, ({ id, name }) => ({ id, name }));
  if (Array.isArray(tagsHolder.agency)) tagsHolder.agency = keepKnown(tagIds, tags, ({ id, name, color }) => ({ id, name, color }));
}

const idsOf = (list: unknown) => [
  ...new Set((Array.isArray(list) ? list : []).map((entry) => String(asRecord(entry).id ?? '').toLowerCase())),
];

function keepKnown<Row extends { id: string }>(ids: string[], rows: Row[], shape: (row: Row) => Record<string, unknown>) {
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [shape(row)] : [];
  });
}
