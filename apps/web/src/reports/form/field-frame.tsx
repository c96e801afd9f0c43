import { type FocusEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useShowIssues } from './form-services.ts';
import { ReviewerNoteLine, useReviewerNote } from './reviewer-notes.tsx';
import { VALIDATION_DELAY_MS } from './use-draft-issues.ts';

/** What the input(s) inside a frame need to be labelled, described and marked. */
export interface FieldA11y {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isDisabled: boolean;
  isRequired: boolean;
}

interface FieldFrameProps {
  label: string;
  /** Several inputs (radios, checkboxes, a range): a fieldset named by its legend. */
  isGroup?: boolean;
  isRequired?: boolean | undefined;
  hint?: string | undefined;
  disabledMessage?: string | null | undefined;
  /** The engine's message for this field; shown once the field was left or when the form shows every issue. */
  issue?: string | undefined;
  /** A switch: the control sits beside its label. */
  isInline?: boolean;
  /** The field is a whole part of the form (Agency Tags, Duration): its label is an h2. */
  isPartTitle?: boolean;
  /** The field's report path: where a returned report's note naming it shows (issue 25). */
  path?: string | undefined;
  children: (a11y: FieldA11y) => ReactNode;
}

/** Label or legend, hint, the configuration's disabled message and the field's issue, wired with aria-describedby. */
/** Longer than the validation delay (use-draft-issues.ts), so a touched field shows its current value's issue. */
const TOUCH_AFTER_MS = VALIDATION_DELAY_MS + 150;

export function FieldFrame(props: FieldFrameProps) {
  const {
    label,
    isGroup = false,
    isRequired = false,
    hint,
    disabledMessage,
    issue,
    isInline = false,
    isPartTitle = false,
    path,
    children,
  } = props;
  const id = useId();
  const showIssues = useShowIssues();
  const reviewerNote = useReviewerNote(path);
  const [isTouched, setIsTouched] = useState(false);
  const error = issue && (showIssues || isTouched) ? issue : undefined;
  // The duration's helper and its rule message are the same words: say them once.
  const shownHint = hint && hint !== error ? hint : undefined;
  const hintId = shownHint ? `${id}-hint` : undefined;
  const disabledId = disabledMessage ? `${id}-disabled` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noteId = reviewerNote ? `${id}-reviewer-note` : undefined;
  const describedBy = [noteId, hintId, disabledId, errorId].filter(Boolean).join(' ') || undefined;
  const a11y: FieldA11y = { id: `${id}-input`, describedBy, isInvalid: Boolean(error), isDisabled: Boolean(disabledMessage), isRequired };
  const labelClass = isRequired ? 'form-field-label is-required' : 'form-field-label';
  const legendText = isPartTitle ? <h2 className="form-part-title">{label}</h2> : label;
  const frameClass = ['form-field', isInline ? 'form-field-inline' : '', error ? 'has-error' : ''].filter(Boolean).join(' ');
  // Under the label; a switch's sits below its row (the label and the switch share one).
  const noteLine = reviewerNote && noteId ? <ReviewerNoteLine id={noteId} note={reviewerNote} /> : null;

  // Issues are validated a moment after typing stops; marking the field touched at once would show the issue
  // of its previous value and shift the page under the officer's next tap. Wait until validation caught up.
  const touchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(touchTimer.current), []);
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    window.clearTimeout(touchTimer.current);
    touchTimer.current = window.setTimeout(() => setIsTouched(true), TOUCH_AFTER_MS);
  }

  return (
    // focusout bubbles from the field's own inputs: leaving the field marks it touched.
    // biome-ignore lint/a11y/noStaticElementInteractions: no interaction of its own, only the inputs' blur
    <div className={frameClass} onBlur={handleBlur}>
      {isGroup ? (
        <fieldset className="form-field-group" aria-describedby={describedBy} disabled={a11y.isDisabled}>
          <legend className={labelClass}>{legendText}</legend>
          {noteLine}
          {children(a11y)}
        </fieldset>
      ) : (
        <>
          {isPartTitle ? (
            <h2 className="form-part-title">
              <label className={labelClass} htmlFor={a11y.id}>
                {label}
              </label>
            </h2>
          ) : (
            <label className={labelClass} htmlFor={a11y.id}>
              {label}
            </label>
          )}
          {isInline ? null : noteLine}
          {children(a11y)}
          {isInline ? noteLine : null}
        </>
      )}
      {shownHint ? (
        <p id={hintId} className="form-field-hint">
          {shownHint}
        </p>
      ) : null}
      {disabledMessage ? (
        <p id={disabledId} className="form-field-hint">
          {disabledMessage}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes every single input of a frame carries. */
export function inputA11y(a11y: FieldA11y) {
  return {
    id: a11y.id,
    'aria-describedby': a11y.describedBy,
    'aria-invalid': a11y.isInvalid || undefined,
    'aria-required': a11y.isRequired || undefined,
    disabled: a11y.isDisabled,
  };
}
