import { type APIRequestContext, expect, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { linkIn, waitForMail } from '../support/mail.ts';

/**
 * Members settings (issue 5 item 7, accounts.md §6 'Agency users with a disabled account see /not-member'):
 * a manager disables an officer's access; the officer, signed in elsewhere, is sent to /not-member at once.
 * The officer is made for this journey (invited and accepted through the API) so the demo officers stay enabled.
 */
const DEMO_PASSWORD = 'Fieldbook-demo-2026';
const PASSWORD = 'radio static at midnight';

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password, version: '3.29' } });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token as string;
}

/** A verified member of the demo agency, made through the API and the real mails. */
async function addDemoOfficer(request: APIRequestContext, email: string, name: string) {
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name, officer_id: `E2E-${Date.now() % 100000}`, role: 'member' },
  });
  expect(registered.status()).toBe(202);
  const token = new URL(linkIn(await waitForMail(email, /Verify your email/), '/verify'), 'http://x').searchParams.get('token');
  expect((await request.post('/api/auth/verify', { data: { token } })).status()).toBe(200);
  const owner = await tokenOf(request, 'owner@demo.test', DEMO_PASSWORD);
  const invited = await request.post('/api/invitations', { data: { emails: [email] }, headers: { authorization: `Bearer ${owner}` } });
  expect(invited.status()).toBe(200);
  const member = await tokenOf(request, email, PASSWORD);
  const headers = { authorization: `Bearer ${member}` };
  const [invitation] = (await (await request.get('/api/users/me/invitations', { headers })).json()).items;
  expect((await request.post(`/api/users/me/invitations/${invitation.id}/accept`, { headers })).status()).toBe(200);
}

test('a manager disables an officer, who is then sent to /not-member; enabling lets them back in', async ({ page, browser, request }) => {
  const email = `patrol.${Date.now()}@agency.test`;
  const name = 'Jamie Patrol';
  await addDemoOfficer(request, email, name);

  const officer = await (await browser.newContext()).newPage();
  await logIn(officer, email, PASSWORD);
  await expect(officer).toHaveURL(/\/app\/report$/);

  await logIn(page, 'manager@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/settings?section=members');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();
  await expect(row.getByRole('button', { name: /Make manager/ })).toHaveCount(0);
  await row.getByRole('button', { name: `Disable access: ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Disable access for ${name}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Disable access' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Access disabled for ${name}.` })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Disabled' })).toBeVisible();

  await officer.reload();
  await expect(officer).toHaveURL(/\/not-member$/);
  await expect(officer.getByRole('heading', { name: 'Agency access disabled.' })).toBeVisible();

  await row.getByRole('button', { name: `Enable access: ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enable access' }).click();
  await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();
  await logIn(officer, email, PASSWORD);
  await expect(officer).toHaveURL(/\/app\/report$/);
});

test('the members list fits a 360 px phone as cards and a 600 px screen as a table, with no sideways scroll', async ({ page }) => {
  await logIn(page, 'owner@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\//);
  const overflow = () =>
    page.evaluate(() => {
      const wrap = document.querySelector('.members-table-wrap');
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: wrap ? wrap.scrollWidth - wrap.clientWidth : 0,
      };
    });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app/settings/members');
  const cards = page.getByRole('list', { name: 'Agency members' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'officer@demo.test' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await overflow()).toEqual({ page: 0, table: 0 });

  await page.setViewportSize({ width: 600, height: 800 });
  const row = page.getByRole('row').filter({ hasText: 'officer@demo.test' });
  await expect(row.getByRole('button', { name: 'Make manager: Jordan Lee' })).toBeVisible();
  expect(await overflow()).toEqual({ page: 0, table: 0 });
});
