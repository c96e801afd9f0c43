import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import { beginHeartbeat, HEARTBEAT_SECONDS, STALLED_AFTER_SECONDS, takeStalledAttempts } from './job-heartbeats.ts';
import { pgBossDb } from './pg-boss-db.ts';

/** The logger jobs write to (Fastify's satisfies it). Never personal data: ids, counts and error kinds only. */
export interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** A queue and how its jobs are retried (pg-boss queue options), or run on a schedule. */
export interface QueueDefinition {
  name: string;
  /** Retries after the first attempt. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Delays double from one retry to the next (with jitter). */
  retryBackoff: boolean;
  /** An attempt still running after this long is failed (and retried). */
  expireInSeconds: number;
  /** Where a job goes when its last attempt failed. */
  deadLetter?: string;
  /** A cron expression (UTC) when the queue also runs on a schedule. */
  cron?: string;
}

export type JobHandler<Data> = (data: Data, job: { id: string }) => Promise<void>;

export interface JobQueue {
  /** Declares a queue and its handler; before `start`. */
  define<Data extends object>(queue: QueueDefinition, handler: JobHandler<Data>): void;
  /**
   * Installs or upgrades pg-boss's schema and creates the queues (jobs can be sent from then on, and the schedules add
   * theirs), without running any: main.ts does this before listening and starts the workers once it serves, so a job
   * due at start (a minute's rollups after the demo's history) does not hold up the first requests on PGlite.
   */
  prepare(log: JobLog): Promise<void>;
  /** Prepares the queue when not yet, and starts polling the queues. */
  start(log: JobLog): Promise<void>;
  /** Stops polling, waits for the jobs in hand (up to 30 s), and for the queue's own statements in flight. */
  stop(): Promise<void>;
  /** Adds a job; durable once this resolves, whether or not a worker runs now. */
  send<Data extends object>(queue: string, data: Data, options?: { id?: string }): Promise<string>;
  /**
   * Fails the jobs whose attempt stopped beating (its process died), so pg-boss retries them now rather than at the
   * queue's expiry; answers how many. Running workers call it on their own every few heartbeats.
   */
  failStalledAttempts(): Promise<number>;
  readonly isRunning: boolean;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5). */
  pollingSeconds?: number;
  /** Overrides every queue's retry delay (tests, so a retried job does not wait half a minute). */
  retryDelaySeconds?: number;
  /** How often an attempt in hand beats, and after how long a silent one counts as dead (tests shorten them). */
  heartbeatSeconds?: number;
  stalledAfterSeconds?: number;
}

/** What a failure says, without its message: messages can carry addresses or values (mail and database errors). */
function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return 'Error';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? `${error.name} (${code})` : error.name;
}

/**
 * Durable jobs in PostgreSQL through pg-boss: a job survives a restart (it is a row until completed), is retried with
 * backoff, and runs off the request path. `send` works whether or not this process runs the workers (it only inserts),
 * so a stopped worker loses nothing: the next `start`, here or in another process, picks the job up.
 */
export function createJobQueue(db: Database, options: JobQueueOptions = {}): JobQueue {
  const adapter = pgBossDb(db);
  const pollingIntervalSeconds = options.pollingSeconds ?? 2;
  const sender = new PgBoss({ db: adapter });
  const definitions = new Map<string, { queue: QueueDefinition; handler: JobHandler<object> }>();
  const workerIds = new Map<string, string>();
  const heartbeatSeconds = options.heartbeatSeconds ?? HEARTBEAT_SECONDS;
  const stalledAfterSeconds = options.stalledAfterSeconds ?? STALLED_AFTER_SECONDS;
  let runner: PgBoss | null = null;
  let reaper: ReturnType<typeof setInterval> | null = null;
  /** Whether this process's workers poll the queues (start), not only the queues prepared. */
  let isWorking = false;
  let runnerLog: JobLog | null = null;

  async function failStalledAttempts(): Promise<number> {
    const boss = runner ?? sender;
    let failed = 0;
    for (const attempt of await takeStalledAttempts(db, stalledAfterSeconds)) {
      const job = await boss.getJobById(attempt.queue, attempt.job_id);
      // pg-boss may have started a later attempt already (after its own expiry): that one is alive, leave it.
      if (job?.state !== 'active' || job.startedOn.getTime() > attempt.started_at.getTime()) continue;
      await boss.fail(attempt.queue, attempt.job_id, { error: 'the attempt stopped (its server process ended)' });
      runnerLog?.info({ queue: attempt.queue, jobId: attempt.job_id }, 'stalled job attempt failed, to be retried');
      failed += 1;
    }
    return failed;
  }

  async function createQueues(boss: PgBoss): Promise<void> {
    // Dead-letter queues first: a queue names its dead letter by foreign key.
    const ordered = [...definitions.values()].sort((a, b) => Number(Boolean(a.queue.deadLetter)) - Number(Boolean(b.queue.deadLetter)));
    for (const { queue } of ordered) {
      const settings: PgBoss.Queue = {
        name: queue.name,
        retryLimit: queue.retryLimit,
        retryDelay: options.retryDelaySeconds ?? queue.retryDelaySeconds,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds,
        ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
      };
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, settings);
      else await boss.createQueue(queue.name, settings);
    }
  }

  async function startWorkers(boss: PgBoss, log: JobLog): Promise<void> {
    for (const { queue, handler } of definitions.values()) {
      const id = await boss.work<object>(queue.name, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        if (!job) return;
        const endHeartbeat = await beginHeartbeat(db, queue.name, job.id, heartbeatSeconds);
        try {
          await handler(job.data, { id: job.id });
        } catch (error) {
          const kind = errorKind(error);
          log.error({ queue: queue.name, jobId: job.id, error: kind }, 'job attempt failed');
          // pg-boss keeps what a job threw: keep the kind only.
          throw new Error(kind);
        } finally {
          await endHeartbeat();
        }
      });
      workerIds.set(queue.name, id);
      if (queue.cron) await boss.schedule(queue.name, queue.cron);
    }
  }

  async function prepare(log: JobLog): Promise<void> {
    if (runner) return;
    const boss = new PgBoss({ db: adapter, pollingIntervalSeconds, supervise: true, schedule: true, migrate: true });
    boss.on('error', (error) => log.error({ error: errorKind(error) }, 'job queue error'));
    await boss.start();
    await createQueues(boss);
    runner = boss;
    runnerLog = log;
  }

  return {
    define(queue, handler) {
      definitions.set(queue.name, { queue, handler: handler as JobHandler<object> });
    },
    prepare,
    async start(log) {
      await prepare(log);
      if (!runner || isWorking) return;
      isWorking = true;
      await startWorkers(runner, log);
      reaper = setInterval(() => {
        failStalledAttempts().catch((error: unknown) => log.error({ error: errorKind(error) }, 'stalled job check failed'));
      }, heartbeatSeconds * 3000);
      reaper.unref();
    },
    async stop() {
      const boss = runner;
      if (!boss) return;
      runner = null;
      isWorking = false;
      workerIds.clear();
      if (reaper) clearInterval(reaper);
      reaper = null;
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      await adapter.settled();
    },
    async send(queue, data, sendOptions = {}) {
      const id = await sender.send(queue, data, sendOptions);
      if (!id) throw new Error(`the job was not added to ${queue}`);
      // A worker in this process starts it now instead of at its next poll.
      const workerId = workerIds.get(queue);
      if (runner && workerId) runner.notifyWorker(workerId);
      return id;
    },
    failStalledAttempts,
    get isRunning() {
      return isWorking;
    },
  };
}
