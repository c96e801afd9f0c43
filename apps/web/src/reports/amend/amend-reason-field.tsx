import { AMEND_REASON_MAX, checkAmendReason, REVIEW_MESSAGES } from '@fieldbook/domain';
import { useId } from 'react';

export const REASON_LABEL = 'Reason for the change';
export const REASON_HINT = `Optional. Say why, in up to ${AMEND_REASON_MAX} characters; it is kept with this version.`;
export const REASON_REQUIRED_HINT = `Required: this report is approved. Say why, in up to ${AMEND_REASON_MAX} characters; it is kept with this version.`;

/**
 * The reason's problem, if any: the domain's rule (the server's too), checked when something was typed; when the
 * reason is required (an approved report with review on, isAmendReasonRequired) an empty one is a problem too.
 */
export function amendReasonIssue(reason: string, isRequired = false): string | null {
  if (reason.trim() === '') return isRequired ? REVIEW_MESSAGES.reasonRequired : reason === '' ? null : checkAmendReason(reason);
  return checkAmendReason(reason);
}

interface AmendReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Amending an approved report with review on (issue 25). */
  isRequired?: boolean;
  /** Show a missing required reason before the officer typed (after a submit attempt). */
  isShowingIssues?: boolean;
}

/** 'Reason for the change' (issue 25): optional, or required for an approved report; kept with the version and shown in the version history. */
export function AmendReasonField({ value, onChange, isRequired = false, isShowingIssues = false }: AmendReasonFieldProps) {
  const id = useId();
  const problem = amendReasonIssue(value, isRequired);
  const issue = value === '' && !isShowingIssues ? null : problem;
  return (
    <div className={issue ? 'form-field has-error' : 'form-field'}>
      <label className={isRequired ? 'form-field-label is-required' : 'form-field-label'} htmlFor={id}>
        {REASON_LABEL}
      </label>
      <textarea
        id={id}
        rows={2}
        value={value}
        required={isRequired}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="form-field-hint">
        {isRequired ? REASON_REQUIRED_HINT : REASON_HINT}
      </p>
      {issue ? (
        <p id={`${id}-error`} className="form-field-error">
          {issue}
        </p>
      ) : null}
    </div>
  );
}
