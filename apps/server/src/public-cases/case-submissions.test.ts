import { randomUUID } from 'node:crypto';
import { CITIZEN_SUBMISSION_LIMITS, CITIZEN_SUBMISSION_MESSAGES } from '@fieldbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, KEY_LIMITS } from '../http/address-limit.ts';
import { auditRows } from '../test/agency-test-users.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 28, the citizen's side: commendations and complaints sent from the case page, on a real server. Each test
 * speaks from its own addresses (X-Forwarded-For through a trusted proxy on loopback) and uses its own cases, so the
 * limits of one test do not reach another.
 */
let server: TestServer;
const lines: string[] = [];
let tokens: string[] = [];
let nextToken = 0;
const caseToken = () => tokens[nextToken++] as string;
let address = 0;
const newAddress = () => `10.28.${Math.floor(++address / 250)}.${address % 250}`;
const UNKNOWN = 'Zx3_q9LmN0pR7sT2uVwXyA';

const complaint = (overrides: Record<string, unknown> = {}) => ({
  kind: 'complaint',
  text: 'The officer was rude to my son.',
  name: 'Maria Testigo',
  email: 'maria.testigo@example.com',
  phone: '(555) 010-2233',
  consent: true,
  device_id: randomUUID(),
  ...overrides,
});
const send = (token: string, body: unknown, options: { ip?: string; cookie?: string } = {}) =>
  call(server, 'POST', `/api/public/cases/${token}/submissions`, {
    body,
    headers: { 'x-forwarded-for': options.ip ?? newAddress(), ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

beforeAll(async () => {
  server = await startTestServer({
    config: { trustedProxies: { addresses: ['loopback'], hops: 1 }, logLevel: 'info' },
    logStream: { write: (line) => lines.push(line) },
  });
  tokens = (
    await server.db.query<{ token: string }>('select public_token as token from reports order by incident_date desc, id limit 40')
  ).map((row) => row.token);
}, 120_000);
afterAll(() => server?.close());

describe('the case page (issue 28)', () => {
  it("says the report exists and its review state, with the agency's badge, and nothing about anyone stopped", async () => {
    const token = caseToken();
    await server.db.query(`update reports set review_state = 'returned' where public_token = $1`, [token]);
    const answer = await call(server, 'GET', `/api/public/cases/${token}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ review_state: 'returned', agency: { badge: expect.toBeOneOf([null, expect.any(String)]) } });
    expect(Object.keys(answer.body).sort()).toEqual(['agency', 'incident_date', 'incident_number', 'officer', 'review_state', 'timezone']);
  });
});

describe('POST /api/public/cases/{token}/submissions', () => {
  it('takes a complaint: 201 with the receipt alone, a device cookie, an audit row without the words, no personal data in the log', async () => {
    lines.length = 0;
    const body = complaint();
    const answer = await send(caseToken(), body);
    expect(answer).toMatchObject({ status: 201, body: { kind: 'complaint', status: 'received' } });
    expect(Object.keys(answer.body).sort()).toEqual(['kind', 'status']);
    expect(answer.headers.get('set-cookie')).toMatch(/^fb_case_device=[0-9a-f-]{36}; Path=\/api\/public\/cases; .*HttpOnly/);
    const [stored] = await server.db.query<{ id: string; body: string; status: string }>(
      'select id, body, status from citizen_submissions where device_id = $1',
      [body.device_id],
    );
    expect(stored).toMatchObject({ body: body.text, status: 'received' });
    const audit = await server.db.query<{ details: unknown; source_ip: string | null }>(
      `select details, source_ip from audit_events where action = 'citizen_submission.received' and object_id = $1`,
      [stored?.id],
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/Maria|example\.com|rude|010-2233/);
    expect(lines.join('\n')).not.toMatch(/Maria|example\.com|rude|010-2233|10\.28\./);
  });

  it('refuses a malformed token (400) and answers an unknown token and an inactive agency alike (404)', async () => {
    expect((await send('not-a-token', complaint())).status).toBe(400);
    const unknown = await send(UNKNOWN, complaint());
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
    const token = caseToken();
    const [row] = await server.db.query<{ agency_id: string }>('select agency_id from reports where public_token = $1', [token]);
    await server.db.query(`update agencies set status = 'Inactive' where id = $1`, [row?.agency_id]);
    try {
      const inactive = await send(token, complaint());
      expect({ status: inactive.status, body: inactive.body }).toEqual({ status: unknown.status, body: unknown.body });
    } finally {
      await server.db.query(`update agencies set status = 'Active' where id = $1`, [row?.agency_id]);
    }
  });

  it("checks the text, contact details and consent with the domain's rules (400 naming each field)", async () => {
    const token = caseToken();
    const refused = await send(
      token,
      complaint({
        text: '   ',
        email: 'not-an-email',
        phone: '12',
        consent: false,
        name: 'x'.repeat(CITIZEN_SUBMISSION_LIMITS.nameMax + 1),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('VALIDATION_ERROR');
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.text', message: CITIZEN_SUBMISSION_MESSAGES.textRequired },
        { path: 'body.name', message: CITIZEN_SUBMISSION_MESSAGES.nameTooLong },
        { path: 'body.email', message: CITIZEN_SUBMISSION_MESSAGES.emailInvalid },
        { path: 'body.phone', message: CITIZEN_SUBMISSION_MESSAGES.phoneInvalid },
        { path: 'body.consent', message: CITIZEN_SUBMISSION_MESSAGES.consentRequired },
      ]),
    );
    const tooLong = await send(token, complaint({ text: 'a'.repeat(CITIZEN_SUBMISSION_LIMITS.textMax + 1) }));
    expect(tooLong.body.errors).toEqual([{ path: 'body.text', message: CITIZEN_SUBMISSION_MESSAGES.textTooLong }]);
    // Contact details are optional.
    const bare = await send(token, { kind: 'commendation', text: 'Thank you.', consent: true, device_id: randomUUID() });
    expect(bare.status).toBe(201);
  });

  it('refuses a body over 16 KB with 413 before reading it', async () => {
    const answer = await send(caseToken(), complaint({ name: 'n'.repeat(20_000) }));
    expect(answer.status).toBe(413);
  });

  it('keeps one open submission per case and device: by the browser id or by the cookie; again once it is reviewed', async () => {
    const token = caseToken();
    const first = complaint();
    const answer = await send(token, first);
    expect(answer.status).toBe(201);
    const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] as string;
    expect(await send(token, complaint({ device_id: first.device_id }))).toMatchObject({
      status: 409,
      body: { detail: 'SUBMISSION_ALREADY_OPEN' },
    });
    // A new browser id with the same cookie is the same device.
    expect((await send(token, complaint({ kind: 'commendation' }), { cookie })).status).toBe(409);
    // Another case from this device, and this case from another device, are taken.
    expect((await send(caseToken(), complaint({ device_id: first.device_id }), { cookie })).status).toBe(201);
    expect((await send(token, complaint())).status).toBe(201);
    // Once reviewed, it is no longer open.
    await server.db.query(`update citizen_submissions set status = 'dismissed' where device_id = $1`, [first.device_id]);
    expect((await send(token, complaint({ device_id: first.device_id }), { cookie })).status).toBe(201);
  });

  it('limits sends per address (then 429 with Retry-After); another address is not affected', async () => {
    const ip = newAddress();
    const { limit } = ADDRESS_LIMITS['case-submission'];
    for (let index = 0; index < limit; index++) expect((await send(caseToken(), complaint(), { ip })).status).toBe(201);
    const refused = await send(caseToken(), complaint(), { ip });
    expect(refused).toMatchObject({ status: 429, body: { detail: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(caseToken(), complaint())).status).toBe(201);
  });

  it('limits sends per case from any address, and an unknown token meets the same limit with the same answer', async () => {
    const { limit } = KEY_LIMITS['case-submissions-per-case'];
    const token = caseToken();
    const unknown = 'Qq7_unknownCaseToken00A';
    for (let index = 0; index < limit; index++) {
      expect((await send(token, complaint())).status).toBe(201);
      expect((await send(unknown, complaint())).status).toBe(404);
    }
    const real = await send(token, complaint());
    const fake = await send(unknown, complaint());
    expect(real).toMatchObject({ status: 429, body: { detail: 'TOO_MANY_REQUESTS' } });
    expect({ status: fake.status, body: fake.body }).toEqual({ status: real.status, body: real.body });
  });

  it('keeps HTML as the plain text typed: the intake list answers it as a string, never as markup', async () => {
    const text = '<script>alert(1)</script><b>Thank you</b> &amp;';
    expect((await send(caseToken(), complaint({ kind: 'commendation', text }))).status).toBe(201);
    const manager = (await login(server, 'manager@demo.test')).access_token;
    const list = await call(server, 'GET', '/api/early-intervention/citizen-submissions', { token: manager });
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    expect(list.body.submissions.map((item: { text: string }) => item.text)).toContain(text);
    expect(await auditRows(server.db, 'citizen_submission.received')).not.toHaveLength(0);
  });
});
