import type { SortOrder } from '@fieldbook/domain';
import { useState } from 'react';
import { ReportList } from '../reports/lists/report-list.tsx';
import { useReportViewer } from '../reports/lists/use-report-viewer.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import { useWorkspace } from './use-workspace.ts';
import { WORKSPACE_AREAS } from './workspace-areas.ts';
import { workspaceAgencyReportsSource, workspaceMyReportsSource } from './workspaces.api.ts';
import './workspaces.css';

/**
 * /app/agency-reports/workspaces/{workspaceId} and /app/my-reports/workspaces/{workspaceId} (accounts.md §2.3): the
 * agency's, or the user's own, reports limited to the workspace (the server applies its definition).
 */
export default function WorkspaceReportsPage({ area }: { area: 'agency-reports' | 'my-reports' }) {
  const workspace = useWorkspace();
  const { label } = WORKSPACE_AREAS[area];
  usePageTitle(workspace ? `${workspace.name} · ${label}` : label);
  const { openReport, viewer, timeZone } = useReportViewer();
  const [sort, setSort] = useState<SortOrder>('newest');
  if (!workspace) return <PageLoading />;
  const source =
    area === 'agency-reports' ? workspaceAgencyReportsSource(workspace.id, sort) : workspaceMyReportsSource(workspace.id, sort);
  return (
    <section className="page" aria-labelledby="page-title">
      <p className="page-hint">{label}</p>
      <h1 id="page-title" className="page-title">
        {workspace.name}
      </h1>
      <ReportList
        source={source}
        sort={sort}
        onSortChange={setSort}
        timeZone={timeZone}
        onOpen={(item) => openReport(item.incident_number)}
      />
      {viewer}
    </section>
  );
}
