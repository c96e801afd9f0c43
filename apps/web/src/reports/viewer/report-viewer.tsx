import type { ReportView } from '@fieldbook/contract';
import { hasPermission, SNACKBAR_AUTO_HIDE_MS, type StateConfiguration } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useCurrentUser } from '../../accounts/current-user-context.ts';
import { ReportDojChip, ReportDojErrors } from '../../doj-submissions/report-doj-status.tsx';
import { isReviewOn } from '../../review/review-format.ts';
import { ReviewStateChip } from '../../review/review-state-chip.tsx';
import { reportQueryOptions } from '../reports.api.ts';
import { describeReport } from './describe-report.ts';
import { ReportLocationMap } from './report-location-map.tsx';
import { ReportSections } from './report-sections.tsx';
import { VersionHistory } from './version-history.tsx';
import './report-viewer.css';

export const VERSION_LOAD_FAILED = 'The selected version could not be loaded correctly. Please try again.';
export const AMEND_NOT_ALLOWED = 'Sorry, you do not have permission to amend this report.';
/** Why Amend Report is off on an older version: the right to amend is not the question there (issue 13). */
export const AMEND_ONLY_CURRENT = 'Only the current version can be amended.';

interface ReportViewerProps {
  incidentNumber: string;
  config: StateConfiguration;
  timeZone: string;
  onAmend: (report: ReportView) => void;
}

const versionLabel = (version: ReportView['versions'][number], timeZone: string) =>
  `Version ${version.v + 1} · ${new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(version.created_at))} · ${version.author.name}`;

/** The full report with its version history; 'Amend Report' only on the current version and with the amend right. */
export function ReportViewer({ incidentNumber, config, timeZone, onAmend }: ReportViewerProps) {
  const me = useCurrentUser();
  const current = useQuery(reportQueryOptions(incidentNumber));
  const [chosen, setChosen] = useState<string | null>(null);
  const chosenVersion = useQuery({ ...reportQueryOptions(incidentNumber, chosen ?? ''), enabled: chosen !== null });
  const [isVersionFailureShown, setIsVersionFailureShown] = useState(false);
  const versionSelectId = useId();

  useEffect(() => {
    if (!chosenVersion.isError) return;
    setChosen(null);
    setIsVersionFailureShown(true);
  }, [chosenVersion.isError]);
  useEffect(() => {
    if (!isVersionFailureShown) return;
    const timer = window.setTimeout(() => setIsVersionFailureShown(false), SNACKBAR_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [isVersionFailureShown]);

  const shown = chosen !== null && chosenVersion.data ? chosenVersion.data : current.data;
  const described = useMemo(() => (shown ? describeReport(shown.report, config, timeZone) : null), [shown, config, timeZone]);

  if (current.isPending) return <p role="status">Loading the report…</p>;
  if (current.isError || !current.data || !described) return <p role="alert">The report could not be loaded. Please try again.</p>;
  const versions = [...current.data.versions].reverse();
  const isCurrentVersion = chosen === null || chosen === versions[0]?.created_at;
  const canAmend = isCurrentVersion && current.data.can_amend;
  const amendRefusal = isCurrentVersion ? AMEND_NOT_ALLOWED : AMEND_ONLY_CURRENT;

  return (
    <article className="report-viewer" aria-labelledby="report-viewer-title">
      <header className="report-viewer-header">
        <h2 id="report-viewer-title">Contact Report</h2>
        {isReviewOn(me) ? <ReviewStateChip state={current.data.review.state} /> : null}
        <ReportDojChip doj={current.data.doj} />
        <div className="field report-version">
          <label htmlFor={versionSelectId} className="field-label">
            Version
          </label>
          <select
            id={versionSelectId}
            className="report-version-select"
            value={chosen ?? versions[0]?.created_at ?? ''}
            onChange={(event) => setChosen(event.target.value === versions[0]?.created_at ? null : event.target.value)}
          >
            {versions.map((version) => (
              <option key={version.v} value={version.created_at}>
                {versionLabel(version, timeZone)}
              </option>
            ))}
          </select>
        </div>
        {chosenVersion.isFetching && <span role="status">Loading version…</span>}
      </header>
      {isVersionFailureShown && (
        <p role="alert" className="alert alert-error">
          {VERSION_LOAD_FAILED}
        </p>
      )}
      <ReportDojErrors doj={current.data.doj} />
      <ReportLocationMap report={(shown ?? current.data).report} />
      <ReportSections described={described} isSupervisionShown={hasPermission(me.role, 'agency.reports.read')} />
      <VersionHistory versions={current.data.versions} timeZone={timeZone} />
      <footer className="report-viewer-footer">
        <span title={canAmend ? undefined : amendRefusal}>
          <button
            type="button"
            className="button button-primary"
            disabled={!canAmend}
            aria-describedby={canAmend ? undefined : 'amend-not-allowed'}
            onClick={() => onAmend(current.data)}
          >
            Amend Report
          </button>
        </span>
        {!canAmend && (
          <span id="amend-not-allowed" role="tooltip" className="field-hint">
            {amendRefusal}
          </span>
        )}
      </footer>
    </article>
  );
}
