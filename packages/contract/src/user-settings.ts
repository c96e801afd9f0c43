import { z } from 'zod';

/**
 * The signed-in user's settings (accounts.md §3 "User settings", §4 Tours and survey) and the feedback survey
 * (§2.8, §7 "Feedback submit"). Every call acts on the caller only: bodies name no user and refuse unknown keys.
 */

const app = z.literal('cc');
/** Circuit 0 is the welcome tour; 1 to 10 the feature tours of accounts.md §2.8. */
const circuit = z.number().int().min(0).max(10);

export const tourSetting = z.object({ app, circuit, show_again: z.boolean() });
export const surveySetting = z.object({
  app,
  show_again: z.boolean(),
  /** From when the survey may offer itself after a login (14 days after sign-up, or 7 days after 'Remind me later'). */
  offer_after: z.string(),
  /** show_again and offer_after has passed, by the server's clock. */
  is_due: z.boolean(),
});

/** GET /api/users/me/settings, and the answer of every dismissal. */
export const userSettingsView = z.object({ tours: z.array(tourSetting), surveys: z.array(surveySetting) });
export type UserSettingsView = z.infer<typeof userSettingsView>;
export type TourSetting = z.infer<typeof tourSetting>;
export type SurveySetting = z.infer<typeof surveySetting>;

/** POST /api/users/me/settings/tours/dismiss: the tour is not shown again, on any device. */
export const dismissTourRequest = z.strictObject({ app, circuit });
export type DismissTourRequest = z.infer<typeof dismissTourRequest>;

/** POST /api/users/me/settings/surveys/dismiss and /remind-later; POST /api/users/me/settings/tours/restore. */
export const surveyRequest = z.strictObject({ app });
export type SurveyRequest = z.infer<typeof surveyRequest>;

/** Our survey's questions (the spec does not show them): a 1..5 rating and optional comments. */
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_COMMENTS_MAX = 1000;

export const feedbackAnswers = z.strictObject({
  rating: z.number().int().min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX),
  comments: z.string().trim().max(FEEDBACK_COMMENTS_MAX).optional(),
});

/** POST /api/feedback (accounts.md §7): version, app cc, answers. */
export const feedbackRequest = z.strictObject({
  version: z
    .string()
    .max(20)
    .regex(/^\d+\.\d+(\.\d+)?$/, 'Expected a version like 3.29.'),
  app,
  answers: feedbackAnswers,
});
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

export const feedbackCreated = z.object({ id: z.string(), created_at: z.string() });
export type FeedbackCreated = z.infer<typeof feedbackCreated>;

/**
 * The caller's report details (issue 24): the configuration's profile fields (California's years of experience and
 * assignment), shaped like the report's state_related (section -> field -> value). Each new report is filled from them.
 */
const profileAnswers = z.record(z.string(), z.record(z.string(), z.unknown()));

/** GET and PUT /api/users/me/report-profile: the answers as saved, and the day (YYYY-MM-DD, agency calendar) each was saved. */
export const reportProfileView = z.object({
  answers: profileAnswers,
  saved_on: z.record(z.string(), z.record(z.string(), z.string())),
});
export type ReportProfileView = z.infer<typeof reportProfileView>;

/** PUT /api/users/me/report-profile: the whole profile (an answer left out or empty is removed); names no user. */
export const reportProfileRequest = z.strictObject({ answers: profileAnswers });
export type ReportProfileRequest = z.infer<typeof reportProfileRequest>;
