import { type ChangeEvent, useEffect, useId, useState } from 'react';
import './image-field.css';

export interface ImageFieldProps {
  /** The visible label, e.g. "Badge (optional)". */
  label: string;
  /** The preview's alt text. */
  alt: string;
  /** The content types the file picker offers. */
  accept: readonly string[];
  /** The domain rule on the file's bytes: a message when the image is refused, else null. */
  issueOf: (bytes: Uint8Array) => string | null;
  /** The saved image shown while no file is chosen, or null. */
  savedUrl: string | null;
  /** The chosen file, not yet uploaded, or null. */
  file: File | null;
  onChoose: (file: File) => void;
  /** Called after a chosen file is refused (its message is shown). */
  onRefuse?: () => void;
  /** Shows "Remove image" and runs on it; undefined shows no such button. */
  onRemove?: (() => void) | undefined;
  /** A message from elsewhere (the server), shown when the field has none of its own. */
  error?: string | undefined;
  isDisabled: boolean;
  /** The caller's class on the field, e.g. "badge-field". */
  className: string;
  /** The class of the preview and of its empty placeholder. */
  imageClassName: string;
}

/**
 * An optional image: choose, change or remove it, the chosen file checked by its content before it is kept, with a
 * preview, a hint and an error. The caller uploads the chosen file.
 */
export function ImageField(props: ImageFieldProps) {
  const { label, alt, accept, issueOf, savedUrl, file, onChoose, onRefuse, onRemove, isDisabled } = props;
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file) ?? savedUrl;
  const message = error ?? props.error ?? null;

  async function handleChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const issue = issueOf(new Uint8Array(await chosen.arrayBuffer()));
    setError(issue);
    if (issue) onRefuse?.();
    else onChoose(chosen);
  }

  return (
    <div className={`field image-field ${props.className}`}>
      <span className="image-field-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="image-field-row">
        {preview ? (
          <img className={props.imageClassName} src={preview} alt={alt} />
        ) : (
          <span className={props.imageClassName} aria-hidden="true" />
        )}
        <div className="image-field-actions">
          <input
            id={`${id}-input`}
            className="visually-hidden"
            type="file"
            accept={accept.join(',')}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            aria-invalid={message ? true : undefined}
            disabled={isDisabled}
            onChange={handleChoose}
          />
          <label htmlFor={`${id}-input`} className={`button button-secondary${isDisabled ? ' is-disabled' : ''}`}>
            {preview ? 'Change image' : 'Choose image'}
          </label>
          {onRemove ? (
            <button type="button" className="button button-secondary" onClick={onRemove} disabled={isDisabled}>
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
