import { expect, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { acknowledgeSystemUseNoticeWhenShown } from '../support/system-use-notice.ts';

test('the demo officer logs in and lands on Create Report with the shell around it', async ({ page }) => {
  await logIn(page, 'Officer@Demo.test');
  await expect(page).toHaveURL(/\/app\/report$/);
  const navigation = page.getByRole('navigation').first();
  await expect(navigation.getByRole('link', { name: 'Create Report' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'My Reports' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Agency Reports' })).toHaveCount(0);
  await expect(page.getByText('Version 3.29')).toBeVisible();
  await expect(page.getByText(/Powered by/)).toBeVisible();
});

test('the demo manager lands on Analytics', async ({ page }) => {
  await logIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/app\/analytics/);
});

test('a wrong password shows the spec alert and stays on /login', async ({ page }) => {
  await acknowledgeSystemUseNoticeWhenShown(page);
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Log in', exact: true });
  await expect(button).toBeDisabled();
  await page.getByLabel('Email').fill('officer@demo.test');
  await expect(button).toBeDisabled();
  await page.getByLabel('Password').fill('not-the-password');
  await expect(button).toBeEnabled();
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'The email and password combination entered is incorrect. Please check your email and password and try again.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('/app pages without a session go to /login, and the login page links onward', async ({ page }) => {
  await page.goto('/app/my-reports');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: /forgot/i })).toHaveAttribute('href', '/forgot-password');
  await expect(page.locator('a[href="/registration"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in with Microsoft' })).toBeVisible();
});

test('a session ended on the server raises the Session Expired dialog, which leads to login', async ({ page }) => {
  // Let the calls that follow a login finish first (Create Report reads the agency's areas, tags and people): one
  // answered 401 after the logout below would already raise the dialog, and clear the session, before the reload.
  const referenceReads = ['/api/agencies/me/areas', '/api/agencies/me/tags', '/api/agencies/me/users'].map((path) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path),
  );
  await logIn(page, 'officer2@demo.test');
  await expect(page).toHaveURL(/\/app\/report$/);
  await Promise.all(referenceReads);
  // End the session behind the app's back, as an administrator or the idle limit would.
  await page.evaluate(async () => {
    const access_token = sessionStorage.getItem('fieldbook.access-token');
    await fetch('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${access_token}` } });
  });
  await page.reload();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Session Expired');
  await expect(dialog).toContainText('The action you tried to perform could not be completed. Please log in and try it again.');
  await dialog.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the navigation collapse is remembered across reloads', async ({ page }) => {
  await logIn(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/app\/report$/);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
});

test('static pages show their texts', async ({ page }) => {
  for (const [path, text] of [
    ['/action-not-allowed', 'Sorry, you are not allowed to do this action.'],
    ['/not-member', 'Agency access disabled.'],
    ['/error', 'Sorry, something went wrong.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
  }
});

test('on a phone the navigation is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'officer@demo.test');
  await expect(page).toHaveURL(/\/app\/report$/);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'My Reports' }).click();
  await expect(page).toHaveURL(/\/app\/my-reports/);
});
