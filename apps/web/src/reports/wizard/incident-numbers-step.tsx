import type { ReportListItem } from '@fieldbook/contract';
import { isValidIncidentNumber } from '@fieldbook/domain';
import { useId, useState } from 'react';
import { WIZARD_TEXTS } from './wizard-texts.ts';

interface IncidentNumbersStepProps {
  incidentNumber: string;
  eventIdentifier: string;
  /** Shown only when the state configuration links reports (to_connect_reports.event_identifier). */
  linkingLabel: string | null;
  /** Reports from an integration, offered as linking IDs. */
  linkable: ReportListItem[];
  onCancel: () => void;
  /** Each change, so leaving the page with the numbers filled can keep them as a draft. */
  onNumbersChange?: (numbers: IncidentNumbers) => void;
  onContinue: (numbers: IncidentNumbers) => void;
}

export interface IncidentNumbers {
  incidentNumber: string;
  eventIdentifier: string;
}

/** Step 2: 'Incident Number' (prefilled by the default generator) and the optional 'ID to link reports'. */
export function IncidentNumbersStep({
  incidentNumber,
  eventIdentifier,
  linkingLabel,
  linkable,
  onCancel,
  onNumbersChange,
  onContinue,
}: IncidentNumbersStepProps) {
  const [number, setNumber] = useState(incidentNumber);
  const [linkId, setLinkId] = useState(eventIdentifier);

  function handleNumberChange(text: string) {
    setNumber(text);
    onNumbersChange?.({ incidentNumber: text, eventIdentifier: linkId });
  }

  function handleLinkChange(text: string) {
    setLinkId(text);
    onNumbersChange?.({ incidentNumber: number, eventIdentifier: text });
  }
  const [isTouched, setIsTouched] = useState(false);
  const ids = { number: useId(), numberHint: useId(), link: useId(), linkHint: useId(), options: useId() };
  const isNumberValid = isValidIncidentNumber(number);
  const isLinkValid = linkId === '' || isValidIncidentNumber(linkId);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (isNumberValid && isLinkValid) onContinue({ incidentNumber: number, eventIdentifier: linkId });
  }

  return (
    <form className="wizard-step" aria-labelledby="incident-numbers-title" onSubmit={handleSubmit} noValidate>
      <h2 id="incident-numbers-title">Add incident numbers</h2>
      <div className="field">
        <label htmlFor={ids.number} className="field-label">
          Incident Number
        </label>
        <input
          id={ids.number}
          value={number}
          required
          maxLength={20}
          autoComplete="off"
          aria-invalid={isTouched && !isNumberValid}
          aria-describedby={ids.numberHint}
          onChange={(event) => handleNumberChange(event.target.value.trim())}
          onBlur={() => setIsTouched(true)}
        />
        <p id={ids.numberHint} className={isTouched && !isNumberValid ? 'field-error' : 'field-hint'}>
          {WIZARD_TEXTS.incidentNumberHelper}
        </p>
      </div>
      {linkingLabel && (
        <div className="field">
          <label htmlFor={ids.link} className="field-label">
            ID to link reports
          </label>
          <input
            id={ids.link}
            value={linkId}
            maxLength={20}
            list={ids.options}
            autoComplete="off"
            aria-invalid={!isLinkValid}
            aria-describedby={ids.linkHint}
            onChange={(event) => handleLinkChange(event.target.value.trim())}
          />
          <datalist id={ids.options}>
            {linkable.map((report) => (
              <option key={report.id} value={report.incident_number} />
            ))}
          </datalist>
          <p id={ids.linkHint} className={isLinkValid ? 'field-hint' : 'field-error'}>
            {linkingLabel}. Optional. {WIZARD_TEXTS.incidentNumberHelper}
          </p>
        </div>
      )}
      <div className="wizard-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary">
          Continue
        </button>
      </div>
    </form>
  );
}
