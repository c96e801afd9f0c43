import { AMEND_REASON_REQUIRED_MESSAGES } from '@fieldbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeIndexedDb } from '../offline/offline-test-utils.ts';
import { REASON_REQUIRED_HINTS } from '../reports/amend/amend-reason-field.tsx';
import { REVIEWER_NOTE_TEXTS } from '../reports/form/reviewer-notes.tsx';
import { readConfiguration } from '../test/configurations.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { reportView, reviewedOfficer } from './review-fixtures.test-helper.ts';

installFakeIndexedDb();

function openAmend(opened: ReturnType<typeof reportView>, isReviewOn = true) {
  signIn();
  mockFetch({
    'GET /api/users/me': () => json(reviewedOfficer(isReviewOn)),
    'GET /api/review/counts': () => json({ waiting: 0, returned_to_me: 1 }),
    'GET /configurations/california.json': () => json(readConfiguration('california.json')),
    'GET /api/agencies/me/areas': () => json([]),
    'GET /api/agencies/me/tags': () => json([]),
    'GET /api/agencies/me/users': () => json([]),
  });
  return renderApp('/app/amend', { report: opened, redirectTo: '/app/my-reports' });
}

/** The example report dated an hour ago, so the rules leave Submit to the change and the reason. */
function recent(state: string, extra: Record<string, unknown> = {}) {
  const view = reportView('CAD-9', 1, state, extra);
  const report = structuredClone(view.report) as { general_information: { date: string } };
  report.general_information.date = new Date(Date.now() - 3_600_000).toISOString();
  return { ...view, report };
}

async function changeDuration(user: ReturnType<typeof renderApp>['user']) {
  const duration = await screen.findByRole('spinbutton', { name: 'Duration' });
  await user.clear(duration);
  await user.type(duration, '57');
}

describe('the amend page: its reason with review on (issue 25) and for the DOJ (issue 26)', () => {
  it('requires the reason to amend an approved report', async () => {
    const { user } = openAmend(recent('approved'));
    await changeDuration(user);
    const reason = await screen.findByRole('textbox', { name: 'Reason for the change' });
    expect(reason).toHaveProperty('required', true);
    expect(screen.getByText(REASON_REQUIRED_HINTS.approved)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
    await user.type(reason, 'Duration misread');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  });

  it('keeps the reason optional with review off', async () => {
    const { user } = openAmend(recent('approved'), false);
    await changeDuration(user);
    const reason = await screen.findByRole('textbox', { name: 'Reason for the change' });
    expect(reason).toHaveProperty('required', false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false));
  });

  it('requires the reason to amend a stop the DOJ accepted, with review off too, with the words of the server (issue 26)', async () => {
    const { user } = openAmend(recent('approved', { doj: { status: 'submitted', errors: [] } }), false);
    await changeDuration(user);
    const reason = await screen.findByRole('textbox', { name: 'Reason for the change' });
    expect(reason).toHaveProperty('required', true);
    expect(screen.getByText(REASON_REQUIRED_HINTS.accepted_by_doj)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
    // Once the officer tried, the field says what the server would answer.
    await user.type(reason, ' ');
    expect(screen.getByText(AMEND_REASON_REQUIRED_MESSAGES.accepted_by_doj)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await user.type(reason, 'Age misread');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  });

  it('keeps the reason optional for a stop the DOJ has not accepted (Failed) with review off', async () => {
    const { user } = openAmend(recent('approved', { doj: { status: 'failed', errors: ['Age is required'] } }), false);
    await changeDuration(user);
    expect(await screen.findByRole('textbox', { name: 'Reason for the change' })).toHaveProperty('required', false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false));
  });

  it("shows a returned report's note with the fields it names, each leading to its part of the form", async () => {
    const review = {
      state: 'returned',
      reviewed_by: { id: 's1', name: 'Sgt. Diaz' },
      reviewed_at: '2026-06-16T08:00:00.000Z',
      note: 'Say where it happened',
      fields: ['general_information.location.details'],
    };
    const { user } = openAmend(recent('returned', { review }));
    const note = await screen.findByRole('region', { name: 'Returned by Sgt. Diaz' });
    expect(within(note).getByText('Say where it happened')).toBeTruthy();
    await user.click(within(note).getByRole('button', { name: 'Location details' }));
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-jump-target]')?.getAttribute('data-jump-target')).toBe('general_information'),
    );
    expect(screen.getByRole('textbox', { name: 'Reason for the change' })).toHaveProperty('required', false);
  });

  it('shows the note beside each field it names, read with the field, until the officer changes it', async () => {
    const review = {
      state: 'returned',
      reviewed_by: { id: 's1', name: 'Sgt. Diaz' },
      reviewed_at: '2026-06-16T08:00:00.000Z',
      note: 'Check the duration and the place',
      fields: ['general_information.duration', 'general_information.location.details'],
    };
    const { user } = openAmend(recent('returned', { review }));
    const duration = await screen.findByRole('spinbutton', { name: 'Duration' });
    const details = screen.getByRole('textbox', { name: 'Location details' });
    /** The reviewer's note the field's aria-describedby points at, or null. */
    const noteOf = (field: HTMLElement) => {
      const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const notes = ids.map((id) => document.getElementById(id)).filter((element) => element?.getAttribute('role') === 'note');
      return notes[0]?.textContent ?? null;
    };
    expect(noteOf(duration)).toBe(`${REVIEWER_NOTE_TEXTS.prefix} Check the duration and the place`);
    expect(noteOf(details)).toBe(`${REVIEWER_NOTE_TEXTS.prefix} Check the duration and the place`);
    // Not beside the fields it does not name.
    expect(noteOf(screen.getByRole('combobox', { name: 'Location type' }))).toBeNull();
    expect(noteOf(screen.getByRole('combobox', { name: 'City' }))).toBeNull();
    expect(screen.getAllByRole('note')).toHaveLength(2);
    // Changed, the field's note says so; the other named field's stays as it was.
    await changeDuration(user);
    await waitFor(() => expect(noteOf(duration)).toBe(`${REVIEWER_NOTE_TEXTS.changedPrefix} Check the duration and the place`));
    expect(noteOf(details)).toBe(`${REVIEWER_NOTE_TEXTS.prefix} Check the duration and the place`);
  });

  it('shows no note beside the fields of a report no longer returned (amended since, its old note kept)', async () => {
    const review = {
      state: 'pending_review',
      reviewed_by: null,
      reviewed_at: null,
      note: 'Old note',
      fields: ['general_information.duration'],
    };
    openAmend(recent('pending_review', { review }));
    await screen.findByRole('spinbutton', { name: 'Duration' });
    expect(screen.queryAllByRole('note')).toHaveLength(0);
  });
});
