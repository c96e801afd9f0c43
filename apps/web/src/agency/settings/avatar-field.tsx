import { AVATAR_TYPES, avatarIssue } from '@fieldbook/domain';
import { type ChangeEvent, useEffect, useId, useState } from 'react';

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
export function AvatarField({ currentUrl, choice, onChange, error: serverError, isDisabled }: AvatarFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const chosenUrl = useObjectUrl(choice instanceof File ? choice : null);
  const preview = choice === 'remove' ? null : (chosenUrl ?? currentUrl);
  const message = error ?? serverError ?? null;

  async function handleChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const issue = avatarIssue(new Uint8Array(await file.arrayBuffer()));
    setError(issue);
    if (!issue) onChange(file);
  }

  return (
    <div className="field avatar-field">
      <span id={`${id}-label`} className="avatar-field-label">
        Avatar (optional)
      </span>
      <div className="avatar-field-row">
        {preview ? (
          <img className="group-avatar group-avatar-large" src={preview} alt="Group avatar" />
        ) : (
          <span className="group-avatar group-avatar-large" aria-hidden="true" />
        )}
        <div className="avatar-field-actions">
          <label htmlFor={`${id}-input`} className={`button button-secondary${isDisabled ? ' is-disabled' : ''}`}>
            {preview ? 'Change image' : 'Choose image'}
          </label>
          <input
            id={`${id}-input`}
            className="visually-hidden"
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            aria-invalid={message ? true : undefined}
            disabled={isDisabled}
            onChange={handleChoose}
          />
          {preview ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={isDisabled}
              onClick={() => onChange(currentUrl ? 'remove' : null)}
            >
              Remove image
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        PNG, JPEG or WebP, up to 1 MB.
      </p>
      {message ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
