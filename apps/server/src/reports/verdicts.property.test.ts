import { randomUUID } from 'node:crypto';
import { validateReport } from '@fieldbook/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadConfigurations } from '../configurations/configuration-store.ts';
import { DEMO_AGENCY } from '../demo/demo-agency.ts';
import { mutationOf } from '../test/report-mutations.ts';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

const config = loadConfigurations(readConfig({}).configurationsDir).get(DEMO_AGENCY.configuration_file);
let server: TestServer;
let token: string;
let valid: Record<string, unknown>[];

beforeAll(async () => {
  server = await startTestServer();
  token = (await login(server, 'officer@demo.test')).access_token;
  valid = (
    await server.db.query<{ payload: Record<string, unknown> }>('select payload from reports order by incident_date desc limit 40')
  ).map((row) => row.payload);
});
afterAll(() => server?.close());

describe("the browser's verdict and the server's are the same", () => {
  it('for generated mutations of valid California reports', async () => {
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 39 }), mutationOf(), async (pick, mutate) => {
        const report = structuredClone(valid[pick] ?? {}) as any;
        report.id = randomUUID();
        report.general_information.incident_number = `P-${randomUUID().slice(0, 8)}`;
        mutate(report);
        const browser = validateReport(report, { config, timeZone: DEMO_AGENCY.timezone, now: new Date(), mode: 'create' });
        const response = await call(server, 'POST', '/api/reports/', { token, body: report });
        if (browser.issues.length === 0) {
          accepted++;
          expect([201, 400]).toContain(response.status);
          // The only refusal the browser cannot foresee: the number already used in the agency.
          if (response.status === 400) expect(response.body.detail).toBe('CREATED_REPORT_ALREADY_EXISTS');
        } else {
          refused++;
          expect(response.status).toBe(400);
          expect(response.body).toEqual({ detail: 'VALIDATION_ERROR', errors: browser.issues });
        }
      }),
      { numRuns: 150, seed: 3290 },
    );
    // Both verdicts occur, so the property says something.
    expect(accepted).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
  });
});
