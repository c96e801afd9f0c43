import type { GroupView } from '@fieldbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../accounts/current-user-context.ts';
import { GroupSupervisorsDialog } from '../../review/group-supervisors-dialog.tsx';
import { isReviewOn } from '../../review/review-format.ts';
import { CATALOG_KEYS, deleteGroup, groupsQueryOptions } from './catalog.api.ts';
import { CatalogList } from './catalog-list.tsx';
import { GroupDialog } from './group-dialog.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useDeleteEntry } from './use-delete-entry.tsx';
import { useQueryFailureRoute } from './use-failure-route.ts';

/** Agency groups (units): name, acronym and avatar; analytics filters by them. */
export function GroupsSection() {
  const queryClient = useQueryClient();
  const groups = useQuery(groupsQueryOptions());
  useQueryFailureRoute(groups.error);
  const [editing, setEditing] = useState<{ group: GroupView | null } | null>(null);
  const [status, setStatus] = useState('');
  // Supervisor review (issue 25): who reviews each group's reports, only while the agency has review on.
  const isReviewShown = isReviewOn(useCurrentUser());
  const [supervising, setSupervising] = useState<GroupView | null>(null);
  const remove = useDeleteEntry<GroupView>({
    kind: 'group',
    queryKey: CATALOG_KEYS.groups,
    remove: deleteGroup,
    text: 'Reports filed by its members stay as they are.',
    onDeleted: (group) => setStatus(`Group '${group.name}' deleted.`),
  });
  const list = groups.data ?? [];

  async function handleSaved(group: GroupView) {
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: CATALOG_KEYS.groups });
    setStatus(`Group '${group.name}' saved.`);
  }

  async function handleSupervisorsSaved(group: GroupView) {
    setSupervising(null);
    await queryClient.invalidateQueries({ queryKey: CATALOG_KEYS.groups });
    setStatus(`Supervisors of '${group.name}' saved.`);
  }

  return (
    <SectionFrame
      section="groups"
      title="Groups"
      description="Groups gather the agency's units, each with a name, an acronym and an avatar."
      status={status}
      action={
        <button type="button" className="button button-primary" onClick={() => setEditing({ group: null })}>
          New Group
        </button>
      }
    >
      <CatalogList
        kind="group"
        label="Agency groups"
        isLoading={groups.isPending}
        emptyText="No groups yet."
        entries={list.map((group) => ({
          id: group.id,
          name: group.name,
          detail: group.acronym,
          visual: group.avatar_thumbnail_url ? (
            <img className="group-avatar" src={group.avatar_thumbnail_url} alt="" />
          ) : (
            <span className="group-avatar" aria-hidden="true">
              {group.acronym.slice(0, 3)}
            </span>
          ),
        }))}
        onEdit={(id) => setEditing({ group: list.find((group) => group.id === id) ?? null })}
        onDelete={(id) => {
          const group = list.find((candidate) => candidate.id === id);
          if (group) remove.ask(group);
        }}
        extraAction={
          isReviewShown ? { label: 'Supervisors', onPress: (id) => setSupervising(list.find((group) => group.id === id) ?? null) } : null
        }
      />
      {supervising ? (
        <GroupSupervisorsDialog
          group={supervising}
          onSaved={() => void handleSupervisorsSaved(supervising)}
          onCancel={() => setSupervising(null)}
        />
      ) : null}
      {editing ? <GroupDialog group={editing.group} onSaved={handleSaved} onCancel={() => setEditing(null)} /> : null}
      {remove.dialog}
    </SectionFrame>
  );
}
