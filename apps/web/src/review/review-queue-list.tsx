import type { ReviewQueueItem } from '@fieldbook/contract';
import { useEffect, useRef } from 'react';
import { formatReportDay, formatWaited } from './review-format.ts';

interface ReviewQueueListProps {
  items: readonly ReviewQueueItem[];
  selected: ReadonlySet<string>;
  timeZone: string;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  onOpen: (item: ReviewQueueItem) => void;
}

/** 'Select all' is checked when every report shown is, mixed when some are. */
function SelectAll({ items, selected, onSelectedChange }: Omit<ReviewQueueListProps, 'timeZone' | 'onOpen'>) {
  const ref = useRef<HTMLInputElement>(null);
  const count = items.filter((item) => selected.has(item.incident_number)).length;
  const isAll = items.length > 0 && count === items.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !isAll;
  }, [count, isAll]);
  return (
    <label className="checkbox-row review-select-all">
      <input
        ref={ref}
        type="checkbox"
        checked={isAll}
        onChange={() => onSelectedChange(isAll ? new Set() : new Set(items.map((item) => item.incident_number)))}
      />
      <span>Select all</span>
    </label>
  );
}

/** The reports waiting, oldest first: a checkbox to select each, and a button opening its full report. */
export function ReviewQueueList({ items, selected, timeZone, onSelectedChange, onOpen }: ReviewQueueListProps) {
  function handleToggle(incidentNumber: string) {
    const next = new Set(selected);
    if (next.has(incidentNumber)) next.delete(incidentNumber);
    else next.add(incidentNumber);
    onSelectedChange(next);
  }

  return (
    <>
      <SelectAll items={items} selected={selected} onSelectedChange={onSelectedChange} />
      <ul className="review-rows" aria-label="Reports waiting for review">
        {items.map((item) => (
          <li key={item.id} className="review-row">
            <input
              type="checkbox"
              className="review-row-check"
              aria-label={`Select ${item.incident_number}`}
              checked={selected.has(item.incident_number)}
              onChange={() => handleToggle(item.incident_number)}
            />
            <button type="button" className="review-row-open" onClick={() => onOpen(item)}>
              <span className="report-list-number">{item.incident_number}</span>
              <span>{formatReportDay(item.date, timeZone)}</span>
              <span>{item.type}</span>
              <span className="report-list-author">
                {item.author.name}
                {item.groups.length > 0 ? ` · ${item.groups.map((group) => group.name).join(', ')}` : ''}
              </span>
              <span className="review-waited">Waiting {formatWaited(item.submitted_at)}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
