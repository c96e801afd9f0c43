import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 24, defects 4 and 5, over HTTP: the switches the state record derives from other answers are stored as the
 * rules engine derives them, whatever a modified client sends, on create and on amend.
 */
const example = JSON.parse(readFileSync(new URL('../../../../configurations/examples/california.report.json', import.meta.url), 'utf8'));

let server: TestServer;
let officer: string;
let counter = 0;

function newReport(change: (report: any) => void = () => {}) {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = `DER-${Date.now() % 1e9}-${counter++}`;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  change(report);
  return report;
}

async function createAndRead(report: any) {
  const created = await call(server, 'POST', '/api/reports/', { token: officer, body: report });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const read = await call(server, 'GET', `/api/reports/${report.general_information.incident_number}`, { token: officer });
  return read.body.report;
}

beforeAll(async () => {
  server = await startTestServer();
  officer = (await login(server, 'officer@demo.test')).access_token;
});
afterAll(() => server?.close());

describe("California's 'Stop made during the course of responding to a call for service' (defect 4)", () => {
  it.each([
    ['Call For Service', false, true],
    ['Call For Service', undefined, true],
    ['Officer Pro-active', true, false],
    ['Officer Pro-active', undefined, false],
  ])('a %s report sent with %s is stored with %s', async (type, sent, stored) => {
    const report = await createAndRead(
      newReport((r) => {
        r.general_information.type = type;
        if (sent === undefined) delete r.general_information.state_related.stop.call_for_service;
        else r.general_information.state_related.stop.call_for_service = sent;
      }),
    );
    expect(report.general_information.type).toBe(type);
    expect(report.general_information.state_related.stop.call_for_service).toBe(stored);
  });

  it('follows the type when an amend changes it, even if the amend sends the old answer', async () => {
    const original = newReport((r) => (r.general_information.type = 'Officer Pro-active'));
    await createAndRead(original);
    const amended = structuredClone(original);
    amended.general_information.type = 'Call For Service';
    amended.general_information.state_related.stop.call_for_service = false;
    const number = original.general_information.incident_number;
    const response = await call(server, 'POST', `/api/reports/${number}/amend`, { token: officer, body: amended });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const read = await call(server, 'GET', `/api/reports/${number}`, { token: officer });
    expect(read.body.report.general_information.state_related.stop.call_for_service).toBe(true);
  });
});

describe("California's citizen 'Use of force' (defect 5)", () => {
  it("cannot be stored on with force 'None', nor make 'Was Use Of Force' say Yes", async () => {
    const report = await createAndRead(
      newReport((r) => {
        r.citizens[1].force.force_actions = ['none'];
        r.citizens[1].incident_information.use_of_force = true;
        r.citizens[0].incident_information.use_of_force = true;
        r.general_information.was_use_of_force = true;
      }),
    );
    expect(report.citizens.map((citizen: any) => citizen.incident_information.use_of_force)).toEqual([false, false]);
    expect(report.general_information.was_use_of_force).toBe(false);
  });

  it('is stored on for a citizen with a force action, off for one with None, whatever was sent', async () => {
    const report = await createAndRead(
      newReport((r) => {
        r.citizens[0].incident_information.use_of_force = true;
        r.citizens[1].force.force_actions = ['firearm_pointed', 'handcuffed'];
        delete r.citizens[1].incident_information.use_of_force;
      }),
    );
    expect(report.citizens.map((citizen: any) => citizen.incident_information.use_of_force)).toEqual([false, true]);
    expect(report.general_information.was_use_of_force).toBe(true);
  });
});
