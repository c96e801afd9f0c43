import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const SESSIONS = [
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    is_current: true,
    created_at: '2026-11-25T15:00:00.000Z',
    last_seen_at: '2026-11-25T15:20:00.000Z',
    browser: 'Chrome on Android',
    address: '10.0.0.8',
  },
  {
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    is_current: false,
    created_at: '2026-11-25T09:05:00.000Z',
    last_seen_at: '2026-11-25T09:30:00.000Z',
    browser: 'Firefox on Windows',
    address: null,
  },
];

function renderSessions() {
  signIn();
  let items = [...SESSIONS];
  const calls = mockFetch({
    'GET /api/users/me': () => json(officer()),
    'GET /api/users/me/sessions': () => json({ items }),
    [`DELETE /api/users/me/sessions/${SESSIONS[1]?.id}`]: () => {
      items = items.filter((item) => item.is_current);
      return new Response(null, { status: 204 });
    },
    'POST /api/users/me/sessions/end-others': () => {
      items = items.filter((item) => item.is_current);
      return json({ ended: 1 });
    },
  });
  return { ...renderApp('/app/account/sessions'), calls };
}

describe('/app/account/sessions', () => {
  it('lists the sessions in the local time of the agency, this device marked and without an end button', async () => {
    renderSessions();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your sessions' })).toBeTruthy();
    const current = (await screen.findByRole('heading', { name: /Chrome on Android/ })).closest('li') as HTMLElement;
    expect(within(current).getByText('This device')).toBeTruthy();
    expect(within(current).getByText('11/25/2026 - 07:00')).toBeTruthy();
    expect(within(current).queryByRole('button')).toBeNull();
    const other = screen.getByRole('heading', { name: 'Firefox on Windows' }).closest('li') as HTMLElement;
    expect(within(other).getByText('Not recorded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your sessions' }).getAttribute('aria-current')).toBe('page');
  });

  it('ends another session by its button, named for screen readers, and says so', async () => {
    const { user, calls } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'End session: Firefox on Windows, signed in 11/25/2026 - 01:05' }));
    expect(await screen.findByText('The session on Firefox on Windows was ended.')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', `/api/users/me/sessions/${SESSIONS[1]?.id}`)).toHaveLength(1);
    expect(await screen.findByRole<HTMLButtonElement>('button', { name: 'End all other sessions' })).toHaveProperty('disabled', true);
  });

  it('ends all other sessions at once', async () => {
    const { user, calls } = renderSessions();
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('1 other session was ended.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/users/me/sessions/end-others')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Firefox on Windows' })).toBeNull();
  });
});
