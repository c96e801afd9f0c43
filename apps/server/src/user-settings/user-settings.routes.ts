import { dismissTourRequest, feedbackCreated, feedbackRequest, surveyRequest, userSettingsView } from '@fieldbook/contract';
import { callerOf } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createUserSettings } from './user-settings.service.ts';

/** The caller's tours and survey settings and the feedback survey: every path acts on the caller only. */
export function registerUserSettingsRoutes(api: Api, { db, authenticate }: AppContext): void {
  const settings = createUserSettings(db);
  const tags = ['users'];
  const answer = { 200: userSettingsView };

  api.get('/users/me/settings', { preValidation: authenticate, schema: { tags, response: answer } }, (request) =>
    settings.read(callerOf(request)),
  );

  api.post(
    '/users/me/settings/tours/dismiss',
    { preValidation: authenticate, schema: { tags, body: dismissTourRequest, response: answer } },
    (request) => settings.dismissTour(callerOf(request), request.body.circuit),
  );

  api.post(
    '/users/me/settings/tours/restore',
    { preValidation: authenticate, schema: { tags, body: surveyRequest, response: answer } },
    (request) => settings.restoreTours(callerOf(request)),
  );

  api.post(
    '/users/me/settings/surveys/dismiss',
    { preValidation: authenticate, schema: { tags, body: surveyRequest, response: answer } },
    (request) => settings.dismissSurvey(callerOf(request)),
  );

  api.post(
    '/users/me/settings/surveys/remind-later',
    { preValidation: authenticate, schema: { tags, body: surveyRequest, response: answer } },
    (request) => settings.remindSurveyLater(callerOf(request)),
  );

  api.post(
    '/feedback',
    { preValidation: authenticate, schema: { tags: ['feedback'], body: feedbackRequest, response: { 201: feedbackCreated } } },
    async (request, reply) => reply.code(201).send(await settings.submitFeedback(callerOf(request), request.body)),
  );
}
