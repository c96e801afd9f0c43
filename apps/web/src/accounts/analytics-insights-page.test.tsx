import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { renderApp } from '../test/render-app.tsx';
import { insightPath } from './analytics-insights-page.tsx';
import { clearSession, saveSession } from './session.ts';

describe('/analytics-insights', () => {
  it('stores the link on the device and goes to /app/analytics/{type}/{id} (login first when signed out)', async () => {
    const { router } = renderApp('/login');
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    await router.navigate('/analytics-insights?type=workspaces&id=3f1c2a');
    await waitFor(() => expect(seen.at(-1)).toBe('/login'));
    expect(seen).toContain('/app/analytics/workspaces/3f1c2a');
    expect(localStorage.getItem(STORAGE_KEYS.analyticsInsightLink)).toBe('/app/analytics/workspaces/3f1c2a');
  });

  it('stores nothing when already signed in (the next login on the device must not be sent there)', async () => {
    saveSession({ access_token: 'access', refresh_token: 'refresh' });
    try {
      const { router } = renderApp('/login');
      await router.navigate('/analytics-insights?type=workspaces&id=3f1c2a');
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
  });
});
