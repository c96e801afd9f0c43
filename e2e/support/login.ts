import type { Page } from '@playwright/test';
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
