import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { listSettingsSections, openSettingsSection } from '../support/main-pages.ts';
import { expectFitsAndAccessible, findOverflow, findSeriousViolations } from '../support/page-checks.ts';
import { startNewOnFirstStep } from '../support/report-wizard.ts';
import { acknowledgeSystemUseNoticeWhenShown } from '../support/system-use-notice.ts';

/**
 * Every /app page and modal the manager opens fits a 360 px wide phone without horizontal scrolling, and axe finds
 * no serious or critical violation on it (GUIDE §6, issue 13).
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.setTimeout(120_000);

async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the login page fits the phone and passes axe', async ({ page }) => {
  await acknowledgeSystemUseNoticeWhenShown(page);
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectFitsAndAccessible(page, '/login');
});

test('the checks themselves catch a wide element and an unlabelled field', async ({ page }) => {
  await acknowledgeSystemUseNoticeWhenShown(page);
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.width = '400px';
    wide.style.height = '10px';
    const field = document.createElement('input');
    document.querySelector('main')?.append(wide, field);
  });
  expect(await findOverflow(page)).not.toEqual([]);
  expect((await findSeriousViolations(page)).join()).toContain('label');
});

test.describe('as the demo manager', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'manager@demo.test');
    await expect(page).toHaveURL(/\/app\//);
  });

  test('agency reports: the list, advanced search, the Download dialog and the report viewer', async ({ page }) => {
    await openPage(page, '/app/agency-reports/contacts', 'Agency Reports');
    await expect(page.getByRole('region', { name: 'Report list' }).locator('li button').first()).toBeVisible();
    await expectFitsAndAccessible(page, 'agency reports');

    await page.getByRole('switch', { name: 'Advanced search' }).click();
    await expect(page.getByRole('form', { name: 'Advanced search' })).toBeVisible();
    await expectFitsAndAccessible(page, 'agency reports, advanced search');
    await page.getByRole('switch', { name: 'Advanced search' }).click();

    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const download = page.getByRole('dialog');
    await expect(download).toBeVisible();
    await expectFitsAndAccessible(page, 'Download dialog');
    await download.getByRole('button', { name: 'Cancel' }).click();
    await expect(download).toBeHidden();

    await page.getByRole('region', { name: 'Report list' }).locator('li button').first().click();
    await expect(page.getByRole('combobox', { name: 'Version' })).toBeVisible();
    await expectFitsAndAccessible(page, 'report viewer');
  });

  test('my reports (list and map) and collaborated reports', async ({ page }) => {
    await openPage(page, '/app/my-reports/contacts', 'My Reports');
    await expectFitsAndAccessible(page, 'my reports, list');
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Map of reports' })).toBeVisible();
    await expectFitsAndAccessible(page, 'my reports, map');

    await openPage(page, '/app/collaborated-reports', /Collaborated Reports/i);
    await expectFitsAndAccessible(page, 'collaborated reports');
  });

  test('create report, steps 1 and 2', async ({ page }) => {
    await page.goto('/app/report');
    await startNewOnFirstStep(page);
    await expect(page.getByRole('button', { name: 'Call For Service' })).toBeVisible();
    await expectFitsAndAccessible(page, 'report step 1');
    await page.getByRole('button', { name: 'Call For Service' }).click();
    await expect(page.getByRole('textbox', { name: 'Incident Number', exact: true })).toBeVisible();
    await expectFitsAndAccessible(page, 'report step 2');
  });

  test('every settings section the manager sees', async ({ page }) => {
    const sections = await listSettingsSections(page);
    expect(sections.length).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'sections', description: sections.join(', ') });
    for (const section of sections) {
      await openSettingsSection(page, section);
      await expectFitsAndAccessible(page, `settings ${section}`);
    }
  });

  test('business card, analytics and the navigation drawer', async ({ page }) => {
    await page.goto('/app/business-card');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsAndAccessible(page, 'business card');
    await page.goto('/app/analytics');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsAndAccessible(page, 'analytics');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await expectFitsAndAccessible(page, 'navigation drawer');
  });
});
