import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from '../support/login.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { acknowledgeSystemUseNoticeWhenShown } from '../support/system-use-notice.ts';
import { skipWelcomeTourWhenShown } from '../support/welcome-tour.ts';

/**
 * Issue 11's workspace edition: a Nexus host (Chromium resolves *.localhost to loopback) shows the Fieldbook Nexus
 * brand, a workspace's dashboard and list; a saved analytics link survives the login; the owner of a Connect agency
 * goes from the upsell banner to the upgrade.
 */
test.describe.configure({ timeout: 120_000 });

const port = Number(process.env.E2E_PORT ?? 8181);
const NEXUS = `http://nexus.localhost:${port}`;

async function logInAt(page: Page, origin: string, email: string) {
  await skipWelcomeTourWhenShown(page);
  await acknowledgeSystemUseNoticeWhenShown(page);
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The id of a workspace, from its card on the analytics index. */
async function workspaceIdOf(page: Page, name: string): Promise<string> {
  const href = await page
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .first()
    .getAttribute('href');
  return href?.split('/').pop() ?? '';
}

test('a Nexus host shows the Nexus brand, the workspace cards, a workspace dashboard and its list', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${NEXUS}/login`);
  await expect(page.locator('.public-brand')).toHaveText('Fieldbook Nexus');
  await expect(page).toHaveTitle(/Fieldbook Nexus/);
  await logInAt(page, NEXUS, 'nexus-manager@demo.test');
  await expect(page).toHaveURL(/\/app\/analytics$/);
  await expect(page.locator('.top-bar-brand')).toHaveText('Fieldbook Nexus');
  await expect(page.getByRole('link', { name: /^Downtown Patrol/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Contacts/ })).toBeVisible();
  const children = page.getByRole('list', { name: 'Analytics workspaces' });
  await expect(children.getByRole('link')).toHaveText(['Downtown Patrol', 'Traffic Safety Unit']);

  await page.locator('.workspace-card', { hasText: 'Downtown Patrol' }).click();
  await expect(page).toHaveURL(/\/app\/analytics\/workspaces\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Downtown Patrol', level: 2 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /^Filter by/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter by' });
  await expect(dialog.getByRole('radio', { name: 'Last month' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Quarter' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`${NEXUS}/app/agency-reports`);
  await page.locator('.workspace-card', { hasText: 'Downtown Patrol' }).click();
  await expect(page.getByRole('heading', { name: 'Downtown Patrol', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reports' }).getByRole('button').first()).toBeVisible();
  await expect(page).toHaveTitle(/Downtown Patrol · Agency Reports · Fieldbook Nexus/);
});

test('a saved analytics link survives the login, once', async ({ browser }) => {
  const manager = await newPage(browser);
  await logInAt(manager, NEXUS, 'nexus-manager@demo.test');
  await expect(manager).toHaveURL(/\/app\/analytics$/);
  const id = await workspaceIdOf(manager, 'Traffic Safety Unit');

  const page = await newPage(browser);
  await skipWelcomeTourWhenShown(page);
  await acknowledgeSystemUseNoticeWhenShown(page);
  await page.goto(`${NEXUS}/analytics-insights?type=workspaces&id=${id}`);
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await page.getByLabel('Email').fill('nexus-officer@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/analytics/workspaces/${id}$`));
  await expect(page.getByRole('heading', { name: 'Traffic Safety Unit', level: 2 })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('fieldbook.analytics-insight-link'))).toBeNull();
});

test('the owner of a Connect agency goes from the upsell banner to the upgrade', async ({ browser, request }) => {
  // A Connect agency of its own (the demo one may have been upgraded by billing.spec.ts).
  const run = Date.now().toString(36).slice(-6).toUpperCase();
  const email = `nexus-connect-${run.toLowerCase()}@example.test`;
  const password = 'Connect-journey-2026';
  const registered = await request.post('/api/auth/register', {
    data: { email, password, name: 'Cora Banner', officer_id: `CB-${run}`, role: 'owner' },
  });
  expect(registered.status()).toBe(202);
  const token = new URL(linkIn(await waitForMail(email, /^Verify your email/), '/verify'), 'http://x').searchParams.get('token');
  expect((await request.post('/api/auth/verify', { data: { token } })).ok()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password, version: '3.29' } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const agency = await request.post('/api/agencies', {
    headers,
    data: {
      full_name: 'Banner Test Police',
      ori: `NX${run.padEnd(7, '0')}`.slice(0, 9),
      state_name: 'California',
      phone1: '+1 916 555 0400',
      email,
      timezone: 'America/Los_Angeles',
    },
  });
  expect(agency.status(), await agency.text()).toBe(201);
  const subscription = await request.post('/api/billing/subscriptions', { headers, data: { plan: 'connect' } });
  expect(subscription.ok(), await subscription.text()).toBe(true);

  const page = await newPage(browser);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/app\/business-card/);
  const banner = page.getByRole('complementary', { name: 'Plan' });
  await banner.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/app\/plan-upgrade$/);
  await expect(page.getByRole('heading', { name: 'Choose your Plan' })).toBeVisible();
});

test('the owner creates, renames and deletes a workspace in Settings by keyboard on a 360 px screen', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await logInAt(page, NEXUS, 'nexus-owner@demo.test');
  await expect(page).toHaveURL(/\/app\/analytics$/);
  expect(await fits()).toBe(true);
  await page.goto(`${NEXUS}/app/settings?section=workspaces`);
  const section = page.locator('#settings-section-workspaces');
  await expect(section.getByRole('list', { name: 'Agency workspaces' })).toContainText('Downtown Patrol', { timeout: 30_000 });
  expect(await fits()).toBe(true);

  await section.getByRole('button', { name: 'New Workspace' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Workspace' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('River Beat');
  await dialog.getByRole('group', { name: 'Areas' }).getByLabel('River District').focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('group', { name: 'Shared with' }).getByLabel('Nadia Flores').focus();
  await page.keyboard.press('Space');
  expect(await fits()).toBe(true);
  await dialog.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText("Workspace 'River Beat' saved.");
  await expect(section.getByRole('listitem').filter({ hasText: 'River Beat' })).toContainText('Shared with 1 member');

  await section.getByRole('button', { name: 'Edit workspace River Beat' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Workspace' });
  await edit.getByLabel('Name').fill('River Patrol');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('status')).toHaveText("Workspace 'River Patrol' saved.");

  await section.getByRole('button', { name: 'Delete workspace River Patrol' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByRole('status')).toHaveText("Workspace 'River Patrol' deleted.");
  await expect(section.getByRole('list', { name: 'Agency workspaces' })).not.toContainText('River Patrol');
});
