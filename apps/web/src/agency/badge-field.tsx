import { BADGE_CONTENT_TYPES, badgeIssue } from '@fieldbook/domain';
import { ImageField } from './image-field.tsx';
import './agency.css';

export interface BadgeFieldProps {
  /** Where the agency's saved badge is served, or null. */
  currentUrl: string | null;
  /** The image chosen and not yet uploaded, or null. */
  file: File | null;
  onChange: (file: File | null) => void;
  isDisabled?: boolean;
}

/**
 * The agency badge picker (optional): PNG, JPEG or WebP up to 1 MB, checked by its content before it is kept, with a
 * preview. The caller uploads the chosen file (the onboarding after the agency is saved; Settings on save).
 */
export function BadgeField({ currentUrl, file, onChange, isDisabled = false }: BadgeFieldProps) {
  return (
    <ImageField
      label="Badge (optional)"
      alt="Agency badge"
      accept={BADGE_CONTENT_TYPES}
      issueOf={badgeIssue}
      savedUrl={currentUrl}
      file={file}
      onChoose={onChange}
      onRefuse={() => onChange(null)}
      onRemove={file ? () => onChange(null) : undefined}
      isDisabled={isDisabled}
      className="badge-field"
      imageClassName="badge-image"
    />
  );
}
