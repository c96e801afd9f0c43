import { randomUUID } from 'node:crypto';
import { insertAreas, insertTags } from '../agency/reference-data.repo.ts';
import type { Queryable } from '../db/database.ts';
import { DEMO_AREAS, DEMO_TAGS } from './demo-agency.ts';

/** The demo areas (as boxes) and tags, inserted for a demo agency; answers them with their new ids. */
export async function insertDemoCatalog(tx: Queryable, agencyId: string) {
  const areas = DEMO_AREAS.map(({ name, acronym, box: [west, south, east, north] }) => ({
    id: randomUUID(),
    name,
    acronym,
    polygon: [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ] as [number, number][],
  }));
  await insertAreas(tx, agencyId, areas);
  const tags = DEMO_TAGS.map((tag) => ({ id: randomUUID(), ...tag }));
  await insertTags(tx, agencyId, tags);
  return { areas, tags };
}
