import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from '../support/login.ts';

// Two-step verification (CJIS IA-2): an officer turns it on with the QR code's key, logs in with a code from it, then
// with a recovery code, and turns it off again (so the demo officer logs in with the password alone for the others).
const EMAIL = 'officer2@demo.test';

/** RFC 6238 (SHA-1, 6 digits, 30 s), as an authenticator app computes it from the key shown for manual entry. */
function totp(base32Secret: string, offsetSteps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of base32Secret.replace(/[\s=]/g, '').toUpperCase())
    bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetSteps));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

let recoveryCodes: string[] = [];

/** If the journey stopped half-way, turn two-step verification off through the API so other journeys are not affected. */
test.afterEach(async ({ request }) => {
  const first = await request.post('/api/auth/login', { data: { email: EMAIL, password: DEMO_PASSWORD, version: '3.29' } });
  const answer = (await first.json()) as { detail?: string; mfa_token?: string; access_token?: string };
  if (answer.detail !== 'MFA_REQUIRED') return;
  const code = recoveryCodes.at(-1) ?? '';
  const second = await request.post('/api/auth/login/mfa', { data: { mfa_token: answer.mfa_token, code } });
  const { access_token } = (await second.json()) as { access_token: string };
  await request.post('/api/users/me/two-step/disable', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { code: recoveryCodes.at(-2) ?? '' },
  });
});

/** The page as it is now fits a 360 px wide phone with no sideways scroll (GUIDE §6). */
async function expectFitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 760 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (size) await page.setViewportSize(size);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an officer turns on two-step verification, then logs in with a code and with a recovery code', async ({ page }) => {
  // Three logins and an enrolment: longer than one journey step on a shared machine.
  test.setTimeout(120_000);
  await logIn(page, EMAIL);
  await expect(page).toHaveURL(/\/app\/report$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Two-step verification' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add Fieldbook to your authenticator app' })).toBeVisible();
  const secret = ((await page.locator('.mfa-secret code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectFitsPhone(page);
  await page.getByLabel('Verification code').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expectFitsPhone(page);
  recoveryCodes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();

  // The password alone no longer signs in: the code of the app's next 30 seconds does (the one used is spent).
  await logOut(page);
  await logIn(page, EMAIL);
  await expect(page).toHaveURL(/\/login\/two-step$/);
  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expectFitsPhone(page);
  await codeField.fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app\/report$/);

  // Without the phone: a recovery code, once.
  await logOut(page);
  await logIn(page, EMAIL);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app\/report$/);

  await page.goto('/app/account/two-step');
  await expect(page.getByText(/Recovery codes left: 9/)).toBeVisible();
  // Turning it off takes the second factor itself (a recovery code here), never the password alone.
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[1] ?? '');
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Set up two-step verification' })).toBeVisible();
});
