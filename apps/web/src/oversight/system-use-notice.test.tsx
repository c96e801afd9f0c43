import { DEFAULT_SYSTEM_USE_NOTICE } from '@fieldbook/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSettingsAt as renderAt } from '../agency/settings/settings-test-utils.tsx';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { ACKNOWLEDGE_LABEL, NOTICE_TITLE } from './system-use-notice.tsx';

const AGENCY_TEXT = 'Demo Police Department: authorized use only. Activity is monitored and recorded.';
const AGENCY_ID = '7d5e0a52-2f0b-4c43-9d3a-4f5b8f3c2a10';

describe('the system-use notice on /login (CJIS AC-8)', () => {
  it('shows the default notice over the credentials until acknowledged, without asking the server', async () => {
    const calls = mockFetch({});
    const { user } = renderApp('/login');
    const notice = screen.getByRole('dialog', { name: NOTICE_TITLE });
    expect(within(notice).getByText(DEFAULT_SYSTEM_USE_NOTICE)).toBeTruthy();
    expect(notice.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(within(notice).getByRole('button', { name: ACKNOWLEDGE_LABEL }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: NOTICE_TITLE })).toBeTruthy();

    await user.click(within(notice).getByRole('button', { name: ACKNOWLEDGE_LABEL }));
    expect(screen.queryByRole('dialog', { name: NOTICE_TITLE })).toBeNull();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the agency's own text on its login link (?agency={agency id}), acknowledged only once it is read", async () => {
    const calls = mockFetch({ 'GET /api/public/system-use-notice': () => json({ text: AGENCY_TEXT, is_default: false }) });
    renderAt(`/login?agency=${AGENCY_ID}`);
    expect(await screen.findByText(AGENCY_TEXT)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: ACKNOWLEDGE_LABEL }).disabled).toBe(false);
    const [call] = callsTo(calls, 'GET', '/api/public/system-use-notice');
    expect(call?.search).toBe(`?agency=${AGENCY_ID}`);
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('shows the text of the agency last signed in on this device when the link names none', async () => {
    localStorage.setItem(STORAGE_KEYS.noticeAgency, AGENCY_ID);
    try {
      const calls = mockFetch({ 'GET /api/public/system-use-notice': () => json({ text: AGENCY_TEXT, is_default: false }) });
      renderAt('/login');
      expect(await screen.findByText(AGENCY_TEXT)).toBeTruthy();
      expect(callsTo(calls, 'GET', '/api/public/system-use-notice')[0]?.search).toBe(`?agency=${AGENCY_ID}`);
    } finally {
      localStorage.removeItem(STORAGE_KEYS.noticeAgency);
    }
  });

  it('falls back to the default text when the agency notice cannot be read', async () => {
    const calls = mockFetch({ 'GET /api/public/system-use-notice': () => json({ detail: 'INTERNAL_ERROR' }, 500) });
    renderAt(`/login?agency=${AGENCY_ID}`);
    expect(await screen.findByText(DEFAULT_SYSTEM_USE_NOTICE)).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/public/system-use-notice')).toHaveLength(1);
  });
});
