import { randomUUID } from 'node:crypto';
import type { FeedbackCreated, FeedbackRequest, UserSettingsView } from '@fieldbook/contract';
import { TOUR_CIRCUITS, TOURS_APP } from '@fieldbook/domain';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { unauthorized } from '../http/http-error.ts';
import * as repo from './user-settings.repo.ts';

/** 'Remind me later' offers the survey again after this many days. */
export const SURVEY_REMIND_LATER_DAYS = 7;

/** Tours and survey of the signed-in user (accounts.md §4 Tours and survey) and the feedback they send (§2.8). */
export function createUserSettings(db: Database) {
  async function read(userId: string): Promise<UserSettingsView> {
    const [stored, survey] = await Promise.all([repo.listTourSettings(db, userId), repo.findSurveySetting(db, userId, TOURS_APP)]);
    if (!survey) throw unauthorized();
    const showAgain = new Map(stored.filter((row) => row.app === TOURS_APP).map((row) => [row.circuit, row.show_again]));
    return {
      // Every circuit, shown again until the user dismisses it.
      tours: TOUR_CIRCUITS.map((circuit) => ({ app: TOURS_APP, circuit, show_again: showAgain.get(circuit) ?? true })),
      surveys: [{ app: TOURS_APP, show_again: survey.show_again, offer_after: survey.offer_after.toISOString(), is_due: survey.is_due }],
    };
  }

  return {
    read: (caller: Caller) => read(caller.userId),

    async dismissTour(caller: Caller, circuit: number): Promise<UserSettingsView> {
      await repo.saveTourSetting(db, caller.userId, { app: TOURS_APP, circuit, show_again: false });
      return read(caller.userId);
    },

    /** Shows the welcome tour (at the next login) and every feature tour again. */
    async restoreTours(caller: Caller): Promise<UserSettingsView> {
      await repo.restoreTourSettings(db, caller.userId, TOURS_APP);
      return read(caller.userId);
    },

    async dismissSurvey(caller: Caller): Promise<UserSettingsView> {
      await repo.dismissSurvey(db, caller.userId, TOURS_APP);
      return read(caller.userId);
    },

    async remindSurveyLater(caller: Caller): Promise<UserSettingsView> {
      await repo.remindSurveyLater(db, caller.userId, TOURS_APP, SURVEY_REMIND_LATER_DAYS);
      return read(caller.userId);
    },

    /** Stores the answers with the user and agency; a submitted survey is not offered again unprompted. */
    async submitFeedback(caller: Caller, request: FeedbackRequest): Promise<FeedbackCreated> {
      const agencyId = agencyOf(caller);
      const comments = request.answers.comments ? request.answers.comments : null;
      const created = await withTenant(db, agencyId, (tx) =>
        repo.insertFeedback(tx, {
          id: randomUUID(),
          agencyId,
          userId: caller.userId,
          app: request.app,
          version: request.version,
          rating: request.answers.rating,
          comments,
        }),
      );
      await repo.dismissSurvey(db, caller.userId, request.app);
      return { id: created.id, created_at: created.created_at.toISOString() };
    },
  };
}
