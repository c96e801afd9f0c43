import { useRef, useState } from 'react';
import { ModalDialog } from '../../shell/modal-dialog.tsx';
import { STORAGE_KEYS } from '../../shell/storage-keys.ts';

/** Tours 6 (amending from agency reports) and 10 (from my reports) have 3 steps (reports.md §2, §9). */
export const AMEND_TOUR_STEPS = [
  { title: 'Amend a report', text: 'Every field of the report can be corrected here. The original stays in the report history.' },
  {
    title: 'Change at least one field',
    text: 'Submit turns on once the report is valid and at least one field differs from the current version.',
  },
  {
    title: 'A new version',
    text: 'Each amendment is saved as a new version with your name and the time, shown in the version list of the report.',
  },
] as const;

export const amendTourId = (redirectTo: string) => (redirectTo.startsWith('/app/agency-reports') ? 6 : 10);

const seenKey = (email: string, tourId: number) => `${STORAGE_KEYS.toursSeen}:${email}:${tourId}`;

/** The amend guided tour, shown once per user and tour on this device. */
export function AmendTour({ email, tourId }: { email: string; tourId: number }) {
  const [step, setStep] = useState(() => (localStorage.getItem(seenKey(email, tourId)) ? -1 : 0));
  const nextRef = useRef<HTMLButtonElement>(null);
  const current = AMEND_TOUR_STEPS[step];
  if (!current) return null;

  function handleClose() {
    localStorage.setItem(seenKey(email, tourId), '1');
    setStep(-1);
  }

  const isLast = step === AMEND_TOUR_STEPS.length - 1;
  return (
    <ModalDialog
      className="modal"
      labelledBy="amend-tour-title"
      describedBy="amend-tour-text"
      onDismiss={handleClose}
      initialFocusRef={nextRef}
    >
      <p className="field-hint">
        Step {step + 1} of {AMEND_TOUR_STEPS.length}
      </p>
      <h2 id="amend-tour-title" className="modal-title">
        {current.title}
      </h2>
      <p id="amend-tour-text">{current.text}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={handleClose}>
          Skip
        </button>
        {step > 0 && (
          <button type="button" className="button" onClick={() => setStep(step - 1)}>
            Back
          </button>
        )}
        <button ref={nextRef} type="button" className="button button-primary" onClick={isLast ? handleClose : () => setStep(step + 1)}>
          {isLast ? 'Done' : 'Next'}
        </button>
      </div>
    </ModalDialog>
  );
}
