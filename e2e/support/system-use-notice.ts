import type { Page } from '@playwright/test';

/**
 * The login page shows the system-use notice (CJIS AC-8) as a modal over the credentials until it is acknowledged.
 * Journeys about something else call this before opening /login, so the notice is acknowledged whenever it appears
 * (journeys/oversight.spec.ts checks the notice itself).
 */
const pagesWithHandler = new WeakSet<Page>();

export async function acknowledgeSystemUseNoticeWhenShown(page: Page): Promise<void> {
  if (pagesWithHandler.has(page)) return;
  pagesWithHandler.add(page);
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'System use notice' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'I understand and agree' }).click();
  });
}
