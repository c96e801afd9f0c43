import type { CitizenSubmissionStatus } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryFailureRoute } from '../agency/settings/use-failure-route.ts';
import { useReportViewer } from '../reports/lists/use-report-viewer.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { CitizenSubmissionCard } from './citizen-submission-card.tsx';
import { citizenSubmissionsQueryOptions } from './citizen-submissions.api.ts';

const STATUS_LABELS: Record<CitizenSubmissionStatus, string> = {
  received: 'Received, not reviewed',
  accepted: 'Accepted',
  dismissed: 'Dismissed',
};
const EMPTY: Record<CitizenSubmissionStatus, string> = {
  received: 'Nothing from citizens is waiting for review.',
  accepted: 'No citizen submission has been accepted yet.',
  dismissed: 'No citizen submission has been dismissed.',
};

/**
 * The 'From citizens' tab (issue 28): commendations and complaints sent from case pages, received ones first. A complaint
 * counts as an indicator only once accepted; the officer never sees who sent it.
 */
export function CitizenSubmissionsPanel() {
  const [status, setStatus] = useState<CitizenSubmissionStatus>('received');
  const submissions = useQuery(citizenSubmissionsQueryOptions(status));
  useQueryFailureRoute(submissions.error);
  const { openReport, viewer, timeZone } = useReportViewer();

  return (
    <section aria-label="From citizens">
      <p className="page-hint">
        Commendations and complaints sent from the case page behind the QR code. A complaint counts as an indicator only once you accept it;
        the officer never sees who sent it. Accepted commendations show on the officer's profile.
      </p>
      <div className="field ei-citizen-filter">
        <label htmlFor="ei-citizen-status">Show</label>
        <select id="ei-citizen-status" value={status} onChange={(event) => setStatus(event.target.value as CitizenSubmissionStatus)}>
          {(Object.keys(STATUS_LABELS) as CitizenSubmissionStatus[]).map((option) => (
            <option key={option} value={option}>
              {STATUS_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      {submissions.isPending ? (
        <PageLoading />
      ) : submissions.data && submissions.data.submissions.length > 0 ? (
        <div className="ei-citizen-list">
          {submissions.data.submissions.map((submission) => (
            <CitizenSubmissionCard key={submission.id} submission={submission} timeZone={timeZone} onOpenReport={openReport} />
          ))}
        </div>
      ) : submissions.data ? (
        <p className="empty-state">{EMPTY[status]}</p>
      ) : null}
      {viewer}
    </section>
  );
}
