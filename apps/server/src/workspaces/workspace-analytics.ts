import type { AnalyticsGenerateRequest } from '@fieldbook/contract';
import { isOfficerView, type WorkspaceLimits } from '../analytics/analytics.service.ts';
import type { Database } from '../db/database.ts';
import type { Caller } from '../http/authenticate.ts';
import { scopeAnalyticsRequest } from './workspace-scope.ts';
import { createWorkspaces } from './workspaces.service.ts';

/**
 * What analytics.routes.ts needs of the workspace edition (analytics.md §3, §7): a generate body with workspace_id
 * resolved (404 another agency's, 403 not shared) and turned into generate's own filters, and the access check for a
 * workspace's favourites. The analytics internals stay as they are.
 */
export function createWorkspaceAnalytics(db: Database) {
  const workspaces = createWorkspaces(db);

  /**
   * The generate body limited to the workspace, and what its filters cannot say: the workspace's officers (any of them,
   * on top of the user's own officer or group filter; not for the officer role, whose dashboard is already theirs) and
   * its contact type.
   */
  async function scopeGenerate(
    caller: Caller,
    body: AnalyticsGenerateRequest,
  ): Promise<{ body: AnalyticsGenerateRequest; limits: WorkspaceLimits }> {
    if (!body.workspace_id) return { body, limits: {} };
    const workspace = await workspaces.read(caller, body.workspace_id);
    const officerView = isOfficerView(caller);
    const limits: WorkspaceLimits = {};
    if (!officerView && workspace.officers.length > 0) limits.officerIds = workspace.officers;
    if (workspace.contact_types.length === 1)
      limits.contactTypes = workspace.contact_types.map((type) => (type === 'Call For Service' ? 'cfs' : 'opa'));
    return { body: scopeAnalyticsRequest(body, workspace, officerView), limits };
  }

  /** The workspace id of a favourites call, once the caller may open it; undefined for the agency's own. */
  async function checkWorkspace(caller: Caller, workspaceId: string | undefined): Promise<string | undefined> {
    if (workspaceId) await workspaces.read(caller, workspaceId);
    return workspaceId;
  }

  return { scopeGenerate, checkWorkspace };
}
