import { randomUUID } from 'node:crypto';
import type { SubscriptionsSummary, WorkspaceView } from '@fieldbook/contract';
import {
  checkWorkspaceDefinition,
  ERROR_CODES,
  hasPermission,
  isSubscriptionInForce,
  WORKSPACE_MESSAGES,
  type WorkspaceDefinition,
} from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import { findCurrentSubscription } from '../billing/subscriptions.repo.ts';
import type { Database, Queryable } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.ts';
import * as repo from './workspaces.repo.ts';

export const NEXUS_PLAN_REQUIRED = 'NEXUS_PLAN_REQUIRED';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** Owners and managers define workspaces and see all of them; others see those shared with them. */
export const canManageWorkspaces = (caller: Caller) => hasPermission(caller.role, 'agency.workspaces.manage');

/** The subscriptions summary (accounts.md §3): appPlan.cc and appPlan.nexus, each null when not in force. */
export async function readSummary(tx: Queryable, agencyId: string): Promise<SubscriptionsSummary> {
  const subscription = await findCurrentSubscription(tx, agencyId);
  const inForce = subscription !== undefined && isSubscriptionInForce(subscription.status);
  const { nexus } = await repo.readAppPlans(tx, agencyId);
  return { appPlan: { cc: inForce ? subscription.plan : null, nexus: inForce ? nexus : null } };
}

/** 403 NEXUS_PLAN_REQUIRED unless the agency holds the workspace edition. */
export async function requireNexus(tx: Queryable, agencyId: string): Promise<void> {
  if ((await readSummary(tx, agencyId)).appPlan.nexus === null) throw new HttpError(403, NEXUS_PLAN_REQUIRED);
}

/**
 * A workspace the caller may open: another agency's (or none) is 404, one not shared with a member is 403, and the
 * agency must hold the edition. Runs inside the caller's tenant transaction.
 */
export async function findVisibleWorkspace(tx: Queryable, caller: Caller, workspaceId: string): Promise<WorkspaceView> {
  const agencyId = agencyOf(caller);
  await requireNexus(tx, agencyId);
  const workspace = await repo.findWorkspace(tx, agencyId, workspaceId);
  if (!workspace) throw notFound();
  if (!canManageWorkspaces(caller) && !workspace.members.includes(caller.userId)) throw forbidden();
  return workspace;
}

/** Workspaces in Settings (accounts.md §2.3): list, read, and for owners and managers create, change, share, delete. */
export function createWorkspaces(db: Database) {
  function summary(caller: Caller): Promise<SubscriptionsSummary> {
    const agencyId = agencyOf(caller);
    return withTenant(db, agencyId, (tx) => readSummary(tx, agencyId));
  }

  function list(caller: Caller): Promise<WorkspaceView[]> {
    const agencyId = agencyOf(caller);
    return withTenant(db, agencyId, async (tx) => {
      await requireNexus(tx, agencyId);
      return repo.listWorkspaces(tx, agencyId, canManageWorkspaces(caller) ? null : caller.userId);
    });
  }

  function read(caller: Caller, workspaceId: string): Promise<WorkspaceView> {
    return withTenant(db, agencyOf(caller), (tx) => findVisibleWorkspace(tx, caller, workspaceId));
  }

  /** Checks the definition against the agency's catalog (400 with a message per unknown id), then writes and audits. */
  async function write(caller: Caller, action: string, workspaceId: string, definition: WorkspaceDefinition, isNew: boolean) {
    const agencyId = agencyOf(caller);
    try {
      return await withTenant(db, agencyId, async (tx) => {
        await requireNexus(tx, agencyId);
        const issues = checkWorkspaceDefinition(definition, await repo.readWorkspaceCatalog(tx, agencyId));
        if (issues.length > 0) throw badRequest(ERROR_CODES.validation, issues);
        if (isNew) await repo.insertWorkspace(tx, agencyId, workspaceId, caller.userId, definition);
        else if (!(await repo.updateWorkspace(tx, agencyId, workspaceId, definition))) throw notFound();
        await recordAuditEvent(tx, {
          action,
          outcome: 'success',
          userId: caller.userId,
          sourceIp: caller.sourceIp,
          agencyId,
          objectId: workspaceId,
        });
        return (await repo.findWorkspace(tx, agencyId, workspaceId)) as WorkspaceView;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw badRequest(ERROR_CODES.validation, [{ path: 'body.name', message: WORKSPACE_MESSAGES.duplicateName }]);
      throw error;
    }
  }

  const create = (caller: Caller, definition: WorkspaceDefinition) => write(caller, 'workspace.create', randomUUID(), definition, true);
  const update = (caller: Caller, workspaceId: string, definition: WorkspaceDefinition) =>
    write(caller, 'workspace.update', workspaceId, definition, false);

  function remove(caller: Caller, workspaceId: string): Promise<void> {
    const agencyId = agencyOf(caller);
    return withTenant(db, agencyId, async (tx) => {
      await requireNexus(tx, agencyId);
      if (!(await repo.deleteWorkspace(tx, agencyId, workspaceId))) throw notFound();
      await recordAuditEvent(tx, {
        action: 'workspace.delete',
        outcome: 'success',
        userId: caller.userId,
        sourceIp: caller.sourceIp,
        agencyId,
        objectId: workspaceId,
      });
    });
  }

  return { summary, list, read, create, update, remove };
}
