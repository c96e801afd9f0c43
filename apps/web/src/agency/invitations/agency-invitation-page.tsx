import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorDestination } from '../../shell/error-routing.ts';
import { isHttpError } from '../../shell/http.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import type { RegistrationInvitationState } from '../../shell/route-state.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { fetchInvitationByToken } from './invitations.api.ts';
import { savePendingInvitation } from './pending-invitation.ts';

const NOT_AVAILABLE = '/action-not-available';

/**
 * /agency-invitation?invite= (accounts.md §2.1): validates the link, keeps its token for the next load of /app,
 * and opens registration with the invitation (role Member, e-mail locked, step 2). A used, removed, expired or
 * malformed link is no longer available.
 */
export default function AgencyInvitationPage() {
  usePageTitle('Agency Invitation');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('invite')?.trim() ?? '';
  const lookup = useQuery({
    queryKey: ['invitations', 'by-token', token],
    queryFn: ({ signal }) => fetchInvitationByToken(token, signal),
    enabled: token !== '',
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (lookup.data) {
      savePendingInvitation(token);
      const state: RegistrationInvitationState = {
        invitation: { token, email: lookup.data.email, agency_name: lookup.data.agency_name },
      };
      navigate('/registration', { replace: true, state });
      return;
    }
    if (!lookup.error) return;
    const error = lookup.error;
    // Any refusal of the link itself (400: used, removed, expired or not a token) means it is no longer available.
    if (isHttpError(error) && (error.status === 400 || error.status === 404)) {
      navigate(NOT_AVAILABLE, { replace: true });
      return;
    }
    const destination = errorDestination(error);
    if (destination) navigate(destination.to, { replace: true, state: destination.state });
  }, [lookup.data, lookup.error, navigate, token]);

  if (token === '') return <Navigate to={NOT_AVAILABLE} replace />;
  return <PageLoading />;
}
