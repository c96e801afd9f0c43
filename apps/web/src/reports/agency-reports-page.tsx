import type { ReportTotalsBody } from '@fieldbook/contract';
import { countReportFilters, type FieldIssue, type ReportFilters, type SortOrder } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { isHttpError } from '../shell/http.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { AdvancedSearchSwitch } from './lists/advanced-search-switch.tsx';
import { DownloadReports } from './lists/download-reports.tsx';
import { FastFacts } from './lists/fast-facts.tsx';
import { FilterPanel } from './lists/filter-panel.tsx';
import { agencySearchSource, filterOptionsQueryOptions, quickSearchSource } from './lists/lists.api.ts';
import { QuickSearch } from './lists/quick-search.tsx';
import { ReportList } from './lists/report-list.tsx';
import { useQuickSearch } from './lists/use-quick-search.ts';
import { useReportViewer } from './lists/use-report-viewer.tsx';

/**
 * /app/agency-reports/contacts: every report of the agency, with quick search, advanced filters, fast facts and the
 * download by e-mail (analytics.md §2). A quick search, while active, decides the list; otherwise the filters do.
 */
export default function AgencyReportsPage() {
  usePageTitle('Agency Reports');
  const me = useCurrentUser();
  const { openReport, viewer, timeZone } = useReportViewer();
  const search = useQuickSearch(me.email);
  const [sort, setSort] = useState<SortOrder>('newest');
  const [isAdvanced, setIsAdvanced] = useState(false);
  const [filters, setFilters] = useState<ReportFilters>({});
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([]);
  const options = useQuery(filterOptionsQueryOptions());
  const text = search.activeText;
  const source = text ? quickSearchSource(text, sort) : agencySearchSource(filters, sort);
  const totalsBody: ReportTotalsBody = text ? { filter: text } : { filters };
  const filterCount = countReportFilters(filters);

  function handleAdvancedChange(isOn: boolean) {
    setIsAdvanced(isOn);
    if (isOn) return;
    setFilters({});
    setServerIssues([]);
  }

  function handleApply(next: ReportFilters) {
    setServerIssues([]);
    setFilters(next);
  }

  function handleListError(error: unknown) {
    if (!isHttpError(error) || error.detail !== 'VALIDATION_ERROR' || text) return;
    setServerIssues(error.errors);
    setIsAdvanced(true);
  }

  return (
    <section className="page agency-reports" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Agency Reports
      </h1>
      <div className="list-toolbar">
        <QuickSearch text={search.text} onTextChange={search.setText} kept={search.kept} onKeep={search.keep} />
        <div className="list-toolbar-actions">
          <AdvancedSearchSwitch isOn={isAdvanced} filterCount={filterCount} onChange={handleAdvancedChange} />
          <DownloadReports body={{ filters, sort_by: sort }} email={me.email} isQuickSearchActive={text !== ''} />
        </div>
      </div>
      {isAdvanced && options.data && (
        <FilterPanel
          options={options.data}
          applied={filters}
          serverIssues={serverIssues}
          isQuickSearchActive={text !== ''}
          onApply={handleApply}
        />
      )}
      {isAdvanced && options.isPending && <p role="status">Loading the filters…</p>}
      {isAdvanced && options.isError && (
        <p role="alert" className="form-alert">
          The filters could not be loaded. Please try again.
        </p>
      )}
      <FastFacts body={totalsBody} />
      <ReportList
        source={source}
        sort={sort}
        onSortChange={setSort}
        timeZone={timeZone}
        isFiltered={text !== '' || filterCount > 0}
        onOpen={(item) => {
          if (text) search.keep(text);
          openReport(item.incident_number);
        }}
        onError={handleListError}
      />
      {viewer}
    </section>
  );
}
