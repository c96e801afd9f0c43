import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The control, given what to describe it by (its hint and its message). */
  children: (a11y: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A settings field's markup: the label, the control, its hint and its message, linked for screen readers. */
function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

/** A labelled text input with its hint and its message (linked for screen readers). */
export function TextField({ id, label, value, onChange, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(a11y) => <input {...inputProps} {...a11y} id={id} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FieldShell>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled text area with its hint and its message, the same markup as TextField. */
export function TextAreaField({ id, label, value, onChange, error, hint, ...areaProps }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(a11y) => <textarea {...areaProps} {...a11y} id={id} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FieldShell>
  );
}
