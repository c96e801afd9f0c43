import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { linkIn, waitForMail } from '../support/mail.ts';

/**
 * Invitations (accounts.md §2.1 /agency-invitation, §2.3 /app/user-invitations, §4 Load of /app; issue 5 item 4):
 * the demo owner invites a new e-mail from the members settings; the member registers from the invitation mail,
 * verifies, logs in and lands in the demo agency. Someone who already has an account accepts in the app.
 */
const DEMO_PASSWORD = 'Fieldbook-demo-2026';
const MEMBER_PASSWORD = 'radio static at midnight';

/** An address no other journey uses, so the journeys can run again on the same server. */
const freshEmail = (prefix: string) => `${prefix}.${Date.now()}@agency.test`;

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password, version: '3.29' } });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token as string;
}

async function inviteThroughApi(request: APIRequestContext, email: string) {
  const token = await apiToken(request, 'owner@demo.test', DEMO_PASSWORD);
  const response = await request.post('/api/invitations', { data: { emails: [email] }, headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}

/** The owner invites `email` in Settings > Members. */
async function inviteFromSettings(page: Page, email: string) {
  await logIn(page, 'owner@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/settings?section=members');
  await expect(page.getByText('List the emails separated by commas and press ENTER.')).toBeVisible();
  await page.getByLabel('Member Emails').fill(email);
  await page.getByLabel('Member Emails').press('Enter');
  await page.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 invitation sent.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' }).getByText(email.toLowerCase())).toBeVisible();
}

test('the owner invites a new member, who registers from the mail, verifies, logs in and lands in the demo agency', async ({
  page,
  browser,
}) => {
  const email = freshEmail('new.recruit');
  await inviteFromSettings(page, email);

  const invitation = await waitForMail(email, /^Join Demo Police Department on Fieldbook$/);
  expect(invitation.text).toContain('Olivia Owens invited you to join Demo Police Department on Fieldbook.');

  // The member, on their own device.
  const member = await (await browser.newContext()).newPage();
  await member.goto(linkIn(invitation, '/agency-invitation'));
  await expect(member).toHaveURL(/\/registration$/);
  await expect(member.getByText('Step 2 of 3')).toBeVisible();
  await expect(member.getByText('You were invited to join Demo Police Department.', { exact: false })).toBeVisible();
  const emailField = member.getByLabel('Email');
  await expect(emailField).toHaveValue(email.toLowerCase());
  await expect(emailField).not.toBeEditable();

  await member.getByLabel('Name').fill('Riley Quinn');
  await member.getByLabel('Officer ID').fill('DPD-7001');
  await member.getByLabel('Password').fill(MEMBER_PASSWORD);
  await member.getByRole('checkbox', { name: /I accept/ }).check();
  await member.getByRole('button', { name: 'Create Account' }).click();
  await expect(member.getByText('Step 3 of 3')).toBeVisible();

  await member.goto(linkIn(await waitForMail(email, /Verify your email/), '/verify'));
  await expect(member.getByRole('heading', { name: 'Verified account!' })).toBeVisible();
  await logIn(member, email, MEMBER_PASSWORD);
  await expect(member).toHaveURL(/\/app\/report$/);
  await expect(member.locator('.top-bar-agency')).toHaveText('Demo Police Department');
  expect(await member.evaluate(() => localStorage.getItem('fieldbook.pending-invitation'))).toBeNull();

  // The invitation is used up: its link is no longer available.
  await member.goto(linkIn(invitation, '/agency-invitation'));
  await expect(member).toHaveURL(/\/action-not-available$/);
  await expect(member.getByRole('heading', { name: 'Sorry, this action is no longer available.' })).toBeVisible();
});

test('someone who already has an account accepts the invitation from /app/user-invitations', async ({ page, request }) => {
  const email = freshEmail('existing.member');
  const registered = await request.post('/api/auth/register', {
    data: { email, password: MEMBER_PASSWORD, name: 'Casey Morgan', officer_id: 'DPD-7002', role: 'member' },
  });
  expect(registered.status()).toBe(202);
  const verify = new URL(linkIn(await waitForMail(email, /Verify your email/), '/verify'), 'http://x').searchParams.get('token');
  expect((await request.post('/api/auth/verify', { data: { token: verify } })).status()).toBe(200);

  await inviteThroughApi(request, email);
  const mail = await waitForMail(email, /^Demo Police Department invited you/);
  expect(linkIn(mail, '/app/user-invitations')).toBe('/app/user-invitations');

  await logIn(page, email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/app\/user-invitations$/);
  await expect(page.getByRole('heading', { name: 'Agency Invitations' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Demo Police Department' }) });
  await expect(card.getByText('Invited by Olivia Owens')).toBeVisible();
  await card.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(page).toHaveURL(/\/app\/report$/);
  await expect(page.locator('.top-bar-agency')).toHaveText('Demo Police Department');
});
