import { expect, test } from '@playwright/test';
import { PHONE, signedIn } from '../support/login.ts';
import { expectFitsAndAccessible } from '../support/page-checks.ts';
import {
  fillCaliforniaComplaint,
  fillCaliforniaReport,
  openAmend,
  openListedReport,
  reportOnServer,
  startReport,
} from '../support/report-wizard.ts';

/**
 * Issue 24, defect 2, as people see it: an officer files a California report on a phone; a manager adds a complaint to
 * it on the desktop (California's configuration has complaints, shown on a manager's amend); the officer, whose form
 * has no complaints, amends the duration; the manager opens the report again and the complaint is still there. The
 * journey changes no setting: it adds one report of its own, with one complaint.
 */
test.setTimeout(180_000);

test("an officer's amend keeps the complaint a manager added to the report", async ({ browser }) => {
  const number = `E2E-SUP-${Date.now() % 1e8}`;
  const received = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const summary = 'The driver says the stop was made because of his race.';

  // The officer files the report on a phone.
  const officer = await signedIn(browser, 'officer@demo.test', PHONE);
  await startReport(officer, number);
  await fillCaliforniaReport(officer);
  await officer.getByRole('button', { name: 'Submit' }).click();
  await expect(officer.getByRole('heading', { name: 'Report submitted' })).toBeVisible();

  // The manager finds it in Agency Reports and adds a complaint through Amend Report.
  const manager = await signedIn(browser, 'manager@demo.test');
  await openAmend(manager, number, 'agency-reports');
  await expect(manager.getByRole('heading', { name: 'Complaints', level: 2 })).toBeVisible();
  await manager.getByRole('button', { name: 'Add Complaint' }).click();
  const complaint = manager.getByRole('region', { name: 'Complaint 1' });
  await fillCaliforniaComplaint(complaint, { number: 'IA-E2E-24', received, summary });
  await manager.getByLabel('Reason for the change').fill('Complaint received by mail');
  await expectFitsAndAccessible(manager, 'manager amend with a complaint');
  await manager.getByRole('button', { name: 'Submit' }).click();
  await expect(manager.getByText('The report was updated successfully.')).toBeVisible();

  // The officer amends the duration; the form shows no complaints to keep or lose.
  await openAmend(officer, number);
  await expect(officer.getByRole('heading', { name: 'Complaints' })).toHaveCount(0);
  await officer.getByLabel('Duration').fill('40');
  await officer.getByLabel('Reason for the change').fill('Duration was measured wrong');
  await expectFitsAndAccessible(officer, 'officer amend');
  await officer.getByRole('button', { name: 'Submit' }).click();
  await expect(officer.getByText('The report was updated successfully.')).toBeVisible();

  // The manager opens the report: the officer's duration, and the complaint as the manager wrote it.
  const viewer = await openListedReport(manager, number, 'agency-reports');
  await expect(viewer.getByRole('region', { name: 'Duration' })).toContainText('40 min');
  const shown = viewer.getByRole('region', { name: 'Complaints' }).getByRole('region', { name: 'Complaint 1' });
  await expect(shown).toContainText('IA-E2E-24');
  await expect(shown).toContainText('Race or ethnicity');
  await expect(shown).toContainText('Under Investigation');
  await expect(shown).toContainText(summary);
  await expectFitsAndAccessible(manager, 'manager report view after the officer amended it');

  // Three versions: the officer's, the manager's complaint, the officer's duration.
  const stored = await reportOnServer(manager, number);
  expect(stored.body.version).toBe(2);
  expect(stored.body.report.complaints).toHaveLength(1);
});
