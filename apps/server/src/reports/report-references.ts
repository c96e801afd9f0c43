import {
  areasForPoint,
  asRecord,
  collaboratorIds,
  isCoordinates,
  keepKnownOfficers,
  type LatLng,
  REPORT_AREAS_MAX,
  type Ring,
  type StateConfiguration,
} from '@fieldbook/domain';
import type { Queryable } from '../db/database.ts';

/**
 * Areas, tags and officers a report names are resolved against the agency's own (issue 12 item 4, issue 23): an id the
 * agency does not have is dropped (a tag deleted while a report waited offline must not block its upload), and the names
 * and colours stored are the agency's, never the client's. A report with a point gets the areas of the 200 m rule
 * (reports.md §9), worked out here from the agency's polygons whatever the client sent (issue 24, defect 3); an amend
 * that keeps the point keeps the areas it had (`stored`). Runs before anything is derived from the report.
 */
export async function resolveReportReferences(
  db: Queryable,
  agencyId: string,
  report: Record<string, unknown>,
  config: StateConfiguration,
  stored?: Record<string, unknown>,
): Promise<void> {
  const officerIds = collaboratorIds(report, config);
  if (officerIds.length > 0) {
    const members = await db.query<{ id: string }>('select id from users where agency_id = $1 and id = any($2::uuid[])', [
      agencyId,
      officerIds,
    ]);
    const known = new Set(members.map((member) => member.id.toLowerCase()));
    keepKnownOfficers(report, config, (id) => known.has(id));
  }
  const location = asRecord(asRecord(report.general_information).location);
  const tagsHolder = asRecord(report.tags);
  const coords = asRecord(location.address).coords;
  const storedLocation = asRecord(asRecord(stored?.general_information).location);
  const isPointKept = stored !== undefined && isSamePoint(coords, asRecord(storedLocation.address).coords);
  const pointAreas = isCoordinates(coords) && !isPointKept ? await areasAtPoint(db, agencyId, coords as LatLng) : null;
  const areaIds = pointAreas ? [] : idsOf(isPointKept ? storedLocation.areas : location.areas);
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
  if (pointAreas) location.areas = pointAreas;
  else if (Array.isArray(location.areas) || isPointKept) location.areas = keepKnown(areaIds, areas, ({ id, name }) => ({ id, name }));
  if (Array.isArray(tagsHolder.agency)) tagsHolder.agency = keepKnown(tagIds, tags, ({ id, name, color }) => ({ id, name, color }));
}

/** reports.md §9: the agency's areas whose polygon a 200 m circle around the point meets, by name. */
async function areasAtPoint(db: Queryable, agencyId: string, point: LatLng): Promise<{ id: string; name: string }[]> {
  const rows = await db.query<{ id: string; name: string; polygon: Ring }>(
    'select id, name, polygon from areas where agency_id = $1 order by name, id',
    [agencyId],
  );
  return areasForPoint(point, rows)
    .slice(0, REPORT_AREAS_MAX)
    .map(({ id, name }) => ({ id, name }));
}

const isSamePoint = (a: unknown, b: unknown) =>
  isCoordinates(a) && isCoordinates(b) && asRecord(a).latitude === asRecord(b).latitude && asRecord(a).longitude === asRecord(b).longitude;

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
