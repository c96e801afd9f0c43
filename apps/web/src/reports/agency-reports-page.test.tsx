import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { callsTo, type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { owner, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { listItem, listPage } from './lists/list-fixtures.test-helper.ts';

const TOTALS = { uof: 1, cfs: 2, opa: 3, complaints: 0, consent_searches: 0, total: 5 };
const FILTER_OPTIONS = {
  citizen_fields: [
    { key: 'perception.race', label: 'Perceived race', kind: 'choice', options: [{ value: 'asian', label: 'Asian' }] },
    { key: 'basis.consent', label: 'Consent given', kind: 'flag', options: [] },
  ],
  has_citizen_age: true,
  earliest_date: '2026-05-20',
  today: '2026-06-20',
  timezone: 'America/Los_Angeles',
};
const SEARCHES_KEY = `${STORAGE_KEYS.quickSearches}:${owner().email}`;

function renderPage(handlers: Record<string, Handler> = {}) {
  signIn();
  const calls = mockFetch({
    'GET /api/users/me': () => json(owner()),
    'POST /api/reports/search': () => json(listPage([listItem(1)])),
    'POST /api/reports/text-search': () => json(listPage([listItem(2)])),
    'POST /api/reports/calculate-totals': () => json(TOTALS),
    'GET /api/reports/filter-options': () => json(FILTER_OPTIONS),
    'GET /api/agencies/me/areas': () => json([]),
    'GET /api/agencies/me/tags': () => json([]),
    'GET /api/agencies/me/groups': () => json([]),
    ...handlers,
  });
  return { ...renderApp('/app/agency-reports/contacts'), calls };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitUntil = (isDone: () => boolean) => waitFor(() => expect(isDone()).toBe(true));

describe('/app/agency-reports/contacts', () => {
  it('runs the quick search only for more than one character, and totals over the same text', async () => {
    const { user, calls } = renderPage();
    await screen.findByText('CAD-1');
    const box = screen.getByRole('combobox', { name: 'Quick search' });
    await user.type(box, 'a');
    await pause(500);
    expect(callsTo(calls, 'POST', '/api/reports/text-search')).toHaveLength(0);
    expect(screen.getByText('CAD-1')).toBeTruthy();

    await user.type(box, 'b');
    expect(await screen.findByText('CAD-2')).toBeTruthy();
    const searches = callsTo(calls, 'POST', '/api/reports/text-search');
    expect(searches.map((call) => call.body)).toEqual([{ filter: 'ab', sort_by: 'newest' }]);
    expect(callsTo(calls, 'POST', '/api/reports/calculate-totals').at(-1)?.body).toEqual({ filter: 'ab' });
  });

  it('keeps the last 5 distinct searches in localStorage and offers them', async () => {
    localStorage.setItem(SEARCHES_KEY, JSON.stringify(['one', 'two', 'three', 'four', 'five']));
    const { user, calls } = renderPage();
    await screen.findByText('CAD-1');
    const box = screen.getByRole('combobox', { name: 'Quick search' });
    await user.type(box, 'Two{Enter}');
    await waitUntil(() => callsTo(calls, 'POST', '/api/reports/text-search').length === 1);
    await user.clear(box);
    await user.type(box, 'six{Enter}');
    await waitUntil(() => callsTo(calls, 'POST', '/api/reports/text-search').length === 2);
    expect(JSON.parse(localStorage.getItem(SEARCHES_KEY) ?? '[]')).toEqual(['six', 'Two', 'one', 'three', 'four']);

    await user.clear(box);
    await user.click(box);
    const offered = within(screen.getByRole('listbox', { name: 'Recent searches' })).getAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['six', 'Two', 'one', 'three', 'four']);
    await user.click(screen.getByRole('option', { name: 'one' }));
    expect((box as HTMLInputElement).value).toBe('one');
  });

  it('keeps only the searches the user meant: not the prefixes met while typing, but Enter and a pause', async () => {
    const { user, calls } = renderPage();
    await screen.findByText('CAD-1');
    const box = screen.getByRole('combobox', { name: 'Quick search' });
    // A slow typist: every prefix rests long enough to run, none long enough to be kept.
    for (const letter of 'Reyes') {
      await user.type(box, letter);
      await pause(400);
    }
    expect(callsTo(calls, 'POST', '/api/reports/text-search').map((call) => (call.body as { filter: string }).filter)).toEqual([
      'Re',
      'Rey',
      'Reye',
      'Reyes',
    ]);
    expect(JSON.parse(localStorage.getItem(SEARCHES_KEY) ?? '[]')).toEqual([]);
    await user.keyboard('{Enter}');
    await waitUntil(() => localStorage.getItem(SEARCHES_KEY) === JSON.stringify(['Reyes']));

    await user.clear(box);
    await user.type(box, 'Cruz');
    await waitUntil(() => JSON.parse(localStorage.getItem(SEARCHES_KEY) ?? '[]').length === 2);
    expect(JSON.parse(localStorage.getItem(SEARCHES_KEY) ?? '[]')).toEqual(['Cruz', 'Reyes']);
  });

  it('applies valid filters, and turning Advanced search off clears them and lists again', async () => {
    const { user, calls } = renderPage();
    await screen.findByText('CAD-1');
    await user.click(screen.getByRole('switch', { name: 'Advanced search' }));
    const panel = await screen.findByRole('form', { name: 'Advanced search' });
    await user.click(within(panel).getByRole('radio', { name: 'Call For Service' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Complaints' }));
    await user.selectOptions(within(panel).getByLabelText('Consent given'), 'Yes');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    const applied = { contactType: 'Call For Service', sections: ['complaints'], flags: { 'basis.consent': true } };
    await waitUntil(() =>
      callsTo(calls, 'POST', '/api/reports/search').some(
        (call) => JSON.stringify(call.body) === JSON.stringify({ filters: applied, sort_by: 'newest' }),
      ),
    );
    expect(callsTo(calls, 'POST', '/api/reports/calculate-totals').at(-1)?.body).toEqual({ filters: applied });
    expect(screen.getByText('3 filters')).toBeTruthy();

    const before = callsTo(calls, 'POST', '/api/reports/search').length;
    await user.click(screen.getByRole('switch', { name: 'Advanced search' }));
    expect(screen.queryByRole('form', { name: 'Advanced search' })).toBeNull();
    await waitUntil(() => callsTo(calls, 'POST', '/api/reports/search').length > before);
    expect(callsTo(calls, 'POST', '/api/reports/search').at(-1)?.body).toEqual({ filters: {}, sort_by: 'newest' });
    expect(screen.queryByText('3 filters')).toBeNull();
  });

  it('refuses a date in the future with the spec message before asking the server', async () => {
    const { user, calls } = renderPage();
    await screen.findByText('CAD-1');
    await user.click(screen.getByRole('switch', { name: 'Advanced search' }));
    const panel = await screen.findByRole('form', { name: 'Advanced search' });
    const from = within(panel).getByLabelText('Date from') as HTMLInputElement;
    expect(from.min).toBe('2026-05-20');
    expect(from.max).toBe('2026-06-20');
    fireEvent.change(from, { target: { value: '2026-07-01' } });
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(within(panel).getByText('Please enter a valid date.')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'POST', '/api/reports/search').every((call) => JSON.stringify(call.body).includes('dateFrom') === false)).toBe(
      true,
    );

    await user.click(within(panel).getByRole('switch', { name: 'Exact date' }));
    expect(within(panel).queryByLabelText('Date to')).toBeNull();
    expect(within(panel).getByLabelText('Date')).toBeTruthy();
  });

  it('shows the server messages by path when it refuses the filters', async () => {
    const refused = { detail: 'VALIDATION_ERROR', errors: [{ path: 'filters.dateTo', message: 'Please enter a valid date.' }] };
    const { user } = renderPage({
      'POST /api/reports/search': (call) =>
        JSON.stringify(call.body).includes('dateTo') ? json(refused, 400, 'Bad Request') : json(listPage([listItem(1)])),
    });
    await screen.findByText('CAD-1');
    await user.click(screen.getByRole('switch', { name: 'Advanced search' }));
    const panel = await screen.findByRole('form', { name: 'Advanced search' });
    fireEvent.change(within(panel).getByLabelText('Date from'), { target: { value: '2026-06-01' } });
    fireEvent.change(within(panel).getByLabelText('Date to'), { target: { value: '2026-06-10' } });
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(await within(panel).findByText('Please enter a valid date.')).toBeTruthy();
    expect(within(panel).getByLabelText('Date to').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please correct the filters to see the reports.')).toBeTruthy();
  });
});
