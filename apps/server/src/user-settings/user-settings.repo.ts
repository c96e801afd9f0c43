import type { Queryable } from '../db/database.ts';

/** SQL of the user settings (tables keyed by user, read and written outside any agency) and the feedback rows. */

export interface TourSettingRow {
  app: string;
  circuit: number;
  show_again: boolean;
}

export async function listTourSettings(db: Queryable, userId: string): Promise<TourSettingRow[]> {
  return db.query<TourSettingRow>('select app, circuit, show_again from user_tour_settings where user_id = $1', [userId]);
}

export async function saveTourSetting(db: Queryable, userId: string, setting: TourSettingRow): Promise<void> {
  await db.query(
    `insert into user_tour_settings (user_id, app, circuit, show_again) values ($1, $2, $3, $4)
     on conflict (user_id, app, circuit) do update set show_again = excluded.show_again, updated_at = now()`,
    [userId, setting.app, setting.circuit, setting.show_again],
  );
}

/** Every tour of `app` shown again for the user (the welcome tour included). */
export async function restoreTourSettings(db: Queryable, userId: string, app: string): Promise<void> {
  await db.query('delete from user_tour_settings where user_id = $1 and app = $2', [userId, app]);
}

export interface SurveySettingRow {
  app: string;
  show_again: boolean;
  offer_after: Date;
  is_due: boolean;
}

/**
 * The user's survey for `app`: shown again unless dismissed, offered unprompted from 14 days after the account was
 * created, or from the date 'Remind me later' set.
 */
export async function findSurveySetting(db: Queryable, userId: string, app: string): Promise<SurveySettingRow | undefined> {
  const [row] = await db.query<SurveySettingRow>(
    `select $2::text as app, coalesce(s.show_again, true) as show_again, o.offer_after,
            coalesce(s.show_again, true) and o.offer_after <= now() as is_due
       from users u
       left join user_survey_settings s on s.user_id = u.id and s.app = $2
       cross join lateral (select coalesce(s.remind_after, u.created_at + interval '14 days') as offer_after) o
      where u.id = $1`,
    [userId, app],
  );
  return row;
}

export async function dismissSurvey(db: Queryable, userId: string, app: string): Promise<void> {
  await db.query(
    `insert into user_survey_settings (user_id, app, show_again) values ($1, $2, false)
     on conflict (user_id, app) do update set show_again = false, updated_at = now()`,
    [userId, app],
  );
}

export async function remindSurveyLater(db: Queryable, userId: string, app: string, days: number): Promise<void> {
  await db.query(
    `insert into user_survey_settings (user_id, app, remind_after) values ($1, $2, now() + make_interval(days => $3))
     on conflict (user_id, app) do update set remind_after = excluded.remind_after, updated_at = now()`,
    [userId, app, days],
  );
}

export interface NewFeedback {
  id: string;
  agencyId: string;
  userId: string;
  app: string;
  version: string;
  rating: number;
  comments: string | null;
}

export async function insertFeedback(db: Queryable, feedback: NewFeedback): Promise<{ id: string; created_at: Date }> {
  const [row] = await db.query<{ id: string; created_at: Date }>(
    `insert into feedback (agency_id, id, user_id, app, version, rating, comments) values ($1, $2, $3, $4, $5, $6, $7)
     returning id, created_at`,
    [feedback.agencyId, feedback.id, feedback.userId, feedback.app, feedback.version, feedback.rating, feedback.comments],
  );
  if (!row) throw new Error('feedback insert returned no row');
  return row;
}
