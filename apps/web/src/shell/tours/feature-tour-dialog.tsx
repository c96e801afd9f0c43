import type { TourId } from '@fieldbook/domain';
import { FEATURE_TOUR_STEPS } from './tour-steps.ts';
import { TourStepsDialog } from './tour-steps-dialog.tsx';

/** A feature tour (ids 1 to 10) on the page it leads to. */
export function FeatureTourDialog({ tourId, onClose }: { tourId: TourId; onClose: () => void }) {
  return <TourStepsDialog steps={FEATURE_TOUR_STEPS[tourId]} onClose={onClose} />;
}
