import type { ReportView } from '@fieldbook/contract';
import type { StateConfiguration } from '@fieldbook/domain';
import { ModalDialog } from '../../shell/modal-dialog.tsx';
import { ReportViewer } from '../viewer/report-viewer.tsx';

/** The full report viewer in a modal, with 'Amend Report'. */
export function ReportViewerDialog(props: {
  incidentNumber: string;
  config: StateConfiguration;
  timeZone: string;
  onAmend: (report: ReportView) => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog className="modal modal-wide" labelledBy="report-viewer-title" onDismiss={props.onClose}>
      <ReportViewer incidentNumber={props.incidentNumber} config={props.config} timeZone={props.timeZone} onAmend={props.onAmend} />
      <div className="modal-actions">
        <button type="button" className="button" onClick={props.onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
