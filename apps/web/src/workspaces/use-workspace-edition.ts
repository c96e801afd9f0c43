import type { WorkspaceView } from '@fieldbook/contract';
import { useQuery } from '@tanstack/react-query';
import { subscriptionsSummaryQueryOptions, workspacesQueryOptions } from './workspaces.api.ts';

export interface WorkspaceEdition {
  /** The summary is still loading: the index waits rather than redirecting too early. */
  isPending: boolean;
  /** appPlan.nexus is set: the agency has the workspace edition (accounts.md §2.3). */
  hasEdition: boolean;
  /** The workspaces the user may see, sorted by name (empty without the edition). */
  workspaces: WorkspaceView[];
}

/** Whether the agency has the workspace edition, and the workspaces this user may open. */
export function useWorkspaceEdition(): WorkspaceEdition {
  const summary = useQuery(subscriptionsSummaryQueryOptions());
  const hasEdition = Boolean(summary.data?.appPlan.nexus);
  const workspaces = useQuery({ ...workspacesQueryOptions(), enabled: hasEdition });
  return {
    isPending: summary.isPending || (hasEdition && workspaces.isPending),
    hasEdition,
    workspaces: sortByLabel(workspaces.data ?? []),
  };
}

/** Workspace links are sorted by label (accounts.md §2.4). */
export function sortByLabel<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
