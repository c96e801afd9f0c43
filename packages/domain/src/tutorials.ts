/**
 * The tutorial videos of accounts.md §2.7 and which of them each role sees on each plan (§6). Video ids 1 to 10
 * are also the feature-tour ids (tours.ts): tour n walks through the feature video n explains.
 */

export type TutorialVideoId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export interface TutorialVideo {
  id: TutorialVideoId;
  title: string;
  description: string;
}

/** The ten titles of §2.7 with our descriptions (the spec lists the titles only). */
export const TUTORIAL_VIDEOS: readonly TutorialVideo[] = [
  { id: 1, title: 'Invite Officers', description: 'Invite the officers of your agency by e-mail and follow their invitations.' },
  { id: 2, title: 'Add Managers', description: 'Give members the manager role so they can run reports and members with you.' },
  { id: 3, title: 'Billing', description: 'Review your plan and subscription, and upgrade to Analytics when your agency is ready.' },
  { id: 4, title: 'Business Card', description: 'Set up your business card and share it with citizens through its QR code.' },
  { id: 5, title: 'Agency Areas', description: 'Draw the areas of your jurisdiction on the map so reports and analytics can use them.' },
  { id: 6, title: 'Amend officers reports', description: "Correct an officer's report; every amendment is kept as a new version." },
  { id: 7, title: 'Advance filtering', description: 'Combine filters to find the agency reports you need in seconds.' },
  { id: 8, title: 'FastFacts', description: 'Read the key figures of the reports you filtered at a glance.' },
  { id: 9, title: 'Create Groups', description: 'Group officers into units or shifts with a name, an acronym and an avatar.' },
  { id: 10, title: 'Amend my reports', description: 'Correct a report you filed; the earlier version stays in its history.' },
];

/** The plans of the §6 role checks; any other plan (business card only) counts as connect. */
export type PlanTier = 'connect' | 'basic' | 'analytics';
export type TutorialRole = 'owner' | 'manager' | 'officer';

export function planTier(plan: string | null | undefined): PlanTier {
  return plan === 'analytics' || plan === 'basic' ? plan : 'connect';
}

/** accounts.md §6 "Tutorial videos per role and plan (by video id)", in the table's order. */
const VIDEOS_BY_ROLE_AND_PLAN: Record<TutorialRole, Record<PlanTier, readonly TutorialVideoId[]>> = {
  owner: { analytics: [9, 5, 6, 7, 8, 1, 2, 3, 4], basic: [9, 5, 6, 1, 2, 3, 4], connect: [1, 2, 3, 9] },
  manager: { analytics: [9, 5, 6, 7, 8, 1, 4], basic: [9, 5, 6, 1, 4], connect: [1, 4] },
  officer: { analytics: [4, 10], basic: [4, 10], connect: [4] },
};

const isTutorialRole = (role: string): role is TutorialRole => role === 'owner' || role === 'manager' || role === 'officer';

/** The video ids a role sees on a plan, in the order of §6; none for the invited role or a user without a plan. */
export function tutorialVideoIdsFor(role: string, plan: string | null | undefined): readonly TutorialVideoId[] {
  if (!isTutorialRole(role) || plan === null || plan === undefined) return [];
  return VIDEOS_BY_ROLE_AND_PLAN[role][planTier(plan)];
}

/** The videos a role sees on a plan, in the order of §6. */
export function tutorialVideosFor(role: string, plan: string | null | undefined): TutorialVideo[] {
  return tutorialVideoIdsFor(role, plan).map((id) => tutorialVideo(id));
}

export function tutorialVideo(id: TutorialVideoId): TutorialVideo {
  const video = TUTORIAL_VIDEOS.find((candidate) => candidate.id === id);
  if (!video) throw new Error(`unknown tutorial video ${id}`);
  return video;
}

/**
 * Where a video plays: `${baseUrl}/${id}` when the installation configures a video base URL, otherwise none
 * (the card says the video is not available in this installation).
 */
export function tutorialVideoUrl(baseUrl: string | null | undefined, id: TutorialVideoId): string | null {
  const base = baseUrl?.trim().replace(/\/+$/, '');
  return base ? `${base}/${id}` : null;
}
