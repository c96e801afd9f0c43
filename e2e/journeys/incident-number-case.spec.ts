import { expect, test } from '@playwright/test';
import { logIn, PHONE } from '../support/login.ts';
import { expectFitsAndAccessible } from '../support/page-checks.ts';
import { fillCaliforniaReport, reportOnServer, startReport } from '../support/report-wizard.ts';

/**
 * Issue 24, defect 6: incident numbers are unique whatever their case (phone keyboards capitalise at random). On a
 * 360 px phone an officer files 'e2e-case-N', then a report numbered 'E2E-CASE-N': Submit shows that the number was
 * used, and the same number in any case cannot be saved; a new number files the report.
 */
test.use(PHONE);
test.setTimeout(150_000);

test('a number used in another case is the duplicate: the officer is asked for a new one', async ({ page }) => {
  const run = Date.now() % 1e7;
  const first = `e2e-case-${run}`;
  const second = `E2E-CASE-${run}`;
  const renumbered = `E2E-CASE-${run}-2`;
  await logIn(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/app\//);

  await startReport(page, first);
  await fillCaliforniaReport(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();

  await startReport(page, second);
  await fillCaliforniaReport(page, 'Dispatch named the driver in an active felony warrant.');
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Incident Number' });
  await expect(dialog).toHaveAccessibleDescription(
    'The following Incident Number was used in another report. To submit this report correctly, edit the number down below.',
  );
  const field = dialog.getByRole('textbox', { name: 'Incident Number' });
  await expect(field).toHaveValue(second);
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expectFitsAndAccessible(page, 'the duplicate number dialog');
  // The first report's own spelling is the same number too.
  await field.fill(first);
  await expect(save).toBeDisabled();
  await field.fill(renumbered);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();

  // Two reports: the first under its own spelling (found whatever the case asked for), the second under its new number.
  const asked = await reportOnServer(page, second);
  expect(asked.status).toBe(200);
  expect(asked.body.incident_number).toBe(first);
  const renamed = await reportOnServer(page, renumbered);
  expect(renamed.status).toBe(200);
  expect(renamed.body.id).not.toBe(asked.body.id);
});
