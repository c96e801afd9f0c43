import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';

const PAGES: [path: string, heading: string][] = [
  ['/error', 'Sorry, something went wrong.'],
  ['/user-id-error', 'This officer ID already exists.'],
  ['/user-ori-error', 'This user already has an agency.'],
  ['/no-connection', 'No internet connection. You can try later.'],
  ['/not-member', 'Agency access disabled.'],
  ['/action-not-allowed', 'Sorry, you are not allowed to do this action.'],
  ['/action-not-available', 'Sorry, this action is no longer available.'],
  ['/verify-token-expired', 'The verification token has expired.'],
  ['/user-not-verified', 'Your account is not verified yet.'],
  ['/subscription-paused', 'Your subscription has been paused'],
  ['/subscription-canceled', 'Your subscription has been canceled'],
  ['/forgot-password', 'Forgot Password'],
  ['/registration', 'Create Account'],
];

describe('static pages', () => {
  it.each(PAGES)('%s shows "%s" and a way back to log in', async (path, heading) => {
    mockFetch({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('Version 3.29')).toBeTruthy();
  });

  it('/error shows the code, text and detail it was given', async () => {
    mockFetch({});
    renderApp('/error', { code: 409, text: 'Conflict', detail: 'CREATED_REPORT_ALREADY_EXISTS' });
    expect(await screen.findByText('409')).toBeTruthy();
    expect(screen.getByText('Conflict')).toBeTruthy();
    expect(screen.getByText('CREATED_REPORT_ALREADY_EXISTS')).toBeTruthy();
  });

  it.each(['/verify-token-expired', '/user-not-verified'])('%s offers to resend the verification e-mail', async (path) => {
    mockFetch({});
    renderApp(path);
    expect(await screen.findByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });
});
