import type { MeResponse } from '@fieldbook/contract';
import { OFFICER_OUTCOME_WORDS } from '@fieldbook/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { eiOfficer } from './ei-fixtures.test-helper.ts';

const sharing = (me: MeResponse, isShared: boolean): MeResponse => ({
  ...me,
  agency: { ...(me.agency as NonNullable<MeResponse['agency']>), early_intervention_officer_sees_closed: isShared },
});

const closed = {
  id: 'a1',
  opened_at: '2026-03-01T15:00:00.000Z',
  closed_at: '2026-04-10T15:00:00.000Z',
  indicators: ['force_incidents'],
  why: ['3 use-of-force incidents in the 12 months to Mar 1, 2026, against a rule of 3.'],
  outcome: 'training',
  outcome_words: OFFICER_OUTCOME_WORDS.training,
  follow_up_on: null,
};

function mockMine(me: MeResponse, body: unknown) {
  return mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /api/review/counts': () => json({ waiting: 0, returned_to_me: 0 }),
    'GET /api/early-intervention/my-alerts': () => json(body),
  });
}

describe('/app/account/early-intervention', { timeout: 20_000 }, () => {
  it("shows the officer's own closed reviews with why and the outcome in supportive words; a nav link where shared", async () => {
    signIn();
    mockMine(sharing(eiOfficer(), true), { shared: true, alerts: [closed] });
    renderApp('/app/account/early-intervention');
    const list = await screen.findByRole('list', { name: 'Your closed reviews, latest first' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item?.textContent).toContain('Use-of-force incidents');
    expect(item?.textContent).toContain('3 use-of-force incidents in the 12 months');
    expect(item?.textContent).toContain(`Outcome: ${OFFICER_OUTCOME_WORDS.training}`);
    expect(screen.getByRole('link', { name: 'Your support reviews' }).getAttribute('href')).toBe('/app/account/early-intervention');
  });

  it('says so where the agency does not share them, and offers no link', async () => {
    signIn();
    mockMine(sharing(eiOfficer(), false), { shared: false, alerts: [] });
    renderApp('/app/account/early-intervention');
    expect(await screen.findByText('Your agency does not share early-intervention reviews with officers.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Your support reviews' })).toBeNull();
  });
});
