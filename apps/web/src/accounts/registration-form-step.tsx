import { canSubmitRegistration, ERROR_CODES, normalizeEmail, PASSWORD_MIN_LENGTH, type RegistrationRole } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDestination } from '../shell/error-routing.ts';
import { isHttpError } from '../shell/http.ts';
import { register } from './accounts.api.ts';
import { EmailField } from './email-field.tsx';
import {
  checkRegistration,
  fieldErrorsFrom,
  type RegistrationDraft,
  type RegistrationErrors,
  type RegistrationField,
  toRegisterRequest,
} from './registration-draft.ts';
import { TextField } from './text-field.tsx';

/**
 * Step 2 of /registration: the account form (accounts.md §2.1, §5, §8). A taken e-mail is answered like a free one (issue
 * 23, finding 11: the spec's 'This user already exists.' would tell anyone which addresses have accounts), so the page
 * goes on to 'check your mail' either way; the address's owner is mailed how to log in instead.
 */
export function RegistrationFormStep({
  role,
  draft,
  onDraftChange,
  isEmailLocked,
  onBack,
  onRegistered,
}: {
  role: RegistrationRole;
  draft: RegistrationDraft;
  onDraftChange: (draft: RegistrationDraft) => void;
  isEmailLocked: boolean;
  onBack: (() => void) | null;
  onRegistered: (email: string) => void;
}) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const registration = useMutation({
    mutationFn: register,
    onSuccess: (_answer, request) => onRegistered(normalizeEmail(request.email)),
    onError: handleError,
  });
  const canSubmit = canSubmitRegistration(draft) && !registration.isPending;

  function handleError(error: Error) {
    const fieldErrors = isHttpError(error) && error.detail === ERROR_CODES.validation ? fieldErrorsFrom(error.errors) : null;
    if (fieldErrors) {
      setErrors(fieldErrors);
      return;
    }
    const destination = errorDestination(error);
    if (destination) navigate(destination.to, { state: destination.state });
  }

  function update(field: RegistrationField, value: string) {
    onDraftChange({ ...draft, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const found = checkRegistration(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('.registration-form [aria-invalid="true"]')?.focus();
      return;
    }
    registration.mutate(toRegisterRequest(draft, role));
  }

  return (
    <form className="registration-form" onSubmit={handleSubmit} noValidate>
      <TextField label="Name" autoComplete="name" value={draft.name} onChange={(value) => update('name', value)} error={errors.name} />
      <TextField
        label="Officer ID"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="Letters, digits and hyphens, as on your badge (for example DPD-0217)."
        value={draft.officerId}
        onChange={(value) => update('officerId', value)}
        error={errors.officerId}
      />
      <EmailField
        readOnly={isEmailLocked}
        aria-readonly={isEmailLocked || undefined}
        value={draft.email}
        onChange={(value) => update('email', value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A long passphrase of a few words is best.`}
        value={draft.password}
        onChange={(value) => update('password', value)}
        error={errors.password}
      />
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.hasAcceptedPolicies}
          onChange={(event) => onDraftChange({ ...draft, hasAcceptedPolicies: event.target.checked })}
        />
        <span>I accept the Terms of Service and the Privacy Policy.</span>
      </label>
      <div className="form-buttons">
        {onBack ? (
          <button type="button" className="button button-secondary" onClick={onBack}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button button-primary" disabled={!canSubmit} aria-busy={registration.isPending}>
          {registration.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Create Account
        </button>
      </div>
    </form>
  );
}
