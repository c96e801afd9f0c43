import type { TagView } from '@fieldbook/contract';
import { CATALOG_LIMITS, isHexColor, tagInputSchema } from '@fieldbook/domain';
import { useId, useState } from 'react';
import { saveTag } from './catalog.api.ts';
import { SettingsForm } from './settings-form.tsx';
import { TextField } from './text-field.tsx';
import { checkedBy, useSettingsSave } from './use-settings-save.ts';

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
  const { form, errors } = useSettingsSave({
    check: () => checkedBy(tagInputSchema.safeParse({ name, color })),
    save: (body: { name: string; color: string }) => saveTag(tag?.id ?? null, body),
    onSaved,
  });

  return (
    <SettingsForm dialog={{ onDismiss: onCancel }} title={tag ? 'Edit Tag' : 'New Tag'} {...form} onCancel={onCancel}>
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
    </SettingsForm>
  );
}
