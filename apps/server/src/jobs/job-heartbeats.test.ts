import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createJobQueue, type JobLog, type JobQueue } from './job-queue.ts';

const quietLog: JobLog = { info() {}, error() {} };
const QUEUE = 'heartbeat-test';

let server: TestServer;
/** The process whose attempt hangs, and another process (a restarted one) that takes the retry. */
let jobs: JobQueue;
let other: JobQueue;
const attempts: string[] = [];
const completed: string[] = [];
let releaseFirst: () => void = () => {};

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  // Beats far apart (a dead process never beats again): the test ages the beat itself, as a minute of silence would.
  const queue = () =>
    createJobQueue(server.db, { pollingSeconds: 0.5, retryDelaySeconds: 1, heartbeatSeconds: 600, stalledAfterSeconds: 30 });
  jobs = queue();
  other = queue();
  for (const each of [jobs, other])
    each.define<{ n: number }>(
      { name: QUEUE, retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 * 60 },
      async (_data, job) => {
        attempts.push(job.id);
        // The first attempt hangs, as one whose process was killed would (it never ends on its own).
        if (attempts.length === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
        completed.push(job.id);
      },
    );
  await jobs.start(quietLog);
});
afterAll(async () => {
  releaseFirst();
  await Promise.all([jobs?.stop(), other?.stop()]);
  await server?.close();
});

const jobState = async (id: string) =>
  (await server.db.query<{ state: string }>('select state::text from pgboss.job where id = $1', [id]))[0]?.state;

describe('job attempts that stop beating', () => {
  it('leaves an attempt that still beats alone, and retries at once one that stopped, instead of at the expiry', async () => {
    const id = await jobs.send(QUEUE, { n: 1 });
    await expect.poll(() => attempts.length, { timeout: 20_000 }).toBe(1);
    await other.start(quietLog);
    expect(await other.failStalledAttempts()).toBe(0);
    expect(await jobState(id)).toBe('active');

    // A minute without a beat: the process holding the attempt is gone.
    await server.db.query(`update job_heartbeats set beat_at = now() - interval '2 minutes' where job_id = $1`, [id]);
    expect(await other.failStalledAttempts()).toBe(1);
    await expect.poll(() => attempts.length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => jobState(id), { timeout: 20_000 }).toBe('completed');
    expect(completed).toEqual([id]);
    // The retry's own beat was removed at its end; nothing is left to fail.
    expect(await server.db.query('select 1 from job_heartbeats where job_id = $1', [id])).toEqual([]);
    expect(await other.failStalledAttempts()).toBe(0);
  });
});
