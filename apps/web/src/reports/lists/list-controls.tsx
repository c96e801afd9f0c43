import type { SortOrder } from '@fieldbook/domain';
import { useId } from 'react';
import { GROUP_BY_OPTIONS, type GroupBy } from './list-grouping.ts';

interface ListControlsProps {
  groupBy: GroupBy;
  onGroupByChange: (groupBy: GroupBy) => void;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
}

/** 'Group by' (Report, Date; Shift and Shift and Officer coming soon) and 'Sort' (Newest, Oldest). */
export function ListControls({ groupBy, onGroupByChange, sort, onSortChange }: ListControlsProps) {
  const id = useId();
  return (
    <div className="list-controls">
      <div className="list-control">
        <label htmlFor={`${id}-group`}>Group by</label>
        <select id={`${id}-group`} value={groupBy} onChange={(event) => onGroupByChange(event.target.value as GroupBy)}>
          {GROUP_BY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isComingSoon}>
              {option.isComingSoon ? `${option.label} (Coming soon)` : option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="list-control">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select id={`${id}-sort`} value={sort} onChange={(event) => onSortChange(event.target.value as SortOrder)}>
          <option value="newest">Newest</option>
          <option value="oldest">Oldest</option>
        </select>
      </div>
    </div>
  );
}
