import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn as logInThroughForm } from '../support/login.ts';

/**
 * The analytics dashboard (analytics.md §2-§9) against the demo agency: a manager filters, keeps favourites, opens a
 * map full screen and downloads a widget; an officer sees their own reports through the Source filter; the owner of
 * the Connect agency is offered the upgrade.
 */

async function logIn(page: Page, email: string) {
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/app\//);
}

/** The dashboard after its loader: at least 3 s, then 'Done!' for 3 s (analytics.md §4). */
async function waitForWidgets(page: Page) {
  await expect(page.getByRole('heading', { name: 'My Favourites' })).toBeVisible({ timeout: 20_000 });
}

const chips = (page: Page) => page.getByRole('list', { name: 'Filters applied' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const titlesIn = (region: Locator) =>
  region.getByRole('article').evaluateAll((cards) => cards.map((card) => card.querySelector('h4')?.textContent ?? ''));

async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^Filter by \(\d+\)$/ }).click();
  return page.getByRole('dialog', { name: 'Filter by' });
}

/** The Contacts rate card's number: reports in the period. */
async function contactsCount(page: Page): Promise<number> {
  const card = page.getByRole('article', { name: 'Contacts', exact: true });
  return Number(((await card.locator('.rate-card-value strong').textContent()) ?? '').replace(/\D/g, ''));
}

test('a manager filters the dashboard, keeps and reorders favourites, maximises a map and downloads a widget', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'manager@demo.test');
  await page.goto('/app/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Widgets' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/…|Done!/);
  await waitForWidgets(page);
  await expect(chips(page)).toHaveText('Last month');

  // The period: a quarter the periods call offers; Show Results waits for a change.
  let dialog = await openFilters(page);
  await expect(dialog.getByRole('button', { name: 'Show Results' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Quarter' }).check();
  const quarter = (await dialog.getByRole('combobox', { name: 'Quarter' }).locator('option:checked').textContent()) ?? '';
  expect(quarter).toMatch(/^Q[1-4] \d{4}$/);
  const generated = page.waitForRequest((request) => request.url().endsWith('/api/analytics/generate') && request.method() === 'POST');
  await dialog.getByRole('button', { name: 'Show Results' }).click();
  expect((await generated).postDataJSON()).toMatchObject({ period: 'quarter', period_value: expect.stringMatching(/^\d{4}-Q[1-4]$/) });
  await waitForWidgets(page);
  await expect(chips(page)).toHaveText(quarter);
  const quarterContacts = await contactsCount(page);
  expect(quarterContacts).toBeGreaterThan(0);

  // A filter: one area of the agency.
  dialog = await openFilters(page);
  await dialog.getByRole('combobox', { name: 'Area' }).click();
  const area = dialog.getByRole('listbox', { name: 'Area' }).getByRole('option').first();
  const areaName = ((await area.textContent()) ?? '').trim();
  await area.click();
  await dialog.getByRole('button', { name: 'Show Results' }).click();
  await waitForWidgets(page);
  await expect(chips(page).getByText(`Area: ${areaName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter by (2)' })).toBeVisible();
  expect(await contactsCount(page)).toBeLessThanOrEqual(quarterContacts);

  // Favourites: two larger widgets of the suggestions, added through 'More Options', kept on the server.
  const suggested = section(page, 'Suggested');
  const candidates = suggested.locator('.widget-card:not(.is-rate_card):not(.is-ranking_card):not(.is-doughnut)');
  const first = ((await candidates.nth(0).locator('h4').textContent()) ?? '').trim();
  const second = ((await candidates.nth(1).locator('h4').textContent()) ?? '').trim();
  for (const title of [first, second]) {
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/analytics/me/settings') && response.request().method() === 'PUT',
    );
    await suggested.getByRole('article', { name: title, exact: true }).getByRole('button', { name: 'More Options' }).click();
    await page.getByRole('menuitem', { name: 'Add' }).click();
    expect((await saved).ok()).toBe(true);
  }
  const favourites = section(page, 'My Favourites');
  await expect.poll(() => titlesIn(favourites)).toEqual([first, second]);

  // Reorder by keyboard, then back by drag and drop.
  await favourites.getByRole('button', { name: `Move ${second} earlier` }).press('Enter');
  await expect.poll(() => titlesIn(favourites)).toEqual([second, first]);
  await favourites
    .getByRole('article', { name: first, exact: true })
    .dragTo(favourites.getByRole('article', { name: second, exact: true }));
  await expect.poll(() => titlesIn(favourites)).toEqual([first, second]);
  const stored = await page.evaluate(
    () => Object.entries(localStorage).find(([key]) => key.startsWith('fieldbook.analytics-favourites'))?.[1],
  );
  expect(JSON.parse(stored ?? '[]')).toHaveLength(2);
  await page.reload();
  await waitForWidgets(page);
  await expect.poll(() => titlesIn(section(page, 'My Favourites'))).toEqual([first, second]);

  // A map full screen, and back.
  const map = page.getByRole('article', { name: 'Contact locations', exact: true });
  await map.getByRole('button', { name: 'Maximise' }).click();
  const full = page.getByRole('dialog', { name: 'Contact locations' });
  await expect(full).toBeVisible();
  const box = await full.boundingBox();
  expect(box?.width).toBeGreaterThan((page.viewportSize()?.width ?? 0) - 20);
  await full.getByRole('button', { name: 'Minimise' }).click();
  await expect(full).toBeHidden();

  // Download (BETA): a PNG at 2x named after the dates, the widget id and its title.
  const card = page.getByRole('article', { name: 'Contacts', exact: true });
  await card.scrollIntoViewIfNeeded();
  const cardBox = await card.boundingBox();
  await card.getByRole('button', { name: 'More Options' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download (BETA)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}_kpi_contacts_Contacts\.png$/);
  const png = readFileSync((await download.path()) as string);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(Math.ceil((cardBox?.width ?? 0) * 2));
});

test('an officer sees their own reports: the Source filter instead of the officer filter, and no calendar periods', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const manager = await browser.newPage();
  await logIn(manager, 'manager@demo.test');
  await manager.goto('/app/analytics');
  await waitForWidgets(manager);
  const agencyContacts = await contactsCount(manager);
  await manager.close();

  const periodsCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/periods')) periodsCalls.push(request.url());
  });
  await logIn(page, 'officer@demo.test');
  await page.goto('/app/analytics');
  await waitForWidgets(page);
  await expect(chips(page).getByText('My Reports')).toBeVisible();
  const ownContacts = await contactsCount(page);
  expect(ownContacts).toBeLessThan(agencyContacts);

  const dialog = await openFilters(page);
  await expect(dialog.getByRole('group', { name: 'Source' }).getByRole('radio', { name: 'My Reports' })).toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Officer' })).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: 'Quarter' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'All Reports' }).check();
  const generated = page.waitForRequest((request) => request.url().endsWith('/api/analytics/generate'));
  await dialog.getByRole('button', { name: 'Show Results' }).click();
  expect((await generated).postDataJSON()).toMatchObject({ filters: { officers: { officer_information: { source: 'all' } } } });
  await waitForWidgets(page);
  await expect(chips(page).getByText('All Reports')).toBeVisible();
  expect(await contactsCount(page)).toBeGreaterThanOrEqual(ownContacts);
  expect(await contactsCount(page)).toBeLessThan(agencyContacts);
  expect(periodsCalls).toEqual([]);
});

test('the owner of the Connect agency is offered the upgrade to Analytics', async ({ page }) => {
  await logInThroughForm(page, 'connect-owner@demo.test');
  await expect(page).toHaveURL(/\/app\/business-card/);
  await page.goto('/app/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Activate Analytics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/app/plan-upgrade');
  await expect(page.getByRole('heading', { name: 'My Widgets' })).toHaveCount(0);
});
