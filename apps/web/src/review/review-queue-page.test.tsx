import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readConfiguration } from '../test/configurations.ts';
import { callsTo, type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { queueItem, queuePage, reportView, reviewedOfficer, reviewer } from './review-fixtures.test-helper.ts';

function mockQueue(handlers: Record<string, Handler> = {}, me = reviewer()) {
  return mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /api/review/counts': () => json({ waiting: 2, returned_to_me: 0 }),
    'GET /api/review/queue': () => json(queuePage([queueItem(2, { version: 3 }), queueItem(1)])),
    'GET /api/agencies/me/groups': () =>
      json([{ id: 'g1', name: 'Night shift', acronym: 'NS', avatar_thumbnail_url: null, supervisor_ids: [] }]),
    'GET /api/agencies/me/users': () =>
      json([{ id: 'u-sam', name: 'Sam Patel', officer_id: 'DPD-0218', avatar_thumbnail_url: null, title: 'Officer', height: null }]),
    'GET /configurations/california.json': () => json(readConfiguration('california.json')),
    'GET /api/reports/CAD-2': () => json(reportView('CAD-2', 3)),
    ...handlers,
  });
}

describe('/app/review', () => {
  it('lists the reports waiting, oldest first as the server gives them, with how long each waited, and a nav badge', async () => {
    signIn();
    const calls = mockQueue();
    renderApp('/app/review');
    expect(await screen.findByRole('heading', { name: 'Review', level: 1 })).toBeTruthy();
    const rows = within(await screen.findByRole('list', { name: 'Reports waiting for review' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Waiting 6 h'),
      expect.stringContaining('Waiting 3 h'),
    ]);
    expect(await screen.findByRole('link', { name: 'Review 2 waiting for review' })).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/review/queue')[0]?.search).toBe('?limit=100');
  });

  it('filters by group, officer and date', async () => {
    signIn();
    const calls = mockQueue();
    const { user } = renderApp('/app/review');
    await screen.findByRole('list', { name: 'Reports waiting for review' });
    await user.selectOptions(await screen.findByLabelText('Group'), 'Night shift');
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/review/queue').at(-1)?.search).toBe('?group_id=g1&limit=100'));
    await user.selectOptions(screen.getByLabelText('Group'), 'All groups');
    await user.selectOptions(screen.getByLabelText('Officer'), 'Sam Patel');
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/review/queue').at(-1)?.search).toBe('?officer_id=u-sam&limit=100'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/review/queue').at(-1)?.search).toBe('?officer_id=u-sam&from=2026-11-01&to=2026-11-20&limit=100'),
    );
  });

  it('approves a selection with select-all, from the keyboard, each with the version listed', async () => {
    signIn();
    const calls = mockQueue({ 'POST /api/review/approve': () => json({ approved: [] }) });
    const { user } = renderApp('/app/review');
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all' });
    selectAll.focus();
    await user.keyboard(' ');
    expect((screen.getByRole('checkbox', { name: 'Select CAD-1' }) as HTMLInputElement).checked).toBe(true);
    await user.tab();
    await user.keyboard(' ');
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);
    const approve = screen.getByRole('button', { name: 'Approve selected (1)' });
    approve.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/review/approve')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/review/approve')[0]?.body).toEqual({ reports: [{ incident_number: 'CAD-1', version: 0 }] });
  });

  it('says which reports changed on a 409 REVIEW_CONFLICT and reads the queue again', async () => {
    signIn();
    const conflict = { detail: 'REVIEW_CONFLICT', reports: [{ incident_number: 'CAD-2', state: 'returned', version: 4 }] };
    const calls = mockQueue({ 'POST /api/review/approve': () => json(conflict, 409) });
    const { user } = renderApp('/app/review');
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    expect((await screen.findByRole('alert')).textContent).toContain('CAD-2 (Returned)');
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/review/queue').length).toBeGreaterThan(1));
  });

  it('opens a report with the rules warnings and returns it with a required note and named fields', async () => {
    signIn();
    const calls = mockQueue({ 'POST /api/reports/CAD-2/return': () => json({ state: 'returned', version: 3 }) });
    const { user } = renderApp('/app/review');
    await user.click(await screen.findByRole('button', { name: /CAD-2/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Rules' })).toBeTruthy();
    expect(within(dialog).getByText('Waiting for review', { selector: '.review-chip' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    const returnDialog = await screen.findByRole('dialog', { name: /Return the report CAD-2/ });
    await user.click(within(returnDialog).getByRole('button', { name: 'Return' }));
    expect(within(returnDialog).getByText('Write what needs to change, in 1 to 500 characters.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/reports/CAD-2/return')).toHaveLength(0);
    await user.type(within(returnDialog).getByLabelText('What needs to change'), 'Say where it happened');
    expect(within(returnDialog).getByText('21 of 500 characters')).toBeTruthy();
    await user.type(within(returnDialog).getByLabelText('Find a field'), 'location det');
    await user.click(within(returnDialog).getByRole('checkbox', { name: 'Location details' }));
    await user.click(within(returnDialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/reports/CAD-2/return')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/reports/CAD-2/return')[0]?.body).toEqual({
      version: 3,
      note: 'Say where it happened',
      fields: ['general_information.location.details'],
    });
  });

  it("says 'Nothing to review' when the queue is empty", async () => {
    signIn();
    mockQueue({ 'GET /api/review/queue': () => json(queuePage([])) });
    renderApp('/app/review');
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });

  it('is not there with the agency review off, nor for an officer', async () => {
    signIn();
    mockQueue({}, reviewer(false));
    const { router } = renderApp('/app/review');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/app/review'));
    expect(screen.queryByRole('link', { name: /^Review/ })).toBeNull();
  });

  it('is not offered to an officer', async () => {
    signIn();
    mockQueue(
      {
        'GET /api/reports/me': () => json({ reports: [], links: { next: null } }),
        'GET /api/reports/me/returned': () => json({ items: [] }),
      },
      reviewedOfficer(),
    );
    renderApp('/app/my-reports');
    await screen.findByRole('heading', { name: 'My Reports' });
    expect(screen.queryByRole('link', { name: /^Review/ })).toBeNull();
  });
});
