import { subscriptionsSummary, workspaceIdParams, workspaceRequest, workspaceView } from '@fieldbook/contract';
import { z } from 'zod';
import { callerOf, requirePermission } from '../http/authenticate.ts';
import type { Api, AppContext } from '../http/types.ts';
import { registerWorkspaceListRoutes } from './workspace-lists.routes.ts';
import { createWorkspaces } from './workspaces.service.ts';

/**
 * The workspace edition (accounts.md §2.3, §3): GET /api/subscriptions/summary; GET /api/workspaces (the workspaces
 * the caller may see), GET /api/workspaces/{workspaceId}; POST, PUT and DELETE behind agency.workspaces.manage; and
 * the report lists limited to one workspace.
 */
export function registerWorkspaceRoutes(api: Api, context: AppContext): void {
  const { db, authenticate } = context;
  const workspaces = createWorkspaces(db);
  const tags = ['workspaces'];
  const manager = 'agency.workspaces.manage' as const;

  api.get('/subscriptions/summary', { preValidation: authenticate, schema: { tags, response: { 200: subscriptionsSummary } } }, (request) =>
    workspaces.summary(callerOf(request)),
  );
  api.get('/workspaces', { preValidation: authenticate, schema: { tags, response: { 200: z.array(workspaceView) } } }, (request) =>
    workspaces.list(callerOf(request)),
  );
  api.post(
    '/workspaces',
    { preValidation: authenticate, schema: { tags, body: workspaceRequest, response: { 201: workspaceView } } },
    async (request, reply) => reply.code(201).send(await workspaces.create(requirePermission(request, manager), request.body)),
  );
  api.get(
    '/workspaces/:workspaceId',
    { preValidation: authenticate, schema: { tags, params: workspaceIdParams, response: { 200: workspaceView } } },
    (request) => workspaces.read(callerOf(request), request.params.workspaceId),
  );
  api.put(
    '/workspaces/:workspaceId',
    { preValidation: authenticate, schema: { tags, params: workspaceIdParams, body: workspaceRequest, response: { 200: workspaceView } } },
    (request) => workspaces.update(requirePermission(request, manager), request.params.workspaceId, request.body),
  );
  api.delete(
    '/workspaces/:workspaceId',
    { preValidation: authenticate, schema: { tags, params: workspaceIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await workspaces.remove(requirePermission(request, manager), request.params.workspaceId);
      return reply.code(204).send(null);
    },
  );
  registerWorkspaceListRoutes(api, context, workspaces.read);
}
