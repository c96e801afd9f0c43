import { expect, type Locator, type Page } from '@playwright/test';

/** The report wizard as the journeys drive it, and the report as the server has it. */

/** Required fields add ' *' to their group's name. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * Opens the report page with the service worker in control and the report's reference data cached on the device, so
 * the connection can go next.
 */
export async function openReportPageForOffline(page: Page) {
  await page.goto('/app/report');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Call For Service' })).toBeVisible();
  // Let the report's reference data reach the device cache before the connection goes.
  await page.waitForTimeout(1500);
}

/**
 * Step 1, settled: once the device has said whether a report was left on it (the step is aria-busy till then), a new
 * report when one is offered. A look for the offer before it could appear let it come up over the next click (a
 * journey then continued an old draft under its number).
 */
export async function startNewOnFirstStep(page: Page) {
  await expect(page.locator('section.wizard')).not.toHaveAttribute('aria-busy', 'true');
  const startNew = page.getByRole('button', { name: 'Start New Report' });
  if (await startNew.isVisible()) await startNew.click();
}

/** Steps 1 and 2: a new report with its own incident number. Returns the number. */
export async function startReport(page: Page, incidentNumber: string) {
  await page.goto('/app/report');
  await startNewOnFirstStep(page);
  await page.getByRole('button', { name: 'Call For Service' }).click();
  const number = page.getByRole('textbox', { name: 'Incident Number', exact: true });
  await expect(number).toHaveValue(/^\d{10}-DPD\d+$/);
  await number.fill(incidentNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Step 3 for California: one citizen arrested on a warrant (`explanation`: the reason for the stop), the stop and the officer, the location, duration. */
export async function fillCaliforniaReport(
  page: Page,
  explanation = 'Dispatch confirmed a felony warrant for the driver before the stop.',
) {
  await page.getByRole('button', { name: 'Add Citizen' }).click();
  const citizen = page.getByRole('region', { name: 'Citizen 1' });
  const group = (name: string) => citizen.getByRole('group', { name: startsWith(name) });
  await group('Perceived race or ethnicity').getByLabel('White').check();
  await group('Perceived gender').getByLabel('Cisgender man/boy').check();
  await group('Perceived sexual orientation').getByLabel('Straight/Heterosexual').check();
  await citizen.getByLabel('Perceived age').fill('34');
  await group('Perceived or known disability').getByLabel('None').check();
  await group('Primary reason for stop').getByLabel('Knowledge of outstanding arrest warrant/wanted person').check();
  await citizen.getByLabel('Brief explanation of the reason for stop').fill(explanation);
  await group('Reason given to the stopped person').getByLabel('Knowledge of outstanding arrest warrant/wanted person').check();
  await group('Non-force-related actions taken during the stop').getByLabel('None').check();
  await group('Contraband or evidence discovered, if any').getByLabel('None').check();
  await group('Force-related actions taken during the stop').getByLabel('None').check();
  await group('Result of stop').getByLabel('Custodial arrest pursuant to outstanding warrant').check();

  await fillCaliforniaIntersection(page, 'K ST', '12TH ST');
  await page
    .getByRole('group', { name: startsWith('Type of stop') })
    .getByLabel('Vehicular stop')
    .check();
  await page.getByLabel("Officer's years of experience").fill('7');
  await page
    .getByRole('group', { name: startsWith('Your race or ethnicity') })
    .getByLabel('Asian', { exact: true })
    .check();
  await page
    .getByRole('group', { name: startsWith('Type of assignment of officer') })
    .getByLabel('Patrol, traffic enforcement, field operations')
    .check();
  await page.getByLabel('Duration').fill('25');
}

/** California's location in the DOJ's parts (issue 26): an intersection and a city picked from the DOJ's list. */
export async function fillCaliforniaIntersection(page: Page, crossStreet: string, secondCrossStreet: string, city = 'SACRAMENTO') {
  await page.getByLabel('Location type').selectOption({ label: 'Closest intersection' });
  await page.getByRole('textbox', { name: startsWith('Cross street') }).fill(crossStreet);
  await page.getByRole('textbox', { name: 'Second cross street' }).fill(secondCrossStreet);
  await page.getByRole('combobox', { name: 'City' }).fill(city.slice(0, 6));
  await page.getByRole('option', { name: new RegExp(`^${city} `) }).click();
}

export async function reportOnServer(page: Page, incidentNumber: string) {
  return page.evaluate(async (number) => {
    const token = sessionStorage.getItem('fieldbook.access-token');
    const response = await fetch(`/api/reports/${number}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: response.ok ? await response.json() : null };
  }, incidentNumber);
}

type ReportList = 'my-reports' | 'agency-reports';

/**
 * The report's full view in its dialog, opened from its row: in My Reports, or in Agency Reports found by its number
 * through the quick search.
 */
export async function openListedReport(page: Page, incidentNumber: string, list: ReportList = 'my-reports') {
  await page.goto(`/app/${list}/contacts`);
  if (list === 'agency-reports') await page.getByRole('combobox', { name: 'Quick search' }).fill(incidentNumber);
  await showInList(page, incidentNumber).then((button) => button.click());
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('heading', { name: 'Contact Report' })).toBeVisible();
  return viewer;
}

/**
 * The report's button in the list on screen: the list loads 10 reports at a time as its end comes into view, and a
 * full run's other journeys file many reports a day, so one dated earlier is often not on the first page.
 */
export async function showInList(page: Page, incidentNumber: string): Promise<Locator> {
  const button = page.getByRole('button', { name: new RegExp(`^${incidentNumber} `) }).first();
  const items = page.getByRole('list', { name: 'Reports' }).getByRole('listitem');
  await expect(async () => {
    if (!(await button.isVisible()) && (await items.count()) > 0) await items.last().scrollIntoViewIfNeeded();
    await expect(button).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 45_000 });
  return button;
}

/** The report, then Amend Report: the amend form, its guided tour skipped when it shows. */
export async function openAmend(page: Page, incidentNumber: string, list: ReportList = 'my-reports') {
  const viewer = await openListedReport(page, incidentNumber, list);
  await viewer.getByRole('button', { name: 'Amend Report' }).click();
  await expect(page.getByRole('heading', { name: 'Amend Contact form' })).toBeVisible();
  const skip = page.getByRole('button', { name: 'Skip' });
  if (await skip.isVisible({ timeout: 2000 }).catch(() => false)) await skip.click();
}

/** California's complaint card (supervision, shown on a manager's amend): one alleging racial profiling, under investigation. */
export async function fillCaliforniaComplaint(complaint: Locator, details: { number: string; received: string; summary: string }) {
  const group = (name: string) => complaint.getByRole('group', { name: startsWith(name) });
  await complaint.getByRole('textbox', { name: startsWith('Complaint Number') }).fill(details.number);
  await complaint.getByLabel(startsWith('Date Received')).fill(details.received);
  await group('Type of complaint').getByLabel('Non-criminal').check();
  await complaint.getByRole('switch', { name: startsWith('The complaint alleges racial or identity profiling') }).check();
  await group('Type of racial or identity profiling alleged').getByLabel('Race or ethnicity').check();
  await group('Status').getByLabel('Under Investigation').check();
  await complaint.getByRole('textbox', { name: startsWith('Summary') }).fill(details.summary);
}
