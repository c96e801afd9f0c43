import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportView } from '../review/review-fixtures.test-helper.ts';
import { readConfiguration } from '../test/configurations.ts';
import { callsTo, type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { alertProfile, eiManager, eiSupervisor } from './ei-fixtures.test-helper.ts';

const REVIEWER_ID = '22222222-2222-4222-8222-222222222222';
const SAM = 'Sam Ortiz (Supervisor of the officer’s group)';

function mockProfile(handlers: Record<string, Handler> = {}, me = eiManager()) {
  return mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /api/review/counts': () => json({ waiting: 0, returned_to_me: 0 }),
    'GET /api/early-intervention/alerts/a1': () => json(alertProfile()),
    // Who may review this officer, as the server answers it (owners, managers, the supervisors of the officer's groups).
    'GET /api/early-intervention/alerts/a1/reviewers': () =>
      json({
        reviewers: [
          { id: REVIEWER_ID, name: 'Sam Ortiz', officer_id: 'DPD-9', role: 'supervisor' },
          { id: 'u-man', name: 'Marcus Reyes', officer_id: 'DPD-0102', role: 'manager' },
        ],
      }),
    'GET /configurations/california.json': () => json(readConfiguration('california.json')),
    'GET /api/reports/CAD-7': () => json(reportView('CAD-7', 0, 'approved')),
    'POST /api/early-intervention/alerts/a1/assign': () => json({}),
    'POST /api/early-intervention/alerts/a1/review': () => json({}),
    'POST /api/early-intervention/alerts/a1/close': () => json({}),
    'POST /api/early-intervention/events': () => json({}, 201),
    ...handlers,
  });
}

describe('/app/early-intervention/alerts/:id', { timeout: 20_000 }, () => {
  it('says why, lists the events with their report, and draws the peer comparison with a table of rates, intervals and n', async () => {
    signIn();
    mockProfile();
    const { user } = renderApp('/app/early-intervention/alerts/a1');
    expect(await screen.findByRole('heading', { name: 'Officer 1 (DPD-1)', level: 1 })).toBeTruthy();
    expect(screen.getByText('3 use-of-force incidents in the last 12 months (the agency reviews at 3).')).toBeTruthy();
    const events = within(screen.getByRole('list', { name: 'Indicator events' })).getAllByRole('listitem');
    expect(events[1]?.textContent).toContain('Entered by hand by Olivia Owens');
    const chart = screen.getByRole('img', { name: /Search rate.*Officer: 24\.0%, 95% interval 18\.0% to 31\.0%, n 180; Peers: 11\.0%/ });
    expect(chart).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('Officer24.0%18.0% to 31.0%180');
    expect(rows[2]?.textContent).toBe('Peers11.0%10.0% to 12.0%2,400');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('Too few stops to compare fairly: Hit rate.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open report CAD-7' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('assigns a reviewer from the members who may review', async () => {
    signIn();
    const calls = mockProfile();
    const { user } = renderApp('/app/early-intervention/alerts/a1');
    const select = await screen.findByLabelText('Who reviews');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a reviewer', SAM, 'Marcus Reyes (Manager)']),
    );
    await user.selectOptions(select, SAM);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/early-intervention/alerts/a1/assign')[0]?.body).toEqual({ reviewer_id: REVIEWER_ID }),
    );
    expect(await screen.findByText('Reviewer assigned.')).toBeTruthy();
  });

  it("shows the server's refusal of a reviewer beside the choice", async () => {
    signIn();
    const refusal = {
      detail: 'VALIDATION_ERROR',
      errors: [{ path: 'body.reviewer_id', message: "Choose a manager or a supervisor of the officer's group." }],
    };
    mockProfile({ 'POST /api/early-intervention/alerts/a1/assign': () => json(refusal, 400) });
    const { user } = renderApp('/app/early-intervention/alerts/a1');
    const select = await screen.findByLabelText('Who reviews');
    await screen.findByRole('option', { name: SAM });
    await user.selectOptions(select, SAM);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText("Choose a manager or a supervisor of the officer's group.")).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('records a review with a note, an outcome and a follow-up date; asks for the outcome first', async () => {
    signIn();
    const calls = mockProfile({}, eiSupervisor());
    const { user } = renderApp('/app/early-intervention/alerts/a1');
    await user.type(await screen.findByLabelText('What was discussed and agreed'), 'Talked through recent calls; offered a refresher.');
    await user.click(screen.getByRole('button', { name: 'Record the review' }));
    expect(await screen.findByText('Choose an outcome.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/early-intervention/alerts/a1/review')).toHaveLength(0);
    expect(screen.queryByLabelText('Who reviews')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Outcome'), 'Training');
    await user.type(screen.getByLabelText('Follow-up date (optional)'), '2099-01-15');
    await user.click(screen.getByRole('button', { name: 'Record the review' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/early-intervention/alerts/a1/review')[0]?.body).toEqual({
        note: 'Talked through recent calls; offered a refresher.',
        outcome: 'training',
        follow_up_on: '2099-01-15',
      }),
    );
    expect(await screen.findByText('Review recorded.')).toBeTruthy();
  });

  it('closes the alert with a note', async () => {
    signIn();
    const calls = mockProfile();
    const { user } = renderApp('/app/early-intervention/alerts/a1');
    await user.type(await screen.findByLabelText('Closing note (optional)'), 'Pattern eased.');
    await user.click(screen.getByRole('button', { name: 'Close the alert' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/early-intervention/alerts/a1/close')[0]?.body).toEqual({ note: 'Pattern eased.' }),
    );
  });

  it('adds a hand-entered event, refusing a date in the future (managers only)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-10T18:00:00Z') });
    try {
      signIn();
      const calls = mockProfile();
      const { user } = renderApp('/app/early-intervention/alerts/a1');
      await user.click(await screen.findByRole('button', { name: 'Add an event' }));
      await user.selectOptions(screen.getByLabelText('What happened'), 'Civil action filed');
      const date = screen.getByLabelText('Date');
      await user.type(date, '2026-06-11');
      await user.click(screen.getByRole('button', { name: 'Add the event' }));
      expect(await screen.findByText('The date cannot be in the future.')).toBeTruthy();
      expect(callsTo(calls, 'POST', '/api/early-intervention/events')).toHaveLength(0);
      await user.clear(date);
      await user.type(date, '2026-06-09');
      await user.type(screen.getByLabelText('Note (optional)'), 'Filed in county court.');
      await user.click(screen.getByRole('button', { name: 'Add the event' }));
      await waitFor(() =>
        expect(callsTo(calls, 'POST', '/api/early-intervention/events')[0]?.body).toEqual({
          officer_id: '00000000-0000-4000-8000-000000000001',
          indicator: 'civil_action',
          occurred_on: '2026-06-09',
          note: 'Filed in county court.',
        }),
      );
      expect(await screen.findByText('Event added to the timeline.')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers no hand-entered event to a supervisor', async () => {
    signIn();
    mockProfile({}, eiSupervisor());
    renderApp('/app/early-intervention/alerts/a1');
    await screen.findByRole('heading', { name: 'Officer 1 (DPD-1)', level: 1 });
    expect(screen.queryByRole('button', { name: 'Add an event' })).toBeNull();
  });
});
