import type { MeResponse } from '@fieldbook/contract';
import { CONTACT_TYPE_MESSAGES, DEFAULT_ROLES } from '@fieldbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeIndexedDb } from '../../offline/offline-test-utils.ts';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, owner, signIn } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { CONTACT_TYPES_SAVED } from './contact-types-form.tsx';
import { renderSettingsAt } from './settings-test-utils.tsx';

/** Issue 24, defect 13: Settings > Agency changes the contact types the agency's officers may file. */
installFakeIndexedDb();

const managerRole = DEFAULT_ROLES.find((role) => role.name === 'manager');
const manager = (): MeResponse => owner({ role: { id: 2, name: 'manager', priority: 20, permissions: managerRole?.permissions ?? [] } });

function renderAgencySection(me: MeResponse) {
  signIn();
  let current = me;
  const calls = mockFetch({
    'GET /api/users/me': () => json(current),
    'GET /api/agencies/me': () => json({ detail: 'not for a manager' }, 403),
    'PUT /api/agencies/me/contact-types': ({ body }) => {
      const { contact_types } = body as { contact_types: string[] };
      current = { ...current, agency: { ...(current.agency as NonNullable<MeResponse['agency']>), contact_types } };
      return json({ contact_types });
    },
  });
  return { ...renderSettingsAt('/app/settings?section=agency'), calls };
}

describe('Settings > Agency: contact types', { timeout: 20_000 }, () => {
  it("lets a manager restrict them, without the agency's information, and the signed-in user is read again", async () => {
    const { user, calls } = renderAgencySection(manager());
    const group = await screen.findByRole('group', { name: 'Contact types' });
    expect(screen.queryByLabelText('Agency name')).toBeNull();
    expect(callsTo(calls, 'GET', '/api/agencies/me')).toHaveLength(0);
    const proActive = within(group).getByRole('checkbox', { name: 'Officer Pro-active' });
    expect(proActive).toHaveProperty('checked', true);
    await user.click(proActive);
    await user.click(screen.getByRole('button', { name: 'Save contact types' }));
    expect(await screen.findByText(CONTACT_TYPES_SAVED)).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/agencies/me/contact-types')[0]?.body).toEqual({ contact_types: ['Call For Service'] });
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/users/me').length).toBeGreaterThan(1));
  });

  it('needs at least one, and says so without calling the server', async () => {
    const { user, calls } = renderAgencySection(manager());
    const group = await screen.findByRole('group', { name: 'Contact types' });
    await user.click(within(group).getByRole('checkbox', { name: 'Call For Service' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Officer Pro-active' }));
    await user.click(screen.getByRole('button', { name: 'Save contact types' }));
    expect(await screen.findByText(CONTACT_TYPE_MESSAGES.atLeastOne)).toBeTruthy();
    expect(group.getAttribute('aria-describedby')).toContain(screen.getByText(CONTACT_TYPE_MESSAGES.atLeastOne).id);
    expect(callsTo(calls, 'PUT', '/api/agencies/me/contact-types')).toHaveLength(0);
  });

  it('is not offered to an officer', async () => {
    renderAgencySection(officer());
    expect(await screen.findByText(/Your role has no agency settings to change/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Contact types' })).toBeNull();
  });
});

describe("step 1 of a report offers only the agency's contact types", () => {
  it('shows one button when the agency keeps one type', async () => {
    signIn();
    const base = officer();
    const me = officer({ agency: { ...(base.agency as NonNullable<MeResponse['agency']>), contact_types: ['Officer Pro-active'] } });
    mockFetch({
      'GET /api/users/me': () => json(me),
      'GET /api/agencies/me/areas': () => json([]),
      'GET /api/agencies/me/tags': () => json([]),
      'GET /api/agencies/me/users': () => json([]),
      'GET /api/public/app-settings': () => json({ public_url: 'https://fieldbook.test' }),
    });
    renderApp('/app/report');
    expect(await screen.findByRole('button', { name: 'Officer Pro-active' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Call For Service' })).toBeNull();
  });
});
