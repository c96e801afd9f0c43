import { useId, useRef, useState } from 'react';
import { ModalDialog } from '../modal-dialog.tsx';

export interface TourStep {
  title: string;
  text: string;
}

interface TourStepsDialogProps {
  steps: readonly TourStep[];
  /** Skip, Escape or Done: the tour ends (and is remembered as seen by the caller). */
  onClose: () => void;
}

/** A guided tour: one step at a time with its title and text, Back, Next or Done, and Skip. */
export function TourStepsDialog({ steps, onClose }: TourStepsDialogProps) {
  const [stepIndex, setStepIndex] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const step = steps[stepIndex];
  if (!step) return null;

  const isLast = stepIndex === steps.length - 1;
  function handleNext() {
    if (isLast) onClose();
    else {
      setStepIndex(stepIndex + 1);
      nextRef.current?.focus();
    }
  }

  return (
    <ModalDialog className="modal" labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onClose} initialFocusRef={nextRef}>
      <p className="field-hint" aria-live="polite">
        Step {stepIndex + 1} of {steps.length}
      </p>
      <h2 id={`${id}-title`} className="modal-title">
        {step.title}
      </h2>
      <p id={`${id}-text`}>{step.text}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          Skip
        </button>
        {stepIndex > 0 && (
          <button type="button" className="button" onClick={() => setStepIndex(stepIndex - 1)}>
            Back
          </button>
        )}
        <button ref={nextRef} type="button" className="button button-primary" onClick={handleNext}>
          {isLast ? 'Done' : 'Next'}
        </button>
      </div>
    </ModalDialog>
  );
}
