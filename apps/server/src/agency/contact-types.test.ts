import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CONTACT_TYPE_MESSAGES, MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 24, defect 13: the agency's contact types (reports.md §1: the agency's customisation may restrict them) are
 * changed in Settings > Agency by owners and managers; at least one, only types Fieldbook knows; audited; and the rules
 * engine files only those.
 */
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const token = async (email: string) => (await login(server, email)).access_token;
const put = async (email: string, body: unknown) =>
  call(server, 'PUT', '/api/agencies/me/contact-types', { token: await token(email), body });

describe('PUT /api/agencies/me/contact-types', () => {
  it('lets a manager restrict them; the user, step 1 and the rules engine then offer only those; audited with object and address', async () => {
    const saved = await put('manager@demo.test', { contact_types: ['Call For Service'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ contact_types: ['Call For Service'] });
    try {
      const officer = await token('officer@demo.test');
      const me = await call(server, 'GET', '/api/users/me', { token: officer });
      expect(me.body.agency.contact_types).toEqual(['Call For Service']);

      const report = structuredClone(example);
      report.id = randomUUID();
      report.general_information.incident_number = `CT-${randomUUID().slice(0, 8)}`;
      report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
      report.general_information.type = 'Officer Pro-active';
      const refused = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toContainEqual({ path: 'general_information.type', message: MESSAGES.contactType });

      const [row] = await server.db.query<{ object_id: string; source_ip: string | null; agency_id: string; details: any }>(
        `select object_id, source_ip, agency_id, details from audit_events where action = 'agency.contact_types.update' order by id desc limit 1`,
      );
      expect(row?.object_id).toBe(row?.agency_id);
      expect(row?.source_ip).toBeTruthy();
      expect(row?.details).toEqual({ before: ['Call For Service', 'Officer Pro-active'], after: ['Call For Service'] });
    } finally {
      expect((await put('owner@demo.test', { contact_types: ['Call For Service', 'Officer Pro-active'] })).status).toBe(200);
    }
  });

  it("keeps them in Fieldbook's order", async () => {
    const saved = await put('owner@demo.test', { contact_types: ['Officer Pro-active', 'Call For Service'] });
    expect(saved.body).toEqual({ contact_types: ['Call For Service', 'Officer Pro-active'] });
  });

  it.each([
    ['none', [], 'body.contact_types', CONTACT_TYPE_MESSAGES.atLeastOne],
    ['a type Fieldbook does not know', ['Traffic'], 'body.contact_types.0', CONTACT_TYPE_MESSAGES.unknown],
    ['a type twice', ['Call For Service', 'Call For Service'], 'body.contact_types', CONTACT_TYPE_MESSAGES.unknown],
    ['no list', 'Call For Service', 'body.contact_types', CONTACT_TYPE_MESSAGES.atLeastOne],
  ])('refuses %s (400 with the message)', async (_case, contactTypes, path, message) => {
    const refused = await put('owner@demo.test', { contact_types: contactTypes });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: 'VALIDATION_ERROR', errors: [{ path, message }] });
  });

  it('is refused to an officer (403) and leaves the types as they were', async () => {
    const refused = await put('officer@demo.test', { contact_types: ['Officer Pro-active'] });
    expect(refused.status).toBe(403);
    const me = await call(server, 'GET', '/api/users/me', { token: await token('owner@demo.test') });
    expect(me.body.agency.contact_types).toEqual(['Call For Service', 'Officer Pro-active']);
  });
});
