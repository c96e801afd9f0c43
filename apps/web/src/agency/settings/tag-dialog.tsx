import type { TagView } from '@fieldbook/contract';
import { CATALOG_LIMITS, isHexColor, tagInputSchema } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ModalDialog } from '../../shell/modal-dialog.tsx';
import { saveTag } from './catalog.api.ts';
import { issuesByField } from './form-errors.ts';
import { SaveButton } from './save-button.tsx';
import { TextField } from './text-field.tsx';
import { useFormErrors } from './use-form-errors.ts';

export const DEFAULT_TAG_COLOR = '#1d5fa8';

interface TagDialogProps {
  /** The tag to edit, or null for a new one. */
  tag: TagView | null;
  onSaved: (tag: TagView) => void;
  onCancel: () => void;
}

/** New or edit tag: a name and a colour (#RRGGBB, typed or picked). */
export function TagDialog({ tag, onSaved, onCancel }: TagDialogProps) {
  const id = useId();
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState(tag?.color ?? DEFAULT_TAG_COLOR);
  const { formRef, errors, setErrors, showErrors, handleSaveError } = useFormErrors();
  const save = useMutation({
    mutationFn: (body: { name: string; color: string }) => saveTag(tag?.id ?? null, body),
    onSuccess: onSaved,
    onError: handleSaveError,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = tagInputSchema.safeParse({ name, color });
    if (!result.success) return showErrors(issuesByField(result.error.issues));
    setErrors({});
    save.mutate(result.data);
  }

  const title = tag ? 'Edit Tag' : 'New Tag';
  return (
    <ModalDialog className="modal settings-modal" labelledBy={`${id}-title`} onDismiss={onCancel}>
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={save.isPending}>
        <h2 id={`${id}-title`} className="modal-title">
          {title}
        </h2>
        <TextField
          id={`${id}-name`}
          label="Name"
          value={name}
          onChange={setName}
          error={errors.name}
          maxLength={CATALOG_LIMITS.tagNameMaxLength}
          autoComplete="off"
        />
        <div className="color-field">
          <TextField
            id={`${id}-color`}
            label="Color"
            value={color}
            onChange={setColor}
            error={errors.color}
            hint="Written as #RRGGBB, or pick it."
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
          />
          <input
            type="color"
            className="color-picker"
            aria-label="Pick a color"
            value={isHexColor(color) ? color.toLowerCase() : DEFAULT_TAG_COLOR}
            onChange={(event) => setColor(event.target.value)}
          />
        </div>
        <div className="modal-actions settings-modal-actions">
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </button>
          <SaveButton isSaving={save.isPending} />
        </div>
      </form>
    </ModalDialog>
  );
}
