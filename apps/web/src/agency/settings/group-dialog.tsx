import type { GroupView } from '@fieldbook/contract';
import { groupInputSchema } from '@fieldbook/domain';
import { useId, useState } from 'react';
import { AvatarField } from './avatar-field.tsx';
import { removeGroupAvatar, saveGroup, uploadGroupAvatar } from './catalog.api.ts';
import { CatalogNameFields } from './catalog-name-fields.tsx';
import { serverFieldErrors } from './form-errors.ts';
import { SettingsForm } from './settings-form.tsx';
import { checkedBy, useSettingsSave } from './use-settings-save.ts';

export const AVATAR_UPLOAD_FAILED = 'The group was saved, but its image could not be uploaded. Choose it again or try later.';

interface GroupDialogProps {
  group: GroupView | null;
  onSaved: (group: GroupView) => void;
  onCancel: () => void;
}

type SaveResult = { group: GroupView; avatarError: unknown | null };

/** New or edit group: name, acronym and an optional avatar image. */
export function GroupDialog({ group: initial, onSaved, onCancel }: GroupDialogProps) {
  const id = useId();
  // Once saved (an avatar that failed to upload), the dialog keeps editing the saved group.
  const [group, setGroup] = useState(initial);
  const [name, setName] = useState(initial?.name ?? '');
  const [acronym, setAcronym] = useState(initial?.acronym ?? '');
  const [avatar, setAvatar] = useState<File | 'remove' | null>(null);
  const { form, errors, setErrors } = useSettingsSave({
    check: () => checkedBy(groupInputSchema.safeParse({ name, acronym })),
    save: async (body: { name: string; acronym: string }): Promise<SaveResult> => {
      let saved = await saveGroup(group?.id ?? null, body);
      try {
        if (avatar instanceof File) saved = await uploadGroupAvatar(saved.id, avatar);
        else if (avatar === 'remove' && saved.avatar_thumbnail_url) saved = await removeGroupAvatar(saved.id);
        return { group: saved, avatarError: null };
      } catch (error) {
        return { group: saved, avatarError: error };
      }
    },
    onSaved: ({ group: saved, avatarError }) => {
      if (!avatarError) return onSaved(saved);
      setGroup(saved);
      setAvatar(null);
      setErrors({ avatar: serverFieldErrors(avatarError)?.data ?? AVATAR_UPLOAD_FAILED });
    },
  });

  const isSaved = group !== null && group !== initial;
  const handleClose = isSaved ? () => onSaved(group) : onCancel;

  return (
    <SettingsForm
      dialog={{ onDismiss: handleClose }}
      title={initial ? 'Edit Group' : 'New Group'}
      {...form}
      onCancel={handleClose}
      cancelLabel={isSaved ? 'Close' : 'Cancel'}
    >
      <CatalogNameFields id={id} name={name} acronym={acronym} onNameChange={setName} onAcronymChange={setAcronym} errors={errors} />
      <AvatarField
        currentUrl={group?.avatar_thumbnail_url ?? null}
        choice={avatar}
        onChange={setAvatar}
        error={errors.avatar}
        isDisabled={form.isSaving}
      />
    </SettingsForm>
  );
}
