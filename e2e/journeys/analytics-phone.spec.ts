import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';

/**
 * The analytics dashboard on a 360 px phone (GUIDE §6): every section opened, the filter and Manage Widgets dialogs,
 * the widget drawer and a full-screen map fit without horizontal scrolling, and axe finds nothing serious or critical.
 * The checks are those of screens-360.spec.ts, run once the loader has given way to the widgets.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.setTimeout(120_000);

async function findOverflow(page: Page) {
  return page.evaluate((width) => {
    const clipsX = (element: Element) => ['hidden', 'auto', 'scroll', 'clip'].includes(getComputedStyle(element).overflowX);
    const isClipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (clipsX(parent)) return true;
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && rect.right > width + 0.5 && !isClipped(element);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className)} ends at ${Math.round(element.getBoundingClientRect().right)}`,
      );
    const scrollWidth = document.documentElement.scrollWidth;
    return scrollWidth > width ? [`page is ${scrollWidth} px wide`, ...sticking] : sticking;
  }, page.viewportSize()?.width ?? 360);
}

async function expectFitsAndAccessible(page: Page, name: string) {
  expect.soft(await findOverflow(page), `${name}: overflow at 360 px`).toEqual([]);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect.soft(serious, `${name}: axe serious/critical`).toEqual([]);
}

test('the dashboard, its dialogs, the widget drawer and a full-screen map fit a phone', async ({ page }) => {
  await logIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/analytics');
  await expect(page.getByRole('heading', { name: 'My Favourites' })).toBeVisible({ timeout: 20_000 });
  while ((await page.getByRole('button', { name: 'See All' }).count()) > 0)
    await page.getByRole('button', { name: 'See All' }).first().click();
  // Charts and maps are drawn as they come near the screen: pass over the whole page once.
  for (const card of await page.getByRole('article').all()) await card.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expectFitsAndAccessible(page, 'dashboard');

  await page
    .getByRole('button', { name: /^Filter by \(\d+\)$/ })
    .first()
    .click();
  const filters = page.getByRole('dialog', { name: 'Filter by' });
  await filters.getByRole('radio', { name: 'Exact dates' }).check();
  await expectFitsAndAccessible(page, 'filter dialog');
  await filters.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Manage Widgets' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage Widgets' })).toBeVisible();
  await expectFitsAndAccessible(page, 'Manage Widgets');
  await page.getByRole('dialog', { name: 'Manage Widgets' }).getByRole('button', { name: 'Cancel' }).click();

  // On a phone the pattern map's drawer offers 'See pattern', the other maps and tables 'Filter by'.
  const pattern = page.getByRole('article', { name: 'Hot spots and shifts', exact: true });
  await pattern.getByRole('button', { name: 'More Options' }).click();
  await expect(page.getByRole('menuitem', { name: 'See pattern' })).toBeVisible();
  await expectFitsAndAccessible(page, 'widget drawer');
  await page.getByRole('menuitem', { name: 'See pattern' }).click();
  const full = page.getByRole('dialog', { name: 'Hot spots and shifts' });
  await expect(full).toBeVisible();
  await expectFitsAndAccessible(page, 'full-screen map');
  await full.getByRole('button', { name: 'Minimise' }).click();

  await page.getByRole('article', { name: 'Contact locations', exact: true }).getByRole('button', { name: 'More Options' }).click();
  await page.getByRole('menuitem', { name: 'Filter by' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter by' })).toBeVisible();
});
