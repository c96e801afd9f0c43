import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, owner, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const connect = { status: 'Active', plan: 'connect', product: 'cc', billing_cycle: 'monthly' } as const;
const CONFIG = { provider: 'sandbox', publishable_key: null, analytics_price_per_member_per_year: 120 };

function subscription(overrides: Record<string, unknown> = {}) {
  return {
    id: 'sub-1',
    status: 'Active',
    plan: 'analytics',
    product: 'cc',
    billing_cycle: 'annually',
    payment: { method: 'card', payment_method_setup_url: null },
    total_seats_used: 1,
    total_seats_billed: 1,
    next_coupon: null,
    created_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

async function fillDetails(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Full name'), 'Casey Connor');
  await user.type(screen.getByLabelText('Phone'), '5550200');
  await user.type(screen.getByLabelText('Full address'), '711 G St');
}

describe('/app/plan-upgrade', () => {
  it('goes plan, review, payment; step 2 Back resets the plan; the cycle starts at the current one; debit ends in payment pending', async () => {
    signIn();
    const calls = mockFetch({
      'GET /api/users/me': () => json(owner({ subscription: connect })),
      'GET /api/billing/config': () => json(CONFIG),
      'POST /api/billing/subscriptions/upgrade': () =>
        json(subscription({ status: 'Inactive', payment: { method: 'debit', payment_method_setup_url: 'https://pay.example/setup/1' } })),
    });
    const { user } = renderApp('/app/plan-upgrade');
    expect(await screen.findByRole('heading', { name: 'Choose your Plan' })).toBeTruthy();
    expect(screen.getByText('Current plan')).toBeTruthy();
    const continueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    expect(continueButton().disabled).toBe(true);
    await user.click(screen.getByLabelText(/Analytics/));
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Review your Purchase Details' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Monthly').checked).toBe(true);
    expect(screen.queryByLabelText('Additional seats')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText<HTMLInputElement>(/Analytics/).checked).toBe(false);
    await user.click(screen.getByLabelText(/Analytics/));
    await user.click(continueButton());
    await user.click(screen.getByLabelText('Annually'));
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Enter your Payment Information' })).toBeTruthy();
    await user.click(screen.getByLabelText('Debit'));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Complete your payment information.' })).toBeTruthy();
    expect(screen.getByText('Complete all payment information by clicking on the button below to finish the process.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Information' }).getAttribute('href')).toBe('https://pay.example/setup/1');
    expect(callsTo(calls, 'POST', '/api/billing/subscriptions/upgrade')[0]?.body).toMatchObject({
      plan: 'analytics',
      product: 'cc',
      payment_method: 'debit',
      card_token: null,
      additional_seats: 0,
      billing_cycle: 'annually',
    });
  });

  it('a 400 on payment shows the payment error; Back to step 2 and forward again clears it', async () => {
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(owner({ subscription: { ...connect, billing_cycle: 'annually' } })),
      'POST /api/billing/subscriptions/upgrade': () => json({ detail: 'PAYMENT_FAILED' }, 400, 'Bad Request'),
    });
    const { user } = renderApp('/app/plan-upgrade');
    await user.click(await screen.findByLabelText(/Analytics/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByLabelText('Debit'));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not proceed with the payment.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText('We could not proceed with the payment.')).toBeNull();
  });

  it('sends a user without the billing permission to /action-not-allowed', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json(officer({ subscription: connect })) });
    const { router } = renderApp('/app/plan-upgrade');
    await screen.findByText('Sorry, you are not allowed to do this action.');
    expect(router.state.location.pathname).toBe('/action-not-allowed');
  });
});

describe('/app/plan-activate', () => {
  it('reviews then pays by card: Thank You! Your payment was accepted successfully.', async () => {
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(owner({ subscription: { ...connect, status: 'Past Due', plan: 'analytics' } })),
      'GET /api/billing/config': () => json(CONFIG),
      'POST /api/billing/sandbox/card-tokens': () => json({ token: 'tok_sandbox_0_abc' }, 201),
      'POST /api/billing/subscriptions/activate': () => json(subscription()),
    });
    const { user } = renderApp('/app/plan-activate');
    expect(await screen.findByRole('heading', { name: 'Review your Purchase Details' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByLabelText('Debit')).toBeNull();
    await user.type(screen.getByLabelText('Card holder name'), 'Casey Connor');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('Security code'), '123');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(screen.getByText('Your payment was accepted successfully.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeTruthy();
  });
});

describe('/app/plan-activate failures (accounts.md §8)', () => {
  async function payByCard(user: ReturnType<typeof renderApp>['user']) {
    expect(await screen.findByRole('heading', { name: 'Review your Purchase Details' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Card holder name'), 'Casey Connor');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('Security code'), '123');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
  }

  function activateAnswering(detail: string, status = 400) {
    signIn();
    return mockFetch({
      'GET /api/users/me': () => json(owner({ subscription: { ...connect, billing_cycle: 'annually', plan: 'analytics' } })),
      'GET /api/billing/config': () => json(CONFIG),
      'POST /api/billing/sandbox/card-tokens': () => json({ token: 'tok_sandbox_0_abc' }, 201),
      'POST /api/billing/subscriptions/activate': () => json({ detail }, status, status === 409 ? 'Conflict' : 'Bad Request'),
    });
  }

  it('an Active owner answered ACTION_NO_LONGER_POSSIBLE goes to /action-not-available, not to the payment error', async () => {
    activateAnswering('ACTION_NO_LONGER_POSSIBLE');
    const { user, router } = renderApp('/app/plan-activate');
    await payByCard(user);
    expect(await screen.findByRole('heading', { name: 'Sorry, this action is no longer available.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/action-not-available');
    expect(screen.queryByText('We could not proceed with the payment.')).toBeNull();
  });

  it('INVALID_SUBSCRIPTION_STATUS (409) goes to /subscription-paused', async () => {
    activateAnswering('INVALID_SUBSCRIPTION_STATUS', 409);
    const { user, router } = renderApp('/app/plan-activate');
    await payByCard(user);
    expect(await screen.findByRole('heading', { name: 'Your subscription has been paused' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscription-paused');
  });

  it('another 400 goes to /error with its code and detail', async () => {
    activateAnswering('VALIDATION_ERROR');
    const { user, router } = renderApp('/app/plan-activate');
    await payByCard(user);
    expect(await screen.findByRole('heading', { name: 'Sorry, something went wrong.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
    expect(screen.getByText('VALIDATION_ERROR')).toBeTruthy();
  });

  it('a PAYMENT_* refusal stays on the form: the title and the text of its code', async () => {
    activateAnswering('PAYMENT_CARD_DECLINED');
    const { user, router } = renderApp('/app/plan-activate');
    await payByCard(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not proceed with the payment.');
    expect(alert.textContent).toContain('Your card was declined. Please use another card or contact your bank.');
    expect(router.state.location.pathname).toBe('/app/plan-activate');
  });
});

describe('analytics activation screen', () => {
  it("offers an owner on Connect 'Upgrade Plan' to /app/plan-upgrade", async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json(owner({ subscription: connect })) });
    renderApp('/app/analytics/contacts');
    const upgrade = await screen.findByRole('link', { name: 'Upgrade Plan' });
    expect(upgrade.getAttribute('href')).toBe('/app/plan-upgrade');
  });

  it("leads an owner whose upgrade by debit waits for its set-up back to it: 'Complete Information'", async () => {
    signIn();
    const setupUrl = 'https://pay.example/setup/9';
    mockFetch({
      'GET /api/users/me': () => json(owner({ subscription: connect })),
      'GET /api/billing/subscriptions': () =>
        json([
          subscription({ id: 'sub-2', status: 'Inactive', payment: { method: 'debit', payment_method_setup_url: setupUrl } }),
          subscription({ plan: 'connect', payment: { method: null, payment_method_setup_url: null } }),
        ]),
    });
    renderApp('/app/analytics/contacts');
    const complete = await screen.findByRole('link', { name: 'Complete Information' });
    expect(complete.getAttribute('href')).toBe(setupUrl);
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/app/plan-upgrade');
  });

  it("offers an officer on Connect 'Contact the Agency Owner', a mail to the owner with a subject", async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json(officer({ subscription: connect })) });
    renderApp('/app/analytics/contacts');
    const contact = await screen.findByRole('link', { name: 'Contact the Agency Owner' });
    expect(contact.getAttribute('href')).toBe('mailto:owner@demo.test?subject=Fieldbook%20Analytics%20activation');
  });
});
