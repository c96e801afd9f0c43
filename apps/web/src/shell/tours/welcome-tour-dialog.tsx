import type { MeResponse } from '@fieldbook/contract';
import { featureToursFor, PRODUCT_NAME, type TourId } from '@fieldbook/domain';
import { useId } from 'react';
import { ModalDialog } from '../modal-dialog.tsx';
import { TourList } from './tour-list.tsx';

interface WelcomeTourDialogProps {
  me: MeResponse;
  onChooseTour: (id: TourId) => void;
  /** Skip or Escape: the welcome tour is not offered again. */
  onSkip: () => void;
}

/** The welcome tour after a first login (accounts.md §2.8): the tours of the user's role and plan. */
export function WelcomeTourDialog({ me, onChooseTour, onSkip }: WelcomeTourDialogProps) {
  const id = useId();
  return (
    <ModalDialog className="modal tours-dialog" labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onSkip}>
      <h2 id={`${id}-title`} className="modal-title">
        Welcome to {PRODUCT_NAME}
      </h2>
      <p id={`${id}-text`}>Take a short tour to see where things are. Each tour opens the page it explains.</p>
      <TourList tours={featureToursFor(me.role.name, me.subscription?.plan)} headingId={`${id}-tours`} onChooseTour={onChooseTour} />
      <div className="modal-actions">
        <button type="button" className="button" onClick={onSkip}>
          Skip
        </button>
      </div>
    </ModalDialog>
  );
}
