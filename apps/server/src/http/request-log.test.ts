import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/** One log line per request, with the route pattern, never the URL's values. */
let server: TestServer;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startTestServer({
    config: { logLevel: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(() => server?.close());

describe('the request log', () => {
  it('writes one line per request with method, route pattern, status and time, not the incident number', async () => {
    const token = (await login(server, 'manager@demo.test')).access_token;
    lines.length = 0;
    const answer = await call(server, 'GET', '/api/reports/SECRET-2024-0042', { token });
    expect(answer.status).toBe(404);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      req: { method: 'GET', route: '/api/reports/:incident_number' },
      res: { statusCode: 404 },
      ms: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('SECRET');
    expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
  });
});
