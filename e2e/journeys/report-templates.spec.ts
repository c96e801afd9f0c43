import { expect, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { expectFitsAndAccessible } from '../support/page-checks.ts';
import {
  fillCaliforniaIntersection,
  fillCaliforniaReport,
  reportOnServer,
  startNewOnFirstStep,
  startReport,
} from '../support/report-wizard.ts';

/**
 * Issue 24, 'Templates': an officer on a 360 px phone keeps a filed stop as a favourite, and the next stop like it starts
 * from the favourite: the reason, actions and result are filled, the person and the narrative are the officer's to
 * give, and the stop files with the same rules. A manager's agency template is offered to the officer too.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.setTimeout(120_000);

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('a filed stop kept as a favourite starts the next one filled; it files with the rules and the form says where it came from', async ({
  page,
}) => {
  await logIn(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/app\//);
  await startReport(page, 'E2E-TPL-1');
  await fillCaliforniaReport(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();

  const keep = page.getByRole('region', { name: 'Keep as a template' });
  await keep.getByLabel('Template name').fill('Warrant arrest');
  await keep.getByRole('button', { name: 'Save template' }).click();
  await expect(keep.getByRole('status')).toContainText('Saved as ‘Warrant arrest’');
  await expectFitsAndAccessible(page, 'the outcome with the template saved');

  await page.getByRole('button', { name: 'Create New Report' }).click();
  const picker = page.getByRole('region', { name: 'Or start from a template' });
  await expect(picker.getByRole('button', { name: /^Warrant arrest/ })).toContainText('Call For Service · Your favourite');
  await expectFitsAndAccessible(page, 'step 1 with a favourite');
  await picker.getByRole('button', { name: /^Warrant arrest/ }).click();
  const number = page.getByRole('textbox', { name: 'Incident Number', exact: true });
  await number.fill('E2E-TPL-2');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('note')).toContainText('Started from the template ‘Warrant arrest’');
  const citizen = page.getByRole('region', { name: 'Citizen 1' });
  const group = (name: string) => citizen.getByRole('group', { name: startsWith(name) });
  await expect(group('Primary reason for stop').getByLabel('Knowledge of outstanding arrest warrant/wanted person')).toBeChecked();
  // A section the template answers whole starts folded to its one-line summary.
  const result = citizen.getByRole('button', { name: /^Result of Stop/ });
  await expect(result).toHaveAttribute('aria-expanded', 'false');
  await expect(result).toContainText('Custodial arrest pursuant to outstanding warrant');
  // Who the person was, and this stop's narrative, are never in a template.
  await expect(group('Perceived race or ethnicity').getByLabel('White')).not.toBeChecked();
  await expect(citizen.getByLabel('Brief explanation of the reason for stop')).toHaveValue('');

  await group('Perceived race or ethnicity').getByLabel('Black/African American').check();
  await group('Perceived gender').getByLabel('Cisgender woman/girl').check();
  await group('Perceived sexual orientation').getByLabel('Straight/Heterosexual').check();
  await citizen.getByLabel('Perceived age').fill('29');
  await group('Perceived or known disability').getByLabel('None').check();
  await citizen
    .getByLabel('Brief explanation of the reason for stop')
    .fill('Records check returned a misdemeanor warrant for the passenger.');
  await fillCaliforniaIntersection(page, 'J ST', '9TH ST');
  const experience = page.getByLabel("Officer's years of experience");
  if ((await experience.inputValue()) === '') await experience.fill('7');
  const patrol = page
    .getByRole('group', { name: startsWith('Type of assignment of officer') })
    .getByLabel('Patrol, traffic enforcement, field operations');
  if (!(await patrol.isChecked())) await patrol.check();
  await page.getByLabel('Duration').fill('20');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();

  const stored = await reportOnServer(page, 'E2E-TPL-2');
  expect(stored.status).toBe(200);
  const [filed] = stored.body.report.citizens;
  expect(filed.stop_reason.primary_reason).toBe('outstanding_warrant');
  expect(filed.perception.race).toEqual(['black']);
  expect(stored.body.report.general_information.type).toBe('Call For Service');
});

test("a manager's agency template, made at /app/templates with the form's fields, is offered to every officer", async ({
  browser,
  page,
}) => {
  await logIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/templates');
  await page.getByRole('button', { name: 'New template' }).click();
  const editor = page.getByRole('form', { name: 'New template' });
  await editor.getByLabel('Template name').fill('Seat belt (agency)');
  await editor.getByLabel('Contact type').selectOption('Officer Pro-active');
  await editor.getByLabel('Traffic violation', { exact: true }).check();
  await editor.getByLabel('Non-moving violation, including registration violation', { exact: true }).check();
  await expectFitsAndAccessible(page, 'the template editor');
  await editor.getByRole('button', { name: 'Save template' }).click();
  const agency = page.getByRole('region', { name: 'Agency templates' });
  await expect(agency.getByText('Seat belt (agency)')).toBeVisible();
  await expect(agency.getByText(/Traffic violation · Non-moving violation/)).toBeVisible();
  await expectFitsAndAccessible(page, '/app/templates');

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const officerPage = await phone.newPage();
  await logIn(officerPage, 'officer@demo.test');
  await expect(officerPage).toHaveURL(/\/app\//);
  await officerPage.goto('/app/report');
  await startNewOnFirstStep(officerPage);
  await expect(
    officerPage.getByRole('region', { name: 'Or start from a template' }).getByRole('button', { name: /^Seat belt \(agency\)/ }),
  ).toContainText('Officer Pro-active · Agency template');
  await phone.close();
});
