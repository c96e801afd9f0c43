import type { ReportListItem } from '@fieldbook/contract';
import { DojStatusChip } from '../../doj-submissions/doj-status-chip.tsx';
import { useIsDojShown } from '../../doj-submissions/use-is-doj-shown.ts';
import { ReviewStateChip } from '../../review/review-state-chip.tsx';
import { useIsReviewShown } from '../../review/use-is-review-shown.ts';
import { formatWhen, type GroupBy, groupReportsByDay } from './list-grouping.ts';

interface ReportItemsProps {
  items: readonly ReportListItem[];
  groupBy: GroupBy;
  timeZone: string;
  onOpen: (item: ReportListItem) => void;
}

function ReportRows({ items, timeZone, onOpen, label }: Omit<ReportItemsProps, 'groupBy'> & { label: string }) {
  // The review state's chip (issue 25), only where the agency has review on.
  const isReviewShown = useIsReviewShown();
  // The DOJ submission status (issue 26), in California agencies.
  const isDojShown = useIsDojShown();
  return (
    <ul className="report-rows" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="report-list-item" onClick={() => onOpen(item)}>
            <span className="report-list-number">{item.incident_number}</span>
            <span>{formatWhen(item.incident_date, timeZone)}</span>
            <span className="report-list-type">
              <span className="report-type-dot" style={{ background: item.color.day }} aria-hidden="true" />
              {item.name}
            </span>
            <span className="report-list-author">{item.author_name}</span>
            {item.version > 0 && <span className="report-list-badge">Amended</span>}
            {isReviewShown && <ReviewStateChip state={item.review_state} />}
            {isDojShown && item.doj_status ? <DojStatusChip status={item.doj_status} /> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The loaded reports, one row each, or under a heading per day (in the customer's time zone). */
export function ReportItems({ items, groupBy, timeZone, onOpen }: ReportItemsProps) {
  if (groupBy === 'report') return <ReportRows items={items} timeZone={timeZone} onOpen={onOpen} label="Reports" />;
  return (
    <div className="report-days">
      {groupReportsByDay(items, timeZone).map((day) => (
        <section key={day.day} aria-labelledby={`report-day-${day.day}`}>
          <h2 id={`report-day-${day.day}`} className="report-day-title">
            {day.label}
          </h2>
          <ReportRows items={day.reports} timeZone={timeZone} onOpen={onOpen} label={`Reports of ${day.label}`} />
        </section>
      ))}
    </div>
  );
}
