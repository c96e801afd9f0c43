import type { UserSettingsView } from '@fieldbook/contract';
import { TOURS_APP } from '@fieldbook/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../http.ts';

export const userSettingsQueryKey = ['users', 'me', 'settings'] as const;

/** The signed-in user's tours and survey (accounts.md §3 "User settings"), kept on the server for every device. */
export function userSettingsQueryOptions() {
  return queryOptions({
    queryKey: userSettingsQueryKey,
    queryFn: ({ signal }) => http.get<UserSettingsView>('/api/users/me/settings', { signal }),
    staleTime: 5 * 60_000,
  });
}

export const isTourShownAgain = (settings: UserSettingsView | undefined, circuit: number): boolean =>
  settings?.tours.find((tour) => tour.app === TOURS_APP && tour.circuit === circuit)?.show_again ?? true;

export const dismissTourOnServer = (circuit: number) =>
  http.post<UserSettingsView>('/api/users/me/settings/tours/dismiss', { app: TOURS_APP, circuit });
/** Every tour shown again: the welcome tour at the next login, the amend tours on the amend page. */
export const restoreToursOnServer = () => http.post<UserSettingsView>('/api/users/me/settings/tours/restore', { app: TOURS_APP });
export const dismissSurveyOnServer = () => http.post<UserSettingsView>('/api/users/me/settings/surveys/dismiss', { app: TOURS_APP });
export const remindSurveyLaterOnServer = () =>
  http.post<UserSettingsView>('/api/users/me/settings/surveys/remind-later', { app: TOURS_APP });

/**
 * Changes a setting at once in the cache, then on the server, and keeps the server's answer. A failure is
 * quiet: the dialog is already closed, and at worst the tour or survey offers itself once more later.
 */
function useSettingsChange() {
  const queryClient = useQueryClient();
  return useCallback(
    (optimistic: (settings: UserSettingsView) => UserSettingsView, send: () => Promise<UserSettingsView>) => {
      queryClient.setQueryData<UserSettingsView>(userSettingsQueryKey, (current) => (current ? optimistic(current) : current));
      send().then(
        (settings) => queryClient.setQueryData(userSettingsQueryKey, settings),
        () => {},
      );
    },
    [queryClient],
  );
}

/** Marks a tour (0 the welcome tour, 1 to 10 the feature tours) as not to be shown again. */
export function useDismissTour(): (circuit: number) => void {
  const change = useSettingsChange();
  return useCallback(
    (circuit: number) =>
      change(
        (settings) => ({
          ...settings,
          tours: settings.tours.map((tour) => (tour.circuit === circuit ? { ...tour, show_again: false } : tour)),
        }),
        () => dismissTourOnServer(circuit),
      ),
    [change],
  );
}

/** 'Don't show again' (or dismissing the survey or its reminder) and 'Remind me later'. */
export function useSurveyActions(): { dismissSurvey: () => void; remindSurveyLater: () => void } {
  const change = useSettingsChange();
  const notDue = (showAgain: boolean) => (settings: UserSettingsView) => ({
    ...settings,
    surveys: settings.surveys.map((survey) => ({ ...survey, show_again: showAgain && survey.show_again, is_due: false })),
  });
  return {
    dismissSurvey: () => change(notDue(false), dismissSurveyOnServer),
    remindSurveyLater: () => change(notDue(true), remindSurveyLaterOnServer),
  };
}
