import { randomUUID } from 'node:crypto';
import type { ReportListFacts } from '@fieldbook/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAgency, addOtherAgency, addUser, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { writeListFacts } from './report-list-facts.repo.ts';
import { searchWordsQuery } from './search-words.ts';

/**
 * Fast facts over a quick-search text (migrations 0025 and 0028): the word index answers one word, and gives candidates
 * for LIKE otherwise; the answer must be exactly what `search_text like '%text%'` counts, for any text a user can type.
 */
describe('searchWordsQuery', () => {
  it('asks one word as a prefix of an indexed suffix (exact), several by the words before the last and each pair', () => {
    expect(searchWordsQuery('  Folsom ')).toEqual({ query: `'folsom':*`, exact: true });
    expect(searchWordsQuery('Folsom Blvd')).toEqual({ query: `'folsom' & 'som blv'`, exact: false });
    expect(searchWordsQuery('j st')).toEqual({ query: `'j' & 'j st':*`, exact: false });
    expect(searchWordsQuery('main street east').query).toBe(`'main' & 'street' & 'ain str' & 'eet eas'`);
    // Two spaces in a row: no pair (the index pairs only words one space apart); LIKE decides.
    expect(searchWordsQuery('main  street east').query).toBe(`'main' & 'street'`);
  });

  it('takes quotes, backslashes and operators literally and cuts words to 32 code points (then LIKE decides)', () => {
    expect(searchWordsQuery(`o'brien`)).toEqual({ query: `'o''brien':*`, exact: true });
    expect(searchWordsQuery('a\\b').query).toBe(`'a\\\\b':*`);
    expect(searchWordsQuery('x&y|!z').query).toBe(`'x&y|!z':*`);
    expect(searchWordsQuery(`${'😀'.repeat(32)}`)).toEqual({ query: `'${'😀'.repeat(32)}':*`, exact: true });
    expect(searchWordsQuery(`${'😀'.repeat(40)}`)).toEqual({ query: `'${'😀'.repeat(32)}':*`, exact: false });
    expect(searchWordsQuery('😀😀😀😀 ñandú').query).toBe(`'😀😀😀😀' & '😀😀😀 ñan'`);
  });
});

let server: TestServer;
let manager = '';
let agencyId = '';
let otherAgencyId = '';

const LONG = 'abcdefghijklmnopqrstuvwxyz0123456789tail';
/** Longer than an indexed word, twice over: its end is past the index. */
const LONGER = `${LONG}${LONG}`;
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
  `2024-0001244 ${LONGER} y`,
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
  LONGER,
  `${LONGER.slice(0, 70)}zz`,
  `${LONGER.slice(10)} y`,
  `${LONGER.slice(20)} z`,
  'ca 95814',
  'blvd, sacramento,',
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
async function likeCount(text: string, agency = agencyId) {
  const pattern = `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const [row] = await server.db.query<Record<string, number>>(
    `select count(*)::int as total, (count(*) filter (where is_use_of_force))::int as uof,
            (count(*) filter (where contact_type = 'Call For Service'))::int as cfs,
            (count(*) filter (where contact_type = 'Officer Pro-active'))::int as opa,
            (count(*) filter (where has_complaints))::int as complaints, (count(*) filter (where has_consent_search))::int as consent_searches,
            (count(*) filter (where review_state = 'pending_review'))::int as waiting_for_review
       from reports where agency_id = $1 and search_text like $2`,
    [agency, pattern],
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
    // Asked in the other agency, which holds the texts alone (the demo's own streets include Folsom Blvd and J St).
    const sheriff = (await login(server, 'words-sheriff@other.test')).access_token;
    const total = async (filter: string) =>
      (await call(server, 'POST', '/api/reports/calculate-totals', { token: sheriff, body: { filter } })).body.total;
    expect(await total('olsom blvd')).toBe(1);
    expect(await total('j st')).toBe(3); // '1 j st,', 'j stone' and 'raj stone'
    expect(await total("o'brien")).toBe(1);
    expect(await total('100%')).toBe(1);
    expect(await total(LONG)).toBe(2); // its own report and LONGER's
    // Past the indexed 32 characters the index gives candidates and LIKE decides: the same first 32, another end.
    expect(await total(`${LONG.slice(0, 34)}zz`)).toBe(0);
    expect(await total(LONGER)).toBe(1);
    expect(await total(`${LONGER.slice(0, 70)}zz`)).toBe(0);
    expect(await total(`${LONGER.slice(10)} y`)).toBe(1);
  });

  it('counts any text as LIKE does, over generated texts with repeated words, commas and double spaces', async () => {
    // Their own agency, so the counts of the cases above stay as they are.
    const wordsAgency = await addAgency(server.db, 'Words County', 'NE0020000', 'words-owner@words.test');
    const owner = await addUser(server.db, { email: 'words-owner@words.test', role: 'owner', agencyId: wordsAgency });
    const token = (await login(server, 'words-owner@words.test')).access_token;
    const letters = fc.constantFrom('a', 'b', 'ab', 'ba', 'c', ',', 'ñ', '1');
    const word = fc.array(letters, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
    const separator = fc.constantFrom(' ', ' ', ' ', '  ');
    const text = fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 6 }).map((pairs) =>
      pairs
        .map(([part, gap]) => part + gap)
        .join('')
        .trim(),
    );
    const texts = fc.sample(text, { numRuns: 60, seed: 2026 });
    await storeReports(wordsAgency, owner, texts);
    const query = fc.oneof(
      fc.tuple(fc.constantFrom(...texts), fc.nat(), fc.nat()).map(([stored, from, length]) => {
        const start = from % stored.length;
        return stored.slice(start, start + 2 + (length % 9));
      }),
      fc.tuple(word, separator, word).map(([first, gap, second]) => first + gap + second),
      word,
    );
    await fc.assert(
      fc.asyncProperty(query, async (filter) => {
        const answer = await call(server, 'POST', '/api/reports/calculate-totals', { token, body: { filter } });
        if (filter.trim().length < 2) expect(answer.status).toBe(400);
        else expect(answer.body, filter).toEqual(await likeCount(filter, wordsAgency));
      }),
      { numRuns: 150, seed: 2026 },
    );
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
