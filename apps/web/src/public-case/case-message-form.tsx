import {
  CITIZEN_SUBMISSION_LIMITS,
  type CitizenSubmissionField,
  type CitizenSubmissionKind,
  checkCitizenSubmission,
} from '@fieldbook/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { TextField } from '../accounts/text-field.tsx';
import { isHttpError } from '../shell/http.ts';
import type { CaseTexts } from './case-texts.ts';
import { useSendCaseMessage } from './public-case.api.ts';

interface CaseMessageFormProps {
  token: string;
  kind: CitizenSubmissionKind;
  texts: CaseTexts;
  onSent: (kind: CitizenSubmissionKind) => void;
  onCancel: () => void;
}

/**
 * A commendation or complaint about the case (issue 28): a short plain-text message, optional contact details and the
 * consent line, checked with the domain's rules in the citizen's language before it is sent (the server checks again).
 */
export function CaseMessageForm({ token, kind, texts, onSent, onCancel }: CaseMessageFormProps) {
  const id = useId();
  const [values, setValues] = useState({ text: '', name: '', email: '', phone: '', consent: false });
  const [isChecked, setIsChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendCaseMessage(token);
  const issues = checkCitizenSubmission(values);
  const errorOf = (field: CitizenSubmissionField) => {
    const found = isChecked ? issues.find((issue) => issue.field === field) : undefined;
    return found ? texts.issues[found.issue] : null;
  };
  const set = (field: keyof typeof values) => (value: string | boolean) => setValues((current) => ({ ...current, [field]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    setFailure(null);
    if (issues.length > 0) {
      // Focus the first field that needs attention once its error is on screen.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    send.mutate(
      { kind, text: values.text, name: values.name, email: values.email, phone: values.phone, consent: values.consent },
      {
        onSuccess: () => onSent(kind),
        onError: (error) =>
          setFailure(
            isHttpError(error) && error.status === 409
              ? texts.alreadyOpen
              : isHttpError(error) && error.status === 429
                ? texts.tooMany
                : texts.sendFailed,
          ),
      },
    );
  }

  const textError = errorOf('text');
  const consentError = errorOf('consent');
  return (
    <form ref={formRef} className="case-message-form" aria-labelledby={`${id}-title`} noValidate onSubmit={handleSubmit}>
      <h3 id={`${id}-title`}>{texts.formTitle[kind]}</h3>
      <div className="field">
        <label htmlFor={`${id}-text`}>{texts.message}</label>
        <textarea
          id={`${id}-text`}
          rows={6}
          value={values.text}
          maxLength={CITIZEN_SUBMISSION_LIMITS.textMax}
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${id}-text-hint ${id}-count${textError ? ` ${id}-text-error` : ''}`}
          onChange={(event) => set('text')(event.target.value)}
        />
        <span id={`${id}-text-hint`} className="field-hint">
          {texts.messageHint}
        </span>
        <span id={`${id}-count`} className="field-hint case-count" aria-live="polite">
          {texts.characters(values.text.trim().length)}
        </span>
        {textError ? (
          <span id={`${id}-text-error`} className="field-error" role="alert">
            {textError}
          </span>
        ) : null}
      </div>
      <fieldset className="case-contact-fields">
        <legend>{texts.contactDetails}</legend>
        <p className="field-hint">{texts.contactHint}</p>
        <TextField label={texts.name} value={values.name} onChange={set('name')} autoComplete="name" error={errorOf('name')} />
        <TextField
          label={texts.emailField}
          type="email"
          value={values.email}
          onChange={set('email')}
          autoComplete="email"
          error={errorOf('email')}
        />
        <TextField
          label={texts.phoneField}
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          autoComplete="tel"
          error={errorOf('phone')}
        />
      </fieldset>
      <div className="checkbox-field">
        <input
          id={`${id}-consent`}
          type="checkbox"
          checked={values.consent}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? `${id}-consent-error` : undefined}
          onChange={(event) => set('consent')(event.target.checked)}
        />
        <label htmlFor={`${id}-consent`}>{texts.consent}</label>
      </div>
      {consentError ? (
        <p id={`${id}-consent-error`} className="field-error" role="alert">
          {consentError}
        </p>
      ) : null}
      {failure ? (
        <p className="case-failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-buttons">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {texts.cancel}
        </button>
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {send.isPending ? texts.sending : texts.send}
        </button>
      </div>
    </form>
  );
}
