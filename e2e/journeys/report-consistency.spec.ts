import { expect, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { expectFitsAndAccessible } from '../support/page-checks.ts';
import { fillCaliforniaReport, openListedReport, reportOnServer, startReport } from '../support/report-wizard.ts';

/**
 * Issue 24, defects 4, 5 and 9, as an officer on a 360 px phone sees them: the Time box reads '705' as 07:05, the
 * California switches the report derives are stated, not asked ('Call For Service' answers 'responding to a call for
 * service'; the force actions answer a citizen's 'Use of force'), and the full report lists the force used per citizen.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** Its own number, so a retry files a new report rather than meeting the first try's. */
const NUMBER = `E2E-AGREE-${Date.now() % 1e6}`;
test.setTimeout(90_000);

test('a California stop agrees with itself: typed time, derived switches, force per citizen in the report', async ({ page }) => {
  await logIn(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/app\//);
  await startReport(page, NUMBER);

  // The form's sticky footer is one row at 360 px, and its count opens the jump list of the form's parts, by keyboard.
  const footer = page.locator('.wizard-footer');
  const attention = footer.getByRole('button', { name: /^\d+ fields? needs? attention$/ });
  await expect(attention).toBeVisible();
  expect((await footer.boundingBox())?.height).toBeLessThanOrEqual(64);
  await attention.focus();
  await page.keyboard.press('Enter');
  const jumpList = page.getByRole('dialog', { name: 'Sections' });
  await expect(jumpList.getByRole('button', { name: /^Citizens: 1 field needs attention$/ })).toBeFocused();
  await expectFitsAndAccessible(page, 'jump list');
  await page.keyboard.press('Escape');
  await expect(jumpList).toBeHidden();
  await expect(attention).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await expect(jumpList.getByRole('button', { name: /^Duration/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(jumpList).toBeHidden();
  const duration = page.getByRole('spinbutton', { name: /^Duration/ });
  await expect(duration).toBeFocused();
  await expect(duration).toBeInViewport();

  await fillCaliforniaReport(page);
  await expect(footer.getByRole('button', { name: /^(Sections|\d+ fields? needs? attention)$/ })).toBeVisible();
  expect((await footer.boundingBox())?.height).toBeLessThanOrEqual(64);

  // Defect 9: natural typing in the Time box, two days ago so no time is in the future.
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Date', { exact: true }).fill(twoDaysAgo);
  const time = page.getByRole('textbox', { name: 'Time' });
  await time.fill('');
  await time.pressSequentially('765');
  await time.press('Tab');
  await expect(page.getByText('Minutes go from 00 to 59. E.g.: 16:30')).toBeVisible();
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await time.fill('');
  await time.pressSequentially('705');
  await expect(time).toHaveValue('705');
  await time.press('Tab');
  await expect(time).toHaveValue('07:05');
  await expect(page.getByText('Minutes go from 00 to 59. E.g.: 16:30')).toHaveCount(0);

  // Defect 4: a 'Call For Service' report states the call-for-service answer; there is no switch to contradict it.
  const callForService = 'Stop made during the course of responding to a call for service';
  await expect(page.getByRole('status', { name: callForService })).toHaveText('Yes');
  await expect(page.getByRole('switch', { name: callForService })).toHaveCount(0);

  // Defect 5: the citizen's use of force follows the force actions.
  const citizen = page.getByRole('region', { name: 'Citizen 1' });
  const forceActions = citizen.getByRole('group', { name: /^Force-related actions taken during the stop/ });
  await expect(citizen.getByRole('status', { name: 'Use of force' })).toHaveText('No');
  // The answered force section folded to its summary ('None') once the officer moved on, and its list to 'None' (issue 24).
  await citizen.getByRole('button', { name: /^Force-Related Actions Taken by Officer During Stop/, expanded: false }).click();
  await forceActions.getByRole('button', { name: 'Show all options' }).click();
  await forceActions.getByLabel('Handcuffed or flex cuffed').check();
  await expect(citizen.getByRole('status', { name: 'Use of force' })).toHaveText('Yes');
  await expect(page.getByRole('switch', { name: 'Was Use Of Force' })).toBeChecked();
  await expectFitsAndAccessible(page, 'contact form');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
  const stored = await reportOnServer(page, NUMBER);
  expect(stored.body.report.general_information.state_related.stop.call_for_service).toBe(true);
  expect(stored.body.report.citizens[0].incident_information.use_of_force).toBe(true);

  // The full report: 'Was Use Of Force: Yes', then the citizen's force-related actions, not 'Nothing recorded.'
  await openListedReport(page, NUMBER);
  const useOfForce = page.getByRole('region', { name: 'Use of force' });
  await expect(useOfForce.getByRole('term')).toHaveText(['Citizen 1']);
  await expect(useOfForce.getByRole('definition')).toHaveText(['Handcuffed or flex cuffed']);
  await expect(useOfForce.getByText('Nothing recorded.')).toHaveCount(0);
  await expectFitsAndAccessible(page, 'report viewer');
});
