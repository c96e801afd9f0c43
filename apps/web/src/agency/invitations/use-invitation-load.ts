import type { MeResponse } from '@fieldbook/contract';
import { ERROR_CODES } from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { meQueryKey } from '../../accounts/accounts.api.ts';
import { isUnreachable } from '../../offline/reference-cache.ts';
import { isHttpError } from '../../shell/http.ts';
import { useOnline } from '../../shell/use-online.ts';
import { acceptInvitationToken, myInvitationsQueryOptions } from './invitations.api.ts';
import { clearPendingInvitation, readPendingInvitation } from './pending-invitation.ts';
import { useAcceptFailure } from './use-accept-failure.ts';

export const USER_INVITATIONS_PATH = '/app/user-invitations';

/** The invited non-owner role before it joins an agency (accounts.md §1). */
export function isInvitedWithoutAgency(me: MeResponse): boolean {
  return me.role.name === 'invited' && me.agency_id === null;
}

/**
 * Step 1 of 'Load of /app' (accounts.md §4) for the invited role with no agency: accept the invitation kept from its
 * link (then forget it and reload the user, landing in the agency), or list the pending invitations and go to
 * /app/user-invitations when there are some. A kept link that is no longer usable is forgotten and the list decides.
 * Runs once per user and load; answers true while it runs.
 */
export function useInvitationLoad(me: MeResponse): boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handleAcceptFailure = useAcceptFailure();
  const isOnline = useOnline();
  // Offline the invited role goes to /no-connection (RequireUser); the sequence runs once back online.
  const shouldRun = isInvitedWithoutAgency(me) && isOnline;
  const { pathname } = useLocation();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  // Where the sequence sent the user: the page stays 'loading' until the router got there, so the page asked for
  // (the landing redirect of /app) does not render in between and move elsewhere.
  const [movingTo, setMovingTo] = useState<string | null>(null);
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (movingTo !== null && pathname === movingTo) setMovingTo(null);
  }, [movingTo, pathname]);

  useEffect(() => {
    if (!shouldRun || startedFor.current === me.id) return;
    startedFor.current = me.id;

    async function acceptKeptInvitation(token: string): Promise<'accepted' | 'unusable' | 'failed'> {
      try {
        await acceptInvitationToken(token);
        clearPendingInvitation();
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        setMovingTo('/app');
        await navigate('/app', { replace: true });
        return 'accepted';
      } catch (error) {
        // Offline or a server failure says nothing about the invitation: keep it for the next load.
        if (isUnreachable(error)) return 'unusable';
        // A taken officer ID keeps it too: /user-id-error accepts it once the user chose another officer ID.
        if (!isHttpError(error) || error.detail !== ERROR_CODES.officerIdAlreadyExists) clearPendingInvitation();
        if (isHttpError(error) && error.detail === ERROR_CODES.actionNoLongerPossible) return 'unusable';
        // The page stays 'loading' until the router left /app, so the landing redirect cannot override the error page.
        await handleAcceptFailure(error, { onLeave: setMovingTo });
        return 'failed';
      }
    }

    async function run() {
      const token = readPendingInvitation();
      const outcome = token ? await acceptKeptInvitation(token) : 'unusable';
      if (outcome === 'unusable') {
        try {
          const invitations = await queryClient.fetchQuery(myInvitationsQueryOptions());
          if (invitations.items.length > 0) {
            setMovingTo(USER_INVITATIONS_PATH);
            await navigate(USER_INVITATIONS_PATH, { replace: true });
          }
        } catch {
          // Without the list (offline, a server failure) the user still reaches the officer's onboarding screen.
        }
      }
      setDoneFor(me.id);
    }
    void run();
  }, [shouldRun, me.id, navigate, queryClient, handleAcceptFailure]);

  return (shouldRun && doneFor !== me.id) || (movingTo !== null && pathname !== movingTo);
}
