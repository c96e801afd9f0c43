import { AMEND_REASON_MAX, AMEND_REASON_REQUIRED_MESSAGES, type AmendReasonRequirement, checkAmendReason } from '@fieldbook/domain';
import { useId } from 'react';

export const REASON_LABEL = 'Reason for the change';
export const REASON_HINT = `Optional. Say why, in up to ${AMEND_REASON_MAX} characters; it is kept with this version.`;
/** The hint of a required reason, saying why it is required (amendReasonRequirement). */
export const REASON_REQUIRED_HINTS: Record<AmendReasonRequirement, string> = {
  approved: `Required: this report is approved. Say why, in up to ${AMEND_REASON_MAX} characters; it is kept with this version.`,
  accepted_by_doj: `Required: the DOJ has accepted this stop. Say why, in up to ${AMEND_REASON_MAX} characters; it is kept with this version and sent to the DOJ.`,
};

/**
 * The reason's problem, if any: the domain's rule (the server's too), checked when something was typed; when the
 * reason is required (amendReasonRequirement: an approved report with review on, a stop the DOJ accepted) an empty one
 * is a problem too, with the server's message.
 */
export function amendReasonIssue(reason: string, requirement: AmendReasonRequirement | null = null): string | null {
  if (reason.trim() === '')
    return requirement ? AMEND_REASON_REQUIRED_MESSAGES[requirement] : reason === '' ? null : checkAmendReason(reason);
  return checkAmendReason(reason);
}

interface AmendReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Why the reason is required (amendReasonRequirement), or null when it is optional. */
  requirement?: AmendReasonRequirement | null;
  /** Show a missing required reason before the officer typed (after a submit attempt). */
  isShowingIssues?: boolean;
}

/**
 * 'Reason for the change' (issue 25): optional, or required for an approved report with review on and for a stop the
 * DOJ accepted (issue 26); kept with the version and shown in the version history.
 */
export function AmendReasonField({ value, onChange, requirement = null, isShowingIssues = false }: AmendReasonFieldProps) {
  const id = useId();
  const isRequired = requirement !== null;
  const problem = amendReasonIssue(value, requirement);
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
        {requirement ? REASON_REQUIRED_HINTS[requirement] : REASON_HINT}
      </p>
      {issue ? (
        <p id={`${id}-error`} className="form-field-error">
          {issue}
        </p>
      ) : null}
    </div>
  );
}
