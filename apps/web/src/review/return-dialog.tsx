import { checkReturnNote, RETURN_FIELDS_MAX, RETURN_NOTE_MAX } from '@fieldbook/domain';
import { useId, useState } from 'react';
import { ModalDialog } from '../shell/modal-dialog.tsx';
import type { ReportFieldChoice } from './report-fields.ts';

export const RETURN_TEXTS = {
  title: 'Return the report',
  noteLabel: 'What needs to change',
  fieldsLegend: 'Fields to change (optional)',
  findField: 'Find a field',
  send: 'Return',
  cancel: 'Cancel',
} as const;

interface ReturnDialogProps {
  incidentNumber: string;
  fields: readonly ReportFieldChoice[];
  isSending: boolean;
  /** A failure to show above the actions (the server's answer). */
  failure: string | null;
  onReturn: (note: string, fields: string[]) => void;
  onClose: () => void;
}

/** 'Return' (issue 25): a required note of 1 to 500 characters, its count shown, and the fields it points at, by label. */
export function ReturnDialog({ incidentNumber, fields, isSending, failure, onReturn, onClose }: ReturnDialogProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [find, setFind] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const issue = checkReturnNote(note);
  const shownIssue = isChecked ? issue : null;
  const needle = find.trim().toLowerCase();
  const shownFields =
    needle === '' ? fields : fields.filter((field) => field.label.toLowerCase().includes(needle) || chosen.has(field.path));

  function handleToggle(path: string) {
    const next = new Set(chosen);
    if (next.has(path)) next.delete(path);
    else if (next.size < RETURN_FIELDS_MAX) next.add(path);
    setChosen(next);
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (issue) return;
    onReturn(
      note.trim(),
      fields.filter((field) => chosen.has(field.path)).map((field) => field.path),
    );
  }

  return (
    <ModalDialog className="modal return-dialog" labelledBy={`${id}-title`} onDismiss={onClose}>
      <form onSubmit={handleSubmit} noValidate>
        <h2 id={`${id}-title`} className="modal-title">
          {RETURN_TEXTS.title} {incidentNumber}
        </h2>
        <div className={shownIssue ? 'form-field has-error' : 'form-field'}>
          <label className="form-field-label" htmlFor={`${id}-note`}>
            {RETURN_TEXTS.noteLabel}
          </label>
          <textarea
            id={`${id}-note`}
            rows={4}
            value={note}
            required
            aria-required="true"
            aria-invalid={shownIssue ? true : undefined}
            aria-describedby={`${id}-count${shownIssue ? ` ${id}-error` : ''}`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-count`} className="form-field-hint">
            {note.trim().length} of {RETURN_NOTE_MAX} characters
          </p>
          {shownIssue ? (
            <p id={`${id}-error`} className="form-field-error">
              {shownIssue}
            </p>
          ) : null}
        </div>
        <fieldset className="return-fields">
          <legend>{RETURN_TEXTS.fieldsLegend}</legend>
          <label className="form-field-label" htmlFor={`${id}-find`}>
            {RETURN_TEXTS.findField}
          </label>
          <input id={`${id}-find`} type="search" value={find} onChange={(event) => setFind(event.target.value)} />
          <ul className="return-field-list">
            {shownFields.map((field) => (
              <li key={field.path}>
                <label className="checkbox-row">
                  <input type="checkbox" checked={chosen.has(field.path)} onChange={() => handleToggle(field.path)} />
                  <span>{field.label}</span>
                </label>
              </li>
            ))}
          </ul>
          <p className="form-field-hint" aria-live="polite">
            {chosen.size === 0 ? 'No field chosen' : chosen.size === 1 ? '1 field chosen' : `${chosen.size} fields chosen`}
          </p>
        </fieldset>
        {failure ? (
          <p role="alert" className="form-alert">
            {failure}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            {RETURN_TEXTS.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={isSending}>
            {isSending ? 'Returning…' : RETURN_TEXTS.send}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
