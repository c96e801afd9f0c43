import type { ReportFilters } from '@fieldbook/domain';
import { useId } from 'react';
import type { FiltersPatch, IssueAt } from './filter-values.ts';

interface DateFilterProps {
  filters: ReportFilters;
  onChange: (patch: FiltersPatch) => void;
  issueAt: IssueAt;
  /** The earliest day offered ('YYYY-MM-DD'), null with analytics. */
  min: string | null;
  /** Today in the agency's time zone. */
  max: string;
}

function DateInput(props: {
  id: string;
  label: string;
  value: string | undefined;
  issue: string | undefined;
  min: string | null;
  max: string;
  onChange: (value: string | undefined) => void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="range-bound">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="date"
        value={props.value ?? ''}
        min={props.min ?? undefined}
        max={props.max}
        aria-invalid={props.issue ? true : undefined}
        aria-describedby={props.issue ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value || undefined)}
      />
      {props.issue && (
        <p id={errorId} className="form-field-error">
          {props.issue}
        </p>
      )}
    </div>
  );
}

/** The date filter (analytics.md §5): a range of at most 365 days, or one exact date. */
export function DateFilter({ filters, onChange, issueAt, min, max }: DateFilterProps) {
  const id = useId();
  const isExact = filters.exactDate === true;
  return (
    <fieldset className="form-field-group filter-group">
      <legend className="form-field-label">Date</legend>
      <label className="choice">
        <input
          type="checkbox"
          role="switch"
          checked={isExact}
          aria-checked={isExact}
          onChange={(event) => onChange(event.target.checked ? { exactDate: true, dateTo: undefined } : { exactDate: undefined })}
        />
        <span>Exact date</span>
      </label>
      <div className="range">
        <DateInput
          id={`${id}-from`}
          label={isExact ? 'Date' : 'Date from'}
          value={filters.dateFrom}
          issue={issueAt('dateFrom')}
          min={min}
          max={max}
          onChange={(dateFrom) => onChange({ dateFrom })}
        />
        {!isExact && (
          <DateInput
            id={`${id}-to`}
            label="Date to"
            value={filters.dateTo}
            issue={issueAt('dateTo')}
            min={filters.dateFrom ?? min}
            max={max}
            onChange={(dateTo) => onChange({ dateTo })}
          />
        )}
      </div>
    </fieldset>
  );
}
