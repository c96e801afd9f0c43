import { agencyContactTypesSchema, CONTACT_TYPES, ERROR_CODES, orderContactTypes } from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { meQueryKey } from '../../accounts/accounts.api.ts';
import { useCurrentUser } from '../../accounts/current-user-context.ts';
import { isHttpError } from '../../shell/http.ts';
import { updateContactTypes } from '../agency-info.api.ts';
import { SaveButton } from './save-button.tsx';
import { useFailureRoute } from './use-failure-route.ts';

export const CONTACT_TYPES_SAVED = 'Contact types saved.';

/**
 * The contact types the agency's officers may file (reports.md §1: the agency's customisation may restrict them; issue 24,
 * defect 13): at least one, checked by the domain's schema here and on the server. Step 1 of a report offers only these.
 */
export function ContactTypesForm() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const failureRoute = useFailureRoute();
  const id = useId();
  const [chosen, setChosen] = useState<string[]>(() => orderContactTypes(me.agency?.contact_types ?? CONTACT_TYPES));
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  function handleToggle(type: string, isChecked: boolean) {
    setChosen((current) => orderContactTypes(isChecked ? [...current, type] : current.filter((entry) => entry !== type)));
    setError('');
    setStatus('');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const checked = agencyContactTypesSchema.safeParse({ contact_types: chosen });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      return;
    }
    setIsSaving(true);
    try {
      const saved = await updateContactTypes(checked.data);
      setChosen(saved.contact_types);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      setStatus(CONTACT_TYPES_SAVED);
    } catch (failure) {
      if (isHttpError(failure) && failure.detail === ERROR_CODES.validation) setError(failure.errors[0]?.message ?? '');
      else failureRoute(failure);
    } finally {
      setIsSaving(false);
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form className="contact-types-form" onSubmit={handleSubmit} noValidate aria-busy={isSaving}>
      <fieldset className="business-card-show" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
        <legend>Contact types</legend>
        <p id={hintId} className="page-hint">
          The types your officers choose from when they start a report.
        </p>
        {CONTACT_TYPES.map((type) => (
          <label key={type} className="checkbox-field">
            <input
              type="checkbox"
              checked={chosen.includes(type)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => handleToggle(type, event.target.checked)}
            />
            {type}
          </label>
        ))}
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div className="settings-form-actions">
        <p className="settings-status" role="status" aria-live="polite">
          {status}
        </p>
        <SaveButton isSaving={isSaving} label="Save contact types" />
      </div>
    </form>
  );
}
