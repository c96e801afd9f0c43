import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { openAmend, reportOnServer } from '../support/report-wizard.ts';

/**
 * Issue 25, 'No lost edits': two browsers amend the same report at once. The first one's amend lands; the second sees
 * the conflict screen with what changed since, applies its change on top, and sends it: both changes are kept, and
 * the version history shows each with its reason.
 */
const example = JSON.parse(readFileSync(new URL('../../configurations/examples/california.report.json', import.meta.url), 'utf8'));

async function createReport(page: Page, incidentNumber: string) {
  const report = structuredClone(example);
  report.id = randomUUID();
  report.general_information.incident_number = incidentNumber;
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  const status = await page.evaluate(async (body) => {
    const token = sessionStorage.getItem('fieldbook.access-token');
    const response = await fetch('/api/reports/', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  }, report);
  expect(status).toBe(201);
}

test('two browsers amend one report at once: the second sees the conflict and keeps its change', async ({ browser }) => {
  test.setTimeout(90_000);
  const number = `E2E-CONFLICT-${Date.now() % 1e6}`;
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await logIn(first, 'officer@demo.test');
  await expect(first.getByRole('link', { name: 'My Reports' })).toBeVisible();
  await createReport(first, number);
  await logIn(second, 'officer@demo.test');

  await openAmend(first, number);
  await openAmend(second, number);

  await first.getByLabel('Duration').fill('41');
  await first.getByLabel('Reason for the change').fill('Duration was measured wrong');
  await first.getByRole('button', { name: 'Submit' }).click();
  await expect(first.getByText('The report was updated successfully.')).toBeVisible();

  await second.getByLabel('Location details').fill('Corner of 43rd Street, westbound');
  await second.getByLabel('Reason for the change').fill('Exact place');
  await second.getByRole('button', { name: 'Submit' }).click();

  await expect(second.getByRole('heading', { name: 'Someone else amended this report' })).toBeVisible();
  await expect(second.getByRole('list', { name: 'What changed since you opened it' })).toContainText('Duration: 55 min → 41 min');
  await expect(second.getByRole('list', { name: 'Your changes' })).toContainText('Location details:');
  await second.getByRole('button', { name: 'Apply my changes on top' }).click();
  await expect(second.getByLabel('Location details')).toHaveValue('Corner of 43rd Street, westbound');
  await expect(second.getByLabel('Duration')).toHaveValue('41');
  await expect(second.getByLabel('Reason for the change')).toHaveValue('Exact place');
  await second.getByRole('button', { name: 'Submit' }).click();
  await expect(second.getByText('The report was updated successfully.')).toBeVisible();

  const stored = await reportOnServer(second, number);
  expect(stored.body.version).toBe(2);
  expect(stored.body.report.general_information.duration).toBe(41);
  expect(stored.body.report.general_information.location.details).toBe('Corner of 43rd Street, westbound');
  expect(stored.body.versions.map((version: { reason: string | null }) => version.reason)).toEqual([
    null,
    'Duration was measured wrong',
    'Exact place',
  ]);

  // The version history shows each version's reason and changes in words.
  await second.getByRole('button', { name: new RegExp(number) }).click();
  await second.getByText(/^Version history/).click();
  const history = second.getByRole('list', { name: 'Version history' });
  await expect(history).toContainText('Reason: Exact place');
  await expect(history).toContainText('Location details: Eastbound curb lane → Corner of 43rd Street, westbound');
  await expect(history).toContainText('Duration: 55 min → 41 min');
});
