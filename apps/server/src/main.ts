import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { loadConfigurations } from './configurations/configuration-store.ts';
import { prepareDatabase, UnsafeStartError } from './db/prepare-database.ts';
import { DEMO_CONNECT_AGENCY, DEMO_NEXUS_AGENCY, DEMO_PASSWORD, DEMO_USERS } from './demo/demo-agency.ts';
import { seedDemoIfEmpty } from './demo/seed-demo.ts';
import { demoHistoryShare, readDemoHistoryPlan, seedDemoHistory } from './demo/seed-demo-history.ts';
import { seedNexusAgencyIfMissing } from './demo/seed-nexus-agency.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { backfillListFacts } from './lists/backfill-list-facts.ts';
import { buildWebAppIfAsked, precompressWebAppIfAsked } from './web-build.ts';

const config = readConfig();
const webBuild = buildWebAppIfAsked();
const db = await prepareDatabase(config).catch((error: unknown) => {
  if (!(error instanceof UnsafeStartError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const configurations = loadConfigurations(config.configurationsDir);
const backfilled = await backfillListFacts(db, configurations);
if (backfilled > 0) console.log(`Derived the list facts of ${backfilled} reports stored before them`);
const seeded = config.isDemoEnabled
  ? await seedDemoIfEmpty(db, configurations, new Date(), { history: demoHistoryShare(process.env) })
  : false;
if (config.isDemoEnabled && (await seedNexusAgencyIfMissing(db, configurations))) console.log('Seeded the Nexus demo agency');
await webBuild.catch(async (error: unknown) => {
  console.error((error as Error).message);
  await db.close();
  process.exit(1);
});
const jobs = createJobQueue(db);
const app = await buildApp(db, config, { jobs });
await jobs.prepare(app.log);
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
const history = config.isDemoEnabled ? await readDemoHistoryPlan(db) : null;
if (history && !history.done) {
  // After listening: the first start serves at once while the demo's two past years are added a month at a time.
  console.log("Adding the demo agency's history (two full past years) in the background; the console says when it is done.");
  const started = performance.now();
  seedDemoHistory(db, configurations, { configurationsDir: config.configurationsDir }).then(
    async (added) => {
      const plan = await readDemoHistoryPlan(db);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Demo history seeded: ${added} reports added in ${seconds} s (${plan?.reports ?? added} in all since ${plan?.start.slice(0, 10)})`,
      );
    },
    (error: unknown) => console.error(`Demo history stopped (it resumes at the next start): ${(error as Error).message}`),
  );
}
if (config.devMailboxKey) {
  // The key is in the fragment: the page sends it in a header, so it never reaches a log or a proxy.
  console.log(`Mail is kept in the development mailbox (key new at each start): ${address}/dev/mailbox#key=${config.devMailboxKey}`);
} else if (!config.smtpUrl) console.log('Mail is not sent: set SMTP_URL, or DEV_MAILBOX=1 to keep it in the development mailbox');
// Background jobs (report exports) run in every server process; each job runs once, in whichever process takes it.
// Their workers start once the server serves: a job due at start (on PGlite, in this process) does not hold up the address.
await jobs.start(app.log);
void precompressWebAppIfAsked();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await jobs.stop();
    await db.close();
    process.exit(0);
  });
}
