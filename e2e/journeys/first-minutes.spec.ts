import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';

/**
 * What a buyer meets in the first five minutes (issue 27): the dashboard's filter chips and Manage Widgets as a person
 * sees them in Chromium, where layout (not a component test) decides whether they work.
 */
test.setTimeout(90_000);

async function openDashboard(page: Page, email: string) {
  await logIn(page, email);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/analytics/contacts');
  await expect(page.getByRole('heading', { name: 'My Favourites' })).toBeVisible({ timeout: 30_000 });
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every × the bar shows, in the row or behind '+N', is on top where it is drawn (a click there reaches it). */
async function expectEveryRemoveReachable(page: Page) {
  const more = page.getByRole('button', { name: /^\d+ more filters?$/ });
  if (await more.isVisible()) await more.click();
  const removes = page.locator('.filter-bar').getByRole('button', { name: /^Remove / });
  expect(await removes.count()).toBeGreaterThan(0);
  for (const remove of await removes.all()) {
    const isOnTop = await remove.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(isOnTop, `${await remove.getAttribute('aria-label')} can be reached`).toBe(true);
  }
}

/** No chip of the row lies under 'Filter by (N)'. */
async function expectChipsBesideFilterBy(page: Page) {
  const filterBy = await box(page.getByRole('button', { name: /^Filter by \(\d+\)$/ }));
  for (const chip of await page.getByRole('list', { name: 'Filters applied' }).getByRole('listitem').all())
    expect(overlaps(await box(chip), filterBy), `${await chip.textContent()} is under 'Filter by'`).toBe(false);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the officer's two default chips stay beside 'Filter by (2)' or fold into '+1', and their × can be reached", async ({ page }) => {
    await openDashboard(page, 'officer@demo.test');
    await expect(page.getByRole('button', { name: 'Filter by (2)' })).toBeVisible();
    await expectChipsBesideFilterBy(page);
    await expectEveryRemoveReachable(page);
  });
});

/** Presses Tab (Shift+Tab when `isBackwards`) as a keyboard user moves through the page, until `target` has the focus. */
async function tabTo(page: Page, target: Locator, isBackwards = false) {
  for (let pressed = 0; pressed < 20; pressed++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(isBackwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${await target.getAttribute('aria-label')} is not reached by the keyboard`);
}

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a manager's four chips all show, beside 'Filter by (4)' or behind '+N', and each × works from the keyboard", async ({ page }) => {
    await openDashboard(page, 'manager@demo.test');
    // Period, officer, area and tag, as a manager sets them in 'Filter by'.
    await page.getByRole('button', { name: 'Filter by (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter by' });
    await dialog.getByRole('radio', { name: 'Quarter' }).check();
    await dialog.getByRole('combobox', { name: 'Officer name' }).fill('Jordan');
    await dialog.getByRole('option', { name: /^Jordan Lee/ }).click();
    const pickFirst = async (label: string) => {
      await dialog.getByRole('combobox', { name: label }).click();
      const option = dialog.getByRole('listbox', { name: label }).getByRole('option').first();
      const name = ((await option.textContent()) ?? '').trim();
      await option.click();
      return name;
    };
    const area = await pickFirst('Area');
    const tag = await pickFirst('Agency Tags');
    await dialog.getByRole('button', { name: 'Show Results' }).click();
    await expect(page.getByRole('heading', { name: 'My Favourites' })).toBeVisible({ timeout: 30_000 });
    const filterBy = page.getByRole('button', { name: /^Filter by \(\d+\)$/ });
    await expect(filterBy).toHaveText('Filter by (4)');

    // Every chip shows: in the row beside 'Filter by (4)', or in the list '+N' opens.
    const removable = ['Officer: Jordan Lee', `Area: ${area}`, `Agency Tags: ${tag}`];
    await expectChipsBesideFilterBy(page);
    await expectEveryRemoveReachable(page);
    const bar = page.locator('.filter-bar');
    for (const label of removable) await expect(bar.getByRole('listitem').filter({ hasText: label })).toBeVisible();
    const more = page.getByRole('button', { name: /^\d+ more filters?$/ });
    if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'true') await more.click();

    // Each ×, reached with the keyboard from 'Filter by' and pressed with Enter, removes its chip alone.
    let count = 4;
    for (const label of removable) {
      const remove = bar.getByRole('button', { name: `Remove ${label}` });
      await filterBy.focus();
      if ((await remove.count()) === 0) {
        await tabTo(page, more, true);
        await page.keyboard.press('Enter');
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        await tabTo(page, remove);
      } else {
        await tabTo(page, remove, true);
      }
      await page.keyboard.press('Enter');
      count -= 1;
      await expect(filterBy).toHaveText(`Filter by (${count})`);
      await expect(bar.getByRole('listitem').filter({ hasText: label })).toHaveCount(0);
      await expectChipsBesideFilterBy(page);
    }
    await expect(page.getByRole('list', { name: 'Filters applied' })).toHaveText(/^Q[1-4] \d{4}$/);
  });
});

test("'Manage Widgets' opened before any other dialog lists one widget a row, each checkbox beside its own name", async ({ page }) => {
  await openDashboard(page, 'manager@demo.test');
  await page.getByRole('button', { name: 'Manage Widgets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Widgets' });
  const rows = dialog.locator('label').filter({ has: page.getByRole('checkbox') });
  await expect(rows.nth(3)).toBeVisible();
  let previousBottom = -Infinity;
  for (const row of (await rows.all()).slice(0, 6)) {
    const rowBox = await box(row);
    const checkbox = await box(row.getByRole('checkbox'));
    const name = await box(row.locator('span'));
    expect(rowBox.y, `${await row.textContent()} starts a row of its own`).toBeGreaterThanOrEqual(previousBottom - 1);
    expect(Math.abs(checkbox.y + checkbox.height / 2 - (name.y + name.height / 2)), 'checkbox level with its name').toBeLessThan(
      name.height,
    );
    expect(checkbox.x + checkbox.width, 'checkbox before its name').toBeLessThanOrEqual(name.x);
    previousBottom = rowBox.y + rowBox.height;
  }
});

test('the dashboard opened offline says so and shows the last answer kept on the device, with its date', async ({ page, context }) => {
  await openDashboard(page, 'manager@demo.test');
  const title = (await page.getByRole('article').first().locator('h4').textContent()) ?? '';
  // A fresh page (nothing of the dashboard in memory), then the connection drops and the dashboard is opened again
  // from inside the app (the browser's Back, here told to the router as the browser tells it).
  await page.goto('/app/report');
  await expect(page.getByRole('heading', { name: 'Create Report' })).toBeVisible();
  await context.setOffline(true);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/app/analytics/contacts');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(
    page.getByText(/^You are offline\. This is the last dashboard kept on this device, from \d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('article', { name: title, exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Gathering the reports/)).toHaveCount(0);
  await context.setOffline(false);
});
