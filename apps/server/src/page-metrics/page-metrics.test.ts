import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => ({ token: tokens[who] as string });
const send = (body: unknown, who = 'officer') => call(server, 'POST', '/api/metrics/page-loads', { ...as(who), body });

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['owner', 'manager', 'officer']) tokens[who] = (await login(server, `${who}@demo.test`)).access_token;
});
afterAll(() => server?.close());

describe('page-load metrics', () => {
  it('stores a load as its route pattern and duration only, and refuses addresses with ids, extra fields and strangers', async () => {
    expect((await send({ route: '/app/analytics/workspaces/:workspaceId', duration_ms: 850 })).status).toBe(204);
    for (const body of [
      { route: '/app/analytics/workspaces/0b6f1c1e-4f7e-4d7a-9d1c-1d1e1f1a1b1c', duration_ms: 10 },
      { route: '/app/report', duration_ms: -1 },
      { route: '/app/report', duration_ms: 10, email: 'officer@demo.test' },
    ])
      expect((await send(body)).status, JSON.stringify(body)).toBe(400);
    expect((await call(server, 'POST', '/api/metrics/page-loads', { body: { route: '/app/report', duration_ms: 5 } })).status).toBe(401);
    const columns = await server.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'page_load_metrics' order by ordinal_position`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(['agency_id', 'route', 'duration_ms', 'recorded_at']);
    const rows = await server.db.query<{ route: string; duration_ms: number }>('select route, duration_ms from page_load_metrics');
    expect(rows).toEqual([{ route: '/app/analytics/workspaces/:workspaceId', duration_ms: 850 }]);
  });

  it('shows the owner the median and 95th percentile per route; others may not read them', async () => {
    for (const duration of [100, 200, 300, 400, 1000])
      expect((await send({ route: '/app/report', duration_ms: duration }, 'manager')).status).toBe(204);
    expect((await call(server, 'GET', '/api/metrics/page-loads', as('manager'))).status).toBe(403);
    const figures = await call(server, 'GET', '/api/metrics/page-loads', as('owner'));
    expect(figures.status).toBe(200);
    expect(figures.body).toContainEqual({ route: '/app/report', count: 5, p50_ms: 300, p95_ms: 880 });
    expect(figures.body).toContainEqual({ route: '/app/analytics/workspaces/:workspaceId', count: 1, p50_ms: 850, p95_ms: 850 });
  });
});
