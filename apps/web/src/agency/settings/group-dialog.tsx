import type { GroupView } from '@fieldbook/contract';
import { CATALOG_LIMITS, groupInputSchema } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ModalDialog } from '../../shell/modal-dialog.tsx';
import { AvatarField } from './avatar-field.tsx';
import { removeGroupAvatar, saveGroup, uploadGroupAvatar } from './catalog.api.ts';
import { issuesByField, serverFieldErrors } from './form-errors.ts';
import { SaveButton } from './save-button.tsx';
import { TextField } from './text-field.tsx';
import { useFormErrors } from './use-form-errors.ts';

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
  const { formRef, errors, setErrors, showErrors, handleSaveError } = useFormErrors();

  const save = useMutation({
    mutationFn: async (body: { name: string; acronym: string }): Promise<SaveResult> => {
      let saved = await saveGroup(group?.id ?? null, body);
      try {
        if (avatar instanceof File) saved = await uploadGroupAvatar(saved.id, avatar);
        else if (avatar === 'remove' && saved.avatar_thumbnail_url) saved = await removeGroupAvatar(saved.id);
        return { group: saved, avatarError: null };
      } catch (error) {
        return { group: saved, avatarError: error };
      }
    },
    onSuccess: ({ group: saved, avatarError }) => {
      if (!avatarError) return onSaved(saved);
      setGroup(saved);
      setAvatar(null);
      setErrors({ avatar: serverFieldErrors(avatarError)?.data ?? AVATAR_UPLOAD_FAILED });
    },
    onError: handleSaveError,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = groupInputSchema.safeParse({ name, acronym });
    if (!result.success) return showErrors(issuesByField(result.error.issues));
    setErrors({});
    save.mutate(result.data);
  }

  const isSaved = group !== null && group !== initial;
  const handleClose = isSaved ? () => onSaved(group) : onCancel;

  return (
    <ModalDialog className="modal settings-modal" labelledBy={`${id}-title`} onDismiss={handleClose}>
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={save.isPending}>
        <h2 id={`${id}-title`} className="modal-title">
          {initial ? 'Edit Group' : 'New Group'}
        </h2>
        <TextField
          id={`${id}-name`}
          label="Name"
          value={name}
          onChange={setName}
          error={errors.name}
          maxLength={CATALOG_LIMITS.nameMaxLength}
          autoComplete="off"
        />
        <TextField
          id={`${id}-acronym`}
          label="Acronym"
          value={acronym}
          onChange={setAcronym}
          error={errors.acronym}
          maxLength={CATALOG_LIMITS.acronymMaxLength}
          autoComplete="off"
        />
        <AvatarField
          currentUrl={group?.avatar_thumbnail_url ?? null}
          choice={avatar}
          onChange={setAvatar}
          error={errors.avatar}
          isDisabled={save.isPending}
        />
        <div className="modal-actions settings-modal-actions">
          <button type="button" className="button button-secondary" onClick={handleClose} disabled={save.isPending}>
            {isSaved ? 'Close' : 'Cancel'}
          </button>
          <SaveButton isSaving={save.isPending} />
        </div>
      </form>
    </ModalDialog>
  );
}
