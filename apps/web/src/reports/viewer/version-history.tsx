import type { ReportView } from '@fieldbook/contract';
import { describeReportChange } from '@fieldbook/domain';

export const VERSION_HISTORY_TITLE = 'Version history';

const formatWhen = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/**
 * Each version, newest first, with its author, time, reason and the changes from the version before in words (issue 25,
 * 'An amend trail'). Versions written before changes were kept say so.
 */
export function VersionHistory({ versions, timeZone }: { versions: ReportView['versions']; timeZone: string }) {
  const newestFirst = [...versions].reverse();
  return (
    <details className="version-history">
      <summary>
        {VERSION_HISTORY_TITLE} ({versions.length})
      </summary>
      <ol className="version-history-list" aria-label={VERSION_HISTORY_TITLE} reversed>
        {newestFirst.map((version) => (
          <li key={version.v} className="version-history-item">
            <p className="version-history-head">
              <strong>Version {version.v + 1}</strong> · {formatWhen(version.created_at, timeZone)} · {version.author.name}
            </p>
            {version.v === 0 ? <p>Report created.</p> : null}
            {version.reason ? <p>Reason: {version.reason}</p> : null}
            {version.v > 0 && version.changes === null ? <p>Changes were not recorded for this version.</p> : null}
            {version.changes && version.changes.length > 0 ? (
              <ul className="version-history-changes">
                {version.changes.map((change) => (
                  <li key={change.path}>{describeReportChange(change)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
