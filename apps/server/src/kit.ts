/** What tools beside the server (bench/) may use: the database, migrations and bulk loaders. */

export { buildApp } from './app.ts';
export { readConfig } from './config.ts';
export { type ConfigurationStore, loadConfigurations } from './configurations/configuration-store.ts';
export { type Database, openDatabase } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { syncRoles } from './db/roles.repo.ts';
export { seedDemoIfEmpty } from './demo/seed-demo.ts';
export { insertReportBatch, type ReportRow } from './reports/reports.repo.ts';
export { mutationOf } from './test/report-mutations.ts';
