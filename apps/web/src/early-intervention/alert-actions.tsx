import type { AlertAction } from '@fieldbook/contract';
import { REVIEW_OUTCOME_LABELS } from '@fieldbook/domain';
import { formatDay } from './ei-format.ts';

const KIND_LABELS: Record<AlertAction['kind'], string> = {
  opened: 'Alert opened',
  assigned: 'Reviewer assigned',
  reviewed: 'Review recorded',
  closed: 'Closed',
  follow_up: 'Follow-up',
};

/** What has been done on the alert so far, oldest first. */
export function AlertActions({ actions, timeZone }: { actions: readonly AlertAction[]; timeZone: string }) {
  return (
    <ol className="ei-actions" aria-label="Actions so far">
      {actions.map((action) => (
        <li key={`${action.kind}-${action.at}`}>
          <p className="ei-event-head">
            <time dateTime={action.at}>{formatDay(action.at, timeZone)}</time> · {KIND_LABELS[action.kind]}
            {action.by ? ` by ${action.by.name}` : ''}
          </p>
          {action.outcome ? <p>Outcome: {REVIEW_OUTCOME_LABELS[action.outcome]}</p> : null}
          {action.follow_up_on ? <p>Follow-up on {formatDay(action.follow_up_on, timeZone)}</p> : null}
          {action.note ? <p className="ei-event-note">{action.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
