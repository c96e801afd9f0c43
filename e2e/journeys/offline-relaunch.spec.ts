import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from '../support/login.ts';
import { findSeriousViolations } from '../support/page-checks.ts';
import { fillCaliforniaReport, openReportPageForOffline, reportOnServer, startReport } from '../support/report-wizard.ts';
import { acknowledgeSystemUseNoticeWhenShown } from '../support/system-use-notice.ts';
import { skipWelcomeTourWhenShown } from '../support/welcome-tour.ts';

/**
 * Issue 24 defect 1: an officer who signed in on this device reopens Fieldbook with no connection, after the browser
 * was closed (a relaunch from the home-screen icon, a tab the phone discarded), unlocks it with the device PIN and
 * files a report that uploads once after the next online login. A real Chromium profile on disk, closed and reopened.
 */
const OFFICER = 'officer@demo.test';
const PIN = '482915';
const INCIDENT_NUMBER = 'E2E-RELAUNCH-1';
const PHONE = { width: 360, height: 740 };

async function launch(userDataDir: string, baseURL: string): Promise<BrowserContext> {
  const { launchOptions } = test.info().project.use;
  return chromium.launchPersistentContext(userDataDir, { ...launchOptions, baseURL, viewport: PHONE, hasTouch: true });
}

/** The page fits 360 px and axe finds nothing serious. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  expect(await findSeriousViolations(page)).toEqual([]);
}

async function unlock(page: Page) {
  await expect(page.getByRole('heading', { name: 'Unlock Fieldbook' })).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill(PIN);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
}

test('an officer relaunches Fieldbook offline, unlocks with the device PIN, files a report that uploads once after login', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const userDataDir = mkdtempSync(join(tmpdir(), 'fieldbook-profile-'));
  try {
    // Online: log in on a phone, take the offer of a device PIN, and let the app reach the device.
    let context = await launch(userDataDir, baseURL ?? '');
    let page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, OFFICER);
    await expect(page).toHaveURL(/\/app\//);
    const offer = page.getByRole('complementary', { name: 'Work without a connection' });
    await expect(offer).toBeVisible();
    await expectFitsPhone(page);
    await offer.getByRole('link', { name: 'Set a PIN' }).click();
    await expect(page.getByRole('heading', { name: 'Offline unlock' })).toBeVisible();
    await page.getByLabel('New PIN').fill('123456');
    await page.getByLabel('Confirm PIN').fill('123456');
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await expect(page.getByRole('alert')).toContainText('harder to guess');
    await page.getByLabel('New PIN').fill(PIN);
    await page.getByLabel('Confirm PIN').fill(PIN);
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'PIN saved' })).toBeVisible();
    await expectFitsPhone(page);
    await openReportPageForOffline(page);
    // No session survives the browser: nothing of it is stored where a restart would find it (CJIS IA-5 o-2-b).
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/access|refresh/i);
    await context.close();

    // The browser is closed and reopened with no network: Fieldbook opens from the service worker's cache.
    context = await launch(userDataDir, baseURL ?? '');
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await skipWelcomeTourWhenShown(page);
    await acknowledgeSystemUseNoticeWhenShown(page);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/unlock$/);
    await expect(page.getByText('Jordan Lee')).toBeVisible();
    await expectFitsPhone(page);
    await page.getByLabel('PIN', { exact: true }).fill('111112');
    await page.getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong PIN. 4 tries left before the PIN is erased from this device.');
    await unlock(page);
    await expect(page.getByRole('heading', { name: 'Create Report' })).toBeVisible();
    const bar = page.getByRole('complementary', { name: 'Offline mode' });
    await expect(bar).toContainText('Offline mode: reports you file are kept on this device');
    await expectFitsPhone(page);

    await startReport(page, INCIDENT_NUMBER);
    await fillCaliforniaReport(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Report saved' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Working offline. Pending uploads: 1' })).toBeVisible();

    // A new tab of the same browser, still offline: it has no session either and offers the unlock too.
    const second = await context.newPage();
    await second.goto('/app/report');
    await expect(second).toHaveURL(/\/unlock$/);
    await unlock(second);
    await expect(second.getByRole('button', { name: 'Working offline. Pending uploads: 1' })).toBeVisible();
    await second.close();

    // The network returns: nothing uploads without a real session; the bar leads to the login.
    await context.setOffline(false);
    await expect(bar).toContainText('You are back online. Log in to upload');
    await expect(page.getByRole('button', { name: /Pending uploads: 1$/ })).toBeVisible();
    await bar.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(OFFICER);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/app\//);
    await expect(page.getByRole('button', { name: 'Pending uploads: 0' })).toBeVisible({ timeout: 20_000 });

    const stored = await reportOnServer(page, INCIDENT_NUMBER);
    expect(stored.status).toBe(200);
    expect(stored.body.versions).toHaveLength(1);
    const receipts = await page.evaluate(async (id) => {
      const token = sessionStorage.getItem('fieldbook.access-token');
      const response = await fetch('/api/reports/receipts', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ids: [id] }),
      });
      return response.json();
    }, stored.body.id);
    expect(receipts).toEqual({ receipts: [{ id: stored.body.id, versions: 1 }] });

    // Online, a new tab takes the session of the open one: no second login.
    const third = await context.newPage();
    await third.goto('/app/report');
    await expect(third.getByRole('heading', { name: 'Create Report' })).toBeVisible();
    expect(third.url()).toMatch(/\/app\/report$/);
    await context.close();
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('fingerprint or face unlock: a platform authenticator with the PRF extension opens offline mode', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  // WebAuthn refuses IP-address origins: the same server, reached as localhost.
  const context = await browser.newContext({ baseURL: (baseURL ?? '').replace('127.0.0.1', 'localhost'), viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  await logIn(page, 'officer2@demo.test');
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/account/offline-unlock');
  await page.getByLabel('New PIN').fill(PIN);
  await page.getByLabel('Confirm PIN').fill(PIN);
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'PIN saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on fingerprint or face unlock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Fingerprint or face unlock is on.' })).toBeVisible();
  await expectFitsPhone(page);
  await openReportPageForOffline(page);

  // Offline, the phone drops the tab (its session with it) and the officer comes back to Fieldbook.
  await context.setOffline(true);
  await page.evaluate(() => sessionStorage.clear());
  // Through about:blank: a page reloaded from its own URL here kept navigator.onLine true under Playwright's offline
  // emulation (the first journey's fresh tabs do not need this).
  await page.goto('about:blank');
  await page.goto('/app/report');
  await expect(page).toHaveURL(/\/unlock$/);
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Unlock with fingerprint or face' }).click();
  await expect(page.getByRole('heading', { name: 'Create Report' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Offline mode' })).toBeVisible();
  await context.close();
});
