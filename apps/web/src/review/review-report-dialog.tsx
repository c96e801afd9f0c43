import type { ReportView } from '@fieldbook/contract';
import { describeIssue, type StateConfiguration, validateReport } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { reportQueryOptions } from '../reports/reports.api.ts';
import { ReportViewer } from '../reports/viewer/report-viewer.tsx';
import { ModalDialog } from '../shell/modal-dialog.tsx';
import { listReportFields } from './report-fields.ts';
import { ReturnDialog } from './return-dialog.tsx';
import type { JudgedReport } from './use-review-actions.ts';

interface ReviewReportDialogProps {
  incidentNumber: string;
  /** The version the queue listed: judged until the report itself is read. */
  listedVersion: number;
  config: StateConfiguration;
  timeZone: string;
  isSending: boolean;
  onApprove: (report: JudgedReport) => Promise<string | null>;
  onReturn: (report: JudgedReport, note: string, fields: string[]) => Promise<string | null>;
  onAmend: (report: ReportView) => void;
  onClose: () => void;
}

/** The rules engine's warnings on the report as it is stored (issue 25: the reviewer sees what the rules say). */
function RuleWarnings({ report, config, timeZone }: { report: ReportView; config: StateConfiguration; timeZone: string }) {
  const warnings = useMemo(
    () =>
      validateReport(report.report, { config, timeZone, now: new Date(), mode: 'amend' }).issues.map((issue) =>
        describeIssue(issue, config),
      ),
    [report.report, config, timeZone],
  );
  return (
    <section className="review-warnings" aria-labelledby="review-warnings-title">
      <h3 id="review-warnings-title">Rules</h3>
      {warnings.length === 0 ? (
        <p>The rules find nothing to correct.</p>
      ) : (
        <ul>
          {[...new Set(warnings)].map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A waiting report in full with the rules' warnings, 'Approve' and 'Return' (with the version judged). */
export function ReviewReportDialog(props: ReviewReportDialogProps) {
  const report = useQuery(reportQueryOptions(props.incidentNumber));
  const [isReturning, setIsReturning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const judged = { incident_number: props.incidentNumber, version: report.data?.version ?? props.listedVersion };
  const fields = useMemo(() => (report.data ? listReportFields(report.data.report, props.config) : []), [report.data, props.config]);

  async function handleApprove() {
    const problem = await props.onApprove(judged);
    if (problem) setFailure(problem);
    else props.onClose();
  }

  async function handleReturn(note: string, chosen: string[]) {
    const problem = await props.onReturn(judged, note, chosen);
    if (problem) {
      setFailure(problem);
      setIsReturning(false);
    } else props.onClose();
  }

  if (isReturning) {
    return (
      <ReturnDialog
        incidentNumber={props.incidentNumber}
        fields={fields}
        isSending={props.isSending}
        failure={null}
        onReturn={(note, chosen) => void handleReturn(note, chosen)}
        onClose={() => setIsReturning(false)}
      />
    );
  }
  return (
    <ModalDialog className="modal modal-wide" labelledBy="report-viewer-title" onDismiss={props.onClose}>
      <ReportViewer incidentNumber={props.incidentNumber} config={props.config} timeZone={props.timeZone} onAmend={props.onAmend} />
      {report.data ? <RuleWarnings report={report.data} config={props.config} timeZone={props.timeZone} /> : null}
      {failure ? (
        <p role="alert" className="form-alert">
          {failure}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button" onClick={props.onClose}>
          Close
        </button>
        <button type="button" className="button" disabled={!report.data || props.isSending} onClick={() => setIsReturning(true)}>
          Return
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!report.data || props.isSending}
          onClick={() => void handleApprove()}
        >
          Approve
        </button>
      </div>
    </ModalDialog>
  );
}
