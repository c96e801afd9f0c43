import type { MemberView } from '@fieldbook/contract';
import { GRANTABLE_PERMISSIONS, type GrantablePermission, hasPermission, type MemberRoleName } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import { revokeAllSessions } from '../accounts/users.repo.ts';
import type { Database, Queryable } from '../db/database.ts';
import { findRoleIdByName } from '../db/roles.repo.ts';
import { withTenant } from '../db/tenant.ts';
import type { Caller } from '../http/authenticate.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { dropFromWorkspaces } from '../workspaces/workspaces.repo.ts';
import * as repo from './members.repo.ts';

/**
 * The member `caller` acts on, in their agency (404 otherwise). Nobody acts on themselves; access and removal
 * need a higher rank than the member's (the owner over everyone, a manager over officers, never manager over manager).
 */
async function targetOf(tx: Queryable, caller: Caller, agencyId: string, userId: string): Promise<repo.MemberTarget> {
  const target = await repo.findMember(tx, agencyId, userId);
  if (!target) throw notFound();
  if (target.id === caller.userId) throw forbidden();
  return target;
}

function requireHigherRank(caller: Caller, target: repo.MemberTarget): void {
  if (target.role_priority >= caller.role.priority) throw forbidden();
}

async function memberAfter(tx: Queryable, agencyId: string, userId: string): Promise<MemberView> {
  const member = (await repo.listMembers(tx, agencyId)).find((candidate) => candidate.id === userId);
  if (!member) throw notFound();
  return member;
}

export function createMembersService(db: Database) {
  return {
    list(agencyId: string): Promise<MemberView[]> {
      return withTenant(db, agencyId, (tx) => repo.listMembers(tx, agencyId));
    },

    /**
     * Makes a member a manager, a supervisor or an officer; never the owner. A caller who is not the owner (a manager
     * giving or taking the supervisor role) acts only on members ranked below them.
     */
    async setRole(caller: Caller, agencyId: string, userId: string, role: MemberRoleName): Promise<MemberView> {
      const roleId = await findRoleIdByName(db, role);
      return withTenant(db, agencyId, async (tx) => {
        const target = await targetOf(tx, caller, agencyId, userId);
        if (target.role_name === 'owner') throw forbidden();
        if (!hasPermission(caller.role, 'agency.roles.assign')) requireHigherRank(caller, target);
        if (target.role_name !== role) {
          await repo.setMemberRole(tx, agencyId, userId, roleId);
          await recordAuditEvent(tx, {
            action: `member.role.${role}`,
            outcome: 'success',
            userId: caller.userId,
            agencyId,
            objectId: userId,
            sourceIp: caller.sourceIp,
          });
        }
        return memberAfter(tx, agencyId, userId);
      });
    },

    /** Disables or restores a member's agency access; disabling ends all their sessions at once. */
    async setAccess(caller: Caller, agencyId: string, userId: string, isActive: boolean): Promise<MemberView> {
      return withTenant(db, agencyId, async (tx) => {
        const target = await targetOf(tx, caller, agencyId, userId);
        requireHigherRank(caller, target);
        if (target.is_active !== isActive) {
          await repo.setMemberActive(tx, agencyId, userId, isActive);
          if (!isActive) await revokeAllSessions(tx, userId);
          const action = isActive ? 'member.access.enabled' : 'member.access.disabled';
          await recordAuditEvent(tx, {
            action,
            outcome: 'success',
            userId: caller.userId,
            sourceIp: caller.sourceIp,
            agencyId,
            objectId: userId,
          });
        }
        return memberAfter(tx, agencyId, userId);
      });
    },

    /**
     * Sets what a member holds beyond their role (issue 26), the owner only (the route checks agency.roles.assign).
     * Not on themselves nor on an owner, who holds every permission. A grant stays through role changes and ends when
     * the member leaves the agency; each permission added or taken away is one audit row.
     */
    async setGrantedPermissions(
      caller: Caller,
      agencyId: string,
      userId: string,
      granted: readonly GrantablePermission[],
    ): Promise<MemberView> {
      return withTenant(db, agencyId, async (tx) => {
        const target = await targetOf(tx, caller, agencyId, userId);
        if (target.role_name === 'owner') throw forbidden();
        const next = GRANTABLE_PERMISSIONS.filter((permission) => granted.includes(permission));
        const added = next.filter((permission) => !target.granted_permissions.includes(permission));
        const taken = target.granted_permissions.filter((permission) => !(next as readonly string[]).includes(permission));
        if (added.length > 0 || taken.length > 0) {
          await repo.setGrantedPermissions(tx, agencyId, userId, next);
          const changes = [...added.map((p) => ['granted', p] as const), ...taken.map((p) => ['revoked', p] as const)];
          for (const [verb, permission] of changes) {
            await recordAuditEvent(tx, {
              action: `member.permission.${verb}`,
              outcome: 'success',
              userId: caller.userId,
              agencyId,
              objectId: userId,
              sourceIp: caller.sourceIp,
              details: { permission },
            });
          }
        }
        return memberAfter(tx, agencyId, userId);
      });
    },

    /**
     * Removes a member from the agency: their sessions end; they keep their account and may be invited again.
     * The released row leaves the tenant's sight, so this runs as the connection role, filtered by the agency.
     */
    async remove(caller: Caller, agencyId: string, userId: string): Promise<void> {
      const invitedRoleId = await findRoleIdByName(db, 'invited');
      await db.transaction(async (tx) => {
        const target = await targetOf(tx, caller, agencyId, userId);
        requireHigherRank(caller, target);
        await revokeAllSessions(tx, userId);
        await repo.releaseMember(tx, agencyId, userId, invitedRoleId);
        await dropFromWorkspaces(tx, agencyId, 'officers', userId);
        await recordAuditEvent(tx, {
          action: 'member.removed',
          outcome: 'success',
          userId: caller.userId,
          sourceIp: caller.sourceIp,
          agencyId,
          objectId: userId,
        });
      });
    },
  };
}
