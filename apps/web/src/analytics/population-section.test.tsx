import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSettingsAt } from '../agency/settings/settings-test-utils.tsx';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { owner, signIn } from '../test/fixtures.ts';

describe("Settings 'Population' (the per-resident widgets' denominator)", { timeout: 20_000 }, () => {
  it('enters the residents by race from none: whole numbers checked before the call, then saved', async () => {
    signIn();
    const calls = mockFetch({
      'GET /api/users/me': () => json(owner()),
      'GET /api/analytics/population': () => json({ detail: 'NOT_FOUND' }, 404),
      'PUT /api/analytics/population': ({ body }) => json(body),
    });
    const { user } = renderSettingsAt('/app/settings?section=population');
    const total = await screen.findByLabelText('Residents in all');
    await user.type(total, 'many');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the number of residents, in whole numbers.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/analytics/population')).toHaveLength(0);

    await user.clear(total);
    await user.type(total, '525,000');
    await user.type(screen.getByLabelText('White'), '165000');
    await user.type(screen.getByLabelText('Black'), '63000');
    await user.type(screen.getByLabelText('Source'), 'ACS 2019-2023 5-year');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Population saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/analytics/population')[0]?.body).toEqual({
      total: 525_000,
      by_race: { white: 165_000, black: 63_000 },
      source: 'ACS 2019-2023 5-year',
    });
  });

  it('shows the figures entered before', async () => {
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(owner()),
      'GET /api/analytics/population': () => json({ total: 500_000, by_race: { hispanic: 180_000 }, source: 'ACS' }),
    });
    renderSettingsAt('/app/settings?section=population');
    expect(((await screen.findByLabelText('Residents in all')) as HTMLInputElement).value).toBe('500000');
    expect((screen.getByLabelText('Hispanic/Latine') as HTMLInputElement).value).toBe('180000');
  });
});
