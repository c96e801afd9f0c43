import type { CitizenSubmission } from '@fieldbook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { eiManager, eiSupervisor } from './ei-fixtures.test-helper.ts';

const COMPLAINT: CitizenSubmission = {
  id: 's1',
  kind: 'complaint',
  status: 'received',
  received_at: '2026-06-16T15:00:00Z',
  text: '<b>Rude</b> at the stop.\nSecond line.',
  contact: { name: 'Rosa Quejosa', email: 'rosa@example.com', phone: null },
  incident_number: 'CAD-42',
  officer: { id: 'o1', name: 'Jordan Lee', officer_id: 'DPD-0217' },
  decision: null,
};

function mockIntake(me = eiManager()) {
  let decided = false;
  const calls = mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /api/review/counts': () => json({ waiting: 0, returned_to_me: 0 }),
    'GET /api/agencies/me/groups': () => json([]),
    'GET /api/early-intervention/alerts': () => json({ alerts: [], next_cursor: null, total: 0 }),
    'GET /api/early-intervention/citizen-submissions': (call) =>
      json({ submissions: call.search.includes('received') && !decided ? [COMPLAINT] : [] }),
    'GET /api/early-intervention/citizen-submissions/count': () => json({ received: decided ? 0 : 1 }),
    'POST /api/early-intervention/citizen-submissions/s1/decision': () => {
      decided = true;
      return json({ ...COMPLAINT, status: 'accepted', decision: { by: 'Morgan Manager', at: '2026-06-17T10:00:00Z', note: 'Credible.' } });
    },
  });
  return calls;
}

describe("/app/early-intervention 'From citizens'", { timeout: 20_000 }, () => {
  it('lists what arrived, received and not reviewed, with the words as plain text, the contact details and the report', async () => {
    signIn();
    mockIntake();
    const { user } = renderApp('/app/early-intervention');
    await user.click(await screen.findByRole('link', { name: /^From citizens/ }));
    const card = await screen.findByRole('article', { name: /Complaint · received Jun 16, 2026/ });
    expect(within(card).getByText(/<b>Rude<\/b> at the stop\./)).toBeTruthy();
    expect(card.querySelector('b')).toBeNull();
    expect(card.textContent).toContain('From: Rosa Quejosa · rosa@example.com');
    expect(card.textContent).toContain('About Jordan Lee (DPD-0217)');
    expect(within(card).getByRole('button', { name: 'Open report CAD-42' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^From citizens/ }).getAttribute('aria-current')).toBe('page');
  });

  it('needs a note, then accepts the complaint and the list empties', async () => {
    signIn();
    const calls = mockIntake();
    const { user, router } = renderApp('/app/early-intervention');
    await router.navigate('/app/early-intervention?view=citizens');
    const card = await screen.findByRole('article', { name: /Complaint/ });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByText('Write a note of 1 to 500 characters.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/early-intervention/citizen-submissions/s1/decision')).toHaveLength(0);
    await user.type(within(card).getByLabelText('Note on your decision'), 'Credible.');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Nothing from citizens is waiting for review.')).toBeTruthy();
    const [decision] = callsTo(calls, 'POST', '/api/early-intervention/citizen-submissions/s1/decision');
    expect(decision?.body).toEqual({ decision: 'accept', note: 'Credible.' });
  });

  it("counts what waits on the 'From citizens' tab and on the navigation's badge, and not once decided", async () => {
    signIn();
    mockIntake();
    const { user, router } = renderApp('/app/early-intervention');
    expect(await screen.findByRole('link', { name: 'From citizens 1 not reviewed' })).toBeTruthy();
    await router.navigate('/app/early-intervention?view=citizens');
    expect(
      await screen.findByRole('link', { name: 'Early intervention 1 in all: 0 open alerts, 1 from citizens not reviewed' }),
    ).toBeTruthy();
    const card = await screen.findByRole('article', { name: /Complaint/ });
    await user.type(within(card).getByLabelText('Note on your decision'), 'Credible.');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('link', { name: 'From citizens' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Early intervention \d/ })).toBeNull();
  });

  it('is not offered to supervisors, who see only the alerts', async () => {
    signIn();
    const calls = mockIntake(eiSupervisor());
    const { router } = renderApp('/app/early-intervention');
    expect(await screen.findByRole('heading', { name: 'Early intervention', level: 1 })).toBeTruthy();
    await router.navigate('/app/early-intervention?view=citizens');
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/early-intervention/alerts').length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /^From citizens/ })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/early-intervention/citizen-submissions')).toHaveLength(0);
    expect(callsTo(calls, 'GET', '/api/early-intervention/citizen-submissions/count')).toHaveLength(0);
  });
});
