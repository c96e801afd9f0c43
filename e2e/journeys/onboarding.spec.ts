import { type Browser, expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { linkIn, waitForMail } from '../support/mail.ts';

/**
 * The main journey with a real SMTP server: an owner registers, verifies, logs in, creates the agency,
 * invites a member and chooses Connect ('Done!'); the member registers from the invitation mail and lands in the agency.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Spring field patrol 2026';
const run = Date.now().toString(36).slice(-5).toUpperCase();
const OWNER = { name: 'Avery Chief', officerId: `SPD-${run}`, email: `chief.${run.toLowerCase()}@springfield.test` };
const MEMBER = { name: 'Riley Patrol', officerId: `SPD-M${run}`, email: `riley.${run.toLowerCase()}@springfield.test` };
const ORI = `TX${run.padEnd(7, '0')}`.slice(0, 9);

async function register(page: Page, person: { name: string; officerId: string; email: string }, isInvited = false) {
  if (!isInvited) {
    await page.goto('/registration');
    await page.getByLabel(/^Owner/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Officer ID').fill(person.officerId);
  if (isInvited) await expect(page.getByLabel('Email')).toHaveValue(person.email);
  else await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
}

async function verifyAndLogIn(page: Page, email: string) {
  const mail = await waitForMail(email, /^Verify your email/);
  await page.goto(linkIn(mail, '/verify'));
  await expect(page.getByRole('heading', { name: 'Verified account!' })).toBeVisible();
  await logIn(page, email, PASSWORD);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('an owner registers, sets up the agency with a member invited, chooses Connect and is done', async ({ browser }) => {
  const page = await newPage(browser);
  await register(page, OWNER);
  await verifyAndLogIn(page, OWNER.email);

  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Create your Agency' })).toBeVisible();
  await expect(page.getByText('Create your Agency to start inviting members.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Agency' }).click();

  await expect(page.getByText('Setup 1 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set up your Agency' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Agency Name').fill('Springfield Police Department');
  await page.getByLabel('ORI').fill(ORI.toLowerCase());
  await expect(page.getByLabel('ORI')).toHaveValue(ORI);
  await page.getByLabel('State').selectOption('Texas');
  await page.getByLabel('Phone').fill('512-555-0100');
  await page.getByLabel('Email').fill('records@springfield.test');
  await page.getByLabel('Time Zone').selectOption('America/Chicago');
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page.getByText('Setup 2 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Members' })).toBeVisible();
  await expect(page.getByText('List the emails separated by commas and press ENTER.')).toBeVisible();
  await page.getByLabel('Member Emails').fill(`${MEMBER.email}, ${OWNER.email}`);
  await page.getByLabel('Member Emails').press('Enter');
  await expect(page.getByText(`${OWNER.email}: You cannot invite your own email.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('button', { name: `Remove ${OWNER.email}` }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Setup 3 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finish Setup' })).toBeVisible();
  await expect(page.getByText('Choose your agency plan.')).toBeVisible();
  await expect(page.getByLabel(/Connect/)).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Done!' })).toBeVisible();
  await expect(page.getByText('You have set up your Agency.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/app\/business-card$/);
  await page.context().close();
});

test('the invited member registers from the invitation mail and lands in the agency', async ({ browser }) => {
  const page = await newPage(browser);
  const invitation = await waitForMail(MEMBER.email, /^Join Springfield Police Department/);
  await page.goto(linkIn(invitation, '/agency-invitation'));
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await register(page, MEMBER, true);
  await verifyAndLogIn(page, MEMBER.email);
  // The agency is on Connect: its members land on the business card, inside the agency's app.
  await expect(page).toHaveURL(/\/app\/business-card$/);
  const me = await page.evaluate(async () => {
    const token = sessionStorage.getItem('fieldbook.access-token');
    return (await fetch('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).json();
  });
  expect(me.agency).toMatchObject({ full_name: 'Springfield Police Department', ori: ORI, status: 'Active' });
  await page.context().close();
});
