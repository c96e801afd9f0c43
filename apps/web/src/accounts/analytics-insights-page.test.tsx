import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { owner, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { BAD_INSIGHT_LINK_NOTE, INSIGHT_FALLBACK_PATH, insightPath } from './analytics-insights-page.tsx';
import { clearSession, saveSession } from './session.ts';

describe('/analytics-insights', () => {
  it('stores the link on the device and goes to /app/analytics/{type}/{id} (login first when signed out)', async () => {
    const { router } = renderApp('/login');
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    await router.navigate('/analytics-insights?type=workspaces&id=6f1c2a3b-4d5e-4f70-8a9b-0c1d2e3f4a5b');
    await waitFor(() => expect(seen.at(-1)).toBe('/login'));
    expect(seen).toContain('/app/analytics/workspaces/6f1c2a3b-4d5e-4f70-8a9b-0c1d2e3f4a5b');
    expect(localStorage.getItem(STORAGE_KEYS.analyticsInsightLink)).toBe('/app/analytics/workspaces/6f1c2a3b-4d5e-4f70-8a9b-0c1d2e3f4a5b');
  });

  it('stores nothing when already signed in (the next login on the device must not be sent there)', async () => {
    saveSession({ access_token: 'access', refresh_token: 'refresh' });
    try {
      const { router } = renderApp('/login');
      await router.navigate('/analytics-insights?type=workspaces&id=6f1c2a3b-4d5e-4f70-8a9b-0c1d2e3f4a5b');
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/analytics-insights'));
      expect(localStorage.getItem(STORAGE_KEYS.analyticsInsightLink)).toBeNull();
    } finally {
      clearSession();
    }
  });

  it('stores nothing for a missing or malformed type or id', () => {
    expect(insightPath('workspaces', null)).toBeNull();
    expect(insightPath('..', 'x')).toBeNull();
    expect(insightPath('workspaces', '//evil.example')).toBeNull();
    expect(insightPath('contacts', 'abc-1')).toBe('/app/analytics/contacts/abc-1');
    // A workspace id the server would refuse (400 VALIDATION_ERROR) is a bad link too (issue 27).
    expect(insightPath('workspaces', '3f1c2a')).toBeNull();
    expect(insightPath('workspaces', '6f1c2a3b-4d5e-4f70-8a9b-0c1d2e3f4a5b')).toBe(
      '/app/analytics/workspaces/6f1c2a3b-4d5e-4f70-8a9b-0c1d2e3f4a5b',
    );
  });

  it('opens the dashboard with a short note for a bad link, not an error code', async () => {
    signIn();
    try {
      mockFetch({
        'GET /api/users/me': () => json(owner()),
        'POST /api/analytics/generate': () => new Promise<Response>(() => {}),
        'GET /api/analytics/periods': () => json({ quarter: [], half_year: [], year: [] }),
        'GET /api/analytics/me/settings': () => json({ widgets: [] }),
      });
      const { router } = renderApp('/app');
      await router.navigate('/analytics-insights?type=workspaces&id=not-a-workspace');
      await waitFor(() => expect(router.state.location.pathname).toBe(INSIGHT_FALLBACK_PATH));
      expect(await screen.findByText(BAD_INSIGHT_LINK_NOTE)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    } finally {
      clearSession();
    }
  });
});
