import type { MeResponse } from '@fieldbook/contract';
import type { OmittedReason } from '@fieldbook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../accounts/current-user-context.ts';
import { officer, owner } from '../test/fixtures.ts';
import { ContentOmitted, POPULATION_SETTINGS_PATH } from './widget-placeholders.tsx';

afterEach(cleanup);

function renderOmitted(reason: OmittedReason | undefined, me: MeResponse | null) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <CurrentUserContext.Provider value={me}>
          <ContentOmitted reason={reason} />
        </CurrentUserContext.Provider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe("'Content Omitted' says why and what to do", () => {
  it('without population figures, links who manages the settings to where they are entered', () => {
    renderOmitted('no_population', owner());
    expect(screen.getByText('Content Omitted')).toBeTruthy();
    expect(screen.getByText(/No population figures are entered/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Enter the population in Settings' });
    expect(link.getAttribute('href')).toBe(POPULATION_SETTINGS_PATH);
  });

  it('without population figures, tells an officer who can enter them, with no link they could not follow', () => {
    renderOmitted('no_population', officer());
    expect(screen.getByText(/Your agency's owner can enter them in Settings/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names the filter when a filter leaves too few people', () => {
    renderOmitted('filter_too_narrow', owner());
    expect(screen.getByText(/The filters leave too few people/)).toBeTruthy();
    expect(screen.getByText(/Remove a filter/)).toBeTruthy();
  });

  it('asks for a longer period when the period itself has too few people (and by default)', () => {
    renderOmitted('too_few_people', owner());
    expect(screen.getByText(/too few people in this period/)).toBeTruthy();
    cleanup();
    renderOmitted(undefined, null);
    expect(screen.getByText(/Choose a longer period/)).toBeTruthy();
  });
});
