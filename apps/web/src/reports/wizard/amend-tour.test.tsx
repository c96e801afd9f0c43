import type { UserSettingsView } from '@fieldbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../test/fetch-mock.ts';
import { signIn } from '../../test/fixtures.ts';
import { AmendTour, amendTourId } from './amend-tour.tsx';

function settingsWith(dismissed: number[]): UserSettingsView {
  return {
    tours: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((circuit) => ({ app: 'cc', circuit, show_again: !dismissed.includes(circuit) })),
    surveys: [{ app: 'cc', show_again: true, offer_after: '2030-01-01T00:00:00.000Z', is_due: false }],
  };
}

function renderTour(tourId: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AmendTour tourId={tourId} />
    </QueryClientProvider>,
  );
}

describe('the amend guided tour', () => {
  it('is tour 6 from agency reports and tour 10 from my reports', () => {
    expect(amendTourId('/app/agency-reports/contacts')).toBe(6);
    expect(amendTourId('/app/my-reports/contacts')).toBe(10);
  });

  it('walks through 3 steps and, when done, is dismissed on the server for that tour', async () => {
    signIn();
    let dismissed: number[] = [];
    const calls = mockFetch({
      'GET /api/users/me/settings': () => json(settingsWith(dismissed)),
      'POST /api/users/me/settings/tours/dismiss': (call) => {
        dismissed = [...dismissed, (call.body as { circuit: number }).circuit];
        return json(settingsWith(dismissed));
      },
    });
    const { unmount } = renderTour(10);
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/users/me/settings/tours/dismiss')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/users/me/settings/tours/dismiss')[0]?.body).toEqual({ app: 'cc', circuit: 10 });
    unmount();

    // Another device (a fresh cache) reads the dismissal from the server.
    renderTour(10);
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/users/me/settings')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed when the server says it was dismissed, and when the settings cannot be read', async () => {
    signIn();
    mockFetch({ 'GET /api/users/me/settings': () => json(settingsWith([6])) });
    const first = renderTour(6);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    mockFetch({});
    renderTour(10);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
