import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';

const mail = {
  id: 2,
  to: 'new@agency.gov',
  subject: 'Verify your email for Fieldbook',
  text: 'Open this link: http://localhost:8080/verify?token=abc\nThanks.',
  created_at: '2026-11-22T11:00:00Z',
};

afterEach(() => sessionStorage.clear());

/** Opens the page as the browser would from the address printed at start (the key in the fragment). */
function openMailbox(fragment = '') {
  window.history.replaceState(null, '', `/dev/mailbox${fragment}`);
  return renderApp('/dev/mailbox');
}

describe('/dev/mailbox', () => {
  it('sends the key from the address fragment in a header, takes it out of the address, and lists the mail with clickable links', async () => {
    const calls = mockFetch({ 'GET /api/dev/mailbox': () => json([mail]) });
    openMailbox('#key=printed-key');
    expect(await screen.findByRole('heading', { name: 'Verify your email for Fieldbook' })).toBeTruthy();
    expect(calls.map((call) => call.headers['x-dev-mailbox-key'])).toEqual(['printed-key']);
    expect(window.location.hash).toBe('');
    expect(screen.getByText(/To new@agency\.gov/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'http://localhost:8080/verify?token=abc' }).getAttribute('href')).toBe(
      'http://localhost:8080/verify?token=abc',
    );
  });

  it('says when the mailbox is empty', async () => {
    mockFetch({ 'GET /api/dev/mailbox': () => json([]) });
    openMailbox('#key=printed-key');
    expect(await screen.findByText('No mail yet.')).toBeTruthy();
  });

  it('without a key, asks for the address printed at start and calls nothing', async () => {
    const calls = mockFetch({ 'GET /api/dev/mailbox': () => json([]) });
    openMailbox();
    expect(await screen.findByText(/Open the mailbox from the address the server printed on its console/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('explains a 404 with a key: a restart made a new key, or the mailbox is off', async () => {
    mockFetch({ 'GET /api/dev/mailbox': () => json({ detail: 'NOT_FOUND' }, 404, 'Not Found') });
    openMailbox('#key=old-key');
    expect(await screen.findByText(/This key does not open the mailbox/)).toBeTruthy();
  });
});
