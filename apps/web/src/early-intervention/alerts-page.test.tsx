import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, type Handler, json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { alertItem, eiManager, eiOfficer, eiSupervisor } from './ei-fixtures.test-helper.ts';

function mockAlerts(handlers: Record<string, Handler> = {}, me = eiManager()) {
  return mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /api/review/counts': () => json({ waiting: 0, returned_to_me: 0 }),
    'GET /api/agencies/me/groups': () =>
      json([
        { id: '11111111-1111-4111-8111-111111111111', name: 'Night shift', acronym: 'NS', avatar_thumbnail_url: null, supervisor_ids: [] },
      ]),
    'GET /api/early-intervention/alerts': (call) =>
      json({
        alerts: call.search.includes('limit=1')
          ? [alertItem(1)]
          : [
              alertItem(1, { days_open: 34, indicators: ['force_incidents', 'search_rate'] }),
              alertItem(2, { status: 'in_review', reviewer: { id: 'u9', name: 'Sam Ortiz' }, follow_up_on: '2026-07-01' }),
            ],
        next_cursor: null,
        total: 2,
      }),
    ...handlers,
  });
}

describe('/app/early-intervention', { timeout: 20_000 }, () => {
  it('lists the alerts oldest first with indicators, time against the deadline in words and the reviewer; a nav link', async () => {
    signIn();
    mockAlerts();
    renderApp('/app/early-intervention');
    expect(await screen.findByRole('heading', { name: 'Early intervention', level: 1 })).toBeTruthy();
    const rows = within(await screen.findByRole('list', { name: 'Alerts, oldest first' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Use-of-force incidents, Search rate compared with peers');
    expect(rows[0]?.textContent).toContain('Overdue by 4 days (open 34 of 30 days)');
    expect(rows[0]?.textContent).toContain('No reviewer yet');
    expect(rows[1]?.textContent).toContain('Open 12 days of 30');
    expect(rows[1]?.textContent).toContain('Reviewer: Sam Ortiz');
    expect(rows[1]?.textContent).toContain('In review');
    expect(rows[1]?.textContent).toContain('Follow-up on Jul 1, 2026');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Officer 1 (DPD-1)' })
        .getAttribute('href'),
    ).toBe('/app/early-intervention/alerts/a1');
    expect((await screen.findByRole('link', { name: 'Early intervention 2 open alerts' })).getAttribute('href')).toBe(
      '/app/early-intervention',
    );
  });

  it("pages the alerts: 'Show more' asks for the next page with the cursor and keeps the filters", async () => {
    signIn();
    const calls = mockAlerts({
      'GET /api/early-intervention/alerts': (call) =>
        json(
          call.search.includes('cursor=c1')
            ? { alerts: [alertItem(3)], next_cursor: null, total: 3 }
            : { alerts: [alertItem(1), alertItem(2)], next_cursor: 'c1', total: 3 },
        ),
    });
    const { user } = renderApp('/app/early-intervention');
    await screen.findByRole('list', { name: 'Alerts, oldest first' });
    expect(screen.getByText('2 of 3 alerts shown')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Indicator'), 'Consent searches');
    await screen.findByText('2 of 3 alerts shown');
    const more = await screen.findByRole('button', { name: 'Show more' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Alerts, oldest first' })).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(callsTo(calls, 'GET', '/api/early-intervention/alerts').at(-1)?.search).toBe('?indicator=consent_searches&cursor=c1');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('filters by status, group and indicator', async () => {
    signIn();
    const calls = mockAlerts();
    const { user } = renderApp('/app/early-intervention');
    await screen.findByRole('list', { name: 'Alerts, oldest first' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Closed');
    await user.selectOptions(screen.getByLabelText('Group'), 'Night shift');
    await user.selectOptions(screen.getByLabelText('Indicator'), 'Consent searches');
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/early-intervention/alerts').at(-1)?.search).toBe(
        '?status=closed&group_id=11111111-1111-4111-8111-111111111111&indicator=consent_searches',
      ),
    );
  });

  it('shows a supervisor restricted entries only as a count, and offers no restricted category as a filter', async () => {
    signIn();
    mockAlerts(
      {
        'GET /api/early-intervention/alerts': () =>
          json({ alerts: [alertItem(1, { indicators: ['vehicle_pursuit'], confidential_entries: 2 })], next_cursor: null, total: 1 }),
      },
      eiSupervisor(),
    );
    renderApp('/app/early-intervention');
    const [row] = within(await screen.findByRole('list', { name: 'Alerts, oldest first' })).getAllByRole('listitem');
    expect(row?.textContent).toContain('Vehicle pursuit, 2 confidential entries (owners and managers only)');
    const options = within(screen.getByLabelText('Indicator'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Vehicle pursuit');
    expect(options).not.toContain('Arrest of the officer');
    expect(options).not.toContain('Criminal investigation or complaint');
  });

  it('says plainly when no officer met an indicator', async () => {
    signIn();
    mockAlerts({ 'GET /api/early-intervention/alerts': () => json({ alerts: [], next_cursor: null, total: 0 }) }, eiSupervisor());
    renderApp('/app/early-intervention');
    expect(await screen.findByText(/No officer met an indicator/)).toBeTruthy();
  });

  it('offers no link where the agency has it off, and the page says it is off', async () => {
    signIn();
    mockAlerts({}, eiManager(false));
    renderApp('/app/early-intervention');
    expect(await screen.findByText(/Early intervention is off for your agency/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn it on in Settings' }).getAttribute('href')).toBe(
      '/app/settings?section=early_intervention',
    );
    expect(screen.queryByRole('link', { name: 'Early intervention' })).toBeNull();
  });

  it('is not offered to an officer', async () => {
    signIn();
    mockAlerts({}, eiOfficer());
    const second = renderApp('/app/early-intervention');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/action-not-allowed'));
  });
});
