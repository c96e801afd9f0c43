import type { MemberView } from '@fieldbook/contract';
import { hasPermission, type Role } from '@fieldbook/domain';

/** What the signed-in user may do to a member; the server checks the same on every change. */
export interface MemberAbilities {
  canChangeRole: boolean;
  canChangeAccess: boolean;
  canRemove: boolean;
  canUnlock: boolean;
  /** Remove the member's two-step verification (a lost phone), when they have it: rank rules as for access. */
  canResetTwoStep: boolean;
}

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
  };
}

/** A change that asks first: what it is called and what the dialog says. */
export type MemberChange =
  | { kind: 'role'; role: 'manager' | 'officer' }
  | { kind: 'access'; isActive: boolean }
  | { kind: 'remove' }
  | { kind: 'unlock' }
  | { kind: 'reset-two-step' };

export interface ChangeWords {
  button: string;
  title: string;
  text: string;
  done: string;
}

export function changeWords(change: MemberChange, member: Pick<MemberView, 'name'>): ChangeWords {
  const { name } = member;
  switch (change.kind) {
    case 'role':
      return change.role === 'manager'
        ? {
            button: 'Make manager',
            title: `Make ${name} a manager?`,
            text: 'Managers can invite and manage members and read and amend every report of the agency.',
            done: `${name} is now a manager.`,
          }
        : {
            button: 'Make officer',
            title: `Make ${name} an officer?`,
            text: 'Officers create reports and read and amend their own.',
            done: `${name} is now an officer.`,
          };
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
