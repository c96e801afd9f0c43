import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { groupsQueryOptions } from '../reports/lists/lists.api.ts';
import { FilterSelect } from '../shell/filter-select.tsx';
import { type ReviewQueueFilters, reviewOfficersQueryOptions } from './review.api.ts';

interface ReviewQueueFiltersProps {
  filters: ReviewQueueFilters;
  onChange: (filters: ReviewQueueFilters) => void;
}

/** Without the key, so an emptied filter is absent rather than ''. */
function withValue(filters: ReviewQueueFilters, key: keyof ReviewQueueFilters, value: string): ReviewQueueFilters {
  const next = { ...filters };
  if (value === '') delete next[key];
  else next[key] = value;
  return next;
}

/** The queue's filters: group, officer, and the report dates from and to. */
export function ReviewQueueFilterBar({ filters, onChange }: ReviewQueueFiltersProps) {
  const id = useId();
  const groups = useQuery(groupsQueryOptions());
  const officers = useQuery(reviewOfficersQueryOptions());
  const field = (key: keyof ReviewQueueFilters) => ({
    id: `${id}-${key}`,
    value: filters[key] ?? '',
    onChange: (event: { target: { value: string } }) => onChange(withValue(filters, key, event.target.value)),
  });

  return (
    <fieldset className="review-filters">
      <legend className="visually-hidden">Filters</legend>
      <FilterSelect
        id={`${id}-group_id`}
        label="Group"
        allLabel="All groups"
        value={filters.group_id ?? ''}
        options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
        onChange={(value) => onChange(withValue(filters, 'group_id', value))}
      />
      <FilterSelect
        id={`${id}-officer_id`}
        label="Officer"
        allLabel="All officers"
        value={filters.officer_id ?? ''}
        options={(officers.data ?? []).map((officer) => ({ value: officer.id, label: officer.name }))}
        onChange={(value) => onChange(withValue(filters, 'officer_id', value))}
      />
      <div className="form-field">
        <label className="form-field-label" htmlFor={`${id}-from`}>
          From
        </label>
        <input type="date" {...field('from')} max={filters.to} />
      </div>
      <div className="form-field">
        <label className="form-field-label" htmlFor={`${id}-to`}>
          To
        </label>
        <input type="date" {...field('to')} min={filters.from} />
      </div>
    </fieldset>
  );
}
