/** What tools beside the server (bench/) may use: the database, migrations and bulk loaders. */
export { type Database, openDatabase } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { syncRoles } from './db/roles.repo.ts';
export { seedDemoIfEmpty } from './demo/seed-demo.ts';
export { insertReportBatch, type ReportRow } from './reports/reports.repo.ts';
