import type { ReportView } from '@fieldbook/contract';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { isDojAgency } from './doj-format.ts';
import { DojStatusChip } from './doj-status-chip.tsx';

/** The stop's DOJ status on the report card (issue 26), in a California agency. */
export function ReportDojChip({ doj }: { doj: ReportView['doj'] }) {
  const me = useCurrentUser();
  return doj && isDojAgency(me) ? <DojStatusChip status={doj.status} /> : null;
}

/**
 * What the DOJ said about a Failed stop, in its own words, or why the stop is held back (Not sendable): the officer and
 * the reviewer fix it with an amend, and the stop goes again with the next batch (issue 26).
 */
export function ReportDojErrors({ doj }: { doj: ReportView['doj'] }) {
  const me = useCurrentUser();
  if (!doj || !isDojAgency(me) || doj.errors.length === 0 || (doj.status !== 'failed' && doj.status !== 'not_sendable')) return null;
  return (
    <div
      className="doj-report-errors"
      role="note"
      aria-label={doj.status === 'failed' ? 'The DOJ refused this stop' : 'Not sendable to the DOJ'}
    >
      <p className="doj-error-message">
        {doj.status === 'failed' ? 'The DOJ refused this stop:' : 'This stop cannot be sent to the DOJ yet:'}
      </p>
      <ul>
        {doj.errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
      <p className="doj-hint">Amend the report to fix it; it goes to the DOJ again with the next batch.</p>
    </div>
  );
}
