import { AGENCY_TEMPLATES_MAX, FAVOURITES_MAX, TEMPLATE_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherAgency, addUser, auditRows } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 24, 'Templates': owners and managers keep the agency's stop templates, every officer their own favourites; a
 * template holds only the configuration's template sections and is checked like the report; another officer's
 * favourites and another agency's templates are never seen or changed.
 */
let server: TestServer;
let otherAgencyId: string;
beforeAll(async () => {
  server = await startTestServer();
  otherAgencyId = await addOtherAgency(server.db, { configurationFile: 'california.json' });
  await addUser(server.db, { email: 'sheriff@other.test', role: 'owner', agencyId: otherAgencyId });
  await addUser(server.db, { email: 'tpl-colleague@demo.test', role: 'officer', agencyId: await demoAgency() });
});
afterAll(() => server?.close());

async function demoAgency(): Promise<string> {
  const [row] = await server.db.query<{ agency_id: string }>(`select agency_id from users where email = 'owner@demo.test'`);
  return row?.agency_id as string;
}

const tokens = new Map<string, string>();
async function token(email: string) {
  if (!tokens.has(email)) tokens.set(email, (await login(server, email)).access_token);
  return tokens.get(email) as string;
}
const api = async (email: string, method: string, path: string, body?: unknown) =>
  call(server, method, `/api/report-templates${path}`, { token: await token(email), body });

const SPEEDING = {
  general: { stop: { type_of_stop: 'vehicular' } },
  citizen: {
    stop_reason: { primary_reason: 'traffic_violation', traffic_violation_type: 'moving', traffic_offense_code: '54106' },
    actions: { non_force_actions: ['none'] },
    result: { result_of_stop: ['citation'], citation_offense_codes: [{ code: '54106' }] },
  },
};
const template = (name: string, scope: 'agency' | 'personal', answers: unknown = SPEEDING) => ({
  name,
  contact_type: 'Officer Pro-active',
  scope,
  answers,
});

describe('/api/report-templates', () => {
  it('lets a manager keep an agency template that every member lists, and an officer a favourite only they list', async () => {
    const agency = await api('manager@demo.test', 'POST', '', template('Speeding (radar)', 'agency'));
    expect(agency.status, JSON.stringify(agency.body)).toBe(201);
    expect(agency.body).toMatchObject({ name: 'Speeding (radar)', scope: 'agency', contact_type: 'Officer Pro-active', answers: SPEEDING });
    const favourite = await api('officer@demo.test', 'POST', '', template('  My seat belt  ', 'personal'));
    expect(favourite.status, JSON.stringify(favourite.body)).toBe(201);
    expect(favourite.body.name).toBe('My seat belt');

    const mine = await api('officer@demo.test', 'GET', '');
    expect(mine.body.templates.map((entry: { name: string; scope: string }) => [entry.name, entry.scope])).toEqual([
      ['My seat belt', 'personal'],
      ['Speeding (radar)', 'agency'],
    ]);
    const colleague = await api('tpl-colleague@demo.test', 'GET', '');
    expect(colleague.body.templates.map((entry: { name: string }) => entry.name)).toEqual(['Speeding (radar)']);
    const otherAgency = await api('sheriff@other.test', 'GET', '');
    expect(otherAgency.body.templates).toEqual([]);

    const rows = await auditRows(server.db, 'report_template.create');
    expect(rows.map((row) => row.object_id)).toEqual(expect.arrayContaining([agency.body.id, favourite.body.id]));
  });

  it('refuses an agency template to an officer (403) and another officer’s favourite or another agency’s template (404)', async () => {
    expect((await api('officer@demo.test', 'POST', '', template('Officer agency try', 'agency'))).status).toBe(403);
    const favourite = await api('officer@demo.test', 'POST', '', template('Mine only', 'personal'));
    const agencyTemplate = await api('owner@demo.test', 'POST', '', template('Owner template', 'agency'));
    const rename = { name: 'Taken over', contact_type: 'Officer Pro-active', answers: SPEEDING };
    expect((await api('tpl-colleague@demo.test', 'PUT', `/${favourite.body.id}`, rename)).status).toBe(404);
    expect((await api('tpl-colleague@demo.test', 'DELETE', `/${favourite.body.id}`)).status).toBe(404);
    expect((await api('manager@demo.test', 'DELETE', `/${favourite.body.id}`)).status).toBe(404);
    expect((await api('sheriff@other.test', 'PUT', `/${agencyTemplate.body.id}`, rename)).status).toBe(404);
    expect((await api('sheriff@other.test', 'DELETE', `/${agencyTemplate.body.id}`)).status).toBe(404);
    expect((await api('officer@demo.test', 'PUT', `/${agencyTemplate.body.id}`, rename)).status).toBe(403);
    expect((await api('officer@demo.test', 'DELETE', `/${agencyTemplate.body.id}`)).status).toBe(403);

    const renamed = await api('officer@demo.test', 'PUT', `/${favourite.body.id}`, { ...rename, name: 'Mine renamed' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Mine renamed');
    expect((await api('manager@demo.test', 'DELETE', `/${agencyTemplate.body.id}`)).status).toBe(204);
    expect((await api('officer@demo.test', 'DELETE', `/${favourite.body.id}`)).status).toBe(204);
    const names = (await api('officer@demo.test', 'GET', '')).body.templates.map((entry: { name: string }) => entry.name);
    expect(names).not.toContain('Mine renamed');
    expect(names).not.toContain('Owner template');
    expect((await auditRows(server.db, 'report_template.delete')).map((row) => row.object_id)).toContain(agencyTemplate.body.id);
  });

  it.each([
    ['the perception of the person', { general: {}, citizen: { perception: { race: ['white'] } } }, 'body.answers.citizen.perception'],
    ['the officer’s own answers', { general: { officer: { years_of_experience: 7 } }, citizen: {} }, 'body.answers.general.officer'],
    [
      'a value the field does not offer',
      { general: {}, citizen: { result: { result_of_stop: ['fine'] } } },
      'body.answers.citizen.result.result_of_stop',
    ],
    ['no answers', { general: {}, citizen: {} }, 'body.answers'],
  ])('refuses a template holding %s (400 naming it)', async (_case, answers, path) => {
    const refused = await api('officer@demo.test', 'POST', '', template(`Bad ${path}`, 'personal', answers));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((issue: { path: string }) => issue.path)).toEqual([path]);
  });

  it('refuses a name taken in any case, a blank name, and a contact type the agency does not offer', async () => {
    expect((await api('manager@demo.test', 'POST', '', template('Seat belt', 'agency'))).status).toBe(201);
    const taken = await api('owner@demo.test', 'POST', '', template('SEAT BELT', 'agency'));
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([{ path: 'body.name', message: TEMPLATE_MESSAGES.duplicateName }]);
    // A favourite may share an agency template's name: the officer sees both, marked.
    expect((await api('officer@demo.test', 'POST', '', template('Seat belt', 'personal'))).status).toBe(201);
    const blank = await api('officer@demo.test', 'POST', '', template('   ', 'personal'));
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'body.name', message: TEMPLATE_MESSAGES.nameRequired }]);
    const unknownType = await api('officer@demo.test', 'POST', '', { ...template('Traffic', 'personal'), contact_type: 'Traffic' });
    expect(unknownType.status).toBe(400);
  });

  it(`keeps at most ${FAVOURITES_MAX} favourites per officer (and ${AGENCY_TEMPLATES_MAX} agency templates)`, async () => {
    const email = 'tpl-busy@demo.test';
    await addUser(server.db, { email, role: 'officer', agencyId: await demoAgency() });
    for (let index = 0; index < FAVOURITES_MAX; index++)
      expect((await api(email, 'POST', '', template(`Favourite ${index}`, 'personal'))).status).toBe(201);
    const refused = await api(email, 'POST', '', template('One too many', 'personal'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'body.scope', message: TEMPLATE_MESSAGES.tooManyFavourites }]);
  });

  it('keeps a template as the form would: an answer the other answers hide is cleared, not stored', async () => {
    const answers = {
      general: {},
      citizen: { stop_reason: { primary_reason: 'reasonable_suspicion', traffic_violation_type: 'moving' } },
    };
    const saved = await api('officer@demo.test', 'POST', '', template('Suspicion', 'personal', answers));
    expect(saved.status).toBe(201);
    expect(saved.body.answers).toEqual({ general: {}, citizen: { stop_reason: { primary_reason: 'reasonable_suspicion' } } });
  });
});
