import { describe, expect, it } from 'vitest';
import { featureToursFor, isTourId, shouldOfferWelcomeTour, TOUR_TARGETS, WELCOME_TOUR_ID } from './tours.ts';
import { planTier, TUTORIAL_VIDEOS, tutorialVideoIdsFor, tutorialVideosFor, tutorialVideoUrl } from './tutorials.ts';

describe('tutorial videos (accounts.md §2.7, §6)', () => {
  it('has the ten titles of §2.7 with ids 1 to 10, each with a description', () => {
    expect(TUTORIAL_VIDEOS.map((video) => [video.id, video.title])).toEqual([
      [1, 'Invite Officers'],
      [2, 'Add Managers'],
      [3, 'Billing'],
      [4, 'Business Card'],
      [5, 'Agency Areas'],
      [6, 'Amend officers reports'],
      [7, 'Advance filtering'],
      [8, 'FastFacts'],
      [9, 'Create Groups'],
      [10, 'Amend my reports'],
    ]);
    for (const video of TUTORIAL_VIDEOS) expect(video.description.length).toBeGreaterThan(20);
  });

  it.each([
    ['owner', 'analytics', [9, 5, 6, 7, 8, 1, 2, 3, 4]],
    ['owner', 'basic', [9, 5, 6, 1, 2, 3, 4]],
    ['owner', 'connect', [1, 2, 3, 9]],
    ['manager', 'analytics', [9, 5, 6, 7, 8, 1, 4]],
    ['manager', 'basic', [9, 5, 6, 1, 4]],
    ['manager', 'connect', [1, 4]],
    ['officer', 'analytics', [4, 10]],
    ['officer', 'basic', [4, 10]],
    ['officer', 'connect', [4]],
  ])('%s on %s sees videos %j in that order', (role, plan, ids) => {
    expect(tutorialVideoIdsFor(role, plan)).toEqual(ids);
    expect(tutorialVideosFor(role, plan).map((video) => video.id)).toEqual(ids);
  });

  it('gives the invited role and a user without a plan no videos; a business-card plan counts as connect', () => {
    expect(tutorialVideoIdsFor('invited', 'analytics')).toEqual([]);
    expect(tutorialVideoIdsFor('owner', null)).toEqual([]);
    expect(planTier('business-card')).toBe('connect');
    expect(tutorialVideoIdsFor('owner', 'business-card')).toEqual([1, 2, 3, 9]);
  });

  it('links a video under the configured base URL, and to nothing without one', () => {
    expect(tutorialVideoUrl('https://videos.example.org/fieldbook/', 7)).toBe('https://videos.example.org/fieldbook/7');
    expect(tutorialVideoUrl('', 7)).toBeNull();
    expect(tutorialVideoUrl(undefined, 7)).toBeNull();
  });
});

describe('feature tours (accounts.md §2.8)', () => {
  it('leads each tour id to its target', () => {
    expect(TOUR_TARGETS).toEqual({
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
    });
    expect(isTourId(WELCOME_TOUR_ID)).toBe(false);
    expect(isTourId(11)).toBe(false);
  });

  it('offers a role on a plan the tours of its videos, titled like them', () => {
    expect(featureToursFor('manager', 'analytics').map((tour) => tour.id)).toEqual([9, 5, 6, 7, 8, 1, 4]);
    expect(featureToursFor('officer', 'analytics')).toEqual([
      { id: 4, title: 'Business Card', target: '/app/settings?section=business_card' },
      { id: 10, title: 'Amend my reports', target: '/app/my-reports' },
    ]);
    expect(featureToursFor('invited', 'analytics')).toEqual([]);
  });

  it('offers the welcome tour after login only, not to the invited role, not once dismissed', () => {
    expect(shouldOfferWelcomeTour({ role: 'manager', isFromLogin: true, isWelcomeDismissed: false })).toBe(true);
    expect(shouldOfferWelcomeTour({ role: 'manager', isFromLogin: false, isWelcomeDismissed: false })).toBe(false);
    expect(shouldOfferWelcomeTour({ role: 'invited', isFromLogin: true, isWelcomeDismissed: false })).toBe(false);
    expect(shouldOfferWelcomeTour({ role: 'owner', isFromLogin: true, isWelcomeDismissed: true })).toBe(false);
  });
});
