import { isSameIncidentNumber, isValidIncidentNumber } from '@fieldbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { INCIDENT_NUMBER_HELPER } from './outbox-format.ts';

interface NewIncidentNumberFormProps {
  currentNumber: string;
  /** Stores the new number; the form shows a failure if it rejects. */
  onSubmit: (incidentNumber: string) => Promise<void>;
}

/** The new number for a report the server refused as a duplicate: valid and changed (not just its case) before it can be saved. */
export function NewIncidentNumberForm({ currentNumber, onSubmit }: NewIncidentNumberFormProps) {
  const id = useId();
  const [value, setValue] = useState(currentNumber);
  const [isSaving, setIsSaving] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const trimmed = value.trim();
  const isValid = isValidIncidentNumber(trimmed);
  // Another case of the refused number is the same number (issue 24): it would be refused again.
  const canSave = isValid && !isSameIncidentNumber(trimmed, currentNumber) && !isSaving;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    setIsSaving(true);
    setHasFailed(false);
    try {
      await onSubmit(trimmed);
    } catch {
      setHasFailed(true);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="outbox-number-form" onSubmit={handleSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-number`}>Incident Number</label>
        <input
          id={`${id}-number`}
          value={value}
          maxLength={20}
          autoComplete="off"
          aria-invalid={!isValid}
          aria-describedby={`${id}-helper`}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={`${id}-helper`} className={isValid ? 'outbox-helper' : 'outbox-helper is-invalid'}>
          {INCIDENT_NUMBER_HELPER}
        </p>
      </div>
      {hasFailed ? (
        <p className="form-alert" role="alert">
          The new number could not be saved on this device.
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={!canSave} aria-busy={isSaving}>
        Save and Retry
      </button>
    </form>
  );
}
