import type { ReportView } from '@fieldbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { usePageTitle } from '../shell/use-page-title.ts';
import { ReportList } from './lists/report-list.tsx';
import { ReportViewerDialog } from './lists/report-viewer-dialog.tsx';
import { stateConfigurationQueryOptions } from './reports.api.ts';
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

  function handleAmend(report: ReportView) {
    navigate('/app/amend', { state: { report, redirectTo: '/app/my-reports/contacts' } });
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        My Reports
      </h1>
      <ReportList
        firstPage="/api/reports/me?limit=10&sort_by=newest"
        timeZone={timeZone}
        onOpen={(item) => setOpened(item.incident_number)}
      />
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
