import { describeReportChange, diffReports, type StateConfiguration } from '@fieldbook/domain';
import { useDeferredValue, useMemo } from 'react';
import './amend.css';

interface PendingChangesProps {
  /** The version being amended, as the form writes it (so a value left alone compares equal). */
  base: unknown;
  /** The draft as it would be sent now. */
  draft: unknown;
  config: StateConfiguration;
  timeZone: string;
}

/**
 * 'Changes to send' (issue 25): the amend's field-level changes in words, from the domain's one diff (the one the server
 * stores with the version), before Submit. Worked out from a deferred draft, off the keystroke path.
 */
export function PendingChanges({ base, draft, config, timeZone }: PendingChangesProps) {
  const deferred = useDeferredValue(draft);
  const changes = useMemo(() => diffReports(base, deferred, { config, timeZone }), [base, deferred, config, timeZone]);
  if (changes.length === 0) return null;
  return (
    <details className="pending-changes">
      <summary>{changes.length === 1 ? 'Change to send (1)' : `Changes to send (${changes.length})`}</summary>
      <ul aria-label="Changes to send">
        {changes.map((change) => (
          <li key={`${change.path}-${change.kind}`}>{describeReportChange(change)}</li>
        ))}
      </ul>
    </details>
  );
}
