import type { MeResponse, UserSettingsView } from '@fieldbook/contract';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { officer, signIn } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

export const FROM_LOGIN = { isFromLogin: true };

export function settingsWith(dismissed: number[], isSurveyDue = false): UserSettingsView {
  return {
    tours: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((circuit) => ({ app: 'cc', circuit, show_again: !dismissed.includes(circuit) })),
    surveys: [{ app: 'cc', show_again: true, offer_after: '2026-01-01T00:00:00.000Z', is_due: isSurveyDue }],
  };
}

/** The whole app at `path` for `me`, with the user-settings and feedback calls answered like the server does. */
export function renderShell(me: MeResponse, path: string, state: unknown, settings = settingsWith([])) {
  signIn();
  let current = settings;
  const calls = mockFetch({
    'GET /api/users/me': () => json(me),
    'GET /api/users/me/settings': () => json(current),
    'POST /api/users/me/settings/tours/dismiss': (call) => {
      const { circuit } = call.body as { circuit: number };
      current = { ...current, tours: current.tours.map((tour) => (tour.circuit === circuit ? { ...tour, show_again: false } : tour)) };
      return json(current);
    },
    'POST /api/users/me/settings/tours/restore': () => {
      current = { ...current, tours: current.tours.map((tour) => ({ ...tour, show_again: true })) };
      return json(current);
    },
    'POST /api/users/me/settings/surveys/dismiss': () => json(current),
    'POST /api/users/me/settings/surveys/remind-later': () => json(current),
    'POST /api/feedback': () => json({ id: 'feedback-1', created_at: '2026-11-22T11:00:00.000Z' }, 201),
    // The pages tours lead to read their lists; an unanswered read would send the page to /error mid-tour.
    'GET /api/agencies/me/groups': () => json([]),
    'GET /api/agencies/me/areas': () => json([]),
    'GET /api/agencies/me/tags': () => json([]),
  });
  return { ...renderApp(path, state), calls };
}

export const invited = (): MeResponse => officer({ role: { id: 4, name: 'invited', priority: 0, permissions: [] } });
