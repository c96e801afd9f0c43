import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { loadConfigurations } from './configurations/configuration-store.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { syncRoles } from './db/roles.repo.ts';
import { DEMO_CONNECT_AGENCY, DEMO_NEXUS_AGENCY, DEMO_PASSWORD, DEMO_USERS } from './demo/demo-agency.ts';
import { seedDemoIfEmpty } from './demo/seed-demo.ts';
import { seedNexusAgencyIfMissing } from './demo/seed-nexus-agency.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { backfillListFacts } from './lists/backfill-list-facts.ts';

const config = readConfig();
const db = await openDatabase(config);
await migrate(db);
await syncRoles(db);
const configurations = loadConfigurations(config.configurationsDir);
const backfilled = await backfillListFacts(db, configurations);
if (backfilled > 0) console.log(`Derived the list facts of ${backfilled} reports stored before them`);
const seeded = config.isDemoEnabled ? await seedDemoIfEmpty(db, configurations) : false;
if (config.isDemoEnabled && (await seedNexusAgencyIfMissing(db, configurations))) console.log('Seeded the Nexus demo agency');
const jobs = createJobQueue(db);
const app = await buildApp(db, config, { jobs });
// Background jobs (report exports) run in every server process; each job runs once, in whichever process takes it.
await jobs.start(app.log);
await app.listen({ port: config.port, host: config.host });

const address = `http://localhost:${config.port}`;
console.log(`\nFieldbook is running at ${address} (database: ${db.kind}${seeded ? ', demo data seeded' : ''})`);
if (config.isDemoEnabled) {
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`  ${user.role.padEnd(8)} ${user.email}`);
  console.log(`  owner    ${DEMO_CONNECT_AGENCY.owner.email} (${DEMO_CONNECT_AGENCY.full_name}, Connect plan: try the upgrade)`);
  for (const user of DEMO_NEXUS_AGENCY.users)
    console.log(`  ${user.role.padEnd(8)} ${user.email} (${DEMO_NEXUS_AGENCY.full_name}: workspaces, open on a host containing 'nexus')`);
}
if (!config.smtpUrl && !config.isProduction) console.log(`Mail goes to the development mailbox: ${address}/dev/mailbox`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await jobs.stop();
    await db.close();
    process.exit(0);
  });
}
