import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { expectFitsAndAccessible } from '../support/page-checks.ts';
import { fillCaliforniaReport, reportOnServer, startReport } from '../support/report-wizard.ts';

/**
 * Issue 24, defects 3, 7, 12 and 13 on a 360 px phone, as a new owner of a California agency: the purchase shows the
 * seats billed and the total per cycle before Confirm and on 'Thank You!' (Monthly prices a month); the declined-card
 * banner goes when debit is chosen; Settings > Agency restricts the contact types and step 1 offers only those; a report
 * with a typed address takes the device's position as its point, said on the form with its accuracy. Every screen is
 * checked for sideways overflow and axe.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.setTimeout(180_000);

const PASSWORD = 'Spring field patrol 2026';
const run = Date.now().toString(36).slice(-5).toUpperCase();
const OWNER = { name: 'Morgan Chief', officerId: `DPD${Date.now() % 1_000_000}`, email: `morgan.${run.toLowerCase()}@elkgrove.test` };
const ORI = `CA${run.padEnd(7, '0')}`.slice(0, 9);
const DEVICE = { latitude: 38.4088, longitude: -121.3716, accuracy: 18 };

async function registerOwner(page: Page) {
  await page.goto('/registration');
  await page.getByLabel(/^Owner/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Name').fill(OWNER.name);
  await page.getByLabel('Officer ID').fill(OWNER.officerId);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  const mail = await waitForMail(OWNER.email, /^Verify your email/);
  await page.goto(linkIn(mail, '/verify'));
  await expect(page.getByRole('heading', { name: 'Verified account!' })).toBeVisible();
  await logIn(page, OWNER.email, PASSWORD);
}

async function createCaliforniaAgency(page: Page) {
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await page.getByRole('button', { name: 'Create Agency' }).click();
  await page.getByLabel('Agency Name').fill('Elk Grove Police Department');
  await page.getByLabel('ORI').fill(ORI);
  await page.getByLabel('State').selectOption('California');
  await page.getByLabel('Phone').fill('916-555-0140');
  await page.getByLabel('Email').fill('records@elkgrove.test');
  await page.getByLabel('Time Zone').selectOption('America/Los_Angeles');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Add Members' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Finish Setup' })).toBeVisible();
  await page.getByLabel(/Analytics/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const summary = (page: Page) => page.locator('dl.charge-summary');

test('a new owner sees the charge, a cleared card banner, chooses the contact types, and files a report located by the device', async ({
  page,
  context,
}) => {
  // Its own client address: the other journeys' registrations from this machine fill the per-address hourly limit.
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.24' });
  await registerOwner(page);
  await createCaliforniaAgency(page);

  // Defect 7: the review shows the seats billed and the total per cycle; Monthly prices a month.
  await expect(page.getByRole('heading', { name: 'Review your Purchase Details' })).toBeVisible();
  await expect(summary(page)).toContainText('Seats billed');
  await expect(summary(page)).toContainText('$120 per member per year');
  await expect(summary(page)).toContainText('$120 per year');
  await page.getByLabel('Additional seats').fill('2');
  await expect(summary(page)).toContainText('$360 per year');
  await page.getByLabel('Monthly').check();
  await expect(summary(page)).toContainText('$10 per member per month');
  await expect(summary(page)).toContainText('$30 per month');
  await expect(page.getByText(/per year/)).toHaveCount(0);
  await expectFitsAndAccessible(page, 'review your purchase details');
  await page.getByLabel('Annually').check();
  await expect(summary(page)).toContainText('$360 per year');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Before Confirm, and defect 12: a declined card's banner goes when debit is chosen.
  await expect(page.getByRole('heading', { name: 'Enter your Payment Information' })).toBeVisible();
  await expect(summary(page)).toContainText('$360 per year');
  await page.getByLabel('Card holder name').fill('Morgan Chief');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Full name').fill('Morgan Chief');
  await page.getByLabel('Phone').fill('+1 916 555 0140');
  await page.getByLabel('Full address').fill('8400 Laguna Palms Way, Elk Grove, CA 95758');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expectFitsAndAccessible(page, 'payment with the declined card');
  await page.getByLabel('Debit').check();
  await expect(page.getByText(/Your card was declined/)).toHaveCount(0);
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Confirm' }).click();

  // 'Thank You!' with what the subscription bills.
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(summary(page)).toContainText('Seats billed3');
  await expect(summary(page)).toContainText('$360 per year');
  await expectFitsAndAccessible(page, 'Thank You!');
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/app\/(analytics|agency-reports)/);

  // Defect 13: the owner keeps only 'Call For Service'; step 1 then offers only that.
  await page.goto('/app/settings?section=agency');
  const types = page.getByRole('group', { name: 'Contact types' });
  await expect(types).toBeVisible();
  await types.getByRole('checkbox', { name: 'Officer Pro-active' }).uncheck();
  await page.getByRole('button', { name: 'Save contact types' }).click();
  await expect(page.getByText('Contact types saved.')).toBeVisible();
  await expectFitsAndAccessible(page, 'settings agency with contact types');

  // Defect 3: the device's position is the report's point, said on the form with its accuracy.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(DEVICE);
  await page.goto('/app/report');
  await expect(page.getByRole('button', { name: 'Call For Service' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Officer Pro-active' })).toHaveCount(0);
  const incidentNumber = `EG-${run}`;
  await startReport(page, incidentNumber);
  await expect(page.getByText('Location from this device, ±18 m')).toBeVisible();
  await fillCaliforniaReport(page);
  await expectFitsAndAccessible(page, 'contact form with the device location');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(incidentNumber).first()).toBeVisible();
  const stored = await reportOnServer(page, incidentNumber);
  expect(stored.status).toBe(200);
  // California's address is built from the DOJ parts the officer chose (an intersection); the coordinates are the device's.
  expect(stored.body.report.general_information.location.address).toMatchObject({
    full: 'K ST & 12TH ST, SACRAMENTO',
    coords: { latitude: DEVICE.latitude, longitude: DEVICE.longitude },
    coords_source: 'device',
    coords_accuracy: 18,
  });
});
