import type { AgencyDetail, BusinessCardSettings } from '@fieldbook/contract';
import { ACCOUNT_MESSAGES } from '@fieldbook/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, type Handler, json, mockFetch } from '../../test/fetch-mock.ts';
import { owner, signIn } from '../../test/fixtures.ts';
import { renderSettingsAt } from './settings-test-utils.tsx';

const AGENCY: AgencyDetail = {
  id: 'agency-1',
  full_name: 'Demo Police Department',
  ori: 'CA0349400',
  state_name: 'California',
  configuration_file: 'california.json',
  phone1: '916-555-0100',
  email: 'records@demo.test',
  timezone: 'America/Los_Angeles',
  jurisdiction_code: null,
  address: null,
  badge: null,
  status: 'Active',
  owner_email: 'owner@demo.test',
};

const CARD: BusinessCardSettings = {
  phone: null,
  email: null,
  website: null,
  message: null,
  show_officer_name: true,
  show_officer_id: true,
  show_title: true,
  show_badge: true,
  show_address: true,
};

function setUp(section: string, handlers: Record<string, Handler>) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(owner()),
    'GET /configurations/states.json': () => json([{ name: 'California', file_name: 'california.json' }]),
    'GET /api/timezones': () => json([{ name: 'America/Los_Angeles', label: 'Pacific Time' }]),
    'GET /api/agencies/me': () => json(AGENCY),
    'GET /api/agencies/me/business-card': () => json(CARD),
    'GET /api/agency/two-step': () => json({ mfa_required: false }),
    ...handlers,
  });
  return { ...renderSettingsAt(`/app/settings?section=${section}`), calls };
}

describe('agency section', { timeout: 20_000 }, () => {
  it('sends only what changed and says it was saved', async () => {
    const { user, calls } = setUp('agency', { 'PUT /api/agencies/me': () => json({ ...AGENCY, phone1: '916-555-0199' }) });
    const phone = await screen.findByLabelText('Phone');
    await screen.findByRole('option', { name: 'Pacific Time' });
    await user.clear(phone);
    await user.type(phone, '916-555-0199');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agency saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/agencies/me')[0]?.body).toEqual({ phone1: '916-555-0199' });
  });
});

describe('business card section', { timeout: 20_000 }, () => {
  it('saves the contact details and which parts the card shows', async () => {
    const { user, calls } = setUp('business_card', {
      'PUT /api/agencies/me/business-card': ({ body }) => json(body),
    });
    await user.type(await screen.findByLabelText('Phone'), '(916) 555-0100');
    await user.type(screen.getByLabelText('Message'), 'Thank you for your time.');
    await user.click(within(screen.getByRole('group', { name: 'Show on the card' })).getByLabelText("Officer's ID"));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business card saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/agencies/me/business-card')[0]?.body).toEqual({
      ...CARD,
      phone: '(916) 555-0100',
      message: 'Thank you for your time.',
      show_officer_id: false,
    });
  });

  it("shows the server's message under the field", async () => {
    const { user } = setUp('business_card', {
      'PUT /api/agencies/me/business-card': () =>
        json({ detail: 'VALIDATION_ERROR', errors: [{ path: 'body.email', message: ACCOUNT_MESSAGES.email }] }, 400),
    });
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.email)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});
