import { expect, type Page, test } from '@playwright/test';
import { logIn } from '../support/login.ts';

/**
 * Plan upgrade with the sandbox payment provider, as the owner of the Connect demo agency. The journeys run in
 * order on that one agency: a refused card and a debit set-up leave Connect in force (a pending debit does not
 * replace it), so the card that succeeds comes last.
 */
test.describe.configure({ mode: 'serial' });

async function logInAsConnectOwner(page: Page) {
  await logIn(page, 'connect-owner@demo.test');
  await expect(page).toHaveURL(/\/app\/business-card/);
}

/** From Analytics' activation screen through the plan and review steps to the payment step. */
async function openPaymentStep(page: Page) {
  await page.goto('/app/analytics');
  await page.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/app\/plan-upgrade$/);
  await expect(page.getByRole('heading', { name: 'Choose your Plan' })).toBeVisible();
  await expect(page.locator('.plan-card', { hasText: 'Connect' }).getByText('Current plan')).toBeVisible();
  await page.getByLabel(/Analytics/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review your Purchase Details' })).toBeVisible();
  await expect(page.getByLabel('Additional seats')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your Payment Information' })).toBeVisible();
}

async function fillBillingDetails(page: Page) {
  await page.getByLabel('Full name').fill('Casey Connor');
  await page.getByLabel('Phone').fill('+1 916 555 0200');
  await page.getByLabel('Full address').fill('711 G St, Sacramento, CA 95814');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card holder name').fill('Casey Connor');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
}

test('a declined sandbox card shows the payment error and keeps the Connect plan', async ({ page }) => {
  await logInAsConnectOwner(page);
  await openPaymentStep(page);
  await fillCard(page, '4000 0000 0000 0002');
  await fillBillingDetails(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We could not proceed with the payment.');
  await expect(alert).toContainText('Your card was declined. Please use another card or contact your bank.');
  await expect(page.getByRole('heading', { name: 'Enter your Payment Information' })).toBeVisible();
});

test('debit ends in payment pending with Complete Information pointing at the setup URL', async ({ page }) => {
  await logInAsConnectOwner(page);
  await openPaymentStep(page);
  await page.getByLabel('Debit').check();
  await fillBillingDetails(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your payment information.' })).toBeVisible();
  await expect(page.getByText('Complete all payment information by clicking on the button below to finish the process.')).toBeVisible();
  const complete = page.getByRole('link', { name: 'Complete Information' });
  await expect(complete).toHaveAttribute('href', /\/api\/billing\/sandbox\/payment-setup\/seti_sandbox_[0-9a-f]{24}$/);
  await complete.click();
  await expect(page.getByRole('heading', { name: 'Payment set-up (sandbox)' })).toBeVisible();
});

test('the sandbox success card upgrades to Analytics: Thank You! and Analytics opens', async ({ page }) => {
  await logInAsConnectOwner(page);
  await openPaymentStep(page);
  await fillCard(page, '4242 4242 4242 4242');
  await fillBillingDetails(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText('Your payment was accepted successfully.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/app\/analytics/);
});
