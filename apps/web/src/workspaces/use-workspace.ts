import type { WorkspaceView } from '@fieldbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorDestination } from '../shell/error-routing.ts';
import { isHttpError } from '../shell/http.ts';
import { workspaceQueryOptions } from './workspaces.api.ts';

/**
 * The workspace of /app/{area}/workspaces/{workspaceId}: another agency's or a deleted one (404) leads to
 * /action-not-available, one not shared with the user (403) to /action-not-allowed.
 */
export function useWorkspace(): WorkspaceView | undefined {
  const { workspaceId = '' } = useParams();
  const navigate = useNavigate();
  const workspace = useQuery(workspaceQueryOptions(workspaceId));
  useEffect(() => {
    if (!workspace.error) return;
    if (isHttpError(workspace.error) && workspace.error.status === 404) {
      navigate('/action-not-available', { replace: true });
      return;
    }
    const destination = errorDestination(workspace.error);
    if (destination) navigate(destination.to, { replace: true, state: destination.state });
  }, [workspace.error, navigate]);
  return workspace.data;
}
