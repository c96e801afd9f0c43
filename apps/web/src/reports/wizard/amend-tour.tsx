import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TourStepsDialog } from '../../shell/tours/tour-steps-dialog.tsx';
import { isTourShownAgain, useDismissTour, userSettingsQueryOptions } from '../../shell/tours/user-settings.api.ts';

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

/**
 * The amend guided tour, shown until the user finishes or skips it; the dismissal is kept on the server (user
 * settings), so it is not shown again on any device. Without the settings (offline, a failed call) it stays closed.
 */
export function AmendTour({ tourId }: { tourId: number }) {
  const settings = useQuery(userSettingsQueryOptions());
  const dismissTour = useDismissTour();
  const [isClosed, setIsClosed] = useState(false);
  if (isClosed || !settings.data || !isTourShownAgain(settings.data, tourId)) return null;

  function handleClose() {
    setIsClosed(true);
    dismissTour(tourId);
  }

  return <TourStepsDialog steps={AMEND_TOUR_STEPS} onClose={handleClose} />;
}
