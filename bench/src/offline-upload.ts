import { randomUUID } from 'node:crypto';
import { DEMO_AGENCY, generateReports } from '@fieldbook/server/demo';
import { launchChromium, logInOfficer, startBenchServer } from './bench-browser.ts';

/**
 * 1,000 reports saved on the device (IndexedDB outbox, as the wizard leaves them offline), then the connection
 * comes back: how long until the browser has uploaded them all, and are they all on the server exactly once?
 */
export async function benchOfflineUpload(count = 1000): Promise<void> {
  const server = await startBenchServer();
  const { db, authors, configurations, url } = server;
  const officer = authors.find((author) => author.officer_id === 'DPD-0217') ?? authors[0];
  if (!officer) throw new Error('no demo officer');
  const reports = [
    ...generateReports({
      configuration: configurations.get(DEMO_AGENCY.configuration_file),
      timeZone: DEMO_AGENCY.timezone,
      authors: [officer],
      count,
      seed: 99,
      now: new Date(),
      days: 20,
      centre: DEMO_AGENCY.centre,
    }),
  ].map((generated, index) => {
    const report = { ...generated.payload, id: randomUUID() } as Record<string, any>;
    report.general_information = { ...report.general_information, incident_number: `OFF-${index}` };
    return report;
  });

  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await logInOfficer(page, url);
    await page.context().setOffline(true);
    await page.evaluate(async (entries) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('fieldbook');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const transaction = database.transaction('outbox', 'readwrite');
      const store = transaction.objectStore('outbox');
      const savedAt = new Date().toISOString();
      for (const report of entries) {
        store.put({
          kind: 'create',
          report,
          email: 'officer@demo.test',
          id: report.id,
          saved_at: savedAt,
          attempts: 0,
          last_error: null,
          state: 'pending',
          next_attempt_at: null,
          revision: 1,
        });
      }
      await new Promise((resolve) => {
        transaction.oncomplete = resolve;
      });
    }, reports);

    const started = performance.now();
    await page.context().setOffline(false);
    const left = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('fieldbook');
            open.onsuccess = () => {
              // Uploaded reports stay on the device as 'sent' receipts (G7): count what still waits.
              const store = open.result.transaction('outbox').objectStore('outbox');
              const all = store.count();
              const sent = store.index('by-email-state').count(['officer@demo.test', 'sent']);
              // Requests of one transaction complete in order: `all` has its answer by now.
              sent.onsuccess = () => resolve(all.result - sent.result);
            };
          }),
      );
    let remaining = count;
    while (remaining > 0 && performance.now() - started < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      remaining = await left();
    }
    const seconds = (performance.now() - started) / 1000;
    const [stored] = await db.query<{ n: number; distinct_ids: number }>(
      `select count(*)::int as n, count(distinct id)::int as distinct_ids from reports where incident_number like 'OFF-%'`,
    );
    console.log(
      `offline upload: ${count} reports saved on the device uploaded in ${seconds.toFixed(1)} s (budget 30 s); ` +
        `on the server ${stored?.n} (distinct ids ${stored?.distinct_ids}), left on the device ${remaining}`,
    );
    if (remaining > 0 || stored?.n !== count) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}
