import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionHistory } from './version-history.tsx';

const author = (name: string) => ({ name, title: null, avatar_thumbnail_url: null });

describe('the version history (issue 25)', () => {
  it('lists each version newest first with its author, time, reason and changes in words', () => {
    render(
      <VersionHistory
        timeZone="America/Los_Angeles"
        versions={[
          { v: 0, created_at: '2026-06-15T16:30:00.000Z', author: author('Jordan Lee'), from_public_api: false, reason: null, changes: [] },
          { v: 1, created_at: '2026-06-15T17:00:00.000Z', author: author('Old App'), from_public_api: false, reason: null, changes: null },
          {
            v: 2,
            created_at: '2026-06-16T10:00:00.000Z',
            author: author('Marcus Reyes'),
            from_public_api: false,
            reason: 'Race corrected after review',
            changes: [
              {
                path: 'citizens.c2.perception.race',
                label: 'Citizen 2, Perceived race or ethnicity',
                kind: 'changed',
                old_value: 'Black/African American',
                new_value: 'Hispanic/Latine(x)',
              },
              { path: 'citizens.c1', label: 'Citizen 1', kind: 'removed', old_value: null, new_value: null },
            ],
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Version history' })).getAllByRole('listitem', { hidden: true });
    const newest = items[0] as HTMLElement;
    expect(newest.textContent).toContain('Version 3 · 6/16/26, 3:00 AM · Marcus Reyes');
    expect(within(newest).getByText('Reason: Race corrected after review')).toBeTruthy();
    expect(within(newest).getByText('Citizen 2, Perceived race or ethnicity: Black/African American → Hispanic/Latine(x)')).toBeTruthy();
    expect(within(newest).getByText('Citizen 1 removed')).toBeTruthy();
    expect(screen.getByText('Changes were not recorded for this version.')).toBeTruthy();
    expect(screen.getByText('Report created.')).toBeTruthy();
  });
});
