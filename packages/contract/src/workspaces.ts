import { PAGE_LOAD_ROUTES, WORKSPACE_CONTACT_TYPES, workspaceDefinitionSchema } from '@fieldbook/domain';
import { z } from 'zod';

/**
 * The workspace edition (accounts.md §2.3, §3): GET /api/subscriptions/summary (appPlan.cc, appPlan.nexus), and
 * GET /api/workspaces (those the caller may see), POST, GET, PUT and DELETE /api/workspaces/{workspaceId}.
 */
export const subscriptionsSummary = z.object({
  appPlan: z.object({ cc: z.string().nullable(), nexus: z.string().nullable() }),
});
export type SubscriptionsSummary = z.infer<typeof subscriptionsSummary>;

export const workspaceIdParams = z.strictObject({ workspaceId: z.uuid() });

/** POST /api/workspaces and PUT /api/workspaces/{workspaceId}: the name, what it shows, who it is shared with. */
export const workspaceRequest = workspaceDefinitionSchema;
export type WorkspaceRequest = z.input<typeof workspaceRequest>;

/** accounts.md §3 "Workspace: id, name", with its definition and members. */
export const workspaceView = z.object({
  id: z.string(),
  name: z.string(),
  areas: z.array(z.string()),
  groups: z.array(z.string()),
  tags: z.array(z.string()),
  officers: z.array(z.string()),
  contact_types: z.array(z.enum(WORKSPACE_CONTACT_TYPES)),
  members: z.array(z.string()),
});
export type WorkspaceView = z.infer<typeof workspaceView>;

/** POST /api/metrics/page-loads: one page load, by route pattern (no ids, no personal data). */
export const pageLoadRequest = z.strictObject({
  route: z.enum(PAGE_LOAD_ROUTES),
  duration_ms: z.number().int().min(0).max(120_000),
});
export type PageLoadRequest = z.infer<typeof pageLoadRequest>;

/** GET /api/metrics/page-loads (owner): per route over the last 7 days. */
export const pageLoadFigures = z.array(
  z.object({ route: z.string(), count: z.number().int(), p50_ms: z.number().int(), p95_ms: z.number().int() }),
);
export type PageLoadFigures = z.infer<typeof pageLoadFigures>;
