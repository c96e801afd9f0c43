import type { BillingCycle } from '@fieldbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../shell/http.ts';
import { callsTo, json, mockFetch, type RecordedCall } from '../test/fetch-mock.ts';
import { ChargeSummary, quoteOfSubscription } from './charge-summary.tsx';
import { PaymentForm } from './payment-form.tsx';
import { PlanCards } from './plan-cards.tsx';
import { PurchaseReview } from './purchase-review.tsx';
import { WizardResult } from './wizard-result.tsx';

function wrap(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PlanCards', () => {
  it('shows the texts of both plans and marks the current one', async () => {
    const onSelect = vi.fn();
    render(<PlanCards currentPlan="connect" selectedPlan={null} onSelect={onSelect} />);
    const connect = screen.getByLabelText(/Connect/).closest('.plan-card') as HTMLElement;
    const analytics = screen.getByLabelText(/Analytics/).closest('.plan-card') as HTMLElement;
    for (const text of ['Free', 'For all Agencies', 'Business Card', 'Support Page', 'Roles', 'Titles', 'Current plan']) {
      expect(within(connect).getByText(text)).toBeTruthy();
    }
    expect(analytics.textContent).toContain('$120 per member per year');
    for (const text of [
      'Billed annually',
      'Everything in Connect, plus...',
      'Create Contacts',
      'FastFacts',
      'Advanced Filtering',
      '+45 widgets',
    ]) {
      expect(within(analytics).getByText(text)).toBeTruthy();
    }
    expect(within(analytics).queryByText('Current plan')).toBeNull();
    await userEvent.setup().click(screen.getByLabelText(/Analytics/));
    expect(onSelect).toHaveBeenCalledWith('analytics');
  });
});

function UpgradeReview() {
  const [cycle, setCycle] = useState<BillingCycle>('annually');
  return <PurchaseReview kind="upgrade" plan="analytics" billingCycle={cycle} onBillingCycleChange={setCycle} />;
}

describe('PurchaseReview', () => {
  const quoteFor = (call: RecordedCall) => {
    const query = new URLSearchParams(call.search);
    const cycle = query.get('billing_cycle');
    const seats = 3 + Number(query.get('additional_seats'));
    const seatPrice = cycle === 'monthly' ? 1_000 : 12_000;
    return json({ plan: 'analytics', billing_cycle: cycle, seats, seat_price_cents: seatPrice, total_cents: seats * seatPrice });
  };

  it('shows additional seats only when they are given (onboarding), never in upgrade or activation', async () => {
    mockFetch({ 'GET /api/billing/quote': quoteFor });
    const { unmount } = wrap(<PurchaseReview kind="upgrade" plan="analytics" billingCycle="annually" onBillingCycleChange={() => {}} />);
    expect(screen.queryByLabelText('Additional seats')).toBeNull();
    unmount();
    wrap(
      <PurchaseReview
        kind="create"
        plan="analytics"
        billingCycle="annually"
        onBillingCycleChange={() => {}}
        additionalSeats={{ value: 2, onChange: () => {} }}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Additional seats').value).toBe('2');
    expect(await screen.findByText('$600 per year')).toBeTruthy();
  });

  it('shows the seats billed and the total per cycle; Monthly prices a month, not a year (issue 24, defect 7)', async () => {
    const calls = mockFetch({ 'GET /api/billing/quote': quoteFor });
    const user = userEvent.setup();
    wrap(<UpgradeReview />);
    const summary = () => screen.getByText('Seats billed').closest('dl') as HTMLElement;
    expect(await screen.findByText('$360 per year')).toBeTruthy();
    expect(within(summary()).getByText('3')).toBeTruthy();
    expect(within(summary()).getByText('$120 per member per year')).toBeTruthy();
    await user.click(screen.getByLabelText('Monthly'));
    expect(await screen.findByText('$30 per month')).toBeTruthy();
    expect(within(summary()).getByText('$10 per member per month')).toBeTruthy();
    expect(screen.queryByText(/per year/)).toBeNull();
    expect(callsTo(calls, 'GET', '/api/billing/quote').map((call) => call.search)).toEqual([
      '?kind=upgrade&billing_cycle=annually&additional_seats=0',
      '?kind=upgrade&billing_cycle=monthly&additional_seats=0',
    ]);
  });
});

describe('ChargeSummary on Confirm and on Thank You! (issue 24, defect 7)', () => {
  const quote = { plan: 'analytics', billing_cycle: 'monthly', seats: 4, seat_price_cents: 1_000, total_cents: 4_000 } as const;

  it('stands just before Confirm on the payment step', () => {
    wrap(<PaymentForm billingCycle="monthly" onPay={async () => {}} summary={<ChargeSummary quote={quote} />} />);
    const total = screen.getByText('$40 per month');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(total.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is on 'Thank You!' with the seats the subscription bills", () => {
    const subscription = {
      id: 's',
      status: 'Active',
      plan: 'analytics',
      product: 'cc',
      billing_cycle: 'annually',
      payment: { method: 'card', payment_method_setup_url: null },
      total_seats_used: 5,
      total_seats_billed: 7,
      next_coupon: null,
      created_at: '2026-11-22T10:00:00.000Z',
    } as const;
    wrap(<WizardResult kind="upgrade-payment-accepted" charge={quoteOfSubscription(subscription)} />);
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    const summary = screen.getByText('Seats billed').closest('dl') as HTMLElement;
    expect(within(summary).getByText('7')).toBeTruthy();
    expect(within(summary).getByText('$840 per year')).toBeTruthy();
  });
});

describe('PaymentForm', () => {
  it('offers card and debit billed annually, and hides debit billed monthly', () => {
    const { unmount } = wrap(<PaymentForm billingCycle="annually" onPay={async () => {}} />);
    expect(screen.getByLabelText('Card')).toBeTruthy();
    expect(screen.getByLabelText('Debit')).toBeTruthy();
    unmount();
    wrap(<PaymentForm billingCycle="monthly" onPay={async () => {}} />);
    expect(screen.getByLabelText('Card')).toBeTruthy();
    expect(screen.queryByLabelText('Debit')).toBeNull();
  });

  async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
    await user.type(screen.getByLabelText('Card holder name'), 'Casey Connor');
    await user.type(screen.getByLabelText('Card number'), number);
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.type(screen.getByLabelText('Full name'), 'Casey Connor');
    await user.type(screen.getByLabelText('Phone'), '+1 916 555 0200');
    await user.type(screen.getByLabelText('Full address'), '711 G St, Sacramento');
  }

  it('tokenises the card with the sandbox and hands the token and billing details to onPay', async () => {
    const calls = mockFetch({
      'GET /api/billing/config': () => json({ provider: 'sandbox', publishable_key: null, analytics_price_per_member_per_year: 120 }),
      'POST /api/billing/sandbox/card-tokens': () => json({ token: 'tok_sandbox_0_abc' }, 201),
    });
    const onPay = vi.fn(async () => {});
    const user = userEvent.setup();
    wrap(<PaymentForm billingCycle="annually" onPay={onPay} />);
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
    expect(confirm.disabled).toBe(true);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(confirm);
    expect(callsTo(calls, 'POST', '/api/billing/sandbox/card-tokens')[0]?.body).toEqual({
      card_holder_name: 'Casey Connor',
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2039,
      cvc: '123',
    });
    expect(onPay).toHaveBeenCalledWith({
      payment_method: 'card',
      card_token: 'tok_sandbox_0_abc',
      billing_details: { full_name: 'Casey Connor', phone: '+1 916 555 0200', full_address: '711 G St, Sacramento' },
    });
  });

  it("shows 'We could not proceed with the payment.' with the text of a 400's detail, and scrolls to the top", async () => {
    mockFetch({
      'GET /api/billing/config': () => json({ provider: 'sandbox', publishable_key: null, analytics_price_per_member_per_year: 120 }),
      'POST /api/billing/sandbox/card-tokens': () => json({ token: 'tok_sandbox_2_abc' }, 201),
    });
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const user = userEvent.setup();
    wrap(
      <PaymentForm billingCycle="annually" onPay={() => Promise.reject(new HttpError(400, 'Bad Request', 'PAYMENT_INSUFFICIENT_FUNDS'))} />,
    );
    await fillCard(user, '4000 0000 0000 9995');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not proceed with the payment.');
    expect(alert.textContent).toContain('Your card has insufficient funds. Please use another card.');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('clears the declined-card banner when the owner switches to debit (issue 24, defect 12)', async () => {
    mockFetch({
      'GET /api/billing/config': () => json({ provider: 'sandbox', publishable_key: null, analytics_price_per_member_per_year: 120 }),
      'POST /api/billing/sandbox/card-tokens': () => json({ token: 'tok_sandbox_1_abc' }, 201),
    });
    vi.stubGlobal('scrollTo', vi.fn());
    const user = userEvent.setup();
    wrap(<PaymentForm billingCycle="annually" onPay={() => Promise.reject(new HttpError(400, 'Bad Request', 'PAYMENT_CARD_DECLINED'))} />);
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    await user.click(screen.getByLabelText('Debit'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Your card was declined/)).toBeNull();
  });

  it('sends debit without a card token', async () => {
    const onPay = vi.fn(async () => {});
    const user = userEvent.setup();
    wrap(<PaymentForm billingCycle="annually" onPay={onPay} />);
    await user.click(screen.getByLabelText('Debit'));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.type(screen.getByLabelText('Full name'), 'Casey Connor');
    await user.type(screen.getByLabelText('Phone'), '5550200');
    await user.type(screen.getByLabelText('Full address'), '711 G St');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ payment_method: 'debit', card_token: null }));
  });
});
