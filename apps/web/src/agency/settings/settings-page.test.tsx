import type { MeResponse } from '@fieldbook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, owner, signIn } from '../../test/fixtures.ts';
import { renderSettingsAt } from './settings-test-utils.tsx';

const TAGS = [{ id: 't1', name: 'Traffic Safety', color: '#1e88e5' }];
const AREAS = [
  {
    id: 'a1',
    name: 'Downtown',
    acronym: 'DT',
    polygon: [
      [-121.51, 38.57],
      [-121.48, 38.57],
      [-121.48, 38.59],
      [-121.51, 38.57],
    ],
  },
];

function renderSettings(me: MeResponse, search = '') {
  signIn();
  mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /api/agency/members': () => json({ items: [] }),
    'GET /api/invitations': () => json({ items: [] }),
    'GET /api/agencies/me/tags': () => json(TAGS),
    'GET /api/agencies/me/areas': () => json(AREAS),
    'GET /api/agencies/me/groups': () => json([]),
    'GET /api/agencies/me/business-card': () =>
      json({
        phone: null,
        email: null,
        website: null,
        message: null,
        show_officer_name: true,
        show_officer_id: true,
        show_title: true,
        show_badge: true,
        show_address: true,
      }),
  });
  return renderSettingsAt(`/app/settings${search}`);
}

const manager = () =>
  owner({ role: { id: 2, name: 'manager', priority: 20, permissions: ['agency.members.manage', 'agency.catalog.manage'] } });

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Settings sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/app/settings', { timeout: 20_000 }, () => {
  it('shows the owner every section and opens members by default', async () => {
    const { router } = renderSettings(owner());
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    expect(tabNames()).toEqual([
      'Members',
      'Agency',
      'Business Card',
      'Areas',
      'Groups',
      'Tags',
      'System-use notice',
      'Audit log',
      'Page Loads',
      'Early intervention',
      'DOJ submission',
      'DOJ offense codes',
      'Population',
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?section=members'));
    expect(screen.getByRole('link', { name: 'Members' }).getAttribute('aria-current')).toBe('page');
    expect(document.getElementById('settings-section-members')).not.toBeNull();
  });

  it('opens the section named in the address, with its stable id', async () => {
    renderSettings(owner(), '?section=tags');
    expect(await screen.findByRole('heading', { name: 'Tags', level: 2 })).toBeTruthy();
    expect(document.getElementById('settings-section-tags')?.getAttribute('data-settings-section')).toBe('tags');
    expect(await screen.findByText('Traffic Safety')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tags' }).getAttribute('aria-current')).toBe('page');
  });

  it('moves between sections with the links', async () => {
    const { user, router } = renderSettings(owner(), '?section=tags');
    await screen.findByText('Traffic Safety');
    await user.click(screen.getByRole('link', { name: 'Areas' }));
    expect(await screen.findByText('Downtown')).toBeTruthy();
    expect(router.state.location.search).toBe('?section=areas');
  });

  it('gives a manager members and the catalog, and sends a refused section to the first allowed', async () => {
    const { router } = renderSettings(manager(), '?section=agency');
    await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(tabNames()).toEqual(['Members', 'Areas', 'Groups', 'Tags']);
    await waitFor(() => expect(router.state.location.search).toBe('?section=members'));
  });

  it('sends an unknown section to the first allowed one', async () => {
    const { router } = renderSettings(owner(), '?section=billing');
    await waitFor(() => expect(router.state.location.search).toBe('?section=members'));
  });

  it('shows an officer no sections at all', async () => {
    renderSettings(officer(), '?section=tags');
    expect(await screen.findByText(/Your role has no agency settings to change/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Settings sections' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tags' })).toBeNull();
  });
});
