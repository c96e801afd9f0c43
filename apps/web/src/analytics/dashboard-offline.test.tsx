import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIndexedDb } from '../offline/offline-test-utils.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { owner, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { sampleConfig } from './analytics-fixtures.test-helper.ts';
import { readKeptDashboard } from './kept-dashboard.ts';
import { DONE_MESSAGE } from './use-dashboard-loader.ts';

vi.mock('./charts/echarts-setup.ts', () => ({ init: () => ({ setOption: () => {}, resize: () => {}, dispose: () => {} }) }));
vi.mock('../location/load-maplibre.ts', () => ({ loadMapLibre: () => Promise.reject(new Error('no WebGL in happy-dom')) }));

installFakeIndexedDb();

const CONFIG = sampleConfig({ date_from: '2026-03-01T00:00:00-08:00', date_to: '2026-03-31T23:59:59-07:00' });

function mockServer() {
  return mockFetch({
    'GET /api/users/me': () => json(owner()),
    'POST /api/analytics/generate': () => json(CONFIG),
    'GET /api/analytics/periods': () => json({ quarter: [], half_year: [], year: [] }),
    'GET /api/analytics/me/settings': () => json({ widgets: [] }),
    'PUT /api/analytics/me/settings': (call) => json(call.body),
  });
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  window.dispatchEvent(new Event('offline'));
}

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the dashboard opened offline (issue 27)', () => {
  it('says it is offline when no answer is kept on the device, instead of gathering forever', async () => {
    signIn();
    mockServer();
    goOffline();
    renderApp('/app/analytics/contacts');
    expect(await screen.findByText('You are offline')).toBeTruthy();
    expect(screen.queryByText(/Gathering the reports/)).toBeNull();
  });

  it('shows the last answer kept on the device, with the time it was kept', async () => {
    signIn();
    mockServer();
    const first = renderApp('/app/analytics/contacts');
    await screen.findByText(DONE_MESSAGE, undefined, { timeout: 5000 });
    await vi.waitFor(async () => expect(await readKeptDashboard(owner().email, undefined)).not.toBeNull(), { timeout: 3000 });
    first.unmount();

    goOffline();
    renderApp('/app/analytics/contacts');
    const note = await screen.findByText(/You are offline\. This is the last dashboard kept on this device, from/);
    expect(note.textContent).toMatch(/from \d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}, covering 03\/01\/2026 - 03\/31\/2026\./);
    const title = CONFIG.widgets.find((widget) => CONFIG.suggested_widgets.includes(widget.id))?.title ?? '';
    expect(await screen.findByRole('article', { name: title })).toBeTruthy();
    expect(within(document.body).queryByText(/Gathering the reports/)).toBeNull();
  });
});
