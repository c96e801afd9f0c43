import { expect, type Page, test } from '@playwright/test';
import { logIn as logInThroughForm } from '../support/login.ts';
import { waitForMail } from '../support/mail.ts';

async function logIn(page: Page, email: string) {
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/app\//);
}

/** The report rows the agency list shows now. */
const rows = (page: Page) => page.getByRole('list', { name: 'Reports' }).getByRole('button');

test('a manager scrolls, quick-searches, filters, reads fast facts and downloads the agency reports', async ({ page }) => {
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

  // Fast facts over the whole agency: the demo agency has 360 reports.
  const facts = page.getByRole('region', { name: 'Fast facts' });
  await expect(facts.getByText('Total')).toBeVisible();
  await expect(facts).toContainText('360');

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
  expect(filteredTotal).toBeLessThan(360);

  // Download: the export is mailed with its two files.
  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to my e-mail' }).click();
  await expect(page.getByRole('dialog')).toContainText(/on (its|their) way/i);
  const mail = await waitForMail('manager@demo.test', /export is ready/);
  expect(mail.attachments?.map((file) => file.filename.split('.').pop()).sort()).toEqual(['csv', 'xlsx']);
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
