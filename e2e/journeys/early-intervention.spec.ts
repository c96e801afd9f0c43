import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { PHONE, signedIn } from '../support/login.ts';
import { expectFitsAndAccessible } from '../support/page-checks.ts';

/**
 * Issue 28, early intervention: on a 360 px phone a manager turns on the default indicators, runs the evaluation, opens
 * a flagged officer from the alerts, reads why and the events behind it, and records a review with an outcome and a
 * follow-up; the peer chart is its own test below. Each screen fits and has no serious axe violation. The agency's settings are put back as
 * they were, whatever happens (the alerts and the review stay: alerts are never deleted).
 */
test.setTimeout(180_000);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a manager turns early intervention on, runs it, opens a flagged officer and records a supportive review', async ({ browser }) => {
  const manager = await signedIn(browser, 'manager@demo.test', PHONE);
  const before = await callApi(manager, 'GET', '/api/early-intervention/settings');
  expect(before.status).toBe(200);
  try {
    // Settings > Early intervention: on, with the default indicators (every one ticked), saved.
    await manager.goto('/app/settings?section=early_intervention');
    const section = manager.locator('#settings-section-early_intervention');
    await expect(section.getByRole('heading', { name: 'Early intervention', level: 2 })).toBeVisible();
    const fromReports = section.getByRole('group', { name: 'Counted from reports' });
    await expect(fromReports.getByRole('checkbox')).toHaveCount(6);
    for (const box of await section.getByRole('checkbox').all()) await box.check();
    await section.getByRole('switch', { name: 'Early intervention is on' }).check();
    await expectFitsAndAccessible(manager, 'settings early intervention');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Early intervention settings saved.')).toBeVisible();

    // Run the evaluation now and wait for its result.
    await section.getByRole('button', { name: 'Run the evaluation now' }).click();
    await expect(section.getByText(/officers evaluated/)).toBeVisible({ timeout: 90_000 });

    // The navigation offers 'Early intervention', with the open alerts as its badge.
    await manager.getByRole('button', { name: 'Open navigation' }).click();
    await manager
      .getByRole('dialog', { name: 'Navigation' })
      .getByRole('link', { name: /^Early intervention( \d+ open alerts?)?$/ })
      .click();
    await expect(manager).toHaveURL(/\/app\/early-intervention$/);
    await expect(manager.getByRole('heading', { name: 'Early intervention', level: 1 })).toBeVisible();
    const alerts = manager.getByRole('list', { name: 'Alerts, oldest first' }).getByRole('listitem');
    await expect(alerts.first()).toBeVisible();
    await expectFitsAndAccessible(manager, 'early intervention alerts');

    // The profile of an officer the peer comparison flagged, else the oldest alert.
    const peerFlagged = alerts.filter({ hasText: /compared with peers/ });
    const chosen = (await peerFlagged.count()) > 0 ? peerFlagged.first() : alerts.first();
    await chosen.getByRole('link').first().click();
    await expect(manager).toHaveURL(/\/app\/early-intervention\/alerts\/[^/]+$/);
    await expect(manager.getByRole('heading', { name: 'Why this alert', level: 2 })).toBeVisible();
    await expect(manager.locator('.ei-why li').first()).not.toBeEmpty();
    await expect(manager.getByRole('list', { name: 'Indicator events' }).getByRole('listitem').first()).toBeVisible();

    await expectFitsAndAccessible(manager, 'early intervention profile');

    // The review: a note, an outcome and a follow-up date.
    const followUp = inDays(30);
    await manager
      .getByLabel('What was discussed and agreed')
      .fill('Met with the officer; talked through recent calls and offered a refresher.');
    await manager.getByLabel('Outcome').selectOption({ label: 'Informal counselling' });
    await manager.getByLabel('Follow-up date (optional)').fill(followUp);
    await manager.getByRole('button', { name: 'Record the review' }).click();
    await expect(manager.getByText('Review recorded.')).toBeVisible();
    const actions = manager.getByRole('list', { name: 'Actions so far' });
    await expect(actions.getByText('Outcome: Informal counselling')).toBeVisible();
    await expect(actions.getByText(/^Follow-up on /).first()).toBeVisible();
    await expectFitsAndAccessible(manager, 'early intervention profile after the review');
  } finally {
    expect((await callApi(manager, 'PUT', '/api/early-intervention/settings', before.body)).status).toBe(200);
  }
});

// The demo's profiles answer every peer comparison with n 0 on both sides (server at ca114b2), so no chart can be
// drawn yet; the web draws it from figures (apps/web/src/early-intervention/peer-chart.tsx, its tests). Remove the
// fixme once the demo has a peer-compared officer.
test.fixme('a flagged officer’s profile shows the peer chart with both rates, their 95% intervals and each n', async ({ browser }) => {
  const manager = await signedIn(browser, 'manager@demo.test', PHONE);
  await manager.goto('/app/early-intervention');
  const alerts = manager.getByRole('list', { name: 'Alerts, oldest first' }).getByRole('listitem');
  await alerts
    .filter({ hasText: /compared with peers/ })
    .first()
    .getByRole('link')
    .first()
    .click();
  const chart = manager.getByRole('img', { name: /Officer: .*95% interval.*n \d+; Peers: .*95% interval.*n \d+/ }).first();
  await expect(chart).toBeVisible();
  const figures = manager.locator('.ei-peer-table').first();
  await expect(figures.getByRole('row', { name: /^Officer/ })).toBeVisible();
  await expect(figures.getByRole('row', { name: /^Peers/ })).toBeVisible();
  await expectFitsAndAccessible(manager, 'early intervention peer chart');
});
