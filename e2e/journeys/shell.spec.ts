import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { acknowledgeSystemUseNoticeWhenShown } from '../support/system-use-notice.ts';
import { skipWelcomeTourWhenShown } from '../support/welcome-tour.ts';

/**
 * The shell's remaining parts (accounts.md §2.4, §2.8): the welcome tour once after login, Feature Tours, the
 * feedback survey, the offline dialog and 'Update Now', as the demo manager. Other journeys may have logged the
 * manager in (and skipped the tour) on the same server first, so the welcome journey restores the manager's tours
 * through the API before it starts.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Fieldbook-demo-2026';
const MANAGER = 'manager@demo.test';

async function logIn(page: Page, email: string, { isWelcomeSkipped = true } = {}) {
  if (isWelcomeSkipped) await skipWelcomeTourWhenShown(page);
  await acknowledgeSystemUseNoticeWhenShown(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  const settingsRead = page.waitForResponse((response) => response.url().endsWith('/api/users/me/settings'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/analytics/);
  expect((await settingsRead).status()).toBe(200);
}

/** Shows the user's welcome tour again at their next login, as if they never logged in. */
async function restoreTours(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD, version: '3.29' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const restored = await request.post('/api/users/me/settings/tours/restore', { headers, data: { app: 'cc' } });
  expect(restored.status()).toBe(200);
  await request.post('/api/auth/logout', { headers });
}

test('the welcome tour greets the manager after login, and once skipped it does not come back', async ({ page, request }) => {
  await restoreTours(request, MANAGER);
  await logIn(page, MANAGER, { isWelcomeSkipped: false });
  const welcome = page.getByRole('dialog', { name: 'Welcome to Fieldbook' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Create Groups' })).toBeVisible();
  const dismissed = page.waitForResponse((response) => response.url().endsWith('/api/users/me/settings/tours/dismiss'));
  await welcome.getByRole('button', { name: 'Skip' }).click();
  await expect(welcome).toBeHidden();
  expect((await dismissed).status()).toBe(200);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, MANAGER, { isWelcomeSkipped: false });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Feedback sends the survey and thanks the user', async ({ page }) => {
  await logIn(page, MANAGER);
  await page.getByRole('button', { name: 'Feedback' }).click();
  const survey = page.getByRole('dialog', { name: 'Feedback' });
  await survey.getByRole('radio', { name: 'Good' }).check();
  await survey.getByLabel(/Anything else/).fill('The tours helped me find the settings.');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
  await survey.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Thanks! We truly appreciate your feedback.')).toBeVisible();
});

test('Feature Tours lists the tours and tutorials and runs the chosen tour on its page', async ({ page }) => {
  await logIn(page, MANAGER);
  await page.getByRole('button', { name: 'Feature Tours' }).click();
  const tours = page.getByRole('dialog', { name: 'Feature Tours' });
  await expect(tours.getByRole('heading', { name: 'Tutorials' })).toBeVisible();
  await tours.getByRole('button', { name: 'Agency Areas' }).click();
  await expect(page).toHaveURL(/\/app\/settings\?section=areas$/);
  const tour = page.getByRole('dialog', { name: 'Draw an area' });
  await expect(tour.getByText('Step 1 of 2')).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Use your areas' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the offline dialog offers 'Go to Home' when the connection drops", async ({ page, context }) => {
  await logIn(page, MANAGER);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The dashboard's page has loaded: a route still fetching its code when the connection drops shows the
  // no-connection page instead of the dialog (CI saw it once).
  await expect(page.getByRole('heading', { name: 'My Widgets' })).toBeVisible();
  await context.setOffline(true);
  const offline = page.getByRole('dialog', { name: 'No internet connection.' });
  await expect(offline.getByText('Working offline, you can only create reports and share your business card.')).toBeVisible();
  await offline.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/app\/report$/);
  await context.setOffline(false);
});

test("'Update Now' appears when a new service worker waits, and applies it", async ({ page }) => {
  // The build the server serves: WEB_DIST_DIR, else the one `npm run build` made.
  const distDir = process.env.WEB_DIST_DIR ?? join(import.meta.dirname, '../../apps/web/dist');
  const swPath = join(distDir, 'sw.js');
  const original = readFileSync(swPath, 'utf8');
  try {
    // A first visit installs the worker; the next page load is controlled by it, as a returning user's is.
    await acknowledgeSystemUseNoticeWhenShown(page);
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await logIn(page, MANAGER);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    writeFileSync(swPath, `${original}\n// a new version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const update = page.getByRole('dialog', { name: 'A new version is available' });
    await expect(update).toBeVisible();
    await update.getByRole('button', { name: 'Update Now' }).click();
    // The new worker takes over, the page reloads, and the cleared session leads to the login page.
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('fieldbook.access-token'))).toBeNull();
  } finally {
    writeFileSync(swPath, original);
  }
});
