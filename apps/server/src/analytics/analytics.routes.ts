import { analyticsConfig, analyticsGenerateBody, analyticsPeriods, analyticsSettings, analyticsSettingsBody } from '@fieldbook/contract';
import { z } from 'zod';
import { limitPerUser } from '../http/address-limit.ts';
import { callerOf } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { createWorkspaceAnalytics } from '../workspaces/workspace-analytics.ts';
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
  defineAnalyticsJobs(jobs, db, configurations);
  registerPopulationRoutes(api, context);
  const analytics = createAnalytics(db, configurations);
  // The workspace edition: workspace_id resolved and turned into generate's filters here, at the route layer.
  const workspaces = createWorkspaceAnalytics(db);
  const tags = ['analytics'];
  api.post(
    '/analytics/generate',
    {
      preValidation: authenticate,
      preHandler: limitPerUser(db, 'analytics'),
      schema: { tags, body: analyticsGenerateBody, response: { 200: analyticsConfig } },
    },
    async (request) => {
      const { body, limits } = await workspaces.scopeGenerate(callerOf(request), request.body);
      return analytics.generate(callerOf(request), body, limits);
    },
  );
  api.get('/analytics/periods', { preValidation: authenticate, schema: { tags, response: { 200: analyticsPeriods } } }, (request) =>
    analytics.periods(callerOf(request)),
  );
  const workspaceQuery = z.strictObject({ workspace_id: z.string().uuid().optional() });
  api.get(
    '/analytics/me/settings',
    { preValidation: authenticate, schema: { tags, querystring: workspaceQuery, response: { 200: analyticsSettings } } },
    async (request) =>
      analytics.settings(callerOf(request), await workspaces.checkWorkspace(callerOf(request), request.query.workspace_id)),
  );
  api.get(
    '/analytics/:workspaceId/me/settings',
    {
      preValidation: authenticate,
      schema: { tags, params: z.strictObject({ workspaceId: z.string().uuid() }), response: { 200: analyticsSettings } },
    },
    async (request) =>
      analytics.settings(callerOf(request), await workspaces.checkWorkspace(callerOf(request), request.params.workspaceId)),
  );
  api.put(
    '/analytics/me/settings',
    { preValidation: authenticate, schema: { tags, body: analyticsSettingsBody, response: { 200: analyticsSettings } } },
    async (request) =>
      analytics.saveSettings(
        callerOf(request),
        request.body.widgets,
        await workspaces.checkWorkspace(callerOf(request), request.body.workspace_id),
      ),
  );
}
