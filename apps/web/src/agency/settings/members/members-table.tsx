import type { MemberView } from '@fieldbook/contract';
import { useCurrentUser } from '../../../accounts/current-user-context.ts';
import { isDojAgency } from '../../../doj-submissions/doj-format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../shell/use-media-query.ts';
import { DojGrantCheckbox } from './doj-grant-checkbox.tsx';
import { changeWords, type MemberChange, memberAbilities, otherRoles } from './member-actions.ts';

const ROLE_LABELS: Record<string, string> = { owner: 'Owner', manager: 'Manager', supervisor: 'Supervisor', officer: 'Officer' };

interface MembersTableProps {
  members: readonly MemberView[];
  onChange: (member: MemberView, change: MemberChange) => void;
}

/**
 * The agency's members: role, access and lock, with the actions the signed-in user may take on each. A table from
 * 600 px up; on a phone a list of cards, so nothing scrolls sideways at 360 px.
 */
export function MembersTable({ members, onChange }: MembersTableProps) {
  const me = useCurrentUser();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const rows = members.map((member) => ({
    member,
    isSelf: member.id === me.id,
    actions: actionsOn(me, member),
    // Issue 26: the DOJ submission exists for California agencies only.
    canGrantDoj: isDojAgency(me) && memberAbilities(me, member).canGrantDojSubmission,
    onChange: (change: MemberChange) => onChange(member, change),
  }));

  if (isPhone) {
    return (
      <ul className="member-cards" aria-label="Agency members">
        {rows.map((row) => (
          <li key={row.member.id} className={`member-card${row.member.is_active ? '' : ' is-disabled'}`}>
            <MemberIdentity member={row.member} isSelf={row.isSelf} />
            <dl className="member-facts">
              <div>
                <dt>Officer ID</dt>
                <dd>{row.member.officer_id}</dd>
              </div>
              <div>
                <dt>Role</dt>
                <dd>{ROLE_LABELS[row.member.role.name] ?? row.member.role.name}</dd>
              </div>
              <div>
                <dt>Access</dt>
                <dd>
                  <MemberAccess member={row.member} />
                </dd>
              </div>
            </dl>
            <MemberActions member={row.member} actions={row.actions} onChange={row.onChange} />
            {row.canGrantDoj ? <DojGrantCheckbox member={row.member} /> : null}
          </li>
        ))}
      </ul>
    );
  }

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
          {rows.map((row) => (
            <tr key={row.member.id} className={row.member.is_active ? undefined : 'is-disabled'}>
              <th scope="row">
                <MemberIdentity member={row.member} isSelf={row.isSelf} />
              </th>
              <td>{row.member.officer_id}</td>
              <td>{ROLE_LABELS[row.member.role.name] ?? row.member.role.name}</td>
              <td>
                <MemberAccess member={row.member} />
              </td>
              <td className="member-actions-cell">
                <MemberActions member={row.member} actions={row.actions} onChange={row.onChange} />
                {row.canGrantDoj ? <DojGrantCheckbox member={row.member} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function actionsOn(me: ReturnType<typeof useCurrentUser>, member: MemberView): MemberChange[] {
  const can = memberAbilities(me, member);
  const actions: MemberChange[] = [];
  if (can.canUnlock) actions.push({ kind: 'unlock' });
  if (can.canResetTwoStep) actions.push({ kind: 'reset-two-step' });
  if (can.canChangeRole) for (const role of otherRoles(member.role.name)) actions.push({ kind: 'role', role });
  if (can.canChangeAccess) actions.push({ kind: 'access', isActive: !member.is_active });
  if (can.canRemove) actions.push({ kind: 'remove' });
  return actions;
}

/** An e-mail may wrap before its '@' (never inside a word), so a long one does not squeeze its column. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function MemberIdentity({ member, isSelf }: { member: MemberView; isSelf: boolean }) {
  return (
    <>
      <span className="member-name">
        {member.name}
        {isSelf ? ' (you)' : ''}
      </span>
      <span className="member-email">
        <EmailText email={member.email} />
      </span>
    </>
  );
}

function MemberAccess({ member }: { member: MemberView }) {
  return (
    <>
      {member.is_active ? 'Active' : 'Disabled'}
      {member.is_locked ? <span className="member-badge">Locked</span> : null}
      {member.has_two_step ? <span className="member-badge">Two-step</span> : null}
    </>
  );
}

function MemberActions({
  member,
  actions,
  onChange,
}: {
  member: MemberView;
  actions: MemberChange[];
  onChange: (change: MemberChange) => void;
}) {
  if (actions.length === 0) return null;
  return (
    <div className="member-actions">
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
    </div>
  );
}
