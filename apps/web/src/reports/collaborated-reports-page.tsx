import type { SortOrder } from '@fieldbook/domain';
import { useState } from 'react';
import { usePageTitle } from '../shell/use-page-title.ts';
import { collaboratedReportsSource } from './lists/lists.api.ts';
import { ReportList } from './lists/report-list.tsx';
import { useReportViewer } from './lists/use-report-viewer.tsx';

/** /app/collaborated-reports: the reports on which the user collaborated, each opening the full report. */
export default function CollaboratedReportsPage() {
  usePageTitle('Collaborated Reports');
  const { openReport, viewer, timeZone } = useReportViewer();
  const [sort, setSort] = useState<SortOrder>('newest');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Collaborated Reports
      </h1>
      <ReportList
        source={collaboratedReportsSource(sort)}
        sort={sort}
        onSortChange={setSort}
        timeZone={timeZone}
        onOpen={(item) => openReport(item.incident_number)}
      />
      {viewer}
    </section>
  );
}
