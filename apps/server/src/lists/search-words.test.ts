import { randomUUID } from 'node:crypto';
import type { ReportListFacts } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { writeListFacts } from './report-list-facts.repo.ts';
import { searchWordsQuery } from './search-words.ts';

/**
 * Fast facts over a quick-search text (migration 0025): the word index gives candidates, LIKE the answer, which must be
 * exactly what `search_text like '%text%'` counts, for any text a user can type.
 */
describe('searchWordsQuery', () => {
  it('asks one word as a prefix of an indexed suffix, several by the words before the last and each pair', () => {
    expect(searchWordsQuery('  Folsom ')).toBe(`'folsom':*`);
    expect(searchWordsQuery('Folsom Blvd')).toBe(`'folsom' & 'som blv'`);
    expect(searchWordsQuery('j st')).toBe(`'j' & 'j st':*`);
    expect(searchWordsQuery('main street east')).toBe(`'main' & 'street' & 'ain str' & 'eet eas'`);
    // Two spaces in a row: no pair (the index pairs only words one space apart); LIKE decides.
    expect(searchWordsQuery('main  street east')).toBe(`'main' & 'street'`);
  });

  it('takes quotes, backslashes and operators literally and cuts words to 32 code points', () => {
    expect(searchWordsQuery(`o'brien`)).toBe(`'o''brien':*`);
    expect(searchWordsQuery('a\\b')).toBe(`'a\\\\b':*`);
    expect(searchWordsQuery('x&y|!z')).toBe(`'x&y|!z':*`);
    expect(searchWordsQuery(`${'😀'.repeat(40)}`)).toBe(`'${'😀'.repeat(32)}':*`);
    expect(searchWordsQuery('😀😀😀😀 ñandú')).toBe(`'😀😀😀😀' & '😀😀😀 ñan'`);
  });
});

let server: TestServer;
let manager = '';
let agencyId = '';
let otherAgencyId = '';

const LONG = 'abcdefghijklmnopqrstuvwxyz0123456789tail';
const TEXTS = [
  '2024-0001234 cad-77 marcus reyes dpd-0102 2932 folsom blvd, sacramento, ca 95814 bike patrol',
  '2024-0001235 marcus reyes 1 j st, sacramento, ca 95814',
  '2024-0001236 raj stone 12 k st, sacramento',
  `2024-0001237 pat o'brien 5 back\\slash way 100% done`,
  '2024-0001238 josé núñez 😀😀 calle ñandú',
  `2024-0001239 ${LONG} x`,
  '2024-0001240 a  b double',
  '2024-0001241 j stone',
  '2024-0001242 del  paso x st',
  '2024-0001243 ab c de',
];
const QUERIES = [
  'folsom',
  'olsom blvd',
  'j st',
  'j  st',
  ' st, sac',
  'st',
  'reyes 1 j',
  "o'brien",
  'back\\slash',
  '100%',
  '0%',
  '_',
  'josé',
  'ñandú',
  '😀😀',
  LONG,
  `${LONG.slice(0, 34)}zz`,
  `${LONG.slice(3)} x`,
  'a  b',
  'a b',
  'del  paso',
  'del paso',
  'el  pa',
  'x st',
  'b c d',
  'ab c de',
  'b c',
  '2024-00012',
  '1234',
  'bike patrol',
  'nowhere',
];

async function storeReports(agency: string, authorId: string, texts: readonly string[], flags: Partial<ReportListFacts> = {}) {
  const ids = texts.map(() => randomUUID());
  for (const [index, id] of ids.entries())
    await server.db.query(
      `insert into reports (agency_id, id, incident_number, author_id, contact_type, incident_date, payload, created_payload_hash)
       values ($1, $2, $3, $4, $5, now() - $6 * interval '1 hour', '{}'::jsonb, '')`,
      [agency, id, `SW-${id.slice(0, 8)}`, authorId, index % 2 === 0 ? 'Call For Service' : 'Officer Pro-active', index + 1],
    );
  await writeListFacts(
    server.db,
    agency,
    ids.map((id, index) => ({
      id,
      authorId,
      incidentDate: new Date(),
      facts: {
        isUseOfForce: index % 3 === 0,
        hasComplaints: index % 4 === 0,
        hasInvestigations: false,
        hasConsentSearch: index % 5 === 0,
        areaIds: [],
        tagIds: [],
        collaboratorIds: [],
        searchText: texts[index] ?? '',
        people: [],
        ...flags,
      },
    })),
  );
  return ids;
}

/** Fast facts counted the plain way: every report of the agency whose search text contains the text. */
async function likeCount(text: string) {
  const pattern = `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const [row] = await server.db.query<Record<string, number>>(
    `select count(*)::int as total, (count(*) filter (where is_use_of_force))::int as uof,
            (count(*) filter (where contact_type = 'Call For Service'))::int as cfs,
            (count(*) filter (where contact_type = 'Officer Pro-active'))::int as opa,
            (count(*) filter (where has_complaints))::int as complaints, (count(*) filter (where has_consent_search))::int as consent_searches
       from reports where agency_id = $1 and search_text like $2`,
    [agencyId, pattern],
  );
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  manager = (await login(server, 'manager@demo.test')).access_token;
  agencyId = await demoAgencyId(server.db);
  otherAgencyId = await addOtherAgency(server.db);
  await storeReports(agencyId, await userIdOf(server.db, 'manager@demo.test'), TEXTS);
  const sheriff = await addUser(server.db, { email: 'words-sheriff@other.test', role: 'owner', agencyId: otherAgencyId });
  await storeReports(otherAgencyId, sheriff, TEXTS, { isUseOfForce: true });
});
afterAll(() => server?.close());

describe('POST /api/reports/calculate-totals with a quick-search text', () => {
  it.each(QUERIES)('counts %j exactly as LIKE over the search text does, in the caller agency only', async (text) => {
    const answer = await call(server, 'POST', '/api/reports/calculate-totals', { token: manager, body: { filter: text } });
    if (text.trim().length < 2) {
      expect(answer.status).toBe(400);
      return;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual(await likeCount(text));
  });

  it('finds what the texts hold: an infix, a word boundary, a quote, a literal wildcard, past 32 characters', async () => {
    const total = async (filter: string) =>
      (await call(server, 'POST', '/api/reports/calculate-totals', { token: manager, body: { filter } })).body.total;
    expect(await total('olsom blvd')).toBe(1);
    expect(await total('j st')).toBe(3); // '1 j st,', 'j stone' and 'raj stone'
    expect(await total("o'brien")).toBe(1);
    expect(await total('100%')).toBe(1);
    expect(await total(LONG)).toBe(1);
    // Same first 32 characters as LONG, another end: the index finds it, LIKE refuses it.
    expect(await total(`${LONG.slice(0, 34)}zz`)).toBe(0);
  });

  it('follows an amend: the text and the flags of the rewritten report', async () => {
    const [id] = await storeReports(agencyId, await userIdOf(server.db, 'manager@demo.test'), ['2024-0009999 quokka lane']);
    const before = (await call(server, 'POST', '/api/reports/calculate-totals', { token: manager, body: { filter: 'quokka' } })).body;
    expect(before).toMatchObject({ total: 1, uof: 1 });
    await writeListFacts(server.db, agencyId, [
      {
        id: id ?? '',
        authorId: await userIdOf(server.db, 'manager@demo.test'),
        incidentDate: new Date(),
        facts: {
          isUseOfForce: false,
          hasComplaints: false,
          hasInvestigations: false,
          hasConsentSearch: false,
          areaIds: [],
          tagIds: [],
          collaboratorIds: [],
          searchText: '2024-0009999 wombat lane',
          people: [],
        },
      },
    ]);
    const totals = async (filter: string) =>
      (await call(server, 'POST', '/api/reports/calculate-totals', { token: manager, body: { filter } })).body;
    expect(await totals('quokka')).toMatchObject({ total: 0 });
    expect(await totals('wombat')).toMatchObject({ total: 1, uof: 0 });
  });
});
