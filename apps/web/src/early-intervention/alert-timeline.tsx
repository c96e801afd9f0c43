import type { IndicatorEvent } from '@fieldbook/contract';
import { INDICATOR_LABELS } from '@fieldbook/domain';
import { formatDay } from './ei-format.ts';

const SOURCE_LABELS: Record<IndicatorEvent['source'], string> = {
  report: 'From a report',
  citizen: 'From a citizen',
  manual: 'Entered by hand',
};

interface AlertTimelineProps {
  events: readonly IndicatorEvent[];
  timeZone: string;
  onOpenReport: (incidentNumber: string) => void;
}

/** The indicator events, newest first as the server orders them, each with its report when there is one. */
export function AlertTimeline({ events, timeZone, onOpenReport }: AlertTimelineProps) {
  if (events.length === 0) return <p className="empty-state">No indicator events in the window.</p>;
  return (
    <ol className="ei-timeline" aria-label="Indicator events">
      {events.map((event) => (
        <li key={event.id} className="ei-event">
          <p className="ei-event-head">
            <time dateTime={event.occurred_on}>{formatDay(event.occurred_on, timeZone)}</time> · {INDICATOR_LABELS[event.indicator]}
          </p>
          <p className="ei-event-meta">
            {SOURCE_LABELS[event.source]}
            {event.entered_by ? ` by ${event.entered_by.name}` : ''}
            {event.incident_number ? (
              <>
                {' · '}
                <button type="button" className="ei-link-button" onClick={() => onOpenReport(event.incident_number ?? '')}>
                  Open report {event.incident_number}
                </button>
              </>
            ) : null}
          </p>
          {event.note ? <p className="ei-event-note">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
