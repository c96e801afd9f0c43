import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { PHONE, signedIn } from '../support/login.ts';
import { expectFitsAndAccessible } from '../support/page-checks.ts';
import { fillCaliforniaReport, reportOnServer, startReport } from '../support/report-wizard.ts';

/**
 * Issue 25, 'Review before it counts': the owner switches review on and makes Sam Patel the supervisor of Day Shift;
 * Jordan Lee (Day Shift) files a report on a 360 px phone; Sam returns it with a note naming a field; Jordan sees it
 * under 'Returned to me', amends it with a reason and it waits again; Sam approves it; the version history shows the
 * change with its reason. With review off nothing of the review shows. Whatever happens, the agency is left as the
 * other journeys expect it (review as the demo seeded it, Sam an officer, Day Shift without supervisors).
 */
test.setTimeout(180_000);

/** The agency as the other journeys expect it: review as it was, Sam Patel an officer, Day Shift without supervisors. */
async function restoreAgency(owner: Page, wasReviewOn: boolean) {
  const groups = await callApi(owner, 'GET', '/api/agencies/me/groups');
  for (const group of groups.body ?? []) {
    if (group.supervisor_ids?.length) await callApi(owner, 'PUT', `/api/groups/${group.id}/supervisors`, { user_ids: [] });
  }
  const members = await callApi(owner, 'GET', '/api/agency/members');
  const sam = (members.body?.items ?? []).find((member: { email: string }) => member.email === 'officer2@demo.test');
  if (sam && sam.role.name !== 'officer') await callApi(owner, 'PUT', `/api/agency/members/${sam.id}/role`, { role: 'officer' });
  expect((await callApi(owner, 'PUT', '/api/agencies/me/review-settings', { review_required: wasReviewOn })).status).toBe(200);
}

async function openSettings(owner: Page, section: string) {
  await owner.goto(`/app/settings?section=${section}`);
}

test('a supervisor returns a report, the officer amends it with a reason, the supervisor approves it', async ({ browser }) => {
  const number = `E2E-REVIEW-${Date.now() % 1e6}`;
  const owner = await signedIn(browser, 'owner@demo.test');
  const wasReviewOn = Boolean((await callApi(owner, 'GET', '/api/users/me')).body.agency.review_required);
  try {
    // The owner: review on, Sam Patel a supervisor, and Day Shift's supervisor.
    await openSettings(owner, 'agency');
    const reviewSwitch = owner.getByRole('switch', { name: "Reports need a supervisor's review" });
    await expect(reviewSwitch).toBeVisible();
    if (!wasReviewOn) {
      await reviewSwitch.click();
      await expect(owner.getByText('New reports now wait for a supervisor’s review before they count.')).toBeVisible();
    }
    await expect(reviewSwitch).toBeChecked();
    await openSettings(owner, 'members');
    await owner.getByRole('button', { name: 'Make supervisor: Sam Patel' }).first().click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Make supervisor' }).click();
    await expect(owner.getByText('Sam Patel is now a supervisor.')).toBeVisible();
    await openSettings(owner, 'groups');
    await owner.getByRole('button', { name: 'Supervisors of group Day Shift' }).click();
    const supervisors = owner.getByRole('dialog', { name: 'Supervisors of Day Shift' });
    await supervisors.getByRole('checkbox', { name: /^Sam Patel/ }).check();
    await supervisors.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByText("Supervisors of 'Day Shift' saved.")).toBeVisible();

    // The officer files a report on a phone: it waits for review.
    const officer = await signedIn(browser, 'officer@demo.test', PHONE);
    await startReport(officer, number);
    await fillCaliforniaReport(officer);
    await officer.getByRole('button', { name: 'Submit' }).click();
    await expect(officer.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
    expect((await reportOnServer(officer, number)).body.review.state).toBe('pending_review');
    await officer.goto('/app/my-reports');
    await expect(officer.getByRole('button', { name: new RegExp(number) })).toContainText('Waiting for review');
    await expectFitsAndAccessible(officer, 'My Reports with review');

    // The supervisor returns it with a note naming 'Location details'.
    const supervisor = await signedIn(browser, 'officer2@demo.test', PHONE);
    await supervisor.goto('/app/review');
    await expect(supervisor.getByRole('heading', { name: 'Review', level: 1 })).toBeVisible();
    const row = supervisor.getByRole('button', { name: new RegExp(number) });
    await expect(row).toContainText('Waiting');
    await expectFitsAndAccessible(supervisor, 'Review queue');
    await row.click();
    const card = supervisor.getByRole('dialog');
    await expect(card.getByRole('heading', { name: 'Rules' })).toBeVisible();
    await expectFitsAndAccessible(supervisor, 'Review: the report card');
    await card.getByRole('button', { name: 'Return', exact: true }).click();
    const returning = supervisor.getByRole('dialog', { name: new RegExp(`Return the report ${number}`) });
    await returning.getByLabel('What needs to change').fill('Give the exact place of the stop.');
    await returning.getByLabel('Find a field').fill('Location details');
    await returning.getByRole('checkbox', { name: 'Location details' }).check();
    await expectFitsAndAccessible(supervisor, 'Return dialog');
    await returning.getByRole('button', { name: 'Return', exact: true }).click();
    await expect(supervisor.getByText(`${number} returned`)).toBeVisible();
    expect((await reportOnServer(supervisor, number)).body.review.state).toBe('returned');

    // The officer sees it returned with the note, amends it with a reason: it waits again.
    await officer.goto('/app/my-reports');
    const returned = officer.getByRole('region', { name: 'Returned to me' });
    const item = returned.getByRole('button', { name: new RegExp(number) });
    await expect(item).toContainText('Give the exact place of the stop.');
    await expect(item).toContainText('Fields: Location details');
    await expectFitsAndAccessible(officer, 'Returned to me');
    await item.click();
    await expect(officer.getByRole('heading', { name: 'Amend Contact form' })).toBeVisible();
    const skip = officer.getByRole('button', { name: 'Skip' });
    if (await skip.isVisible({ timeout: 2000 }).catch(() => false)) await skip.click();
    const note = officer.getByRole('region', { name: 'Returned by Sam Patel' });
    await expect(note).toContainText('Give the exact place of the stop.');
    await expectFitsAndAccessible(officer, 'Amend with the returned note');
    await note.getByRole('button', { name: 'Location details' }).click();
    // The note beside the field it names, heard with it; once changed, it says so.
    const details = officer.getByLabel('Location details');
    await expect(details).toHaveAccessibleDescription(/Reviewer: Give the exact place of the stop\./);
    await expect(officer.getByLabel('Location type')).not.toHaveAccessibleDescription(/Reviewer/);
    await details.fill('Corner of 12th and K, northbound');
    await expect(details).toHaveAccessibleDescription(/Reviewer's note \(changed\): Give the exact place of the stop\./);
    await officer.getByLabel('Reason for the change').fill('Exact place given');
    await officer.getByRole('button', { name: 'Submit' }).click();
    await expect(officer.getByText('The report was updated successfully.')).toBeVisible();
    expect((await reportOnServer(officer, number)).body.review.state).toBe('pending_review');

    // The supervisor approves it from the queue.
    await supervisor.goto('/app/review');
    await supervisor.getByRole('checkbox', { name: `Select ${number}` }).check();
    await supervisor.getByRole('button', { name: 'Approve selected (1)' }).click();
    await expect(supervisor.getByText('1 report approved')).toBeVisible();
    expect((await reportOnServer(supervisor, number)).body.review.state).toBe('approved');

    // The version history shows the change with its reason; the card says Approved.
    await officer.goto('/app/my-reports');
    await officer.getByRole('button', { name: new RegExp(number) }).click();
    const viewer = officer.getByRole('dialog');
    await expect(viewer.locator('.review-chip')).toHaveText('Approved');
    await viewer.getByText(/^Version history/).click();
    const history = viewer.getByRole('list', { name: 'Version history' });
    await expect(history).toContainText('Reason: Exact place given');
    await expect(history).toContainText('Location details:');
    await expect(history).toContainText('Corner of 12th and K, northbound');
    await expectFitsAndAccessible(officer, 'Approved report with its history');

    // With review off, nothing of it shows (switching off asks first: what still waits is approved).
    await openSettings(owner, 'agency');
    await owner.getByRole('switch', { name: "Reports need a supervisor's review" }).click();
    const confirmOff = owner.getByRole('alertdialog', { name: 'Turn off supervisor review?' });
    await expect(confirmOff).toContainText('Reports waiting for review and reports returned to their officers are approved now');
    await confirmOff.getByRole('button', { name: 'Turn off review' }).click();
    await expect(owner.getByText('New reports are approved when they are filed.')).toBeVisible();
    await officer.goto('/app/my-reports');
    await expect(officer.getByRole('button', { name: new RegExp(number) })).toBeVisible();
    await expect(officer.getByRole('region', { name: 'Returned to me' })).toHaveCount(0);
    await expect(officer.locator('.review-chip')).toHaveCount(0);
    await supervisor.goto('/app/my-reports');
    await supervisor.getByRole('button', { name: 'Open navigation' }).click();
    await expect(supervisor.getByRole('link', { name: 'My Reports' })).toBeVisible();
    await expect(supervisor.getByRole('link', { name: /^Review/ })).toHaveCount(0);
  } finally {
    await restoreAgency(owner, wasReviewOn);
  }
});
