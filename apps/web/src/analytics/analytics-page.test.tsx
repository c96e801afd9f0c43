import type { AnalyticsConfig } from '@fieldbook/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_URL } from '../shell/nav-links.ts';
import { callsTo, type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { officer, owner, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { widgetsOfEveryKind } from './analytics-fixtures.test-helper.ts';
import { EXPIRED_MESSAGE } from './dashboard-states.tsx';
import { favouritesKey } from './favourites.ts';
import { DONE_MESSAGE, LOADING_MESSAGES } from './use-dashboard-loader.ts';

vi.mock('./charts/echarts-setup.ts', () => ({ init: () => ({ setOption: () => {}, resize: () => {}, dispose: () => {} }) }));
vi.mock('../location/load-maplibre.ts', () => ({ loadMapLibre: () => Promise.reject(new Error('no WebGL in happy-dom')) }));

const every = widgetsOfEveryKind();
const WIDGETS = Object.values(every).map((widget, position) => ({ ...widget, position }));
const CONFIG: AnalyticsConfig = {
  widgets: WIDGETS,
  suggested_widgets: [every.doughnut.id],
  incident_data: [],
  incident_data_limited: false,
  period: 'month',
  date_from: '2026-03-01T00:00:00-08:00',
  date_to: '2026-03-31T23:59:59-07:00',
};
const PERIODS = { quarter: [{ label: 'Q1 2026', value: '2026-Q1', coming_soon: false }], half_year: [], year: [] };
const KEY = favouritesKey(owner().email);

function renderPage(handlers: Record<string, Handler> = {}, me = owner()) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(me),
    'POST /api/analytics/generate': () => json(CONFIG),
    'GET /api/analytics/periods': () => json(PERIODS),
    'GET /api/analytics/me/settings': () => json({ widgets: [] }),
    'PUT /api/analytics/me/settings': (call) => json(call.body),
    'GET /api/agencies/me/areas': () => json([{ id: 'area-1', name: 'North', acronym: 'N', polygon: [] }]),
    'GET /api/agencies/me/tags': () => json([]),
    'GET /api/agencies/me/groups': () => json([{ id: 'group-1', name: 'Night Shift', acronym: 'NS', avatar_thumbnail_url: null }]),
    ...handlers,
  });
  return { ...renderApp('/app/analytics/contacts'), calls };
}

/** The loader stays 3 s after the answer ('Done!'); fake time moves it on. */
async function finishLoading() {
  await screen.findByText(DONE_MESSAGE);
  await act(() => vi.advanceTimersByTimeAsync(3000));
  await screen.findByRole('heading', { name: 'My Favourites' });
}

const generateBodies = (calls: ReturnType<typeof renderPage>['calls']) =>
  callsTo(calls, 'POST', '/api/analytics/generate').map((call) => call.body);
const card = (title: string) => screen.getByRole('article', { name: title });
/** The chips on the bar (the bar also measures a hidden copy of them). */
const chip = (label: string) => within(screen.getByRole('list', { name: 'Filters applied' })).getByText(label);

async function seeAll(user: ReturnType<typeof renderPage>['user']) {
  for (const button of screen.queryAllByRole('button', { name: 'See All' })) await user.click(button);
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('/app/analytics', () => {
  it('says when the maps are limited to the latest reports of the period (analytics.md §2)', async () => {
    const points = Array.from({ length: 300 }, (_, index) => ({ coords: { lat: 34, long: -118 }, incident_number: `R-${index}` }));
    renderPage({ 'POST /api/analytics/generate': () => json({ ...CONFIG, incident_data: points, incident_data_limited: true }) });
    await finishLoading();
    expect(screen.getByText(/Limited data: the maps show the latest 300 reports with a location/).getAttribute('role')).toBe('status');
  });

  it('shows no limited-data notice when every located report is mapped', async () => {
    renderPage();
    await finishLoading();
    expect(screen.queryByText(/Limited data/)).toBeNull();
  });

  it('shows the loader, then My Widgets with the period chip, the favourites first and the suggested widgets', async () => {
    let answer = () => {};
    const isAnswered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { calls } = renderPage({ 'POST /api/analytics/generate': () => isAnswered.then(() => json(CONFIG)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Widgets' })).toBeTruthy();
    // The first message, or a later one when the page took more than 3 s to load on this machine.
    expect(await screen.findByText((text) => (LOADING_MESSAGES as readonly string[]).includes(text))).toBeTruthy();
    answer();
    await finishLoading();
    expect(screen.getByRole('button', { name: 'Filter by (1)' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Filters applied' })).getByText('Last month')).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles.slice(0, 2)).toEqual(['My Favourites', 'Suggested']);
    expect(within(screen.getByRole('region', { name: 'Suggested' })).getByRole('article', { name: every.doughnut.title })).toBeTruthy();
    expect(generateBodies(calls)).toEqual([{ period: 'month' }]);
    expect(callsTo(calls, 'GET', '/api/analytics/periods')).toHaveLength(1);
  });

  it("keeps a non-empty local list of favourites and saves it when the server's differs", async () => {
    localStorage.setItem(KEY, JSON.stringify([every.grouped_bar.id]));
    const { calls } = renderPage({ 'GET /api/analytics/me/settings': () => json({ widgets: [every.doughnut.id] }) });
    await finishLoading();
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/analytics/me/settings').map((call) => call.body)).toEqual([{ widgets: [every.grouped_bar.id] }]),
    );
    expect(
      within(screen.getByRole('region', { name: 'My Favourites' })).getByRole('article', { name: every.grouped_bar.title }),
    ).toBeTruthy();
  });

  it("takes the server's favourites when the local list is empty, without saving", async () => {
    const { calls } = renderPage({ 'GET /api/analytics/me/settings': () => json({ widgets: [every.sankey.id] }) });
    await finishLoading();
    expect(within(screen.getByRole('region', { name: 'My Favourites' })).getByRole('article', { name: every.sankey.title })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([every.sankey.id]);
    expect(callsTo(calls, 'PUT', '/api/analytics/me/settings')).toHaveLength(0);
  });

  it("adds and removes through 'More Options', and follows another tab's change", async () => {
    const { calls, user } = renderPage();
    await finishLoading();
    await user.click(within(card(every.doughnut.title)).getByRole('button', { name: 'More Options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Add' }));
    const favourites = screen.getByRole('region', { name: 'My Favourites' });
    expect(within(favourites).getByRole('article', { name: every.doughnut.title })).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/analytics/me/settings').at(-1)?.body).toEqual({ widgets: [every.doughnut.id] }));

    act(() => {
      localStorage.setItem(KEY, JSON.stringify([every.sankey.id]));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: JSON.stringify([every.sankey.id]) }));
    });
    expect(within(favourites).getByRole('article', { name: every.sankey.title })).toBeTruthy();
    expect(within(favourites).queryByRole('article', { name: every.doughnut.title })).toBeNull();

    await user.click(within(card(every.sankey.title)).getByRole('button', { name: 'More Options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    expect(within(favourites).queryByRole('article')).toBeNull();
  });

  it('reorders favourites by keyboard, small widgets first, and not under an officer filter', async () => {
    localStorage.setItem(KEY, JSON.stringify([every.grouped_bar.id, every.sankey.id, every.rate_card.id]));
    const { calls, user } = renderPage({
      'GET /api/analytics/me/settings': () => json({ widgets: [every.grouped_bar.id, every.sankey.id, every.rate_card.id] }),
    });
    await finishLoading();
    await user.click(screen.getByRole('button', { name: `Move ${every.sankey.title} earlier` }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/analytics/me/settings').at(-1)?.body).toEqual({
        widgets: [every.rate_card.id, every.sankey.id, every.grouped_bar.id],
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Filter by (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by' });
    await user.click(within(dialog).getByRole('radio', { name: 'Group' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: /Night Shift/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Show Results' }));
    await finishLoading();
    expect(chip('Group: Night Shift')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(generateBodies(calls).at(-1)).toEqual({
      period: 'month',
      filters: { officers: { officer_information: { groups: ['group-1'] } } },
    });
  });

  it('enables Save in Manage Widgets only when the selection changed', async () => {
    const { calls, user } = renderPage();
    await finishLoading();
    await user.click(screen.getByRole('button', { name: 'Manage Widgets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Widgets' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: every.heat_map.title }));
    expect(save.disabled).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: every.heat_map.title }));
    expect(save.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: every.heat_map.title }));
    await user.click(save);
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/analytics/me/settings').at(-1)?.body).toEqual({ widgets: [every.heat_map.id] }));
  });

  it('validates the exact dates, clears them when the period changes, and asks again only for new filters', async () => {
    const { calls, user } = renderPage();
    await finishLoading();
    await user.click(screen.getByRole('button', { name: 'Filter by (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by' });
    const show = within(dialog).getByRole('button', { name: 'Show Results' }) as HTMLButtonElement;
    expect(show.disabled).toBe(true);
    expect(within(dialog).getByRole('radio', { name: 'Quarter' })).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Year' }) as HTMLInputElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: 'Exact dates' }));
    expect(within(dialog).getByText('You can filter up to 31 days.')).toBeTruthy();
    const from = within(dialog).getByLabelText('Date from');
    const to = within(dialog).getByLabelText('Date to');
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.change(to, { target: { value: '2025-02-15' } });
    expect(within(dialog).getByText('You can filter up to 31 days.').className).toContain('form-field-error');
    expect(show.disabled).toBe(true);
    fireEvent.change(from, { target: { value: '2022-06-30' } });
    fireEvent.change(to, { target: { value: '2022-07-10' } });
    expect(within(dialog).getByText('Please enter a valid date.')).toBeTruthy();
    expect(show.disabled).toBe(true);
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.change(to, { target: { value: '2025-01-31' } });
    expect(within(dialog).queryByText('Please enter a valid date.')).toBeNull();
    expect(show.disabled).toBe(false);

    await user.click(within(dialog).getByRole('radio', { name: 'Last week' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Exact dates' }));
    expect((within(dialog).getByLabelText('Date from') as HTMLInputElement).value).toBe('');

    fireEvent.change(within(dialog).getByLabelText('Date from'), { target: { value: '2025-01-01' } });
    fireEvent.change(within(dialog).getByLabelText('Date to'), { target: { value: '2025-01-31' } });
    await user.click(show);
    await finishLoading();
    expect(chip('01/01/2025 - 01/31/2025')).toBeTruthy();
    expect(generateBodies(calls).at(-1)).toEqual({
      period: 'custom',
      filters: { general_information: { date: { from: '2025-01-01', to: '2025-01-31' } } },
    });

    // Back to the first filters: the cached configuration, no new request.
    await user.click(screen.getByRole('button', { name: 'Filter by (1)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Filter by' })).getByRole('radio', { name: 'Last month' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Filter by' })).getByRole('button', { name: 'Show Results' }));
    expect(await screen.findByRole('heading', { name: 'My Favourites' })).toBeTruthy();
    expect(generateBodies(calls)).toHaveLength(2);
  });

  it("shows the 'connection expired' screen on a time-out, and 'Try Later' puts the filters back to their defaults", async () => {
    let isSlow = false;
    const { calls, user } = renderPage({
      'POST /api/analytics/generate': () => (isSlow ? json({ detail: 'GATEWAY_TIMEOUT' }, 504) : json(CONFIG)),
    });
    await finishLoading();
    isSlow = true;
    await user.click(screen.getByRole('button', { name: 'Filter by (1)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Filter by' })).getByRole('radio', { name: 'Last week' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Filter by' })).getByRole('button', { name: 'Show Results' }));
    expect(await screen.findByText(EXPIRED_MESSAGE)).toBeTruthy();
    isSlow = false;
    await user.click(screen.getByRole('button', { name: 'Try Later' }));
    expect(await screen.findByRole('heading', { name: 'My Favourites' })).toBeTruthy();
    expect(chip('Last month')).toBeTruthy();
    expect(generateBodies(calls).at(-1)).toEqual({ period: 'month' });
  });

  it('shows the full error state for ANALYTICS_NOT_FOUND', async () => {
    renderPage({ 'POST /api/analytics/generate': () => json({ detail: 'ANALYTICS_NOT_FOUND' }, 404) });
    expect(await screen.findByText('Analytics not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the empty state with the documentation in a new tab', async () => {
    renderPage({ 'POST /api/analytics/generate': () => json({ ...CONFIG, widgets: [], suggested_widgets: [] }) });
    await screen.findByText(DONE_MESSAGE);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Your information is being processed.')).toBeTruthy();
    expect(screen.getByText('In the meantime, we suggest you to view our documentation.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'View our Documentation' });
    expect(link.getAttribute('href')).toBe(SUPPORT_URL);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('gives the officer role the Source filter (My Reports by default) and no calendar periods', async () => {
    const { calls, user } = renderPage({}, officer());
    await finishLoading();
    expect(chip('My Reports')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter by (2)' })).toBeTruthy();
    expect(generateBodies(calls)).toEqual([{ period: 'month', filters: { officers: { officer_information: { source: 'created' } } } }]);
    expect(callsTo(calls, 'GET', '/api/analytics/periods')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Filter by (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by' });
    expect((within(dialog).getByRole('radio', { name: 'My Reports' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('group', { name: 'Officer' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: 'Quarter' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Collaborated Reports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show Results' }));
    await finishLoading();
    expect(chip('Collaborated Reports')).toBeTruthy();
  });

  it('offers Download (BETA) only for a widget with data', async () => {
    const empty = { ...every.pattern_map, id: 'empty_map', title: 'Nothing here', has_data: false, position: 100 };
    const { user } = renderPage({ 'POST /api/analytics/generate': () => json({ ...CONFIG, widgets: [...WIDGETS, empty] }) });
    await finishLoading();
    await seeAll(user);
    await user.click(within(card('Nothing here')).getByRole('button', { name: 'More Options' }));
    expect(screen.getByRole('menuitem', { name: 'Download (BETA)' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(card('Nothing here')).getByText('Get Started!')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(within(card(every.sankey.title)).getByRole('button', { name: 'More Options' }));
    expect(screen.getByRole('menuitem', { name: 'Download (BETA)' }).getAttribute('aria-disabled')).toBeNull();
  });

  it("disables Download (BETA) on a 'Content Omitted' card: it has data, too little to show (issue 27)", async () => {
    const omitted = {
      ...every.doughnut,
      id: 'omitted_donut',
      title: 'Too few here',
      has_data: true,
      position: 100,
      component: { ...every.doughnut.component, limited: true },
    };
    const { user } = renderPage({ 'POST /api/analytics/generate': () => json({ ...CONFIG, widgets: [...WIDGETS, omitted] }) });
    await finishLoading();
    await seeAll(user);
    expect(within(card('Too few here')).getByText('Content Omitted')).toBeTruthy();
    await user.click(within(card('Too few here')).getByRole('button', { name: 'More Options' }));
    expect(screen.getByRole('menuitem', { name: 'Download (BETA)' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('maximises a map widget into a full-screen view and minimises it', async () => {
    const { user } = renderPage();
    await finishLoading();
    await user.click(within(card(every.cluster_map.title)).getByRole('button', { name: 'Maximise' }));
    const full = screen.getByRole('dialog', { name: every.cluster_map.title });
    await user.click(within(full).getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card(every.doughnut.title)).queryByRole('button', { name: 'Maximise' })).toBeNull();
  });
});
