import type { AnalyticsPeriods } from '@fieldbook/contract';
import { ANALYTICS_MIN_DATE, CUSTOM_RANGE_MESSAGE, checkCustomRange, type PeriodKind, type PeriodOption } from '@fieldbook/domain';
import { useId, useState } from 'react';
import type { DashboardFilters } from './dashboard-filters.ts';
import { PERIOD_LABELS } from './filter-chips.ts';

type CalendarKind = 'quarter' | 'half_year' | 'year';
const CALENDAR_KINDS: readonly CalendarKind[] = ['quarter', 'half_year', 'year'];
const isCalendar = (kind: PeriodKind): kind is CalendarKind => (CALENDAR_KINDS as readonly string[]).includes(kind);

interface PeriodFieldsProps {
  draft: DashboardFilters;
  onChange: (next: DashboardFilters) => void;
  /** Quarter, half-year and year options; null for the officer role, who is not offered them. */
  periods: AnalyticsPeriods | null;
  /** Today in the agency's time zone, 'YYYY-MM-DD'. */
  today: string;
}

const firstOffered = (options: readonly PeriodOption[]) => options.find((option) => !option.coming_soon);

/** The custom range's problem to show, or null: both ends, from 1 July 2022, no future, at most 31 days. */
export function customRangeIssue(draft: DashboardFilters, today: string): string | null {
  return draft.period === 'custom' ? checkCustomRange(draft.from, draft.to, today) : null;
}

/**
 * The period (analytics.md §5): Last week, Last month, Quarter, Half-year, Year (disabled when none is offered, and
 * not offered to the officer role) and Exact dates. Changing the period clears the custom range.
 */
export function PeriodFields({ draft, onChange, periods, today }: PeriodFieldsProps) {
  const id = useId();
  const [isRangeTouched, setIsRangeTouched] = useState(false);
  const kinds: PeriodKind[] = periods ? ['week', 'month', 'quarter', 'half_year', 'year', 'custom'] : ['week', 'month', 'custom'];
  const issue = customRangeIssue(draft, today);
  const isIssueShown = issue !== null && (isRangeTouched || (draft.from !== undefined && draft.to !== undefined));
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;

  function handlePeriod(kind: PeriodKind) {
    const offered = isCalendar(kind) && periods ? firstOffered(periods[kind]) : undefined;
    setIsRangeTouched(false);
    onChange({
      ...draft,
      period: kind,
      from: undefined,
      to: undefined,
      periodValue: offered ? { value: offered.value, label: offered.label } : undefined,
    });
  }

  return (
    <fieldset className="form-field-group filter-group">
      <legend className="form-field-label">Period</legend>
      <div className="choice-list">
        {kinds.map((kind) => {
          const isDisabled = isCalendar(kind) && !(periods && firstOffered(periods[kind]));
          return (
            <label key={kind} className={isDisabled ? 'choice is-disabled' : 'choice'}>
              <input
                type="radio"
                name={`${id}-period`}
                value={kind}
                checked={draft.period === kind}
                disabled={isDisabled}
                onChange={() => handlePeriod(kind)}
              />
              <span>{PERIOD_LABELS[kind]}</span>
            </label>
          );
        })}
      </div>
      {isCalendar(draft.period) && periods ? (
        <div className="form-field">
          <label className="form-field-label" htmlFor={`${id}-value`}>
            {PERIOD_LABELS[draft.period]}
          </label>
          <select
            id={`${id}-value`}
            className="select"
            value={draft.periodValue?.value ?? ''}
            onChange={(event) => {
              const option = periods[draft.period as CalendarKind].find((candidate) => candidate.value === event.target.value);
              if (option) onChange({ ...draft, periodValue: { value: option.value, label: option.label } });
            }}
          >
            {periods[draft.period].map((option) => (
              <option key={option.value} value={option.value} disabled={option.coming_soon}>
                {option.coming_soon ? `${option.label} (coming soon)` : option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {draft.period === 'custom' ? (
        <div className="range">
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className="range-bound">
              <label htmlFor={`${id}-${end}`}>{end === 'from' ? 'Date from' : 'Date to'}</label>
              <input
                id={`${id}-${end}`}
                type="date"
                required
                value={draft[end] ?? ''}
                min={end === 'to' && draft.from ? draft.from : ANALYTICS_MIN_DATE}
                max={today}
                aria-invalid={isIssueShown || undefined}
                aria-describedby={isIssueShown && issue !== CUSTOM_RANGE_MESSAGE ? `${helpId} ${errorId}` : helpId}
                onChange={(event) => onChange({ ...draft, [end]: event.target.value || undefined })}
                onBlur={() => setIsRangeTouched(true)}
              />
            </div>
          ))}
          <p
            id={helpId}
            className={isIssueShown && issue === CUSTOM_RANGE_MESSAGE ? 'form-field-error range-help' : 'form-field-hint range-help'}
          >
            {CUSTOM_RANGE_MESSAGE}
          </p>
          {isIssueShown && issue !== CUSTOM_RANGE_MESSAGE ? (
            <p id={errorId} className="form-field-error range-help">
              {issue}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
