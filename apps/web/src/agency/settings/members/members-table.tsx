import type { MemberView } from '@fieldbook/contract';
import { useCurrentUser } from '../../../accounts/current-user-context.ts';
import { changeWords, type MemberChange, memberAbilities } from './member-actions.ts';

const ROLE_LABELS: Record<string, string> = { owner: 'Owner', manager: 'Manager', officer: 'Officer' };

interface MembersTableProps {
  members: readonly MemberView[];
  onChange: (member: MemberView, change: MemberChange) => void;
}

/** The agency's members: role, access and lock, with the actions the signed-in user may take on each. */
export function MembersTable({ members, onChange }: MembersTableProps) {
  const me = useCurrentUser();
  return (
    <div className="members-table-wrap">
      <table className="members-table">
        <caption className="visually-hidden">Agency members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Officer ID</th>
            <th scope="col">Role</th>
            <th scope="col">Access</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <MemberRow key={member.id} member={member} isSelf={member.id === me.id} onChange={(change) => onChange(member, change)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MemberRow({ member, isSelf, onChange }: { member: MemberView; isSelf: boolean; onChange: (change: MemberChange) => void }) {
  const me = useCurrentUser();
  const can = memberAbilities(me, member);
  const actions: MemberChange[] = [];
  if (can.canUnlock) actions.push({ kind: 'unlock' });
  if (can.canChangeRole) actions.push({ kind: 'role', role: member.role.name === 'manager' ? 'officer' : 'manager' });
  if (can.canChangeAccess) actions.push({ kind: 'access', isActive: !member.is_active });
  if (can.canRemove) actions.push({ kind: 'remove' });
  return (
    <tr className={member.is_active ? undefined : 'is-disabled'}>
      <th scope="row">
        <span className="member-name">
          {member.name}
          {isSelf ? ' (you)' : ''}
        </span>
        <span className="member-email">{member.email}</span>
      </th>
      <td>{member.officer_id}</td>
      <td>{ROLE_LABELS[member.role.name] ?? member.role.name}</td>
      <td>
        {member.is_active ? 'Active' : 'Disabled'}
        {member.is_locked ? <span className="member-badge">Locked</span> : null}
      </td>
      <td className="member-actions">
        {actions.map((change) => {
          const { button } = changeWords(change, member);
          return (
            <button
              key={button}
              type="button"
              className="button button-secondary"
              aria-label={`${button}: ${member.name}`}
              onClick={() => onChange(change)}
            >
              {button}
            </button>
          );
        })}
      </td>
    </tr>
  );
}
