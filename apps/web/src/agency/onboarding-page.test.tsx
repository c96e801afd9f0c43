import type { AgencyDetail, MeResponse } from '@fieldbook/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { PHONE_QUERY } from '../shell/use-media-query.ts';
import { callsTo, type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, owner, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

// The page's chunk loads lazily and the machines running the suite are slow: wait up to 5 s for what appears.
configure({ asyncUtilTimeout: 5000 });

const PROGRESS_KEY = `${STORAGE_KEYS.onboardingProgress}:owner@demo.test`;

const inactiveAgency: NonNullable<MeResponse['agency']> = {
  id: 'agency-9',
  full_name: 'Springfield Police Department',
  ori: 'TX1234567',
  state_name: 'Texas',
  timezone: 'America/Chicago',
  status: 'Inactive',
  owner_email: 'owner@demo.test',
  configuration_file: 'texas.json',
  contact_types: ['Call For Service', 'Officer Pro-active'],
  review_required: true,
};

const savedAgency: AgencyDetail = {
  id: 'agency-9',
  full_name: 'Springfield Police Department',
  ori: 'TX1234567',
  state_name: 'Texas',
  configuration_file: 'texas.json',
  phone1: '512-555-0100',
  email: 'records@springfield.example',
  timezone: 'America/Chicago',
  jurisdiction_code: null,
  address: null,
  badge: null,
  status: 'Inactive',
  owner_email: 'owner@demo.test',
};

const newOwner = owner({ agency: null, agency_id: null, subscription: null });
const inactiveOwner = owner({ agency: inactiveAgency, agency_id: inactiveAgency.id, subscription: null });

function start(me: MeResponse, handlers: Record<string, Handler> = {}) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /configurations/states.json': () =>
      json([
        { name: 'Other states (no stop-data law)', file_name: 'generic.json' },
        { name: 'Texas', file_name: 'texas.json' },
      ]),
    'GET /api/timezones': () =>
      json([
        { name: 'America/Chicago', label: 'Central Time' },
        { name: 'America/Los_Angeles', label: 'Pacific Time' },
      ]),
    'GET /api/agencies/me': () => json(savedAgency),
    'GET /api/invitations': () => json({ items: [] }),
    ...handlers,
  });
  return { calls, ...renderApp('/app/onboarding') };
}

const continueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });

async function fillAgencyForm(user: ReturnType<typeof renderApp>['user'], ori = 'TX1234567') {
  await screen.findByRole('option', { name: 'Texas' });
  await screen.findByRole('option', { name: 'Central Time' });
  await user.type(screen.getByLabelText('Agency Name'), 'Springfield Police Department');
  await user.type(screen.getByLabelText('ORI'), ori);
  await user.selectOptions(screen.getByLabelText('State'), 'Texas');
  await user.type(screen.getByLabelText('Phone'), '512-555-0100');
  await user.type(screen.getByLabelText('Email'), 'records@springfield.example');
  await user.selectOptions(screen.getByLabelText('Time Zone'), 'America/Chicago');
}

describe('/app/onboarding start screens (accounts.md §2.6)', { timeout: 20_000 }, () => {
  it('offers an owner without an agency to create one', async () => {
    start(newOwner);
    expect(await screen.findByRole('heading', { name: 'Create your Agency' })).toBeTruthy();
    expect(screen.getByText('Create your Agency to start inviting members.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Agency' })).toBeTruthy();
  });

  it('offers an owner with an inactive agency to finish its setup', async () => {
    start(inactiveOwner);
    expect(await screen.findByRole('heading', { name: 'Complete your Agency Setup' })).toBeTruthy();
    expect(screen.getByText('Complete your agency setup to start using Fieldbook.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish Agency Setup' })).toBeTruthy();
  });

  it('leads an owner who left before confirming a debit set-up back to it: Complete Information', async () => {
    const pendingOwner = owner({
      agency: inactiveAgency,
      agency_id: inactiveAgency.id,
      subscription: { status: 'Inactive', plan: 'analytics', product: 'cc', billing_cycle: 'annually' },
    });
    const setupUrl = 'https://pay.example/setup/7';
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls, user, router } = start(pendingOwner, {
      'GET /api/billing/subscriptions': () =>
        json([
          {
            id: 'sub-7',
            status: 'Inactive',
            plan: 'analytics',
            product: 'cc',
            billing_cycle: 'annually',
            payment: { method: 'debit', payment_method_setup_url: setupUrl },
            total_seats_used: 1,
            total_seats_billed: 1,
            next_coupon: null,
            created_at: '2026-11-22T10:00:00.000Z',
          },
        ]),
    });
    expect(await screen.findByRole('heading', { name: 'Complete your Agency Setup' })).toBeTruthy();
    expect(screen.getByText('Your debit set-up is waiting: complete your payment information to finish the process.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Complete Information' });
    expect(link.getAttribute('href')).toBe(setupUrl);
    expect(screen.getByRole('button', { name: 'Finish Agency Setup' })).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/billing/subscriptions')).toHaveLength(1);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/complete-debit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(setupUrl));
  });

  it('asks a member of an agency without a subscription to contact the owner by mail', async () => {
    start(officer({ subscription: null, agency: { ...inactiveAgency, owner_email: 'chief@springfield.example' } }));
    expect(await screen.findByRole('heading', { name: 'Activate Subscription' })).toBeTruthy();
    expect(screen.getByText('Contact the agency owner to activate the subscription.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Contact the Agency Owner' });
    expect(link.getAttribute('href')).toBe('mailto:chief@springfield.example?subject=Please%20activate%20our%20Fieldbook%20subscription');
  });

  it('tells a member with subscriptions, or without an agency, to wait for an invitation', async () => {
    start(officer({ subscription: { status: 'Inactive', plan: 'analytics', product: 'cc', billing_cycle: 'annually' } }));
    expect(await screen.findByRole('heading', { name: 'No Agency yet' })).toBeTruthy();
    expect(screen.getByText('Your agency administrator will invite you soon.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contact the Agency Owner' })).toBeNull();
  });
});

describe('Setup 1 of 3: the agency', { timeout: 20_000 }, () => {
  it('enables Continue only once the six required fields are filled, and checks the e-mail on Continue', async () => {
    const { user, calls } = start(newOwner);
    await user.click(await screen.findByRole('button', { name: 'Create Agency' }));
    expect(screen.getByText('Setup 1 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set up your Agency' })).toBeTruthy();
    expect(screen.getByText('To continue, please enter the required information.')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    await fillAgencyForm(user);
    expect(continueButton().disabled).toBe(false);
    await user.clear(screen.getByLabelText('Phone'));
    expect(continueButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Phone'), '512-555-0100');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'records@springfield');
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'POST', '/api/agencies')).toHaveLength(0);
  });

  it('writes the ORI in capitals and explains a malformed one on Continue', async () => {
    const { user, calls } = start(newOwner);
    await user.click(await screen.findByRole('button', { name: 'Create Agency' }));
    await fillAgencyForm(user, 'tx12-4567');
    expect((screen.getByLabelText('ORI') as HTMLInputElement).value).toBe('TX12-4567');
    await user.click(continueButton());
    expect(await screen.findByText('The ORI must be exactly 9 characters, each an uppercase letter or a digit.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/agencies')).toHaveLength(0);
  });

  it('creates the agency, then shows the image-failure dialog when the badge upload fails, and goes on', async () => {
    const { user, calls } = start(newOwner, {
      'POST /api/agencies': () => json(savedAgency, 201, 'Created'),
      'PUT /api/agencies/me/badge': () => json({ detail: 'INTERNAL_ERROR' }, 500, 'Internal Server Error'),
    });
    await user.click(await screen.findByRole('button', { name: 'Create Agency' }));
    await fillAgencyForm(user);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'badge.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Badge (optional)'), png);
    await screen.findByRole('button', { name: 'Remove image' });
    await user.click(continueButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Before you go on...' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Your agency was created successfully, but unfortunately, the image could not be uploaded. Please try again later from Settings.',
      ),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/agencies')).toHaveLength(1);
    expect(callsTo(calls, 'PUT', '/api/agencies/me/badge')[0]?.body).toEqual({ data: 'iVBORw0KGgoAAA==' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I Understand' }));
    expect(await screen.findByRole('heading', { name: 'Add Members' })).toBeTruthy();
    expect(screen.getByText('Setup 2 of 3')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? 'null')).toEqual({
      step: 2,
      plan: 'connect',
      billing_cycle: 'annually',
      additional_seats: 0,
    });
  });

  it('refuses a badge that is not a PNG, JPEG or WebP picture before any upload', async () => {
    const { user } = start(newOwner);
    await user.click(await screen.findByRole('button', { name: 'Create Agency' }));
    const fake = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'badge.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Badge (optional)'), fake);
    expect(await screen.findByText('The badge must be a PNG, JPEG or WebP image.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
  });

  it('updates only what changed for an existing agency, and nothing when nothing did', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ step: 1, plan: 'connect', billing_cycle: 'annually', additional_seats: 0 }));
    const { user, calls } = start(inactiveOwner, { 'PUT /api/agencies/me': () => json({ ...savedAgency, phone1: '512-555-0199' }) });
    await user.click(await screen.findByRole('button', { name: 'Finish Agency Setup' }));
    expect(((await screen.findByLabelText('Agency Name')) as HTMLInputElement).value).toBe('Springfield Police Department');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '512-555-0199');
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Add Members' });
    expect(callsTo(calls, 'PUT', '/api/agencies/me').map((call) => call.body)).toEqual([{ phone1: '512-555-0199' }]);
    expect(callsTo(calls, 'POST', '/api/agencies')).toHaveLength(0);
  });
});

describe('Setup 2 of 3: members', { timeout: 20_000 }, () => {
  async function openMembers(handlers: Record<string, Handler> = {}) {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ step: 2, plan: 'connect', billing_cycle: 'annually', additional_seats: 0 }));
    const view = start(inactiveOwner, handlers);
    await view.user.click(await screen.findByRole('button', { name: 'Finish Agency Setup' }));
    await screen.findByRole('heading', { name: 'Add Members' });
    return view;
  }

  it('turns the typed list into chips, marks invalid ones and the own e-mail, and disables Continue meanwhile', async () => {
    const { user } = await openMembers();
    expect(screen.getByText('You can add them now or after finishing the onboarding process from Settings.')).toBeTruthy();
    expect(screen.getByText('List the emails separated by commas and press ENTER.')).toBeTruthy();
    await user.type(screen.getByLabelText('Member Emails'), 'ann@springfield.example, bob@springfield, Owner@Demo.test{Enter}');
    const chips = within(screen.getByRole('list', { name: 'Emails to invite' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent?.replace('×', '').trim())).toEqual([
      'ann@springfield.example',
      'bob@springfield (invalid)',
      'Owner@Demo.test (invalid)',
    ]);
    expect(screen.getByText('bob@springfield: Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Owner@Demo.test: You cannot invite your own email.')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove bob@springfield' }));
    await user.click(screen.getByRole('button', { name: 'Remove Owner@Demo.test' }));
    expect(continueButton().disabled).toBe(false);
  });

  it('invites the new e-mails, removes the deleted pending ones and reloads the pending list', async () => {
    const { user, calls } = await openMembers({
      'GET /api/invitations': () =>
        json({ items: [{ id: 'i1', email: 'old@springfield.example', status: 'Pending Delivery', created_at: '2026-01-01T00:00:00Z' }] }),
      'POST /api/invitations': () => json({ invited: [], already_members: [], refused: [] }),
      'DELETE /api/invitations': () => json({ removed: ['old@springfield.example'] }),
      'GET /api/billing/subscriptions': () => json([]),
    });
    await screen.findByText('old@springfield.example');
    await user.click(screen.getByRole('button', { name: 'Remove old@springfield.example' }));
    await user.type(screen.getByLabelText('Member Emails'), 'New@Springfield.example');
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Finish Setup' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/invitations').map((call) => call.body)).toEqual([{ emails: ['new@springfield.example'] }]);
    expect(callsTo(calls, 'DELETE', '/api/invitations').map((call) => call.body)).toEqual([{ emails: ['old@springfield.example'] }]);
    expect(callsTo(calls, 'GET', '/api/invitations').length).toBeGreaterThanOrEqual(2);
  });
});

describe('Setup 3 of 3 and the end', { timeout: 20_000 }, () => {
  it('restores the saved step, subscribes to Connect at once and shows Done, clearing the progress', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ step: 3, plan: 'connect', billing_cycle: 'annually', additional_seats: 0 }));
    const { user, calls } = start(inactiveOwner, {
      'POST /api/billing/subscriptions': () => json({ id: 's1', status: 'Active', plan: 'connect' }, 201, 'Created'),
    });
    await user.click(await screen.findByRole('button', { name: 'Finish Agency Setup' }));
    expect(screen.getByText('Setup 3 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Finish Setup' })).toBeTruthy();
    expect(screen.getByText('Choose your agency plan.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Connect/ }).checked).toBe(true);
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Done!' })).toBeTruthy();
    expect(screen.getByText('You have set up your Agency.')).toBeTruthy();
    expect(screen.queryByText(/Setup \d of 3/)).toBeNull();
    expect(callsTo(calls, 'POST', '/api/billing/subscriptions')[0]?.body).toEqual({
      plan: 'connect',
      product: 'cc',
      billing_cycle: 'annually',
      additional_seats: 0,
    });
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
  });

  it('goes through Payment 1 of 2 for Analytics, and Back to the plan resets the plan to Connect', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ step: 3, plan: 'connect', billing_cycle: 'annually', additional_seats: 0 }));
    const { user } = start(inactiveOwner);
    await user.click(await screen.findByRole('button', { name: 'Finish Agency Setup' }));
    await user.click(screen.getByRole('radio', { name: /Analytics/ }));
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Review your Purchase Details' })).toBeTruthy();
    expect(screen.getByText('Payment 1 of 2')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? 'null')).toMatchObject({ step: 4, plan: 'analytics' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Finish Setup' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Connect/ }).checked).toBe(true);
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? 'null')).toEqual({
      step: 3,
      plan: 'connect',
      billing_cycle: 'annually',
      additional_seats: 0,
    });
  });

  it('starts at the plan step without Back or Close when the agency has only non-cc subscriptions', async () => {
    const { user } = start(
      owner({
        agency: inactiveAgency,
        subscription: { status: 'Inactive', plan: 'analytics', product: 'nexus', billing_cycle: 'annually' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Finish Agency Setup' }));
    expect(screen.getByRole('heading', { name: 'Finish Setup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('Close returns to the start screen and keeps the progress', async () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ step: 2, plan: 'connect', billing_cycle: 'annually', additional_seats: 0 }));
    const { user } = start(inactiveOwner);
    await user.click(await screen.findByRole('button', { name: 'Finish Agency Setup' }));
    await screen.findByRole('heading', { name: 'Add Members' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Complete your Agency Setup' })).toBeTruthy());
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? 'null')).toMatchObject({ step: 2 });
  });

  const subscription = (method: 'card' | 'debit') => ({
    id: 's2',
    status: method === 'card' ? 'Active' : 'Inactive',
    plan: 'analytics',
    product: 'cc',
    billing_cycle: 'annually',
    payment: { method, payment_method_setup_url: method === 'debit' ? 'https://pay.example/setup/abc' : null },
    total_seats_used: 1,
    total_seats_billed: 3,
    next_coupon: null,
    created_at: '2026-01-01T00:00:00Z',
  });

  async function openPayment(handlers: Record<string, Handler>) {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ step: 4, plan: 'analytics', billing_cycle: 'annually', additional_seats: 2 }));
    const view = start(inactiveOwner, {
      'GET /api/billing/config': () => json({ provider: 'sandbox', publishable_key: null, analytics_price_per_member_per_year: 120 }),
      ...handlers,
    });
    await view.user.click(await screen.findByRole('button', { name: 'Finish Agency Setup' }));
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Enter your Payment Information' })).toBeTruthy();
    expect(screen.getByText('Payment 2 of 2')).toBeTruthy();
    expect(screen.getByText('One more step before to finish.')).toBeTruthy();
    await view.user.type(screen.getByLabelText('Full name'), 'Avery Chief');
    await view.user.type(screen.getByLabelText('Phone'), '512-555-0100');
    await view.user.type(screen.getByLabelText('Full address'), '1 Main St, Springfield, TX');
    return view;
  }

  it('pays Analytics by card with the chosen seats and ends in payment-accepted', async () => {
    const { user, calls } = await openPayment({
      'POST /api/billing/sandbox/card-tokens': () => json({ token: 'tok_1' }),
      'POST /api/billing/subscriptions': () => json(subscription('card'), 201, 'Created'),
    });
    await user.type(screen.getByLabelText('Card holder name'), 'Avery Chief');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(screen.getByText('Your payment was accepted successfully and your agency was set up.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/billing/subscriptions')[0]?.body).toMatchObject({
      plan: 'analytics',
      product: 'cc',
      billing_cycle: 'annually',
      additional_seats: 2,
      payment_method: 'card',
      card_token: 'tok_1',
    });
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
  });

  it('ends a debit purchase in payment-pending with Complete Information', async () => {
    const { user } = await openPayment({ 'POST /api/billing/subscriptions': () => json(subscription('debit'), 201, 'Created') });
    await user.click(screen.getByRole('radio', { name: 'Debit' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Complete your payment information.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Information' }).getAttribute('href')).toBe('https://pay.example/setup/abc');
  });

  it('is a bottom drawer on phones and a card elsewhere', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query === PHONE_QUERY, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    const { user } = start(newOwner);
    await user.click(await screen.findByRole('button', { name: 'Create Agency' }));
    const wizard = screen.getByRole('region', { name: 'Set up your Agency' });
    expect(wizard.className).toContain('is-drawer');
  });
});
