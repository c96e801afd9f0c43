import { randomUUID } from 'node:crypto';
import { createRandom } from '@fieldbook/server/demo';
import type { Database } from '@fieldbook/server/kit';

/** An officer of the scale agency, with what their reports repeat: experience, assignment, how busy they are, groups. */
export interface ScaleOfficer {
  id: string;
  name: string;
  officer_id: string;
  title: string | null;
  groupIds: string[];
  yearsOfExperience: number;
  assignment: string;
  /** Relative share of the agency's reports this officer writes. */
  activity: number;
}

export interface ScaleArea {
  id: string;
  name: string;
  polygon: [number, number][];
}

export interface ScaleCatalog {
  agencyId: string;
  timeZone: string;
  officers: ScaleOfficer[];
  areas: ScaleArea[];
  tags: { id: string; name: string; color: string }[];
}

export const SCALE_OFFICER_COUNT = 150;

const FIRST_NAMES =
  'James Maria Robert Linda Michael Ana David Jennifer Daniel Rosa Carlos Emily Kevin Aisha Brian Sofia Anthony Michelle Jose Laura Tyrone Grace Eric Priya Steven Nicole Luis Hannah'.split(
    ' ',
  );
const LAST_NAMES =
  'Garcia Smith Johnson Martinez Nguyen Brown Lopez Williams Hernandez Jones Kim Davis Gonzalez Miller Wilson Rodriguez Anderson Thomas Taylor Moore Jackson Ramirez Singh Harris Clark Lewis Walker Young Allen Torres Flores Rivera Campbell Mitchell Okafor Castillo Brooks Sanders Price Bennett Wood Barnes Ross Henderson Coleman Jenkins Perry Powell Long Patterson Hughes Fletcher'.split(
    ' ',
  );
const TAGS =
  'DUI Checkpoint,Homeless Outreach,Domestic Disturbance,Narcotics,Gang Activity,Juvenile,Noise Complaint,Shoplifting,Vehicle Burglary,Speeding Corridor,Bike Patrol,Park Patrol,Light Rail,Downtown Nightlife,Stolen Vehicle,Trespass,Welfare Check,Warrant Service,Hit and Run,Suspicious Person,Special Event'.split(
    ',',
  );
const COLORS = ['#e53935', '#8e24aa', '#3949ab', '#039be5', '#00897b', '#7cb342', '#fdd835', '#fb8c00', '#6d4c41', '#546e7a'];
const GROUPS = [
  ['Patrol A Shift', 'PA'],
  ['Patrol B Shift', 'PB'],
  ['Patrol C Shift', 'PC'],
  ['Patrol D Shift', 'PD'],
  ['Traffic Unit', 'TU'],
  ['K9 Unit', 'K9'],
  ['Gang Task Force', 'GTF'],
  ['School Resource', 'SRO'],
] as const;
const ASSIGNMENTS = [
  'patrol',
  'patrol',
  'patrol',
  'patrol',
  'patrol',
  'patrol',
  'gang_enforcement',
  'narcotics_vice',
  'investigative',
  'task_force',
];
/** The 0.08 x 0.08 degree patrol region around the demo centre, cut into beats (the demo seed's three districts overlap them). */
const BEAT_ROWS = 2;
const BEAT_COLUMNS = 4;

/**
 * Gives the demo agency what a mid-sized department has: about 150 officers (demo officers plus scale.officerNNN@demo.test,
 * all with the demo password), 8 groups with members, 11 areas and 25 tags. Idempotent: what exists is kept.
 */
export async function ensureScaleCatalog(db: Database, centre: { latitude: number; longitude: number }): Promise<ScaleCatalog> {
  const [agency] = await db.query<{ id: string; timezone: string }>(
    `select id, timezone from agencies where full_name = 'Demo Police Department'`,
  );
  if (!agency) throw new Error('the demo agency is missing');
  const agencyId = agency.id;
  const random = createRandom(150);
  const [template] = await db.query<{ password_hash: string }>(`select password_hash from users where email = 'officer@demo.test'`);
  const [role] = await db.query<{ id: number }>(`select id from roles where name = 'officer'`);
  if (!template || !role) throw new Error('the demo officer or the officer role is missing');

  const existing = await db.query<{ id: string }>(`select id from users where agency_id = $1 and email like 'officer%@demo.test'`, [
    agencyId,
  ]);
  const users = [];
  for (let index = 1; index <= SCALE_OFFICER_COUNT - existing.length; index++) {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const title = random.chance(0.85) ? 'Officer' : random.pick(['Corporal', 'Detective', 'Sergeant']);
    const number = String(index).padStart(3, '0');
    users.push({ id: randomUUID(), email: `scale.officer${number}@demo.test`, name, officer_id: `DPD-${1000 + index}`, title });
  }
  await db.query(
    `insert into users (id, agency_id, email, name, officer_id, title, password_hash, role_id, is_verified)
     select id, $1, email, name, officer_id, title, $3, $4, true from jsonb_to_recordset($2::jsonb)
       as u(id uuid, email text, name text, officer_id text, title text)
     on conflict (email) do nothing`,
    [agencyId, JSON.stringify(users), template.password_hash, role.id],
  );

  const { west, south, width, height } = regionOf(centre);
  const beats = Array.from({ length: BEAT_ROWS * BEAT_COLUMNS }, (_, index) => {
    const row = Math.floor(index / BEAT_COLUMNS);
    const column = index % BEAT_COLUMNS;
    const [x0, y0] = [west + (column * width) / BEAT_COLUMNS, south + (row * height) / BEAT_ROWS];
    const [x1, y1] = [x0 + width / BEAT_COLUMNS, y0 + height / BEAT_ROWS];
    const round = (value: number) => Number(value.toFixed(5));
    const ring = [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ].map(([x, y]) => [round(x ?? 0), round(y ?? 0)]);
    return { id: randomUUID(), name: `Beat ${index + 1}`, acronym: `B${index + 1}`, polygon: JSON.stringify(ring) };
  });
  await db.query(
    `insert into areas (agency_id, id, name, acronym, polygon)
     select $1, id, name, acronym, polygon::jsonb from jsonb_to_recordset($2::jsonb) as a(id uuid, name text, acronym text, polygon text)
     on conflict do nothing`,
    [agencyId, JSON.stringify(beats)],
  );
  const tags = TAGS.map((name, index) => ({ id: randomUUID(), name, color: COLORS[index % COLORS.length] }));
  await db.query(
    `insert into tags (agency_id, id, name, color) select $1, id, name, color from jsonb_to_recordset($2::jsonb) as t(id uuid, name text, color text)
     on conflict do nothing`,
    [agencyId, JSON.stringify(tags)],
  );
  const groups = GROUPS.map(([name, acronym]) => ({ id: randomUUID(), name, acronym }));
  await db.query(
    `insert into groups (agency_id, id, name, acronym) select $1, id, name, acronym from jsonb_to_recordset($2::jsonb) as g(id uuid, name text, acronym text)
     on conflict do nothing`,
    [agencyId, JSON.stringify(groups)],
  );

  const officerRows = await db.query<{ id: string; name: string; officer_id: string; title: string | null }>(
    `select u.id, u.name, u.officer_id, u.title from users u join roles r on r.id = u.role_id
      where u.agency_id = $1 and r.name = 'officer' order by u.officer_id`,
    [agencyId],
  );
  const groupRows = await db.query<{ id: string; name: string }>('select id, name from groups where agency_id = $1 order by name', [
    agencyId,
  ]);
  const groupId = (name: string) => groupRows.find((group) => group.name === name)?.id;
  const shifts = GROUPS.slice(0, 4).flatMap(([name]) => groupId(name) ?? []);
  const specialties = GROUPS.slice(4).flatMap(([name]) => groupId(name) ?? []);
  const members = officerRows.map((officer, index) => {
    const own = [shifts[index % shifts.length]];
    if (random.chance(0.4)) own.push(random.pick(specialties));
    return { user_id: officer.id, groups: own.filter((id): id is string => id !== undefined) };
  });
  await db.query(
    `insert into group_members (agency_id, group_id, user_id)
     select $1, g.group_id, m.user_id from jsonb_to_recordset($2::jsonb) as m(user_id uuid, groups jsonb)
       cross join lateral (select jsonb_array_elements_text(m.groups)::uuid as group_id) g
     on conflict do nothing`,
    [agencyId, JSON.stringify(members)],
  );
  const memberships = await db.query<{ user_id: string; group_id: string }>(
    'select user_id, group_id from group_members where agency_id = $1',
    [agencyId],
  );

  // What the officer repeats from report to report is drawn from a generator seeded by their officer ID: stable across runs.
  const officers = officerRows.map((officer) => {
    const own = createRandom([...officer.officer_id].reduce((sum, character) => sum * 31 + character.charCodeAt(0), 7) >>> 0);
    const experience = own.chance(0.9) ? own.int(1, 20) : own.int(21, 34);
    return {
      ...officer,
      groupIds: memberships.filter((member) => member.user_id === officer.id).map((member) => member.group_id),
      yearsOfExperience: experience,
      assignment: own.pick(ASSIGNMENTS),
      activity: 0.3 + own.next() * own.next() * 3,
    };
  });
  const areas = await db.query<ScaleArea>('select id, name, polygon from areas where agency_id = $1 order by name', [agencyId]);
  const tagRows = await db.query<{ id: string; name: string; color: string }>(
    'select id, name, color from tags where agency_id = $1 order by name',
    [agencyId],
  );
  return { agencyId, timeZone: agency.timezone, officers, areas, tags: tagRows };
}

/** The patrol region: 0.08 degrees square around the centre, where the demo generator places its reports. */
export function regionOf(centre: { latitude: number; longitude: number }) {
  return { west: centre.longitude - 0.04, south: centre.latitude - 0.04, width: 0.08, height: 0.08 };
}
