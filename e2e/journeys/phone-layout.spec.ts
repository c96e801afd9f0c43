import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { startNewOnFirstStep } from '../support/report-wizard.ts';

/**
 * What an officer hits on a phone (issue 13): every screen fits a 360 px wide screen without horizontal scrolling,
 * the top bar shows the mark, agency and user uncut with 'Log out' in the menu (issue 27), and the report viewer's version picker is a labelled, touch-sized control.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const TOUCH_TARGET_PX = 44;

/** Against the screen's 360 px: with isMobile, Chromium widens clientWidth to fit wide content, hiding the overflow. */
async function expectNoHorizontalScroll(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 360);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test.beforeEach(async ({ page }) => {
  await logIn(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/app\//);
});

test("the top bar shows the mark, the agency and who is signed in, uncut; 'Log out' is in the menu, on one line", async ({ page }) => {
  await page.goto('/app/report');
  const bar = page.getByRole('banner');
  await expect(bar.locator('.brand-mark')).toBeVisible();
  // Issue 27: nothing of the bar is cut ('Fieldb…'): each text it draws is as wide as its box allows.
  for (const text of ['Demo Police Department', 'Jordan Lee']) {
    const shown = bar.getByText(text, { exact: true });
    await expect(shown).toBeVisible();
    const isWhole = await shown.evaluate(
      (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
    );
    expect(isWhole, `${text} is not cut`).toBe(true);
  }
  await expect(bar.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const logOut = page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  // One line: the label's text is no taller than one line, and the button no taller than a touch target.
  const label = await logOut.evaluate((element) => {
    const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
    if (!node) return null;
    const range = document.createRange();
    range.selectNodeContents(node);
    return { height: range.getBoundingClientRect().height, lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight) };
  });
  expect(label).not.toBeNull();
  expect(label?.height ?? 0).toBeLessThan((label?.lineHeight ?? 0) * 1.5);
  expect((await box(logOut)).height).toBeLessThanOrEqual(TOUCH_TARGET_PX + 4);
  await expectNoHorizontalScroll(page);
});

test('the version picker of the full report is a labelled, touch-sized control that fits the phone', async ({ page }) => {
  await page.goto('/app/my-reports');
  const incidentNumber = await page.evaluate(async () => {
    const token = sessionStorage.getItem('fieldbook.access-token');
    const response = await fetch('/api/reports/me?limit=1&sort_by=newest', { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    return body.reports[0].incident_number as string;
  });
  await page
    .getByRole('button', { name: new RegExp(incidentNumber) })
    .first()
    .click();
  const picker = page.getByRole('combobox', { name: 'Version' });
  await expect(picker).toBeVisible();
  const size = await box(picker);
  expect(size.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  expect(size.x).toBeGreaterThanOrEqual(0);
  expect(size.x + size.width).toBeLessThanOrEqual(360);
  await expectNoHorizontalScroll(page);
});

test("'Set your location' fits the phone, and Confirm waits for a change", async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 38.5767, longitude: -121.4934 });
  await page.goto('/app/report');
  await startNewOnFirstStep(page);
  await page.getByRole('button', { name: 'Call For Service' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The contact form itself fits: two inputs side by side, long option texts, the footer with its three actions.
  await page.getByRole('button', { name: 'Add Citizen' }).click();
  await expect(page.getByRole('region', { name: 'Citizen 1' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Set your location' }).click();
  const modal = page.getByRole('dialog', { name: 'Set your location' });
  await expect(modal).toBeVisible();
  const confirm = modal.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Address' }).fill('x'.repeat(101));
  await modal.getByRole('textbox', { name: 'City' }).fill('Sacramento');
  await modal.getByRole('textbox', { name: 'Zip code' }).fill('95814');
  await expect(modal.getByText('Use at most 100 characters.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Address' }).fill('1200 K St, Sacramento');
  await expect(confirm).toBeEnabled();
  const dialog = await box(modal);
  expect(dialog.x).toBeGreaterThanOrEqual(0);
  expect(dialog.x + dialog.width).toBeLessThanOrEqual(360);
  expect(await modal.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNoHorizontalScroll(page);
});
