import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn as logInThroughForm } from '../support/login.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { findSeriousViolations } from '../support/page-checks.ts';
import { acknowledgeSystemUseNoticeWhenShown } from '../support/system-use-notice.ts';
import { skipWelcomeTourWhenShown } from '../support/welcome-tour.ts';

async function logIn(page: Page, email: string) {
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/app\//);
}

/** The report rows the agency list shows now. */
const rows = (page: Page) => page.getByRole('list', { name: 'Reports' }).getByRole('button');

/**
 * The mailed link opened as a mail client does, in a new tab with no session, on a 360 px phone: login brings the
 * manager back to the export, whose CSV downloads under its name.
 */
async function downloadThroughMailedLink(browser: Browser, link: string, reportCount: number) {
  const tab = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await skipWelcomeTourWhenShown(tab);
  await acknowledgeSystemUseNoticeWhenShown(tab);
  await tab.goto(link);
  await expect(tab).toHaveURL(/\/login$/);
  await tab.getByLabel('Email').fill('manager@demo.test');
  await tab.getByLabel('Password').fill(DEMO_PASSWORD);
  await tab.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(tab).toHaveURL(new RegExp(`${link}$`));
  await expect(tab.getByRole('heading', { name: 'Report export' })).toBeVisible();
  await expect(tab.getByText(new RegExp(`${reportCount} reports? in`))).toBeVisible();
  expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await findSeriousViolations(tab)).toEqual([]);

  const downloading = tab.waitForEvent('download');
  await tab.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reports-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.trim().split('\n');
  // A header, then a row per citizen (at least one per report).
  expect(lines.length).toBeGreaterThan(reportCount);
  await expect(tab.getByRole('status')).toHaveText(`${download.suggestedFilename()} was downloaded.`);
}

test('a manager scrolls, quick-searches, filters, reads fast facts and downloads the agency reports', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await logIn(page, 'manager@demo.test');
  await page.goto('/app/agency-reports/contacts');
  await expect(page.getByRole('heading', { name: 'Agency Reports' })).toBeVisible();

  // Infinite scroll: pages of 10; the end coming within 800 px loads the next through links.next (a tall window may
  // already hold the second page).
  await expect(rows(page).nth(9)).toBeVisible();
  const loaded = await rows(page).count();
  expect(loaded % 10).toBe(0);
  await rows(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(loaded);

  // Fast facts over the whole agency: the demo agency's reports (360 in its last year at least), and those earlier journeys filed; the two contact
  // types add up to the total.
  const facts = page.getByRole('region', { name: 'Fast facts' });
  await expect(facts.getByText('Total')).toBeVisible();
  const figure = async (label: string) =>
    // Thousands are grouped ('3,412').
    Number(/([\d,]+)$/.exec((await facts.getByText(label, { exact: true }).locator('..').textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  await expect.poll(() => figure('Total')).toBeGreaterThanOrEqual(360);
  const total = await figure('Total');
  expect((await figure('Call For Service')) + (await figure('Officer Pro-active'))).toBe(total);

  // Quick search by an incident number finds that report alone.
  const number = (await rows(page).nth(3).locator('.report-list-number').textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  await page.getByRole('combobox', { name: 'Quick search' }).fill(number);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(number);
  // Fast facts follow the quick search: that one report.
  await expect(facts.locator('.fast-fact', { hasText: 'Total' }).locator('dd')).toHaveText('1');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(10);

  // Advanced search: contact type and a citizen field.
  await page.getByRole('switch', { name: /Advanced search/ }).click();
  const panel = page.getByRole('form', { name: 'Advanced search' });
  await panel
    .getByRole('group', { name: /^Contact type/ })
    .getByLabel('Officer Pro-active')
    .check();
  await panel.getByRole('combobox', { name: /^Perceived race or ethnicity/ }).fill('Black');
  await page.getByRole('option', { name: /Black/ }).first().click();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText('Officer Pro-active');
  const filteredTotal = Number(
    ((await facts.locator('.fast-fact', { hasText: 'Total' }).locator('dd').textContent()) ?? '').replace(/\D/g, ''),
  );
  expect(filteredTotal).toBeGreaterThan(0);
  expect(filteredTotal).toBeLessThan(total);

  // Download: the export is mailed. The journeys' server attaches nothing (EXPORT_ATTACHMENT_LIMIT_BYTES=1): the mail
  // links to the app's download page, where the files need the requester's own session (issue 23, finding 5).
  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to my e-mail' }).click();
  await expect(page.getByRole('dialog')).toContainText(/on (its|their) way/i);
  const mail = await waitForMail('manager@demo.test', /export is ready/);
  expect(mail.attachments ?? []).toEqual([]);
  const link = linkIn(mail, '/app/exports/');
  await downloadThroughMailedLink(browser, link, filteredTotal);
  // The same link, opened by another member of the agency, shows nothing of it.
  const owner = await (await browser.newContext()).newPage();
  await logInThroughForm(owner, 'owner@demo.test');
  await expect(owner).toHaveURL(/\/app\//);
  await owner.goto(link);
  await expect(owner.getByRole('alert')).toContainText('This export cannot be found');
  await expect(owner.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
});

test('nothing to download says so and queues nothing', async ({ page }) => {
  await logIn(page, 'manager@demo.test');
  await page.goto('/app/agency-reports/contacts');
  await page.getByRole('switch', { name: /Advanced search/ }).click();
  const panel = page.getByRole('form', { name: 'Advanced search' });
  await panel.getByLabel('Age from').fill('120');
  await panel.getByLabel('Age to').fill('120');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No matches')).toBeVisible();
  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to my e-mail' }).click();
  await expect(page.getByRole('dialog', { name: 'No reports to download' })).toContainText(
    'No reports have been found to download either during the given period or by the applied filters.',
  );
});

test('an officer sees the reports they collaborated on', async ({ page }) => {
  await logIn(page, 'officer2@demo.test');
  await page.goto('/app/collaborated-reports');
  await expect(page.getByRole('heading', { name: 'Collaborated Reports' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await rows(page).first().click();
  await expect(page.getByRole('dialog')).toContainText('Incident Number');
});
