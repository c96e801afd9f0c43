import { expect, type Page } from '@playwright/test';
import { startNewOnFirstStep } from './report-wizard.ts';

/**
 * The main pages the checks of screens-360 and looks walk through: how to open each and what shows it is ready.
 * Signed-out pages need no login; the others are opened as the demo manager.
 */
export interface MainPage {
  name: string;
  open: (page: Page) => Promise<void>;
}

async function openWithHeading(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export const SIGNED_OUT_PAGES: MainPage[] = [
  {
    name: 'login',
    open: async (page) => {
      await page.goto('/login');
      await expect(page.getByLabel('Email')).toBeVisible();
    },
  },
  {
    name: 'registration',
    open: async (page) => {
      await page.goto('/registration');
      await expect(page.getByText('Step 1 of 3')).toBeVisible();
    },
  },
];

export const MANAGER_PAGES: MainPage[] = [
  { name: 'my reports', open: (page) => openWithHeading(page, '/app/my-reports/contacts', 'My Reports') },
  {
    name: 'agency reports',
    open: async (page) => {
      await openWithHeading(page, '/app/agency-reports/contacts', 'Agency Reports');
      await expect(page.getByRole('region', { name: 'Report list' }).locator('li button').first()).toBeVisible();
    },
  },
  {
    name: 'analytics',
    open: async (page) => {
      await page.goto('/app/analytics');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'business card',
    open: async (page) => {
      await page.goto('/app/business-card');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  { name: 'the contact form with a citizen', open: openContactFormWithCitizen },
];

/** /app/report: step 1 (a new report when a draft is offered), step 2, then the contact form with one citizen. */
export async function openContactFormWithCitizen(page: Page): Promise<void> {
  await page.goto('/app/report');
  await startNewOnFirstStep(page);
  await page.getByRole('button', { name: 'Call For Service' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Add Citizen' }).click();
  await expect(page.getByRole('region', { name: 'Citizen 1' })).toBeVisible();
}

/** The settings sections the signed-in user sees, by their `section` query value. */
export async function listSettingsSections(page: Page): Promise<string[]> {
  await page.goto('/app/settings');
  const tabs = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link');
  await expect(tabs.first()).toBeVisible();
  return tabs.evaluateAll((links) => links.map((link) => link.getAttribute('data-settings-tab') ?? ''));
}

export async function openSettingsSection(page: Page, section: string): Promise<void> {
  await page.goto(`/app/settings?section=${section}`);
  await expect(page.locator(`#settings-section-${section}`)).toBeVisible();
}
