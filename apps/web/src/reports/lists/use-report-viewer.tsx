import type { ReportView } from '@fieldbook/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../accounts/current-user-context.ts';
import { stateConfigurationQueryOptions } from '../reports.api.ts';
import { ReportViewerDialog } from './report-viewer-dialog.tsx';
import '../viewer/report-viewer.css';

/**
 * Opening a listed report: the full report in a dialog with its version selector and 'Amend Report', which goes to
 * /app/amend and comes back to this list's own path.
 */
export function useReportViewer(): { openReport: (incidentNumber: string) => void; viewer: ReactNode; timeZone: string } {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timeZone = me.agency?.timezone ?? 'UTC';
  const config = useQuery({ ...stateConfigurationQueryOptions(me.agency?.configuration_file ?? ''), enabled: Boolean(me.agency) });
  const [opened, setOpened] = useState<string | null>(null);

  function handleAmend(report: ReportView) {
    navigate('/app/amend', { state: { report, redirectTo: pathname } });
  }

  const viewer =
    opened && config.data ? (
      <ReportViewerDialog
        incidentNumber={opened}
        config={config.data}
        timeZone={timeZone}
        onAmend={handleAmend}
        onClose={() => setOpened(null)}
      />
    ) : null;
  return { openReport: setOpened, viewer, timeZone };
}
