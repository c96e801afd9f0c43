import type { UserInvitationView } from '@fieldbook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { meQueryKey } from '../../accounts/accounts.api.ts';
import { errorDestination } from '../../shell/error-routing.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { acceptInvitation, myInvitationsQueryOptions } from './invitations.api.ts';
import { clearPendingInvitation } from './pending-invitation.ts';
import { useAcceptFailure } from './use-accept-failure.ts';
import './invitations.css';

export const NO_INVITATIONS_TITLE = 'You have no pending invitations.';
export const NO_INVITATIONS_TEXT = 'Your agency administrator will invite you soon.';

/** /app/user-invitations (accounts.md §2.3, §4): the agencies that invited the user; accepting one declines the rest and goes to /app. */
export default function UserInvitationsPage() {
  usePageTitle('Agency Invitations');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitations = useQuery(myInvitationsQueryOptions());
  const handleAcceptFailure = useAcceptFailure();
  const accept = useMutation({
    mutationFn: acceptInvitation,
    onSuccess: handleAccepted,
    onError: (error, invitationId) => handleAcceptFailure(error, { invitationId }),
  });

  async function handleAccepted() {
    clearPendingInvitation();
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    queryClient.removeQueries({ queryKey: myInvitationsQueryOptions().queryKey });
    navigate('/app', { replace: true });
  }

  useEffect(() => {
    if (!invitations.error) return;
    const destination = errorDestination(invitations.error);
    if (destination) navigate(destination.to, { replace: true, state: destination.state });
  }, [invitations.error, navigate]);

  if (!invitations.data) return <PageLoading />;
  const items = invitations.data.items;
  return (
    <section className="page user-invitations" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Agency Invitations
      </h1>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{NO_INVITATIONS_TITLE}</p>
          <p>{NO_INVITATIONS_TEXT}</p>
        </div>
      ) : (
        <>
          <p className="page-hint">Accept the invitation of your agency. Accepting one declines the others.</p>
          <ul className="invitation-list">
            {items.map((invitation) => (
              <InvitationCard
                key={invitation.id}
                invitation={invitation}
                isAccepting={accept.isPending && accept.variables === invitation.id}
                isDisabled={accept.isPending || accept.isSuccess}
                onAccept={() => accept.mutate(invitation.id)}
              />
            ))}
          </ul>
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {accept.isPending ? 'Accepting the invitation…' : ''}
      </p>
    </section>
  );
}

interface InvitationCardProps {
  invitation: UserInvitationView;
  isAccepting: boolean;
  isDisabled: boolean;
  onAccept: () => void;
}

function InvitationCard({ invitation, isAccepting, isDisabled, onAccept }: InvitationCardProps) {
  const titleId = `invitation-${invitation.id}`;
  return (
    <li className="invitation-card" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="invitation-agency">
          {invitation.agency_name}
        </h2>
        {invitation.invited_by_name ? <p className="page-hint">Invited by {invitation.invited_by_name}</p> : null}
      </div>
      <button
        type="button"
        className="button button-primary"
        onClick={onAccept}
        disabled={isDisabled}
        aria-busy={isAccepting}
        aria-describedby={titleId}
      >
        {isAccepting ? <span className="spinner" aria-hidden="true" /> : null}
        Accept Invitation
      </button>
    </li>
  );
}
