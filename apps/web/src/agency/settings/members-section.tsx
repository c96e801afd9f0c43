import { hasPermission } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../accounts/current-user-context.ts';
import { InviteForm } from './members/invite-form.tsx';
import { membersQueryOptions } from './members/members.api.ts';
import { MembersTable } from './members/members-table.tsx';
import { PendingInvitations } from './members/pending-invitations.tsx';
import { useMemberChange } from './members/use-member-change.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useFailureRoute } from './use-failure-route.ts';
import './members/members.css';

/**
 * Settings 'members' (accounts.md §2.3, issue item 7): invite by e-mail, remove pending invitations, make managers
 * and officers, disable and enable access, unlock locked accounts, remove members. Actions the signed-in user may
 * not take are not shown; the server checks every one.
 */
export function MembersSection() {
  const me = useCurrentUser();
  const handleFailure = useFailureRoute();
  const [status, setStatus] = useState('');
  const members = useQuery(membersQueryOptions());
  const change = useMemberChange(setStatus);
  const canInvite = hasPermission(me.role, 'agency.members.manage');

  useEffect(() => {
    if (members.error) handleFailure(members.error);
  }, [members.error, handleFailure]);

  return (
    <SectionFrame
      section="members"
      title="Members"
      description="Invite your officers, choose your managers and decide who can use the agency."
      status={status}
    >
      {canInvite ? (
        <div className="members-invite">
          <h3 className="members-subtitle">Invite Members</h3>
          <InviteForm onDone={setStatus} />
          <PendingInvitations onDone={setStatus} />
        </div>
      ) : null}
      <h3 className="members-subtitle">Agency Members</h3>
      {members.data ? (
        <MembersTable members={members.data.items} onChange={change.ask} />
      ) : (
        <p className="settings-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      )}
      {change.dialog}
    </SectionFrame>
  );
}
