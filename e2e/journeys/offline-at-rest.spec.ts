import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { findSeriousViolations } from '../support/page-checks.ts';
import { fillCaliforniaReport, openReportPageForOffline, reportOnServer, startReport } from '../support/report-wizard.ts';

const INCIDENT_NUMBER = 'E2E-REST-1';
/** California collects no citizen names: the officer's free text is where a name would show. */
const CITIZEN_NAME = 'Quintessa Delacroix';
const EXPLANATION = `Dispatch confirmed a felony warrant for ${CITIZEN_NAME} before the stop.`;

interface RawOutbox {
  /** Every store's records as text: strings, and bytes decoded as UTF-8 (plaintext anywhere would show). */
  text: string;
  records: { id: string; state: string; isSealed: boolean }[];
  keys: { email: string; isExtractable: boolean; algorithm: string }[];
}

/** The device database as it lies on disk, read from the page without the app's code. */
function readRawDatabase(page: Page): Promise<RawOutbox> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('fieldbook');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const getAll = (store: string) =>
      new Promise<unknown[]>((resolve) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
      });
    const asText = (value: unknown): string => {
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return new TextDecoder().decode(value as ArrayBuffer);
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      if (Array.isArray(value)) return value.map(asText).join('\n');
      if (value && typeof value === 'object')
        return Object.entries(value)
          .map(([key, item]) => `${key}:${asText(item)}`)
          .join('\n');
      return '';
    };
    const outbox = (await getAll('outbox')) as { id: string; state: string; sealed?: unknown }[];
    const drafts = await getAll('drafts');
    const keys = (await getAll('keys')) as { email: string; key: CryptoKey }[];
    db.close();
    return {
      text: asText([outbox, drafts]),
      records: outbox.map((record) => ({ id: record.id, state: record.state, isSealed: record.sealed !== undefined })),
      keys: keys.map(({ email, key }) => ({ email, isExtractable: key.extractable, algorithm: key.algorithm.name })),
    };
  });
}

test('a report saved offline lies encrypted on the device, then reaches the server exactly once', async ({ page, context }) => {
  // The California form is long: filling it takes most of the default 30 s on a shared 2-core machine.
  test.setTimeout(60_000);
  await logIn(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/app\//);
  await openReportPageForOffline(page);

  await context.setOffline(true);
  await startReport(page, INCIDENT_NUMBER);
  await fillCaliforniaReport(page, EXPLANATION);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report saved' })).toBeVisible();

  const saved = await readRawDatabase(page);
  expect(saved.records).toEqual([{ id: expect.any(String), state: 'pending', isSealed: true }]);
  for (const secret of [CITIZEN_NAME, 'Quintessa', EXPLANATION, '1200 K St', INCIDENT_NUMBER]) expect(saved.text).not.toContain(secret);
  expect(saved.keys).toEqual([{ email: 'officer@demo.test', isExtractable: false, algorithm: 'AES-GCM' }]);
  const reportId = saved.records[0]?.id ?? '';

  await context.setOffline(false);
  await expect.poll(async () => (await reportOnServer(page, INCIDENT_NUMBER)).status, { timeout: 20_000 }).toBe(200);
  const stored = await reportOnServer(page, INCIDENT_NUMBER);
  expect(stored.body.id).toBe(reportId);
  expect(stored.body.versions).toHaveLength(1);
  expect(JSON.stringify(stored.body.report)).toContain(CITIZEN_NAME);
  // The device keeps a sealed receipt; the server holds that id once, in one version.
  await expect.poll(async () => (await readRawDatabase(page)).records.map((record) => record.state), { timeout: 10_000 }).toEqual(['sent']);
  const receipts = await page.evaluate(async (id) => {
    const token = sessionStorage.getItem('fieldbook.access-token');
    const response = await fetch('/api/reports/receipts', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [id] }),
    });
    return response.json();
  }, reportId);
  expect(receipts).toEqual({ receipts: [{ id: reportId, versions: 1 }] });
});

test.describe('storage health on an iPhone in Safari, not added to the Home Screen', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
  });

  test('the pending-uploads dialog shows the storage used, the 80 % warning and the Home Screen note, within 360 px', async ({ page }) => {
    // 85 % of the quota used.
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'estimate', { value: async () => ({ usage: 850_000_000, quota: 1_000_000_000 }) });
    });
    await logIn(page, 'officer@demo.test');
    await page.getByRole('button', { name: /^Pending uploads: 0\. Device storage almost full$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pending uploads' });
    await expect(dialog.getByText('Storage used on this device: 850 MB of 1.0 GB (85 %)')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(/^Device storage is almost full\./);
    await expect(dialog.getByRole('note')).toHaveText(/Safari may erase reports saved on this device after 7 days without a visit/);
    const overflow = await page.evaluate(() => {
      const panel = document.querySelector('.outbox-panel') as HTMLElement;
      return { page: document.documentElement.scrollWidth, panel: panel.scrollWidth - panel.clientWidth };
    });
    expect(overflow).toEqual({ page: 360, panel: 0 });
    expect(await findSeriousViolations(page)).toEqual([]);
  });
});
