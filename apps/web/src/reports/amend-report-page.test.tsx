import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { officer, signIn } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/app/amend', () => {
  it('replaces itself with /error when opened without the report in navigation state', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me': () => json(officer()) });
    const { router } = renderApp('/app/amend');
    expect(await screen.findByText('Sorry, something went wrong.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error');
  });
});
