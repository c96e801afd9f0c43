import type { MeResponse } from '@fieldbook/contract';
import { featureToursFor, type TourId } from '@fieldbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { ModalDialog } from '../modal-dialog.tsx';
import { TutorialList } from '../tutorials/tutorial-list.tsx';
import { TourList } from './tour-list.tsx';
import { restoreToursOnServer, userSettingsQueryKey } from './user-settings.api.ts';

export const TOURS_RESTORED = 'The welcome tour will greet you at your next login.';
export const TOURS_NOT_RESTORED = 'The tours could not be reset. Please try again.';

interface FeatureToursDialogProps {
  me: MeResponse;
  onChooseTour: (id: TourId) => void;
  onClose: () => void;
}

/** 'Feature Tours' from the side navigation: the tours and tutorial videos of the user's role and plan. */
export function FeatureToursDialog({ me, onChooseTour, onClose }: FeatureToursDialogProps) {
  const id = useId();
  const plan = me.subscription?.plan;
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: restoreToursOnServer,
    onSuccess: (settings) => queryClient.setQueryData(userSettingsQueryKey, settings),
  });
  return (
    <ModalDialog className="modal tours-dialog" labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onClose}>
      <h2 id={`${id}-title`} className="modal-title">
        Feature Tours
      </h2>
      <p id={`${id}-text`}>Choose a tour to see a feature where it lives, or watch its tutorial.</p>
      <TourList tours={featureToursFor(me.role.name, plan)} headingId={`${id}-tours`} onChooseTour={onChooseTour} />
      <TutorialList roleName={me.role.name} plan={plan} headingId={`${id}-tutorials`} />
      <p className="form-notice" role="status">
        {restore.isSuccess ? TOURS_RESTORED : restore.isError ? TOURS_NOT_RESTORED : ''}
      </p>
      <div className="modal-actions">
        <button type="button" className="button" disabled={restore.isPending} onClick={() => restore.mutate()}>
          Show the welcome tour again
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
