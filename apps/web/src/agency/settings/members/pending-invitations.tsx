import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pendingInvitationsQueryKey, pendingInvitationsQueryOptions, removeInvitations } from '../../onboarding/member-invitations.api.ts';
import { useFailureRoute } from '../use-failure-route.ts';

/** The invitations nobody has accepted yet, each with Remove (its link stops working). */
export function PendingInvitations({ onDone }: { onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const handleFailure = useFailureRoute();
  const invitations = useQuery(pendingInvitationsQueryOptions());
  const remove = useMutation({
    mutationFn: (email: string) => removeInvitations([email]),
    async onSuccess(_result, email) {
      await queryClient.invalidateQueries({ queryKey: pendingInvitationsQueryKey });
      onDone(`Invitation to ${email} removed.`);
    },
    onError: handleFailure,
  });

  useEffect(() => {
    if (invitations.error) handleFailure(invitations.error);
  }, [invitations.error, handleFailure]);

  if (invitations.isPending) {
    return (
      <p className="settings-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading…
      </p>
    );
  }
  const items = invitations.data?.items ?? [];
  return (
    <div className="pending-invitations">
      <h3 className="members-subtitle">Pending Invitations</h3>
      {items.length === 0 ? (
        <p className="empty-state">No pending invitations.</p>
      ) : (
        <ul className="catalog-list" aria-label="Pending invitations">
          {items.map((invitation) => {
            const isRemoving = remove.isPending && remove.variables === invitation.email;
            return (
              <li key={invitation.id} className="catalog-item">
                <span className="catalog-item-text">
                  <span className="catalog-item-name">{invitation.email}</span>
                  <span className="catalog-item-detail">{invitation.status}</span>
                </span>
                <span className="catalog-item-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Remove invitation to ${invitation.email}`}
                    onClick={() => remove.mutate(invitation.email)}
                    disabled={remove.isPending}
                    aria-busy={isRemoving}
                  >
                    {isRemoving ? <span className="spinner" aria-hidden="true" /> : null}
                    Remove
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
