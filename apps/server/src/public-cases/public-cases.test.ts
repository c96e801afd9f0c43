import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../test/test-server.ts';

const PUBLIC_URL = 'https://fieldbook.example.gov';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { publicUrl: PUBLIC_URL } });
});
afterAll(() => server?.close());

describe('GET /api/public/app-settings (issue 24, defect 11)', () => {
  it('gives anyone, without a session, the public address case links are built on', async () => {
    const answer = await call(server, 'GET', '/api/public/app-settings', { headers: { host: 'fieldbook.internal.example:8443' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ public_url: PUBLIC_URL });
  });
});

describe('the case page for a report the server has not seen (issue 24, defect 10)', () => {
  it('answers an unknown well-formed token as a token of an inactive agency: one 404, never cached', async () => {
    const [row] = await server.db.query<{ token: string; agency_id: string }>(
      'select public_token as token, agency_id from reports limit 1',
    );
    expect((await call(server, 'GET', `/api/public/cases/${row?.token}`)).status).toBe(200);

    const pending = await call(server, 'GET', '/api/public/cases/Zx3_q9LmN0pR7sT2uVwXyA');
    expect(pending).toMatchObject({ status: 404, body: { detail: 'NOT_FOUND' } });
    expect(pending.headers.get('cache-control')).toBe('no-store');

    await server.db.query(`update agencies set status = 'Inactive' where id = $1`, [row?.agency_id]);
    try {
      const inactive = await call(server, 'GET', `/api/public/cases/${row?.token}`);
      expect({ status: inactive.status, body: inactive.body }).toEqual({ status: pending.status, body: pending.body });
    } finally {
      await server.db.query(`update agencies set status = 'Active' where id = $1`, [row?.agency_id]);
    }
    expect((await call(server, 'GET', '/api/public/cases/not-a-token')).status).toBe(400);
  });
});
