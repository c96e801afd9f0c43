import { expect, type Page, test } from '@playwright/test';
import { logIn as logInThroughForm } from '../support/login.ts';
import { fillCaliforniaReport, openReportPageForOffline, reportOnServer, startReport } from '../support/report-wizard.ts';

async function logIn(page: Page, email: string) {
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/app\//);
}

test('an officer files a California report through the wizard and gets the case QR code', async ({ page }) => {
  await logIn(page, 'officer@demo.test');
  await startReport(page, 'E2E-SUBMIT-1');
  await fillCaliforniaReport(page);
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to follow this case' })).toBeVisible();
  const stored = await reportOnServer(page, 'E2E-SUBMIT-1');
  expect(stored.status).toBe(200);
  expect(stored.body.report.general_information.officer_name).toBe('Jordan Lee');
  await page.getByRole('button', { name: 'Create New Report' }).click();
  await expect(page.getByRole('button', { name: 'Call For Service' })).toBeVisible();
});

test('a started report left behind is offered again: Continue your report?', async ({ page }) => {
  await logIn(page, 'officer2@demo.test');
  await startReport(page, 'E2E-DRAFT-1');
  await page.getByRole('button', { name: 'Add Citizen' }).click();
  await page.getByRole('link', { name: 'My Reports' }).click();
  await expect(page.getByText('The report was saved as a draft.')).toBeVisible();
  await page.getByRole('link', { name: 'Create Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Continue your report?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Report' }).click();
  await expect(page.getByRole('region', { name: 'Citizen 1' })).toBeVisible();
});

test('the author amends a report (one more version); an officer of equal rank may not', async ({ page, browser }) => {
  await logIn(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/app\//);
  // An earlier journey (amend-conflict) may have dismissed the amend tour as this officer: 'Show tours again' first, so
  // this amend is the first time again (startReport loads the page anew, reading the settings).
  const restored = await page.evaluate(async () => {
    const token = sessionStorage.getItem('fieldbook.access-token');
    const response = await fetch('/api/users/me/settings/tours/restore', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ app: 'cc' }),
    });
    return response.status;
  });
  expect(restored).toBe(200);
  await startReport(page, 'E2E-AMEND-1');
  await fillCaliforniaReport(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();

  await page.getByRole('link', { name: 'My Reports' }).click();
  await page.getByRole('button', { name: /E2E-AMEND-1/ }).click();
  const amendButton = page.getByRole('button', { name: 'Amend Report' });
  await expect(amendButton).toBeEnabled();
  await amendButton.click();
  await expect(page.getByRole('heading', { name: 'Amend Contact form' })).toBeVisible();
  // The guided tour (id 10 from My Reports) shows its 3 steps the first time.
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Duration').fill('40');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('The report was updated successfully.')).toBeVisible();
  // Issue 13 item 8: My Reports opens at its top, not where the (long) amend form was scrolled to.
  await expect(page.getByRole('heading', { name: 'My Reports' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Report list' }).locator('li button').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const stored = await reportOnServer(page, 'E2E-AMEND-1');
  expect(stored.body.versions).toHaveLength(2);
  expect(stored.body.report.general_information.duration).toBe(40);

  const other = await browser.newPage();
  await logIn(other, 'officer2@demo.test');
  const refused = await reportOnServer(other, 'E2E-AMEND-1');
  expect(refused.status).toBe(403);
  const amendAttempt = await other.evaluate(async (report) => {
    const token = sessionStorage.getItem('fieldbook.access-token');
    const response = await fetch('/api/reports/E2E-AMEND-1/amend', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    return response.status;
  }, stored.body.report);
  expect(amendAttempt).toBe(403);
});

test('offline: the report page reloads with no connection, the report is saved on the device and uploaded once back online', async ({
  page,
  context,
}) => {
  await logIn(page, 'officer@demo.test');
  await openReportPageForOffline(page);

  await context.setOffline(true);
  await page.reload();
  await startReport(page, 'E2E-OFFLINE-1');
  await fillCaliforniaReport(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report saved' })).toBeVisible();
  await expect(
    page.getByText('Your data was saved on this device. Please try uploading it later by clicking the cloud-upload icon above.'),
  ).toBeVisible();
  expect((await reportOnServer(page, 'E2E-OFFLINE-1').catch(() => ({ status: 0 }))).status).toBe(0);

  await context.setOffline(false);
  await expect.poll(async () => (await reportOnServer(page, 'E2E-OFFLINE-1')).status, { timeout: 20_000 }).toBe(200);
  const stored = await reportOnServer(page, 'E2E-OFFLINE-1');
  expect(stored.body.versions).toHaveLength(1);
});

test('the answer is lost after the server stored the report: the retry from the device stores nothing twice', async ({ page }) => {
  await logIn(page, 'manager@demo.test');
  let isFirstUpload = true;
  await page.route('**/api/reports/', async (route) => {
    if (route.request().method() !== 'POST' || !isFirstUpload) return route.continue();
    isFirstUpload = false;
    await route.fetch(); // the server stores the report...
    await route.abort('connectionreset'); // ...and the answer never reaches the phone
  });
  await startReport(page, 'E2E-CUT-1');
  await fillCaliforniaReport(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report saved' })).toBeVisible();

  const outboxSize = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('fieldbook');
          open.onsuccess = () => {
            // Uploaded reports stay as 'sent' receipts (G7): count what still waits.
            const all = open.result.transaction('outbox').objectStore('outbox').getAll();
            all.onsuccess = () => resolve(all.result.filter((entry) => entry.state !== 'sent').length);
          };
        }),
    );
  await expect.poll(outboxSize, { timeout: 20_000 }).toBe(0);
  const stored = await reportOnServer(page, 'E2E-CUT-1');
  expect(stored.status).toBe(200);
  expect(stored.body.versions).toHaveLength(1);
  expect(isFirstUpload).toBe(false);
});

test('My Reports on a map: a marker opens its report', async ({ page }) => {
  await logIn(page, 'officer2@demo.test');
  await page.getByRole('link', { name: 'My Reports' }).click();
  await page.getByRole('button', { name: 'Map' }).click();
  const map = page.getByRole('region', { name: 'Map of reports' });
  const single = map.getByRole('button', { name: /^Report / }).first();
  await expect(single).toBeVisible();
  // The demo's stops gather around hot spots, so markers overlap: the marker is pressed from the keyboard, not by where
  // it is drawn (another marker may lie on top of it).
  await single.press('Enter');
  await expect(page.getByRole('heading', { name: 'Contact Report' })).toBeVisible();
});

test('an incident number used in another report: Edit Incident Number, then the report is sent again', async ({ page }) => {
  await logIn(page, 'officer@demo.test');
  await startReport(page, 'E2E-DUP-1');
  await fillCaliforniaReport(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();

  await startReport(page, 'E2E-DUP-1');
  await fillCaliforniaReport(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Incident Number' });
  await expect(dialog).toContainText(
    'The following Incident Number was used in another report. To submit this report correctly, edit the number down below.',
  );
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Incident Number').fill('E2E-DUP-2');
  await save.click();
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
  expect((await reportOnServer(page, 'E2E-DUP-2')).status).toBe(200);
});
