import type { ReportListItem } from '@fieldbook/contract';
import { ModalDialog } from '../../shell/modal-dialog.tsx';

function ReportChoices({
  items,
  timeZone,
  onChoose,
}: {
  items: readonly ReportListItem[];
  timeZone: string;
  onChoose: (item: ReportListItem) => void;
}) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <ul className="report-choices">
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="report-list-item" onClick={() => onChoose(item)}>
            <span className="report-list-number">{item.incident_number}</span>
            <span>{format.format(new Date(item.incident_date))}</span>
            <span>{item.type}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The multiple-reports selector (reports.md §2): the reports at one place, and those without coordinates. */
export function MultipleReportsDialog(props: {
  nearby: readonly ReportListItem[];
  withoutCoordinates: readonly ReportListItem[];
  timeZone: string;
  onChoose: (item: ReportListItem) => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog className="modal modal-wide" labelledBy="multiple-reports-title" onDismiss={props.onClose}>
      <h2 id="multiple-reports-title" className="modal-title">
        Select a report
      </h2>
      <section aria-labelledby="reports-here-title">
        <h3 id="reports-here-title">Reports at this place ({props.nearby.length})</h3>
        <ReportChoices items={props.nearby} timeZone={props.timeZone} onChoose={props.onChoose} />
      </section>
      {props.withoutCoordinates.length > 0 && (
        <section aria-labelledby="reports-elsewhere-title">
          <h3 id="reports-elsewhere-title">Reports without coordinates ({props.withoutCoordinates.length})</h3>
          <ReportChoices items={props.withoutCoordinates} timeZone={props.timeZone} onChoose={props.onChoose} />
        </section>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={props.onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
