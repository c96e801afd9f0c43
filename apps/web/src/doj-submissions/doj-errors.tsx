import type { DojOverview } from '@fieldbook/contract';

type StopLink = { id: string; incident_number: string };

function StopButtons({ stops, onOpen }: { stops: readonly StopLink[]; onOpen: (incidentNumber: string) => void }) {
  return (
    <ul className="doj-stops">
      {stops.map((stop) => (
        <li key={stop.id}>
          <button type="button" className="doj-link-button" onClick={() => onOpen(stop.incident_number)}>
            {stop.incident_number}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The DOJ's errors on the year's Failed stops, grouped by its message, each with the stops it names (issue 26). */
export function DojErrors({ errors, onOpen }: { errors: DojOverview['errors']; onOpen: (incidentNumber: string) => void }) {
  return (
    <section aria-labelledby="doj-errors-title">
      <h2 id="doj-errors-title" className="doj-section-title">
        Errors from the DOJ
      </h2>
      {errors.length === 0 ? (
        <p className="empty-state">The DOJ has named no error in this year's stops.</p>
      ) : (
        <ul className="doj-error-groups">
          {errors.map((group) => (
            <li key={group.message}>
              <p className="doj-error-message">{group.message}</p>
              <StopButtons stops={group.stops} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      <p className="doj-hint">Open a stop and amend it: the change goes to the DOJ with the next batch.</p>
    </section>
  );
}

/** Stops held back because the DOJ would refuse them, with the reasons (issue 26). */
export function NotSendableList({ stops, onOpen }: { stops: DojOverview['not_sendable']; onOpen: (incidentNumber: string) => void }) {
  return (
    <section aria-labelledby="doj-not-sendable-title">
      <h2 id="doj-not-sendable-title" className="doj-section-title">
        Not sendable
      </h2>
      {stops.length === 0 ? (
        <p className="empty-state">No stop is held back.</p>
      ) : (
        <ul className="doj-error-groups">
          {stops.map((stop) => (
            <li key={stop.id}>
              <StopButtons stops={[stop]} onOpen={onOpen} />
              <ul className="doj-reasons">
                {stop.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
