import type { ReportFilterOptions } from '@fieldbook/contract';
import { checkReportFilters, type FieldIssue, type ReportFilters } from '@fieldbook/domain';
import { type FormEvent, useState } from 'react';
import { useIsDojShown } from '../../doj-submissions/use-is-doj-shown.ts';
import { useIsReviewShown } from '../../review/use-is-review-shown.ts';
import { ShowIssuesContext } from '../form/form-services.ts';
import { CitizenFilters } from './citizen-filters.tsx';
import { DateFilter } from './date-filter.tsx';
import { cleanFilters, type FiltersPatch, issueLookup, unplacedIssues } from './filter-values.ts';
import { OfficerFilter } from './officer-filter.tsx';
import { PlaceAndTagFilters } from './place-and-tag-filters.tsx';
import { ReportKindFilters } from './report-kind-filters.tsx';
import { StatusFilter } from './status-filter.tsx';
import '../form/report-form.css';

interface FilterPanelProps {
  options: ReportFilterOptions;
  applied: ReportFilters;
  /** The server's messages for the applied filters (400 VALIDATION_ERROR), by path. */
  serverIssues: readonly FieldIssue[];
  /** A quick search is running: the list shows its results until the search is cleared. */
  isQuickSearchActive: boolean;
  onApply: (filters: ReportFilters) => void;
}

/**
 * The advanced filters (analytics.md §3, §5). 'Apply' checks them with the rules the server runs (the same
 * checkReportFilters) and shows each message at its filter; only valid filters are applied.
 */
export function FilterPanel({ options, applied, serverIssues, isQuickSearchActive, onApply }: FilterPanelProps) {
  const isReviewShown = useIsReviewShown();
  const isDojShown = useIsDojShown();
  const [draft, setDraft] = useState<ReportFilters>(applied);
  const [issues, setIssues] = useState<FieldIssue[] | null>(null);
  const shownIssues = issues ?? serverIssues;
  const issueAt = issueLookup(shownIssues);
  const handleChange = (patch: FiltersPatch) => setDraft((previous) => ({ ...previous, ...patch }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const filters = cleanFilters(draft);
    const context = { today: options.today, hasAnalytics: options.earliest_date === null, citizenFields: options.citizen_fields };
    const found = checkReportFilters(filters, context);
    // Valid here: the server's answer (if it still refuses) is what shows next.
    setIssues(found.length > 0 ? found : null);
    if (found.length === 0) onApply(filters);
  }

  const parts = { filters: draft, onChange: handleChange, issueAt };
  return (
    <ShowIssuesContext.Provider value={true}>
      <form className="report-form filter-panel" aria-label="Advanced search" noValidate onSubmit={handleSubmit}>
        {shownIssues.length > 0 && (
          <div role="alert" className="form-alert">
            <p>Please correct the filters marked below.</p>
            {unplacedIssues(shownIssues).map((issue) => (
              <p key={issue.path}>{issue.message}</p>
            ))}
          </div>
        )}
        {isQuickSearchActive && (
          <p className="form-field-hint">
            While a quick search is active, the list shows its results. Clear the search to see the filtered reports.
          </p>
        )}
        <div className="filter-grid">
          <DateFilter {...parts} min={options.earliest_date} max={options.today} />
          <ReportKindFilters {...parts} />
          <OfficerFilter {...parts} />
          {isReviewShown ? <StatusFilter {...parts} filterKey="reviewStates" /> : null}
          {isDojShown ? <StatusFilter {...parts} filterKey="dojStatuses" /> : null}
          <PlaceAndTagFilters {...parts} />
          <CitizenFilters {...parts} options={options} />
        </div>
        <div className="filter-actions">
          <button type="submit" className="button button-primary">
            Apply
          </button>
        </div>
      </form>
    </ShowIssuesContext.Provider>
  );
}
