import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TokenSigner } from '../accounts/tokens.ts';
import type { ServerConfig } from '../config.ts';
import type { ConfigurationStore } from '../configurations/configuration-store.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { createAuthenticate } from './authenticate.ts';

export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every area's routes are given. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  signer: TokenSigner;
  configurations: ConfigurationStore;
  authenticate: ReturnType<typeof createAuthenticate>;
  mailer: Mailer;
  /** Durable background jobs (pg-boss); main.ts and the test server start and stop its workers. */
  jobs: JobQueue;
}
