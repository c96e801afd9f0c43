import type { MemberView } from '@fieldbook/contract';
import { DEFAULT_ROLES, hasPermission, MEMBER_ROLE_NAMES, type MemberRoleName, type Permission, type Role } from '@fieldbook/domain';

/** What the signed-in user may do to a member; the server checks the same on every change. */
export interface MemberAbilities {
  canChangeRole: boolean;
  canChangeAccess: boolean;
  canRemove: boolean;
  canUnlock: boolean;
  /** Remove the member's two-step verification (a lost phone), when they have it: rank rules as for access. */
  canResetTwoStep: boolean;
  /**
   * Give or take the DOJ submission beyond the member's role (issue 26): the owner only, not on themselves nor another
   * owner, and only where the member's role lacks it (a manager holds it already). The page adds: California agencies.
   */
  canGrantDojSubmission: boolean;
}

/** Whether the fixed role of that name holds the permission (roles are data, packages/domain/src/roles.ts). */
const roleHolds = (roleName: string, permission: Permission) =>
  hasPermission(
    DEFAULT_ROLES.find((role) => role.name === roleName),
    permission,
  );

export function memberAbilities(caller: { id: string; role: Pick<Role, 'priority' | 'permissions'> }, member: MemberView): MemberAbilities {
  const isSelf = member.id === caller.id;
  const canManage = hasPermission(caller.role, 'agency.members.manage') && !isSelf;
  // Access and removal need a higher rank: the owner over everyone, a manager over officers only.
  const isOutranked = member.role.priority < caller.role.priority;
  return {
    canChangeRole: hasPermission(caller.role, 'agency.roles.assign') && !isSelf && member.role.name !== 'owner',
    canChangeAccess: canManage && isOutranked,
    canRemove: canManage && isOutranked,
    canUnlock: canManage && member.is_locked,
    canResetTwoStep: canManage && isOutranked && member.has_two_step,
    canGrantDojSubmission:
      hasPermission(caller.role, 'agency.roles.assign') &&
      !isSelf &&
      member.role.name !== 'owner' &&
      !roleHolds(member.role.name, 'agency.doj_submissions.manage'),
  };
}

/** A change that asks first: what it is called and what the dialog says. */
export type MemberChange =
  | { kind: 'role'; role: MemberRoleName }
  | { kind: 'access'; isActive: boolean }
  | { kind: 'remove' }
  | { kind: 'unlock' }
  | { kind: 'reset-two-step' };

/** The roles a member can be given instead of theirs: manager, supervisor (issue 25), officer. */
export const otherRoles = (current: string): MemberRoleName[] => MEMBER_ROLE_NAMES.filter((role) => role !== current);

const ROLE_WORDS: Record<MemberRoleName, { article: string; text: string }> = {
  manager: { article: 'a manager', text: 'Managers can invite and manage members and read and amend every report of the agency.' },
  supervisor: {
    article: 'a supervisor',
    text: 'Supervisors file and amend their own reports, and approve or return the reports of the groups they supervise.',
  },
  officer: { article: 'an officer', text: 'Officers create reports and read and amend their own.' },
};

export interface ChangeWords {
  button: string;
  title: string;
  text: string;
  done: string;
}

export function changeWords(change: MemberChange, member: Pick<MemberView, 'name'>): ChangeWords {
  const { name } = member;
  switch (change.kind) {
    case 'role': {
      const words = ROLE_WORDS[change.role];
      return {
        button: `Make ${change.role}`,
        title: `Make ${name} ${words.article}?`,
        text: words.text,
        done: `${name} is now ${words.article}.`,
      };
    }
    case 'access':
      return change.isActive
        ? {
            button: 'Enable access',
            title: `Enable access for ${name}?`,
            text: `${name} can log in and use the agency again.`,
            done: `Access enabled for ${name}.`,
          }
        : {
            button: 'Disable access',
            title: `Disable access for ${name}?`,
            text: `${name} is logged out at once and cannot use the agency until access is enabled again.`,
            done: `Access disabled for ${name}.`,
          };
    case 'remove':
      return {
        button: 'Remove from agency',
        title: `Remove ${name} from the agency?`,
        text: `${name} is logged out and leaves the agency; their reports stay. You can invite them again later.`,
        done: `${name} was removed from the agency.`,
      };
    case 'unlock':
      return {
        button: 'Unlock',
        title: `Unlock ${name}?`,
        text: `The account was locked after repeated failed logins. ${name} can log in again once it is unlocked.`,
        done: `${name} can log in again.`,
      };
    case 'reset-two-step':
      return {
        button: 'Reset two-step',
        title: `Reset two-step verification for ${name}?`,
        text: `Use this when ${name} lost their authenticator app. Their codes and recovery codes stop working; they log in with their password and set up two-step verification again.`,
        done: `Two-step verification was reset for ${name}.`,
      };
  }
}
