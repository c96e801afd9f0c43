import { expect, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { expectFitsAndAccessible } from '../support/page-checks.ts';
import { startReport } from '../support/report-wizard.ts';

/**
 * Issue 24, 'years of experience and assignment filled from the officer's profile': on a 360 px phone an officer sets
 * their report details once, and each new report starts with them, still theirs to change on the report.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.setTimeout(90_000);

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test("the officer's report details fill a new report", async ({ page }) => {
  await logIn(page, 'officer2@demo.test');
  await page.waitForURL(/\/app\/report/);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Report details' }).click();
  await expect(page.getByRole('heading', { name: 'Report details', level: 1 })).toBeVisible();
  const years = page.getByRole('spinbutton', { name: startsWith("Officer's years of experience") });
  await expect(years).not.toHaveValue('');
  await expectFitsAndAccessible(page, 'Report details');

  await years.fill('12');
  await page
    .getByRole('group', { name: startsWith('Type of assignment of officer') })
    .getByLabel('Other', { exact: true })
    .check();
  await page.getByLabel(startsWith('Specify the type of assignment')).fill('Harbor unit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your report details were saved.' }).first()).toBeVisible();
  await expectFitsAndAccessible(page, 'Report details saved');

  await startReport(page, 'E2E-PROFILE-1');
  const officerYears = page.getByRole('spinbutton', { name: startsWith("Officer's years of experience") });
  await expect(officerYears).toHaveValue('12');
  const assignment = page.getByRole('group', { name: startsWith('Type of assignment of officer') });
  await expect(assignment.getByLabel('Other', { exact: true })).toBeChecked();
  await expect(page.getByLabel(startsWith('Specify the type of assignment'))).toHaveValue('Harbor unit');
  // Still the officer's to change on this report.
  await assignment.getByLabel('Task force', { exact: true }).check();
  await expect(page.getByLabel(startsWith('Specify the type of assignment'))).toHaveCount(0);
});
