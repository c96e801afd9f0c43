import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSettingsAt } from '../../agency/settings/settings-test-utils.tsx';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { owner, signIn } from '../../test/fixtures.ts';

// Issue 26: an owner or manager replaces the DOJ offense-code table with the agency's newer copy in Settings.
const shipped = { source: 'shipped', code_count: 5062, file_name: null, uploaded_at: null, uploaded_by_name: null };
const HEADER = 'offense_code,statute,statute_type,charge_type,literal,enacted,repealed';

const open = () => renderSettingsAt('/app/settings?section=doj_offense_codes');
const csvFile = (text: string) => new File([text], 'offense-codes-2026.csv', { type: 'text/csv' });

describe('Settings > DOJ offense codes', { timeout: 20_000 }, () => {
  it("says which table reports are checked against and loads the agency's copy", async () => {
    signIn();
    const calls = mockFetch({
      'GET /api/users/me': () => json(owner()),
      'GET /api/agencies/me/offense-codes': () => json(shipped),
      'PUT /api/agencies/me/offense-codes': () =>
        json({
          source: 'agency',
          code_count: 1,
          file_name: 'offense-codes-2026.csv',
          uploaded_at: '2026-03-01T10:00:00Z',
          uploaded_by_name: 'Olivia Owens',
        }),
    });
    const { user } = open();
    expect(await screen.findByText(/shipped with Fieldbook \(5,062 codes\)/)).toBeTruthy();
    await user.upload(screen.getByLabelText('Load a newer copy (CSV)'), csvFile(`${HEADER}\n77777,1,PC,M,NEW OFFENSE,2020-01-01,\n`));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/agencies/me/offense-codes')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/api/agencies/me/offense-codes')[0]?.body).toEqual({
      file_name: 'offense-codes-2026.csv',
      csv: `${HEADER}\n77777,1,PC,M,NEW OFFENSE,2020-01-01,\n`,
    });
    expect(await screen.findByText('Offense-code table loaded: 1 codes.')).toBeTruthy();
    expect(screen.getByText(/your agency's copy 'offense-codes-2026.csv' \(1 codes\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use the shipped DOJ table' })).toBeTruthy();
  });

  it("names the server's problems with a refused file", async () => {
    signIn();
    mockFetch({
      'GET /api/users/me': () => json(owner()),
      'GET /api/agencies/me/offense-codes': () => json(shipped),
      'PUT /api/agencies/me/offense-codes': () =>
        json(
          { detail: 'VALIDATION_ERROR', errors: [{ path: 'body.csv', message: "Line 2: '12A' is not an offense code of 1 to 5 digits." }] },
          400,
        ),
    });
    const { user } = open();
    await user.upload(await screen.findByLabelText('Load a newer copy (CSV)'), csvFile(`${HEADER}\n12A,1,PC,M,X,2020-01-01,\n`));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Line 2: '12A' is not an offense code of 1 to 5 digits.");
  });
});
