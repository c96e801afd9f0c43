import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CITY_MESSAGES, DOJ_LOCATION_MESSAGES, OFFENSE_CODE_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../db/tenant.ts';
import { officerEthnicities } from '../report-profile/report-profile.service.ts';
import { addOtherAgency, addUser, auditActions, demoAgencyId, userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';
import { activeDojCities, offenseCodeTable } from './shipped-doj-tables.ts';

// Issue 26: the server refuses what the DOJ would refuse (offense codes against the agency's table, DOJ cities, the
// location's parts), takes what it accepts (code 3, 4-digit codes, more than five, a highway without an address), and
// an owner or manager can replace the offense-code table with the agency's newer copy.
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
const HEADER = 'offense_code,statute,statute_type,charge_type,literal,enacted,repealed';

let server: TestServer;
let agencyId: string;
const tokens: Record<string, string> = {};
let counter = 0;

function newReport(change: (report: any) => void = () => {}) {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `D-${Date.now() % 1e9}-${counter++}`;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  change(report);
  return report;
}
const file = (email: string, report: unknown) => call(server, 'POST', '/api/reports/', { token: tokens[email] as string, body: report });
const api = (email: string, method: string, path: string, body?: unknown) =>
  call(server, method, path, { token: tokens[email] as string, ...(body === undefined ? {} : { body }) });
const issuesAt = (body: any, path: string) =>
  (body.errors as { path: string; message: string }[]).filter((issue) => issue.path === path).map((issue) => issue.message);

beforeAll(async () => {
  server = await startTestServer({
    async configure(db) {
      agencyId = await demoAgencyId(db);
      await addUser(db, { email: 'first-filer@demo.test', role: 'officer', agencyId });
      await addUser(db, { email: 'boss@other.test', role: 'owner', agencyId: await addOtherAgency(db) });
    },
  });
  for (const email of ['officer@demo.test', 'manager@demo.test', 'first-filer@demo.test', 'boss@other.test'])
    tokens[email] = (await login(server, email)).access_token;
});
afterAll(() => server?.close());

describe('offense codes on POST /api/reports/', () => {
  it('takes code 3, four-digit codes and more than five codes for a result', async () => {
    const report = newReport((r) => {
      r.citizens[0].stop_reason.traffic_offense_code = '9005';
      r.citizens[0].result.citation_offense_codes = ['3', '9005', '54106', '20059', '65002', '54005', '54104'].map((code) => ({ code }));
    });
    expect((await file('officer@demo.test', report)).status).toBe(201);
  });

  it('refuses a code not in the DOJ table and a code repealed before the stop, with 400 and the messages', async () => {
    const response = await file(
      'officer@demo.test',
      newReport((r) => {
        r.citizens[0].stop_reason.traffic_offense_code = '88888';
        r.citizens[0].result.citation_offense_codes = [{ code: '20053' }];
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('VALIDATION_ERROR');
    expect(issuesAt(response.body, 'citizens.0.stop_reason.traffic_offense_code')).toEqual([OFFENSE_CODE_MESSAGES.unknown('88888')]);
    expect(issuesAt(response.body, 'citizens.0.result.citation_offense_codes.0.code')).toEqual([
      OFFENSE_CODE_MESSAGES.repealed('20053', '2009-12-31'),
    ]);
  });

  it('refuses an age that is not a whole number', async () => {
    const response = await file(
      'officer@demo.test',
      newReport((r) => (r.citizens[0].perception.age = 30.5)),
    );
    expect(response.status).toBe(400);
    expect(issuesAt(response.body, 'citizens.0.perception.age')).toEqual(['Enter the perceived age as a whole number (rounded up).']);
  });
});

describe('the location on POST /api/reports/', () => {
  it("refuses a city that is not on the DOJ's list, and a block location without its street", async () => {
    const response = await file(
      'officer@demo.test',
      newReport((r) => (r.general_information.location.doj_parts = { block_number: '4300', city: 'San Diego' })),
    );
    expect(response.status).toBe(400);
    expect(issuesAt(response.body, 'general_information.location.doj_parts.city')).toEqual([CITY_MESSAGES.unknown('San Diego')]);
    expect(issuesAt(response.body, 'general_information.location.doj_parts.street_name')).toEqual([DOJ_LOCATION_MESSAGES.street_name]);
  });

  it('takes a highway and its closest exit with no street address or zip, and stores the address built from them', async () => {
    const report = newReport((r) => {
      r.general_information.location.type = 'highway_and_closest_exit';
      r.general_information.location.address = {};
      r.general_information.location.doj_parts = { highway: 'I-8', closest_exit: 'COLLEGE AVE', city: 'SAN DIEGO' };
    });
    const created = await file('officer@demo.test', report);
    expect(created.status).toBe(201);
    const read = await api('officer@demo.test', 'GET', `/api/reports/${created.body.incident_number}`);
    expect(read.body.report.general_information.location).toMatchObject({
      doj_parts: { highway: 'I-8', closest_exit: 'COLLEGE AVE', city: 'SAN DIEGO' },
      address: { full: 'I-8 at COLLEGE AVE, SAN DIEGO', city: 'SAN DIEGO' },
    });
  });
});

describe("the agency's offense-code table", () => {
  it('gives the form the shipped table and the DOJ cities', async () => {
    const codes = await api('officer@demo.test', 'GET', '/api/doj-tables/offense-codes');
    expect(codes.status).toBe(200);
    expect(codes.body.source).toBe('shipped');
    expect(codes.body.codes).toHaveLength(offenseCodeTable().codes.length);
    expect(codes.body.codes).toContainEqual([3, '00IN CUSTODY ARR', 'ZZ', 'X', 'IN CUSTODY ARREST', '1800-01-01', null]);
    const cities = await api('officer@demo.test', 'GET', '/api/doj-tables/cities');
    expect(cities.body.cities).toContainEqual(['SAN DIEGO', 'SAN DIEGO', null]);
    expect(activeDojCities().map((city) => city.name)).toContain('SAN DIEGO');
    expect(activeDojCities().map((city) => city.name)).not.toContain('BOUQUET CANYON');
  });

  it('is replaced only by owners and managers, with the DOJ columns, naming bad lines', async () => {
    const upload = { file_name: 'offense-codes-2026.csv', csv: `${HEADER}\n77777,1,PC,M,NEW OFFENSE,2020-01-01,\n` };
    expect((await api('officer@demo.test', 'PUT', '/api/agencies/me/offense-codes', upload)).status).toBe(403);
    const noColumns = await api('manager@demo.test', 'PUT', '/api/agencies/me/offense-codes', { ...upload, csv: 'code,text\n1,x\n' });
    expect(noColumns.status).toBe(400);
    expect(issuesAt(noColumns.body, 'body.csv')[0]).toMatch(/^The file has no column 'offense_code'/);
    const badLine = await api('manager@demo.test', 'PUT', '/api/agencies/me/offense-codes', {
      ...upload,
      csv: `${HEADER}\n12A,1,PC,M,X,2020-01-01,\n`,
    });
    expect(issuesAt(badLine.body, 'body.csv')).toEqual(["Line 2: '12A' is not an offense code of 1 to 5 digits."]);

    const saved = await api('manager@demo.test', 'PUT', '/api/agencies/me/offense-codes', upload);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ source: 'agency', code_count: 1, file_name: 'offense-codes-2026.csv' });
    expect(await auditActions(server.db, agencyId)).toContain('agency.offense_codes.upload');
    expect((await api('officer@demo.test', 'GET', '/api/doj-tables/offense-codes')).body.codes).toEqual([
      [77777, '1', 'PC', 'M', 'NEW OFFENSE', '2020-01-01', null],
    ]);
    // Reports are now checked against the agency's copy; another agency keeps the shipped table.
    const withNewCode = newReport((r) => {
      for (const citizen of r.citizens) {
        if (citizen.stop_reason.traffic_offense_code) citizen.stop_reason.traffic_offense_code = '77777';
        for (const [name, codes] of Object.entries(citizen.result))
          if (name.endsWith('_offense_codes')) citizen.result[name] = (codes as unknown[]).map(() => ({ code: '77777' }));
      }
    });
    const newCodeAnswer = await file('officer@demo.test', withNewCode);
    expect(newCodeAnswer.body.errors ?? []).toEqual([]);
    expect(newCodeAnswer.status).toBe(201);
    const withOldCode = await file('officer@demo.test', newReport());
    expect(issuesAt(withOldCode.body, 'citizens.0.stop_reason.traffic_offense_code')).toEqual([OFFENSE_CODE_MESSAGES.unknown('54106')]);
    expect((await api('boss@other.test', 'GET', '/api/agencies/me/offense-codes')).body.source).toBe('shipped');

    const reset = await api('manager@demo.test', 'DELETE', '/api/agencies/me/offense-codes');
    expect(reset.body).toMatchObject({ source: 'shipped', code_count: offenseCodeTable().codes.length });
    expect((await file('officer@demo.test', newReport())).status).toBe(201);
  });
});

describe("the officer's race or ethnicity", () => {
  it('is asked on the first report, then kept in the report details for the DOJ record (officerEthnicities)', async () => {
    const userId = await userIdOf(server.db, 'first-filer@demo.test');
    const ethnicities = () => withTenant(server.db, agencyId, (tx) => officerEthnicities(tx, agencyId, userId));
    expect(await ethnicities()).toEqual([]);
    const missing = await file(
      'first-filer@demo.test',
      newReport((r) => delete r.general_information.state_related.officer.race_or_ethnicity),
    );
    expect(issuesAt(missing.body, 'general_information.state_related.officer.race_or_ethnicity')).toEqual([
      'Select your race or ethnicity.',
    ]);
    const filed = newReport((r) => (r.general_information.state_related.officer.race_or_ethnicity = ['black', 'white']));
    expect((await file('first-filer@demo.test', filed)).status).toBe(201);
    expect(await ethnicities()).toEqual(['black', 'white']);
    const profile = await api('first-filer@demo.test', 'GET', '/api/users/me/report-profile');
    expect(profile.body.answers.officer.race_or_ethnicity).toEqual(['black', 'white']);
  });
});
