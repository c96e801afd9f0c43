import { AVATAR_TYPES, avatarIssue } from '@fieldbook/domain';
import { ImageField } from '../image-field.tsx';

interface AvatarFieldProps {
  /** Where the saved avatar is served, or null. */
  currentUrl: string | null;
  /** A chosen image not yet uploaded; null to keep; 'remove' to remove the saved one. */
  choice: File | 'remove' | null;
  onChange: (choice: File | 'remove' | null) => void;
  /** A message from the server about the upload. */
  error?: string | undefined;
  isDisabled: boolean;
}

/** The group avatar: PNG, JPEG or WebP up to 1 MB, checked by its content before it is kept, with a preview. */
export function AvatarField({ currentUrl, choice, onChange, error, isDisabled }: AvatarFieldProps) {
  const file = choice instanceof File ? choice : null;
  const savedUrl = choice === 'remove' ? null : currentUrl;
  return (
    <ImageField
      label="Avatar (optional)"
      alt="Group avatar"
      accept={AVATAR_TYPES}
      issueOf={avatarIssue}
      savedUrl={savedUrl}
      file={file}
      onChoose={onChange}
      onRemove={file || savedUrl ? () => onChange(currentUrl ? 'remove' : null) : undefined}
      error={error}
      isDisabled={isDisabled}
      className="avatar-field"
      imageClassName="group-avatar group-avatar-large"
    />
  );
}
