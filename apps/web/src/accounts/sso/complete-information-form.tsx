import type { SsoSignupTicketResponse } from '@fieldbook/contract';
import { ACCOUNT_MESSAGES, ERROR_CODES, isValidOfficerId } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDestination } from '../../shell/error-routing.ts';
import { isHttpError } from '../../shell/http.ts';
import { SignupExpired } from './signup-expired.tsx';
import { signUpWithSso } from './sso.api.ts';
import { SSO_MESSAGES } from './sso-messages.ts';
import { useEnterApp } from './use-enter-app.ts';

/** The words of the registration form's policy box. */
export const POLICY_LABEL = 'I accept the Terms of Service and the Privacy Policy.';

/** The officer ID (format checked on leaving the field and on submit) and the policy box; name and e-mail read-only. */
export function CompleteInformationForm({ signupTicket, identity }: { signupTicket: string; identity: SsoSignupTicketResponse }) {
  const navigate = useNavigate();
  const enterApp = useEnterApp();
  const officerIdInput = useRef<HTMLInputElement>(null);
  const [officerId, setOfficerId] = useState('');
  const [isOfficerIdChecked, setIsOfficerIdChecked] = useState(false);
  const [hasAcceptedPolicies, setHasAcceptedPolicies] = useState(false);
  const [isTicketSpent, setIsTicketSpent] = useState(false);
  const signup = useMutation({ mutationFn: signUpWithSso, onSuccess: enterApp, onError: handleSignupError });
  const officerIdIssue = isOfficerIdChecked && !isValidOfficerId(officerId) ? ACCOUNT_MESSAGES.officerId : '';
  const canSubmit = officerId.trim() !== '' && hasAcceptedPolicies && !signup.isPending;

  function handleSignupError(error: Error) {
    if (isHttpError(error) && error.detail === ERROR_CODES.ssoSignupTicketInvalid) {
      setIsTicketSpent(true);
      return;
    }
    const destination = errorDestination(error);
    if (destination) navigate(destination.to, destination.state ? { state: destination.state } : {});
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setIsOfficerIdChecked(true);
    if (!isValidOfficerId(officerId)) {
      officerIdInput.current?.focus();
      return;
    }
    signup.mutate({ signup_ticket: signupTicket, officer_id: officerId.trim(), accepts_policies: true });
  }

  if (isTicketSpent) return <SignupExpired message={SSO_MESSAGES.ticketInvalid} />;

  return (
    <form className="sso-form" onSubmit={handleSubmit} noValidate>
      <p>To finish signing up, enter your officer ID and accept the policies.</p>
      <div className="field">
        <label htmlFor="sso-name">Name</label>
        <input id="sso-name" name="name" value={identity.name} readOnly aria-readonly="true" />
      </div>
      <div className="field">
        <label htmlFor="sso-email">Email</label>
        <input id="sso-email" name="email" type="email" value={identity.email} readOnly aria-readonly="true" />
      </div>
      <div className="field">
        <label htmlFor="sso-officer-id">Officer ID</label>
        <input
          ref={officerIdInput}
          id="sso-officer-id"
          name="officer_id"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={officerId}
          aria-invalid={officerIdIssue !== ''}
          aria-describedby="sso-officer-id-issue"
          onChange={(event) => setOfficerId(event.target.value)}
          onBlur={() => setIsOfficerIdChecked(officerId !== '')}
        />
        <p id="sso-officer-id-issue" className="sso-field-issue" aria-live="polite">
          {officerIdIssue}
        </p>
      </div>
      <label className="sso-checkbox">
        <input type="checkbox" checked={hasAcceptedPolicies} onChange={(event) => setHasAcceptedPolicies(event.target.checked)} />
        <span>{POLICY_LABEL}</span>
      </label>
      <button type="submit" className="button button-primary button-block" disabled={!canSubmit} aria-busy={signup.isPending}>
        {signup.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Continue
      </button>
    </form>
  );
}
