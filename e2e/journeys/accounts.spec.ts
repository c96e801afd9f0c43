import { type APIRequestContext, expect, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { acknowledgeSystemUseNoticeWhenShown } from '../support/system-use-notice.ts';

const PASSWORD = 'radio static at midnight';

/** An address no other journey uses, so the journeys can run again on the same server. */
function freshEmail(prefix: string): string {
  return `${prefix}.${Date.now()}@agency.test`;
}

/** A verified account made through the API and the real verification mail. */
async function registerVerified(request: APIRequestContext, email: string, role: 'owner' | 'member' = 'member') {
  const response = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Riley Quinn', officer_id: 'E2E-7', role },
  });
  expect(response.status()).toBe(202);
  const token = new URL(linkIn(await waitForMail(email, /Verify your email/), '/verify'), 'http://x').searchParams.get('token');
  expect((await request.post('/api/auth/verify', { data: { token } })).status()).toBe(200);
}

test('an owner registers in the browser, follows the verification mail, logs in and lands on onboarding', async ({ page }) => {
  const email = freshEmail('New.Owner');
  await page.goto('/registration');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('radio', { name: /Owner/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByLabel('Name').fill('Avery Stone');
  await page.getByLabel('Officer ID').fill('DPD-1001');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Password123!');
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await create.click();
  await expect(page.getByText('This password is too common and easy to guess. Please choose another one.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await create.click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(`We sent an email to ${email.toLowerCase()}.`, { exact: false })).toBeVisible();

  const mail = await waitForMail(email, /Verify your email/);
  await page.goto(linkIn(mail, '/verify'));
  await expect(page.getByRole('heading', { name: 'Verified account!' })).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/onboarding/);
});

test('an unverified user is told to verify and can have the mail sent again', async ({ page, request }) => {
  const email = freshEmail('unverified');
  await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Riley Quinn', officer_id: 'E2E-8', role: 'member' },
  });
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user-not-verified$/);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent the verification link to' })).toBeVisible();
});

test('a forgotten password is reset through the mailed link; the old one stops working', async ({ page, request }) => {
  const email = freshEmail('forgetful');
  await registerVerified(request, email);

  await acknowledgeSystemUseNoticeWhenShown(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('heading', { name: 'Email sent' })).toBeVisible();

  const mail = await waitForMail(email, /Reset your Fieldbook password/);
  await page.goto(linkIn(mail, '/reset-password'));
  const newPassword = 'tangerine lighthouse on the ridge 🚓';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The “New Password” and “Confirm Password” do not match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'The email and password combination entered is incorrect. Please check your email and password and try again.',
  );
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/app\//);
});

test('the fifth wrong password from an address the account signs in from locks it and says so; the right one then shows the locked message', async ({
  page,
  request,
}) => {
  const email = freshEmail('locked');
  await registerVerified(request, email, 'owner');
  // Only failures from the account's own addresses lock it (strangers elsewhere are made to wait instead).
  const signedIn = await request.post('/api/auth/login', { data: { email, password: PASSWORD, version: '3.29' } });
  expect(signedIn.status()).toBe(200);
  for (let attempt = 1; attempt <= 4; attempt++) {
    const response = await request.post('/api/auth/login', { data: { email, password: `wrong-${attempt}`, version: '3.29' } });
    expect((await response.json()).detail).toBe('LOGIN_BAD_CREDENTIALS');
  }
  const fifth = await request.post('/api/auth/login', { data: { email, password: 'wrong-5', version: '3.29' } });
  expect((await fifth.json()).detail).toBe('LOGIN_ACCOUNT_LOCKED');
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Your account is locked after too many failed login attempts. Try again in 30 minutes, reset your password, or ask your agency owner or a manager to unlock it.',
  );
});
