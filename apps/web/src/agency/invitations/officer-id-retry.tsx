import { ACCOUNT_MESSAGES, ERROR_CODES, isValidOfficerId } from '@fieldbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { meQueryKey, updateOfficerId } from '../../accounts/accounts.api.ts';
import { hasSession } from '../../accounts/session.ts';
import { TextField } from '../../accounts/text-field.tsx';
import { isUnreachable } from '../../offline/reference-cache.ts';
import { isHttpError } from '../../shell/http.ts';
import { readState, type UserIdErrorState } from '../../shell/route-state.ts';
import { acceptInvitation, acceptInvitationToken, myInvitationsQueryKey } from './invitations.api.ts';
import { clearPendingInvitation, readPendingInvitation } from './pending-invitation.ts';
import { useAcceptFailure } from './use-accept-failure.ts';

export const OFFICER_ID_STILL_TAKEN = 'This officer ID is also used in that agency. Please choose another one.';

/** The invitation to accept once the officer ID changed: the one kept from its link, or the one chosen from the list. */
type Invitation = { token: string } | { id: string };

/**
 * /user-id-error for a signed-in user whose invitation was refused with OFFICER_ID_ALREADY_EXISTS: choose another officer
 * ID (PUT /api/users/me/officer-id, the domain's officer ID rule), then accept the same invitation and enter the app.
 * Nothing is shown to anyone else (signed out, or no invitation waiting).
 */
export function OfficerIdRetry() {
  const { invitationId } = readState<UserIdErrorState>(useLocation().state);
  const [keptToken] = useState(readPendingInvitation);
  if (!hasSession()) return null;
  const invitation: Invitation | null = keptToken ? { token: keptToken } : invitationId ? { id: invitationId } : null;
  return invitation ? <OfficerIdRetryForm invitation={invitation} /> : null;
}

function OfficerIdRetryForm({ invitation }: { invitation: Invitation }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handleAcceptFailure = useAcceptFailure();
  const [officerId, setOfficerId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const join = useMutation({ mutationFn: changeAndAccept, onSuccess: handleJoined, onError: handleFailure });

  async function changeAndAccept(newOfficerId: string) {
    await updateOfficerId(newOfficerId);
    return 'token' in invitation ? acceptInvitationToken(invitation.token) : acceptInvitation(invitation.id);
  }

  async function handleJoined() {
    clearPendingInvitation();
    queryClient.removeQueries({ queryKey: myInvitationsQueryKey });
    // Read the user again before entering /app (its query is not mounted here), so /app sees the agency at once.
    await queryClient.invalidateQueries({ queryKey: meQueryKey, refetchType: 'all' });
    navigate('/app', { replace: true });
  }

  async function handleFailure(failure: Error) {
    if (isHttpError(failure) && failure.detail === ERROR_CODES.officerIdAlreadyExists) {
      setError(OFFICER_ID_STILL_TAKEN);
      return;
    }
    const fieldIssue = isHttpError(failure) ? failure.errors[0]?.message : undefined;
    if (fieldIssue) {
      setError(fieldIssue);
      return;
    }
    if (!isUnreachable(failure)) clearPendingInvitation();
    await handleAcceptFailure(failure, 'id' in invitation ? { invitationId: invitation.id } : {});
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (join.isPending) return;
    if (!isValidOfficerId(officerId)) {
      setError(ACCOUNT_MESSAGES.officerId);
      return;
    }
    setError(null);
    join.mutate(officerId);
  }

  return (
    <form className="officer-id-retry" onSubmit={handleSubmit} noValidate aria-labelledby="officer-id-retry-title">
      <h2 id="officer-id-retry-title" className="step-title">
        Choose another officer ID
      </h2>
      <p className="page-hint">Another member of the agency that invited you already uses your officer ID. Enter another one to join.</p>
      <TextField
        label="New officer ID"
        value={officerId}
        onChange={setOfficerId}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={officerId.trim() === '' || join.isPending}
        aria-busy={join.isPending}
      >
        {join.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Join Agency
      </button>
    </form>
  );
}
