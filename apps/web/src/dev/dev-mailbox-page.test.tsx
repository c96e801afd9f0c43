import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';

describe('/dev/mailbox', () => {
  it('lists the kept mail with subject, recipient and clickable links', async () => {
    mockFetch({
      'GET /api/dev/mailbox': () =>
        json([
          {
            id: 2,
            to: 'new@agency.gov',
            subject: 'Verify your email for Fieldbook',
            text: 'Open this link: http://localhost:8080/verify?token=abc\nThanks.',
            created_at: '2026-11-22T11:00:00Z',
          },
        ]),
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'Verify your email for Fieldbook' })).toBeTruthy();
    expect(screen.getByText(/To new@agency\.gov/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'http://localhost:8080/verify?token=abc' }).getAttribute('href')).toBe(
      'http://localhost:8080/verify?token=abc',
    );
  });

  it('says when the mailbox is empty', async () => {
    mockFetch({ 'GET /api/dev/mailbox': () => json([]) });
    renderApp('/dev/mailbox');
    expect(await screen.findByText('No mail yet.')).toBeTruthy();
  });

  it('explains a 404: SMTP is configured or the server runs in production mode', async () => {
    mockFetch({ 'GET /api/dev/mailbox': () => json({ detail: 'NOT_FOUND' }, 404, 'Not Found') });
    renderApp('/dev/mailbox');
    expect(await screen.findByText(/The development mailbox is off/)).toBeTruthy();
  });
});
