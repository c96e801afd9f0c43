import { DOJ_STATUS_LABELS, DOJ_STATUSES, REVIEW_STATE_LABELS, REVIEW_STATES, type ReportFilters } from '@fieldbook/domain';
import type { FiltersPatch, IssueAt } from './filter-values.ts';
import { MultiPick } from './multi-pick.tsx';

/** The advanced search's status filters: a report matches any of the chosen statuses. */
const STATUS_FILTERS = {
  /** Issue 25: the report's review state. */
  reviewStates: { label: 'Review state', options: REVIEW_STATES.map((state) => ({ key: state, label: REVIEW_STATE_LABELS[state] })) },
  /** Issue 26: the stop's DOJ submission status. */
  dojStatuses: { label: 'DOJ status', options: DOJ_STATUSES.map((status) => ({ key: status, label: DOJ_STATUS_LABELS[status] })) },
} as const;

interface StatusFilterProps {
  filterKey: keyof typeof STATUS_FILTERS;
  filters: ReportFilters;
  onChange: (patch: FiltersPatch) => void;
  issueAt: IssueAt;
}

/** 'Review state' or 'DOJ status': several of the statuses, picked as chips. */
export function StatusFilter({ filterKey, filters, onChange, issueAt }: StatusFilterProps) {
  const { label, options } = STATUS_FILTERS[filterKey];
  return (
    <MultiPick
      label={label}
      options={options}
      chosen={filters[filterKey] ?? []}
      // The options are the filter's own statuses, so what is chosen is one of them.
      onChange={(chosen) => onChange({ [filterKey]: chosen } as FiltersPatch)}
      issue={issueAt(filterKey)}
    />
  );
}
