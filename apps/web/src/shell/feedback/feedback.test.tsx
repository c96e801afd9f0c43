import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, owner } from '../../test/fixtures.ts';
import { FROM_LOGIN, renderShell, settingsWith } from '../tours/shell-test-utils.tsx';
import { FEEDBACK_NOT_SENT, FEEDBACK_THANKS } from './feedback-dialog.tsx';

async function openFeedback(user: ReturnType<typeof renderShell>['user']) {
  await screen.findByRole('heading', { name: 'Business Card' });
  await user.click(screen.getByRole('button', { name: 'Feedback' }));
  return screen.findByRole('dialog', { name: 'Feedback' });
}

describe('the feedback survey', () => {
  it("sends the rating and comments with version 3.29 and app cc, then says 'Thanks! We truly appreciate your feedback.'", async () => {
    const { user, calls } = renderShell(officer(), '/app/business-card', undefined);
    const dialog = await openFeedback(user);
    const send = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Good' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Anything else/ }), '  Quick to file.  ');
    expect(within(dialog).getByText('18 / 1000')).toBeTruthy();
    await user.click(send);
    expect(await screen.findByRole('dialog', { name: FEEDBACK_THANKS })).toBeTruthy();
    expect(FEEDBACK_THANKS).toBe('Thanks! We truly appreciate your feedback.');
    expect(callsTo(calls, 'POST', '/api/feedback')[0]?.body).toEqual({
      version: '3.29',
      app: 'cc',
      answers: { rating: 4, comments: 'Quick to file.' },
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('limits the comments to 1000 characters and sends a rating alone', async () => {
    const { user, calls } = renderShell(officer(), '/app/business-card', undefined);
    const dialog = await openFeedback(user);
    expect(within(dialog).getByRole('textbox').getAttribute('maxlength')).toBe('1000');
    await user.click(within(dialog).getByRole('radio', { name: 'Excellent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText(FEEDBACK_THANKS);
    expect(callsTo(calls, 'POST', '/api/feedback')[0]?.body).toMatchObject({ answers: { rating: 5 } });
  });

  it('says when the feedback could not be sent for want of a connection, and keeps the answers', async () => {
    const { user } = renderShell(officer(), '/app/business-card', undefined);
    const dialog = await openFeedback(user);
    mockFetch({ 'GET /api/users/me': () => json(officer()) });
    const fetchMock = globalThis.fetch;
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(within(dialog).getByRole('radio', { name: 'Fair' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(FEEDBACK_NOT_SENT);
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Fair' }).checked).toBe(true);
    globalThis.fetch = fetchMock;
  });

  it('Skip from the navigation just closes, without telling the server', async () => {
    const { user, calls } = renderShell(officer(), '/app/business-card', undefined);
    const dialog = await openFeedback(user);
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('the survey offered after login, and its reminder', () => {
  it('offers itself when due (welcome already dismissed); Skip opens the reminder; Remind me later tells the server', async () => {
    const { user, calls } = renderShell(owner(), '/app/business-card', FROM_LOGIN, settingsWith([0], true));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    const reminder = await screen.findByRole('dialog', { name: 'Share your feedback later?' });
    await user.click(within(reminder).getByRole('button', { name: 'Remind me later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/users/me/settings/surveys/remind-later')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/users/me/settings/surveys/dismiss')).toHaveLength(0);
  });

  it("marks the survey not to be shown again with Don't show again, or when the reminder is dismissed", async () => {
    const first = renderShell(owner(), '/app/business-card', FROM_LOGIN, settingsWith([0], true));
    await first.user.click(within(await screen.findByRole('dialog', { name: 'Feedback' })).getByRole('button', { name: 'Skip' }));
    await first.user.click(await screen.findByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(callsTo(first.calls, 'POST', '/api/users/me/settings/surveys/dismiss')).toHaveLength(1));
    expect(callsTo(first.calls, 'POST', '/api/users/me/settings/surveys/dismiss')[0]?.body).toEqual({ app: 'cc' });
    first.unmount();

    const second = renderShell(owner(), '/app/business-card', FROM_LOGIN, settingsWith([0], true));
    await second.user.click(within(await screen.findByRole('dialog', { name: 'Feedback' })).getByRole('button', { name: 'Skip' }));
    await screen.findByRole('dialog', { name: 'Share your feedback later?' });
    await second.user.keyboard('{Escape}');
    await waitFor(() => expect(callsTo(second.calls, 'POST', '/api/users/me/settings/surveys/dismiss')).toHaveLength(1));
  });

  it('is not offered when not due, and the welcome tour comes first', async () => {
    const { calls } = renderShell(owner(), '/app/business-card', FROM_LOGIN, settingsWith([], true));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Fieldbook' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Feedback' })).toBeNull();
    expect(callsTo(calls, 'GET', '/api/users/me/settings')).toHaveLength(1);
  });
});
