import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { OUTSIDE_PERSON_ID } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

// issue 23, low: another agency's (or a made-up) area, tag and officer ids are dropped before the report's list facts
// and collaborators are derived, so no list, count or collaboration ever names them.
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('references to what is not the agency’s', () => {
  it('are dropped before list facts and collaborators are derived', async () => {
    const token = (await login(server, 'officer@demo.test')).access_token;
    const stranger = await userIdOf(server.db, 'connect-owner@demo.test');
    const colleague = await userIdOf(server.db, 'officer2@demo.test');
    const report = structuredClone(example);
    report.id = randomUUID();
    report.general_information.incident_number = `REF-${Date.now() % 1e9}`;
    report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
    const citizens = report.officers[0].officer.citizens;
    report.officers = [
      { id: randomUUID(), officer: { officer: { id: stranger, name: 'Someone Else' }, citizens } },
      { id: randomUUID(), officer: { officer: { id: colleague, name: 'Colleague' }, citizens } },
    ];
    report.tags = { agency: [{ id: randomUUID(), name: 'Not ours', color: '#123456' }] };
    report.general_information.location.areas = [{ id: randomUUID(), name: 'Not ours' }];
    const created = await call(server, 'POST', '/api/reports/', { token, body: report });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const [stored] = await server.db.query<{ payload: any; collaborator_ids: string[] }>(
      'select payload, collaborator_ids from reports where id = $1',
      [report.id],
    );
    expect(stored?.payload.officers.map((entry: any) => entry.officer.officer.id)).toEqual([OUTSIDE_PERSON_ID, colleague]);
    expect(stored?.payload.officers[0].officer.officer.name).toBe('Someone Else');
    expect(stored?.payload.tags.agency).toEqual([]);
    expect(stored?.payload.general_information.location.areas).toEqual([]);
    expect(stored?.collaborator_ids.map(String)).toEqual([colleague]);
    const officers = await server.db.query<{ user_id: string }>('select user_id from report_officers where report_id = $1', [report.id]);
    expect(officers.map((row) => row.user_id)).not.toContain(stranger);
    expect(officers.map((row) => row.user_id)).toContain(colleague);
  });
});
