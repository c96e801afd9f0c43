import { type TutorialVideoId, tutorialVideo, tutorialVideoIdsFor } from './tutorials.ts';

/**
 * Feature tours (accounts.md §2.8, §4 Tours and survey, §9): ids 1 to 10, each leading to the page it explains.
 * Tour n covers the feature of tutorial video n, so a role sees on a plan the tours of its videos (§6 table).
 * The welcome tour (the dialog after a first login) is kept in the user settings as circuit 0.
 */

export type TourId = TutorialVideoId;
export const TOUR_IDS: readonly TourId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The after-login welcome tour's circuit in the user settings. */
export const WELCOME_TOUR_ID = 0;
/** Every circuit the user settings keep: the welcome tour and tours 1 to 10. */
export const TOUR_CIRCUITS: readonly number[] = [WELCOME_TOUR_ID, ...TOUR_IDS];

/** The app the tours and the survey belong to (accounts.md §7: "per app cc"). */
export const TOURS_APP = 'cc';

/** Where each tour starts (accounts.md §2.8). */
export const TOUR_TARGETS: Record<TourId, string> = {
  1: '/app/settings?section=members',
  2: '/app/settings?section=members',
  3: '/app/settings?section=agency',
  4: '/app/settings?section=business_card',
  5: '/app/settings?section=areas',
  6: '/app/agency-reports',
  7: '/app/agency-reports',
  8: '/app/agency-reports',
  9: '/app/settings?section=groups',
  10: '/app/my-reports',
};

export interface FeatureTour {
  id: TourId;
  title: string;
  target: string;
}

export function featureTour(id: TourId): FeatureTour {
  return { id, title: tutorialVideo(id).title, target: TOUR_TARGETS[id] };
}

/** The tours a role takes on a plan, in the §6 order; none for the invited role. */
export function featureToursFor(role: string, plan: string | null | undefined): FeatureTour[] {
  return tutorialVideoIdsFor(role, plan).map((id) => featureTour(id));
}

export function isTourId(value: number): value is TourId {
  return (TOUR_IDS as readonly number[]).includes(value);
}

/**
 * The welcome tour after login (accounts.md §2.8, §4): first-time owners and members who come from the login
 * page, not the invited role, as long as they have not dismissed it (on any device).
 */
export function shouldOfferWelcomeTour(input: { role: string; isFromLogin: boolean; isWelcomeDismissed: boolean }): boolean {
  return input.isFromLogin && input.role !== 'invited' && !input.isWelcomeDismissed;
}
