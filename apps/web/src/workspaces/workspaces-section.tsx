import type { WorkspaceView } from '@fieldbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CatalogList } from '../agency/settings/catalog-list.tsx';
import { SectionFrame } from '../agency/settings/section-frame.tsx';
import { useDeleteEntry } from '../agency/settings/use-delete-entry.tsx';
import { useQueryFailureRoute } from '../agency/settings/use-failure-route.ts';
import { WorkspaceDialog } from './workspace-dialog.tsx';
import { deleteWorkspace, WORKSPACE_KEYS, workspacesQueryOptions } from './workspaces.api.ts';
import './workspaces.css';

const describe = (workspace: WorkspaceView) => {
  const shared = workspace.members.length;
  return shared === 0 ? 'Owners and managers only' : `Shared with ${shared} ${shared === 1 ? 'member' : 'members'}`;
};

/** Settings > Workspaces (accounts.md §2.3): create, rename, change, share and delete the agency's workspaces. */
export function WorkspacesSection() {
  const queryClient = useQueryClient();
  const workspaces = useQuery(workspacesQueryOptions());
  useQueryFailureRoute(workspaces.error);
  const [editing, setEditing] = useState<{ workspace: WorkspaceView | null } | null>(null);
  const [status, setStatus] = useState('');
  const remove = useDeleteEntry<WorkspaceView>({
    kind: 'workspace',
    queryKey: WORKSPACE_KEYS.list,
    remove: deleteWorkspace,
    text: 'Its reports stay; members lose its lists and dashboard.',
    onDeleted: (workspace) => setStatus(`Workspace '${workspace.name}' deleted.`),
  });
  const list = workspaces.data ?? [];

  async function handleSaved(workspace: WorkspaceView) {
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: WORKSPACE_KEYS.list });
    queryClient.setQueryData(WORKSPACE_KEYS.one(workspace.id), workspace);
    setStatus(`Workspace '${workspace.name}' saved.`);
  }

  return (
    <SectionFrame
      section="workspaces"
      title="Workspaces"
      description="A workspace is a named view of the agency's reports, by areas, groups, tags, contact types and officers, shared with chosen members."
      status={status}
      action={
        <button type="button" className="button button-primary" onClick={() => setEditing({ workspace: null })}>
          New Workspace
        </button>
      }
    >
      <CatalogList
        kind="workspace"
        label="Agency workspaces"
        isLoading={workspaces.isPending}
        emptyText="No workspaces yet."
        entries={list.map((workspace) => ({ id: workspace.id, name: workspace.name, detail: describe(workspace) }))}
        onEdit={(id) => setEditing({ workspace: list.find((workspace) => workspace.id === id) ?? null })}
        onDelete={(id) => {
          const workspace = list.find((candidate) => candidate.id === id);
          if (workspace) remove.ask(workspace);
        }}
      />
      {editing ? <WorkspaceDialog workspace={editing.workspace} onSaved={handleSaved} onCancel={() => setEditing(null)} /> : null}
      {remove.dialog}
    </SectionFrame>
  );
}
