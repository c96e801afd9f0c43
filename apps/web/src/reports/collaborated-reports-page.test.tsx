import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readConfiguration, readExampleReport } from '../test/configurations.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { listItem, listPage } from './lists/list-fixtures.test-helper.ts';

const createdAt = '2026-06-15T16:30:00.000Z';
const report = {
  id: 'r1',
  incident_number: 'CAD-1',
  version: 0,
  created_at: createdAt,
  updated_at: createdAt,
  author: { id: 'u1', name: 'Marcus Reyes', officer_id: 'DPD-0101', title: 'Officer', role_priority: 10 },
  report: readExampleReport('california.json'),
  versions: [
    { v: 0, created_at: createdAt, author: { name: 'Marcus Reyes', title: null, avatar_thumbnail_url: null }, from_public_api: false },
  ],
  can_amend: true,
};

describe('/app/collaborated-reports', () => {
  it('lists the reports of collaboration and amends one, coming back to this list', async () => {
    signIn();
    const calls = mockFetch({
      'GET /api/users/me': () => json(officer()),
      'GET /api/reports/collaboration': () => json(listPage([listItem(1)])),
      'GET /configurations/california.json': () => json(readConfiguration('california.json')),
      'GET /api/reports/CAD-1': () => json(report),
    });
    const { user, router } = renderApp('/app/collaborated-reports');
    expect(await screen.findByRole('heading', { name: 'Collaborated Reports' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /CAD-1/ }));
    expect(callsTo(calls, 'GET', '/api/reports/collaboration')[0]?.search).toBe('?limit=10&sort_by=newest');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Version')).toBeTruthy();
    await user.click(await within(dialog).findByRole('button', { name: 'Amend Report' }));
    expect(router.state.location.pathname).toBe('/app/amend');
    expect(router.state.location.state).toMatchObject({ redirectTo: '/app/collaborated-reports' });
  });
});
