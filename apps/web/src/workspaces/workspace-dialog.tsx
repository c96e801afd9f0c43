import type { WorkspaceRequest, WorkspaceView } from '@fieldbook/contract';
import { WORKSPACE_CONTACT_TYPES, WORKSPACE_NAME_MAX, workspaceDefinitionSchema } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { areasQueryOptions, groupsQueryOptions, tagsQueryOptions } from '../agency/settings/catalog.api.ts';
import { membersQueryOptions } from '../agency/settings/members/members.api.ts';
import { SettingsForm } from '../agency/settings/settings-form.tsx';
import { TextField } from '../agency/settings/text-field.tsx';
import { checkedBy, useSettingsSave } from '../agency/settings/use-settings-save.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { saveWorkspace } from './workspaces.api.ts';

type Lists = Pick<WorkspaceView, 'areas' | 'groups' | 'tags' | 'officers' | 'contact_types' | 'members'>;
const EMPTY: Lists = { areas: [], groups: [], tags: [], officers: [], contact_types: [], members: [] };
const listsOf = ({ areas, groups, tags, officers, contact_types, members }: WorkspaceView): Lists => ({
  areas,
  groups,
  tags,
  officers,
  contact_types,
  members,
});

interface WorkspaceDialogProps {
  workspace: WorkspaceView | null;
  onSaved: (workspace: WorkspaceView) => void;
  onCancel: () => void;
}

/** New or change a workspace (accounts.md §2.3): its name, what it shows, and who it is shared with. */
export function WorkspaceDialog({ workspace, onSaved, onCancel }: WorkspaceDialogProps) {
  const id = useId();
  const me = useCurrentUser();
  const [name, setName] = useState(workspace?.name ?? '');
  const [lists, setLists] = useState<Lists>(() => (workspace ? listsOf(workspace) : EMPTY));
  const areas = useQuery(areasQueryOptions(me.email));
  const groups = useQuery(groupsQueryOptions());
  const tags = useQuery(tagsQueryOptions(me.email));
  const members = useQuery(membersQueryOptions());
  const { form, errors } = useSettingsSave({
    check: () => checkedBy(workspaceDefinitionSchema.safeParse({ name, ...lists })),
    save: (body: WorkspaceRequest) => saveWorkspace(workspace?.id ?? null, body),
    onSaved,
  });
  const people = (members.data?.items ?? []).map((member) => ({ id: member.id, label: member.name }));
  const set = (key: keyof Lists) => (selected: string[]) => setLists((current) => ({ ...current, [key]: selected }));

  return (
    <SettingsForm dialog={{ onDismiss: onCancel }} title={workspace ? 'Edit Workspace' : 'New Workspace'} {...form} onCancel={onCancel}>
      <TextField
        id={`${id}-name`}
        label="Name"
        value={name}
        onChange={setName}
        error={errors.name}
        maxLength={WORKSPACE_NAME_MAX}
        autoComplete="off"
      />
      <p className="field-hint">A workspace shows the reports that match every part you choose; leave a part empty to include all.</p>
      <CheckboxGroup
        legend="Areas"
        options={(areas.data ?? []).map((area) => ({ id: area.id, label: area.name }))}
        selected={lists.areas}
        onChange={set('areas')}
        error={errors.areas}
      />
      <CheckboxGroup
        legend="Groups"
        options={(groups.data ?? []).map((group) => ({ id: group.id, label: group.name }))}
        selected={lists.groups}
        onChange={set('groups')}
        error={errors.groups}
      />
      <CheckboxGroup
        legend="Tags"
        options={(tags.data ?? []).map((tag) => ({ id: tag.id, label: tag.name }))}
        selected={lists.tags}
        onChange={set('tags')}
        error={errors.tags}
      />
      <CheckboxGroup
        legend="Contact types"
        options={WORKSPACE_CONTACT_TYPES.filter((type) => me.agency?.contact_types.includes(type) ?? true).map((type) => ({
          id: type,
          label: type,
        }))}
        selected={lists.contact_types}
        onChange={set('contact_types')}
        error={errors.contact_types}
      />
      <CheckboxGroup legend="Officers" options={people} selected={lists.officers} onChange={set('officers')} error={errors.officers} />
      <CheckboxGroup
        legend="Shared with"
        hint="Owners and managers see every workspace."
        options={people}
        selected={lists.members}
        onChange={set('members')}
        error={errors.members}
      />
    </SettingsForm>
  );
}
