import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { acknowledgeSystemUseNoticeWhenShown } from './system-use-notice.ts';
import { skipWelcomeTourWhenShown } from './welcome-tour.ts';

/** The demo users' password (README). */
export const DEMO_PASSWORD = 'Fieldbook-demo-2026';

/**
 * Logs in through /login. Journeys about something else than the welcome tour skip it whenever it appears
 * (it is a modal on a user's first login).
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await skipWelcomeTourWhenShown(page);
  await acknowledgeSystemUseNoticeWhenShown(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A 360 px touch phone, as the journeys emulate an officer's. */
export const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** A page of its own browser context (a person of their own), logged in as `email` and in the app. */
export async function signedIn(browser: Browser, email: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/app\//);
  return page;
}
