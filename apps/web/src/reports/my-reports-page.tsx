import type { ReportView } from '@fieldbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { type LocatedReport, reportsWithoutCoordinates } from './lists/group-reports.ts';
import { MultipleReportsDialog } from './lists/multiple-reports-dialog.tsx';
import { ReportList } from './lists/report-list.tsx';
import { ReportViewerDialog } from './lists/report-viewer-dialog.tsx';
import { ReportsMap } from './lists/reports-map.tsx';
import { myReportsQueryOptions, stateConfigurationQueryOptions } from './reports.api.ts';
import './lists/report-list.css';
import './viewer/report-viewer.css';

/** /app/my-reports: the officer's own reports, newest first, each opening the full report with 'Amend Report'. */
export default function MyReportsPage() {
  usePageTitle('My Reports');
  const me = useCurrentUser();
  const navigate = useNavigate();
  const timeZone = me.agency?.timezone ?? 'UTC';
  const config = useQuery({ ...stateConfigurationQueryOptions(me.agency?.configuration_file ?? ''), enabled: Boolean(me.agency) });
  const [opened, setOpened] = useState<string | null>(null);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [group, setGroup] = useState<LocatedReport[] | null>(null);
  const forMap = useQuery({ ...myReportsQueryOptions(100), enabled: view === 'map' });
  const mapItems = forMap.data?.items ?? [];

  function handleOpenGroup(reports: LocatedReport[]) {
    if (reports.length === 1 && reports[0]) setOpened(reports[0].incident_number);
    else setGroup(reports);
  }

  function handleAmend(report: ReportView) {
    navigate('/app/amend', { state: { report, redirectTo: '/app/my-reports/contacts' } });
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        My Reports
      </h1>
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
          firstPage="/api/reports/me?limit=10&sort_by=newest"
          timeZone={timeZone}
          onOpen={(item) => setOpened(item.incident_number)}
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
            setOpened(item.incident_number);
          }}
          onClose={() => setGroup(null)}
        />
      )}
      {opened && config.data && (
        <ReportViewerDialog
          incidentNumber={opened}
          config={config.data}
          timeZone={timeZone}
          onAmend={handleAmend}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  );
}
