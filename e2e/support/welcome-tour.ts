import type { Page } from '@playwright/test';

/**
 * A user's first login shows the welcome tour (accounts.md §2.8), a modal that blocks the page behind it. Journeys
 * about something else call this once per page, before logging in, so the tour is skipped whenever it appears
 * (and, as for a real user, not shown again to that user).
 */
const pagesWithHandler = new WeakSet<Page>();

export async function skipWelcomeTourWhenShown(page: Page): Promise<void> {
  if (pagesWithHandler.has(page)) return;
  pagesWithHandler.add(page);
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome to Fieldbook' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Skip' }).click();
  });
}
