import type { Api, AppContext } from '../http/types.ts';
import { registerAuditReviewRoutes } from './audit-review.routes.ts';
import { defineInactiveAccountsJob } from './inactive-accounts.job.ts';
import { registerOwnSessionRoutes } from './own-sessions.routes.ts';
import { registerSystemNoticeRoutes } from './system-notice.routes.ts';

/** Issue 12's oversight: own sessions, the system-use notice, audit review, and the daily inactive-accounts job. */
export function registerOversightRoutes(api: Api, context: AppContext): void {
  registerOwnSessionRoutes(api, context);
  registerSystemNoticeRoutes(api, context);
  registerAuditReviewRoutes(api, context);
  defineInactiveAccountsJob(context.jobs, context.db, api.log);
}
