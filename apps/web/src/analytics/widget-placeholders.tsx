import { hasPermission, isContentOmitted, type OmittedReason, type Widget } from '@fieldbook/domain';
import { useContext } from 'react';
import { Link } from 'react-router';
import { CurrentUserContext } from '../accounts/current-user-context.ts';

export { isContentOmitted };

/** Whether a widget shows a placeholder ('Get Started!' or 'Content Omitted'): nothing of it to download. */
export function isPlaceholderShown(widget: Widget): boolean {
  return !widget.has_data || isContentOmitted(widget);
}

/** A widget with nothing to show in the period (analytics.md §4). */
export function GetStarted() {
  return (
    <div className="widget-placeholder">
      <p className="widget-placeholder-title">Get Started!</p>
      <p>There are no reports for this widget in the selected period yet.</p>
    </div>
  );
}

/** Where the jurisdiction's population is entered (Settings, Population). */
export const POPULATION_SETTINGS_PATH = '/app/settings?section=population';

/**
 * A widget with too little data to show safely (analytics.md §4), saying why and what to do: enter the population
 * (linked for who may), widen the filter, or choose a longer period.
 */
export function ContentOmitted({ reason = 'too_few_people' }: { reason?: OmittedReason | undefined }) {
  // Signed-out pages (shared insights) draw widgets too: no link there.
  const me = useContext(CurrentUserContext);
  const mayEnterPopulation = me !== null && hasPermission(me.role, 'agency.settings.manage');
  return (
    <div className="widget-placeholder">
      <p className="widget-placeholder-title">Content Omitted</p>
      {reason === 'no_population' ? (
        <p>
          No population figures are entered for your jurisdiction, and this widget divides by its residents.{' '}
          {mayEnterPopulation ? (
            <Link to={POPULATION_SETTINGS_PATH}>Enter the population in Settings</Link>
          ) : (
            "Your agency's owner can enter them in Settings."
          )}
        </p>
      ) : reason === 'filter_too_narrow' ? (
        <p>The filters leave too few people to show this widget safely. Remove a filter or choose a longer period.</p>
      ) : (
        <p>There are too few people in this period to show this widget safely. Choose a longer period.</p>
      )}
    </div>
  );
}
