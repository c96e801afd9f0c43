import { BADGE_CONTENT_TYPES, badgeIssue } from '@fieldbook/domain';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
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
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file) ?? currentUrl;

  async function handleChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const issue = badgeIssue(new Uint8Array(await chosen.arrayBuffer()));
    setError(issue);
    onChange(issue ? null : chosen);
  }

  return (
    <div className="field badge-field">
      <span className="badge-field-label" id={`${id}-label`}>
        Badge (optional)
      </span>
      <div className="badge-field-row">
        {preview ? (
          <img className="badge-preview" src={preview} alt="Agency badge" />
        ) : (
          <span className="badge-placeholder" aria-hidden="true" />
        )}
        <div className="badge-field-actions">
          <input
            id={`${id}-input`}
            className="visually-hidden"
            type="file"
            accept={BADGE_CONTENT_TYPES.join(',')}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={isDisabled}
            onChange={handleChoose}
          />
          <label htmlFor={`${id}-input`} className={`button button-secondary${isDisabled ? ' is-disabled' : ''}`}>
            {preview ? 'Change image' : 'Choose image'}
          </label>
          {file ? (
            <button type="button" className="button button-secondary" onClick={() => onChange(null)} disabled={isDisabled}>
              Remove image
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        PNG, JPEG or WebP, up to 1 MB.
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An object URL for the file while it is shown, revoked after. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
