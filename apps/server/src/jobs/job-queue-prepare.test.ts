import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createJobQueue, type JobLog, type JobQueue } from './job-queue.ts';

const quietLog: JobLog = { info() {}, error() {} };
const QUEUE = 'prepare-test';

let server: TestServer;
let jobs: JobQueue;
const ran: number[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  jobs = createJobQueue(server.db, { pollingSeconds: 0.5 });
  jobs.define<{ n: number }>(
    { name: QUEUE, retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
    async (data) => {
      ran.push(data.n);
    },
  );
});
afterAll(async () => {
  await jobs?.stop();
  await server?.close();
});

describe('a job queue prepared before the server listens (main.ts), its workers started after', () => {
  it('takes jobs once prepared and runs none until started', async () => {
    await jobs.prepare(quietLog);
    expect(jobs.isRunning).toBe(false);
    await jobs.send(QUEUE, { n: 1 });
    // Two polling intervals and more: a worker would have taken it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran).toEqual([]);
    await jobs.start(quietLog);
    expect(jobs.isRunning).toBe(true);
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual([1]);
  });
});
