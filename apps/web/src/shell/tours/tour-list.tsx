import type { FeatureTour, TourId } from '@fieldbook/domain';

interface TourListProps {
  tours: readonly FeatureTour[];
  headingId: string;
  onChooseTour: (id: TourId) => void;
}

/** The feature tours of the user's role and plan; choosing one goes to its page and starts it. */
export function TourList({ tours, headingId, onChooseTour }: TourListProps) {
  if (tours.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="tours-heading">
        Tours
      </h3>
      <ul className="tour-list">
        {tours.map((tour) => (
          <li key={tour.id}>
            <button type="button" className="button button-secondary button-block" onClick={() => onChooseTour(tour.id)}>
              {tour.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
