import { EI_MESSAGES, INDICATOR_LABELS, MANUAL_INDICATORS, type ManualIndicatorId } from '@fieldbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type PathErrors, serverPathErrors } from '../agency/settings/form-errors.ts';
import { SaveButton } from '../agency/settings/save-button.tsx';
import { useFailureRoute } from '../agency/settings/use-failure-route.ts';
import { addManualEvent, EI_KEY } from './ei.api.ts';
import { agencyToday } from './ei-format.ts';

interface AddEventFormProps {
  officerId: string;
  alertId: string;
  timeZone: string;
}

/** 'Add an event' (managers): what Fieldbook cannot see, with an indicator, a date not in the future and a note. */
export function AddEventForm({ officerId, timeZone }: AddEventFormProps) {
  const queryClient = useQueryClient();
  const failureRoute = useFailureRoute();
  const today = agencyToday(timeZone);
  const [isOpen, setIsOpen] = useState(false);
  const [indicator, setIndicator] = useState<ManualIndicatorId | ''>('');
  const [occurredOn, setOccurredOn] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<PathErrors>({});
  const [status, setStatus] = useState('');
  const add = useMutation({
    mutationFn: addManualEvent,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [EI_KEY] });
      setIndicator('');
      setOccurredOn('');
      setNote('');
      setIsOpen(false);
      setStatus('Event added to the timeline.');
    },
    onError: (error) => {
      const fields = serverPathErrors(error);
      if (fields) setErrors(fields);
      else failureRoute(error);
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next: PathErrors = {};
    if (!indicator) next.indicator = 'Choose what happened.';
    if (!occurredOn) next.occurred_on = 'Enter the date.';
    else if (occurredOn > today) next.occurred_on = EI_MESSAGES.eventDateFuture;
    if (note.trim().length > 2000) next.note = EI_MESSAGES.note;
    setErrors(next);
    if (Object.keys(next).length > 0 || !indicator) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.ei-event-form [aria-invalid="true"]')?.focus());
      return;
    }
    add.mutate({ officer_id: officerId, indicator, occurred_on: occurredOn, ...(note.trim() ? { note: note.trim() } : {}) });
  }

  const describe = (id: string, key: string) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});
  const message = (id: string, key: string) =>
    errors[key] ? (
      <p id={`${id}-error`} className="field-error">
        {errors[key]}
      </p>
    ) : null;

  return (
    <div className="ei-add-event">
      <p className="settings-status" role="status" aria-live="polite">
        {status}
      </p>
      {isOpen ? (
        <form className="ei-form ei-event-form" noValidate onSubmit={handleSubmit} aria-labelledby="ei-add-event-title">
          <h3 id="ei-add-event-title">Add an event</h3>
          <div className="form-field">
            <label htmlFor="ei-event-indicator">What happened</label>
            <select
              id="ei-event-indicator"
              value={indicator}
              onChange={(event) => setIndicator(event.target.value as ManualIndicatorId | '')}
              {...describe('ei-event-indicator', 'indicator')}
            >
              <option value="">Choose</option>
              {MANUAL_INDICATORS.map((id) => (
                <option key={id} value={id}>
                  {INDICATOR_LABELS[id]}
                </option>
              ))}
            </select>
            {message('ei-event-indicator', 'indicator')}
          </div>
          <div className="form-field">
            <label htmlFor="ei-event-date">Date</label>
            <input
              id="ei-event-date"
              type="date"
              max={today}
              value={occurredOn}
              onChange={(event) => setOccurredOn(event.target.value)}
              {...describe('ei-event-date', 'occurred_on')}
            />
            {message('ei-event-date', 'occurred_on')}
          </div>
          <div className="form-field">
            <label htmlFor="ei-event-note">Note (optional)</label>
            <textarea
              id="ei-event-note"
              rows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              {...describe('ei-event-note', 'note')}
            />
            {message('ei-event-note', 'note')}
          </div>
          {errors.officer_id ? (
            <p className="field-error" role="alert">
              {errors.officer_id}
            </p>
          ) : null}
          <div className="ei-form-buttons">
            <SaveButton isSaving={add.isPending} label="Add the event" />
            <button type="button" className="button" onClick={() => setIsOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setStatus('');
            setIsOpen(true);
          }}
        >
          Add an event
        </button>
      )}
    </div>
  );
}
