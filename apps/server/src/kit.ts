/** What tools beside the server (bench/) may use: the database, migrations and bulk loaders. */

export { backfillAnalyticsFacts, refreshAllRollups } from './analytics/analytics-backfill.ts';
export { buildApp } from './app.ts';
export { readConfig } from './config.ts';
export { type ConfigurationStore, loadConfigurations } from './configurations/configuration-store.ts';
export { type Database, openDatabase, textOf } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { syncRoles } from './db/roles.repo.ts';
export { withTenant } from './db/tenant.ts';
export { seedDemoIfEmpty } from './demo/seed-demo.ts';
export { insertBatch as insertDojBatch } from './doj-submission/doj-batches.repo.ts';
export { loadDojCredentialSeal } from './doj-submission/doj-credentials.ts';
export { readAgencyResponses } from './doj-submission/doj-results.job.ts';
export { runDojSend } from './doj-submission/doj-send.job.ts';
export { saveSettings as saveDojSettings } from './doj-submission/doj-settings.repo.ts';
export { domainDojCodec } from './doj-submission/domain-codec.ts';
export { startTestSftpServer } from './doj-submission/test-sftp-server.ts';
export { evaluateAgency } from './early-intervention/early-intervention-evaluation.ts';
export { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
export { LIST_FACTS_VERSION } from './lists/report-list-facts.repo.ts';
export type { Mailer, MailMessage } from './mail/mailer.ts';
export { hashPayload, insertReportBatch, type ReportRow } from './reports/reports.repo.ts';
export { type MailCatcher, startMailCatcher } from './test/mail-catcher.ts';
export { mutationOf } from './test/report-mutations.ts';
