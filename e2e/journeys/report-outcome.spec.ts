import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { expectFitsAndAccessible } from '../support/page-checks.ts';
import { fillCaliforniaReport, openReportPageForOffline, reportOnServer, startNewOnFirstStep } from '../support/report-wizard.ts';

/**
 * Issue 24, defects 8, 10, 11 and 14, as an officer on a phone and a citizen see them: the numbers survive a reload,
 * a filled citizen is removed only once confirmed, the outcome says what was filed, the QR link carries PUBLIC_URL
 * whatever host the phone uses, and the case page of a report still on the device says it will appear once uploaded.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.setTimeout(90_000);

const fact = (page: Page, term: string) => page.locator('.outcome-facts dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('the numbers survive a reload; a filled citizen goes only once Remove is confirmed (defects 14 and 8)', async ({ page }) => {
  await logIn(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/report');
  await startNewOnFirstStep(page);
  await page.getByRole('button', { name: 'Call For Service' }).click();
  const number = page.getByRole('textbox', { name: 'Incident Number', exact: true });
  await number.fill('E2E-KEEP-1');
  // The phone drops the tab while the officer is still on the numbers step.
  await page.waitForTimeout(1500);
  await page.reload();
  await page.getByRole('dialog', { name: 'Continue your report?' }).getByRole('button', { name: 'Continue Report' }).click();
  await fillCaliforniaReport(page);

  // A second citizen, started and then not wanted.
  await page.getByRole('button', { name: 'Add Citizen' }).click();
  const second = page.getByRole('region', { name: 'Citizen 2' });
  await second.getByLabel('Perceived age').fill('40');
  await page.getByRole('button', { name: 'Remove Citizen 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Citizen 1?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(/Its \d+ answers will be deleted from this report\./);
  await expectFitsAndAccessible(page, "'Remove Citizen 1?'");
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(confirm).toBeHidden();
  // Citizen 1 kept: its answered perception is folded to its one-line summary (issue 24).
  await expect(
    page.getByRole('region', { name: 'Citizen 1' }).getByRole('button', { name: /^Perception of the Person Stopped/, expanded: false }),
  ).toContainText('34');

  await page.getByRole('button', { name: 'Remove Citizen 2' }).click();
  await page.getByRole('alertdialog', { name: 'Remove Citizen 2?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(second).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Citizen' })).toBeFocused();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
  await expect(fact(page, 'Incident Number')).toHaveText('E2E-KEEP-1');
  await expect(fact(page, 'Status')).toHaveText('Uploaded to the agency');
  const stored = await reportOnServer(page, 'E2E-KEEP-1');
  expect(stored.status).toBe(200);
  expect(stored.body.report.citizens).toHaveLength(1);
});

test("filed offline on an internal hostname: the outcome says what was filed, the QR link carries PUBLIC_URL, and the citizen's page says the case is on its way (defects 10 and 11)", async ({
  browser,
  page: citizen,
  baseURL,
}) => {
  const publicUrl = new URL(baseURL ?? '').origin;
  // The officer reaches Fieldbook on another name of the same server (an internal or VPN hostname).
  const internal = publicUrl.replace('127.0.0.1', 'localhost');
  expect(internal).not.toBe(publicUrl);
  const context = await browser.newContext({ baseURL: internal, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { sharedUrl?: string | undefined }).sharedUrl = data.url;
      },
    });
  });
  const page = await context.newPage();
  await logIn(page, 'officer2@demo.test');
  await expect(page).toHaveURL(/\/app\//);
  await openReportPageForOffline(page);

  await context.setOffline(true);
  await page.reload();
  await startNewOnFirstStep(page);
  await page.getByRole('button', { name: 'Call For Service' }).click();
  await page.getByRole('textbox', { name: 'Incident Number', exact: true }).fill('E2E-QR-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCaliforniaReport(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report saved' })).toBeVisible();
  await expect(fact(page, 'Incident Number')).toHaveText('E2E-QR-1');
  await expect(fact(page, 'Type')).toHaveText('Call For Service');
  await expect(fact(page, 'Date')).toHaveText(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}$/);
  await expect(fact(page, 'Status')).toHaveText('Saved on this device, not uploaded yet');
  await expect(page.getByText(/The case page will show this case once this device uploads the report/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to follow this case' })).toBeVisible();
  await expectFitsAndAccessible(page, 'outcome, saved on the device');

  await page.getByRole('button', { name: 'Share' }).click();
  const caseUrl = await page.evaluate(() => (window as unknown as { sharedUrl?: string }).sharedUrl ?? '');
  expect(caseUrl).toMatch(new RegExp(`^${publicUrl.replace(/[.]/g, '\\.')}/case/[A-Za-z0-9_-]{22}$`));

  // The citizen scans it before the officer's phone is back online.
  await citizen.goto(caseUrl);
  await expect(citizen.getByRole('heading', { name: 'Your case is not online yet' })).toBeVisible();
  await expect(
    citizen.getByText(
      "This case may still be on the officer's device. It will appear here once the officer's device uploads it. Please try again later.",
    ),
  ).toBeVisible();
  await expect(citizen.getByText('Case not found')).toHaveCount(0);
  await expectFitsAndAccessible(citizen, 'case page, not uploaded yet');

  await context.setOffline(false);
  await expect.poll(async () => (await reportOnServer(page, 'E2E-QR-1')).status, { timeout: 20_000 }).toBe(200);
  await citizen.getByRole('button', { name: 'Try again' }).click();
  await expect(citizen.getByRole('heading', { name: 'Your case', level: 1 })).toBeVisible();
  await expect(citizen.getByText('E2E-QR-1')).toBeVisible();
  await context.close();
});
