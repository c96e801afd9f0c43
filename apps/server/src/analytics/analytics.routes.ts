import { analyticsConfig, analyticsGenerateBody, analyticsPeriods, analyticsSettings, analyticsSettingsBody } from '@fieldbook/contract';
import { z } from 'zod';
import { callerOf } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { defineAnalyticsJobs } from './analytics.jobs.ts';
import { createAnalytics } from './analytics.service.ts';
import { registerPopulationRoutes } from './population.routes.ts';

/**
 * The analytics dashboard (analytics.md §7): generate, periods, favourites. Managers and owners
 * (agency.analytics.watch) see the agency; the officer role (self.analytics.watch) sees its own and collaborated
 * reports; the agency needs the Analytics plan (403 ANALYTICS_PLAN_REQUIRED otherwise).
 */
export function registerAnalyticsRoutes(api: Api, context: AppContext): void {
  const { db, configurations, authenticate, jobs } = context;
  defineAnalyticsJobs(jobs, db);
  registerPopulationRoutes(api, context);
  const analytics = createAnalytics(db, configurations);
  const tags = ['analytics'];
  api.post(
    '/analytics/generate',
    { preHandler: authenticate, schema: { tags, body: analyticsGenerateBody, response: { 200: analyticsConfig } } },
    (request) => analytics.generate(callerOf(request), request.body),
  );
  api.get('/analytics/periods', { preHandler: authenticate, schema: { tags, response: { 200: analyticsPeriods } } }, (request) =>
    analytics.periods(callerOf(request)),
  );
  const workspaceQuery = z.strictObject({ workspace_id: z.string().uuid().optional() });
  api.get(
    '/analytics/me/settings',
    { preHandler: authenticate, schema: { tags, querystring: workspaceQuery, response: { 200: analyticsSettings } } },
    (request) => analytics.settings(callerOf(request), request.query.workspace_id),
  );
  api.put(
    '/analytics/me/settings',
    { preHandler: authenticate, schema: { tags, body: analyticsSettingsBody, response: { 200: analyticsSettings } } },
    (request) => analytics.saveSettings(callerOf(request), request.body.widgets, request.body.workspace_id),
  );
}
