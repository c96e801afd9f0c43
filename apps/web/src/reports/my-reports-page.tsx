import type { SortOrder } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReturnedToMe } from '../review/returned-to-me.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import { type LocatedReport, reportsWithoutCoordinates } from './lists/group-reports.ts';
import { myReportsSource } from './lists/lists.api.ts';
import { MultipleReportsDialog } from './lists/multiple-reports-dialog.tsx';
import { ReportList } from './lists/report-list.tsx';
import { ReportsMap } from './lists/reports-map.tsx';
import { useReportViewer } from './lists/use-report-viewer.tsx';
import { myReportsQueryOptions } from './reports.api.ts';

/** /app/my-reports: the officer's own reports as a list (sorted, grouped) or a map, each opening the full report. */
export default function MyReportsPage() {
  usePageTitle('My Reports');
  const { openReport, viewer, timeZone } = useReportViewer();
  const [sort, setSort] = useState<SortOrder>('newest');
  const [view, setView] = useState<'list' | 'map'>('list');
  const [group, setGroup] = useState<LocatedReport[] | null>(null);
  const forMap = useQuery({ ...myReportsQueryOptions(100), enabled: view === 'map' });
  const mapItems = forMap.data?.reports ?? [];

  function handleOpenGroup(reports: LocatedReport[]) {
    if (reports.length === 1 && reports[0]) openReport(reports[0].incident_number);
    else setGroup(reports);
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        My Reports
      </h1>
      <ReturnedToMe />
      <fieldset className="report-views">
        <legend className="visually-hidden">View</legend>
        <button type="button" className="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
          List
        </button>
        <button type="button" className="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
          Map
        </button>
      </fieldset>
      {view === 'list' ? (
        <ReportList
          source={myReportsSource(sort)}
          sort={sort}
          onSortChange={setSort}
          timeZone={timeZone}
          onOpen={(item) => openReport(item.incident_number)}
        />
      ) : (
        <ReportsMap items={mapItems} onOpenGroup={handleOpenGroup} />
      )}
      {group && (
        <MultipleReportsDialog
          nearby={group}
          withoutCoordinates={reportsWithoutCoordinates(mapItems)}
          timeZone={timeZone}
          onChoose={(item) => {
            setGroup(null);
            openReport(item.incident_number);
          }}
          onClose={() => setGroup(null)}
        />
      )}
      {viewer}
    </section>
  );
}
