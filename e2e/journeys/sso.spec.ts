import { expect, type Page, test } from '@playwright/test';
import { acknowledgeSystemUseNoticeWhenShown } from '../support/system-use-notice.ts';

/** The local OpenID provider (apps/server/src/test/oidc-provider.ts) signs in any e-mail with this password. */
const PROVIDER_PASSWORD = 'provider-pass-2026';

async function signInWithMicrosoft(page: Page, email: string) {
  await acknowledgeSystemUseNoticeWhenShown(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with Microsoft' }).click();
  // The provider's own sign-in page, on its own origin.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/interaction\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PROVIDER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new user logs in with Microsoft, completes their information and gets into the app', async ({ page }) => {
  const suffix = String(Date.now()).slice(-6);
  const email = `casey.morgan+${suffix}@contoso.test`;
  await signInWithMicrosoft(page, email);

  await expect(page).toHaveURL(/\/complete-your-information$/);
  await expect(page.getByRole('heading', { name: 'Complete your Information' })).toBeVisible();
  const name = page.getByLabel('Name');
  const mail = page.getByLabel('Email');
  await expect(name).toHaveValue('Casey Morgan');
  await expect(mail).toHaveValue(email);
  await expect(name).not.toBeEditable();
  await expect(mail).not.toBeEditable();

  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Officer ID').fill(`CM-${suffix}`);
  await page.getByRole('checkbox', { name: 'I accept the Terms of Service and the Privacy Policy.' }).check();
  await continueButton.click();

  // A new Member with no agency and no invitation: inside /app, on the onboarding or invitations screen.
  await expect(page).toHaveURL(/\/app\/(onboarding|user-invitations)/);
  expect(await page.evaluate(() => sessionStorage.getItem('fieldbook.access-token'))).toBeTruthy();
});

test('a verified user logs in with Microsoft by their e-mail and lands where a password login does', async ({ page }) => {
  await signInWithMicrosoft(page, 'officer2@demo.test');
  await expect(page).toHaveURL(/\/app\/report$/);
});
