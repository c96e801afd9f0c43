import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { useQueryFailureRoute } from '../agency/settings/use-failure-route.ts';
import { useReportViewer } from '../reports/lists/use-report-viewer.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import { AddEventForm } from './add-event-form.tsx';
import { AlertActions } from './alert-actions.tsx';
import { AlertStatusChip, DeadlineText } from './alert-status.tsx';
import { AlertTimeline } from './alert-timeline.tsx';
import { alertProfileQueryOptions } from './ei.api.ts';
import { canManageEarlyIntervention, describeDeadline, formatDay } from './ei-format.ts';
import { PeerComparisons } from './peer-chart.tsx';
import { ReviewCycle } from './review-cycle.tsx';
import './early-intervention.css';

/** /app/early-intervention/alerts/:id (issue 28): the officer's profile behind an alert and its review. */
export default function AlertProfilePage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const profile = useQuery(alertProfileQueryOptions(id));
  useQueryFailureRoute(profile.error);
  const { openReport, viewer, timeZone } = useReportViewer();
  const alert = profile.data;
  usePageTitle(alert ? `Early intervention: ${alert.officer.name}` : 'Early intervention');

  if (!alert) return profile.isPending ? <PageLoading /> : null;
  const deadline = describeDeadline(alert.days_open, alert.deadline_days);
  const isManager = canManageEarlyIntervention(me);

  return (
    <div className="page ei-page">
      <p>
        <Link to="/app/early-intervention" className="ei-back">
          Back to the alerts
        </Link>
      </p>
      <h1 id="page-title" className="page-title">
        {alert.officer.name} ({alert.officer.officer_id})
      </h1>
      <p className="ei-alert-meta">
        <AlertStatusChip status={alert.status} /> {alert.status === 'closed' ? null : <DeadlineText {...deadline} />}
        {' · '}
        {alert.reviewer ? `Reviewer: ${alert.reviewer.name}` : 'No reviewer yet'}
      </p>
      <section aria-labelledby="ei-why-title" className="ei-section">
        <h2 id="ei-why-title">Why this alert</h2>
        <ul className="ei-why">
          {alert.why.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="page-hint">An alert is a prompt to check in and offer support. It is not a finding of misconduct.</p>
      </section>
      <section aria-labelledby="ei-peers-title" className="ei-section">
        <h2 id="ei-peers-title">Compared with peers</h2>
        <p className="page-hint">Peers worked the same areas and hours in the same period. The lines show each 95% interval.</p>
        <PeerComparisons comparisons={alert.peer_comparisons} />
      </section>
      <section aria-labelledby="ei-timeline-title" className="ei-section">
        <h2 id="ei-timeline-title">Indicator events</h2>
        <AlertTimeline events={alert.timeline} timeZone={timeZone} onOpenReport={openReport} />
        {alert.confidential_entries > 0 ? (
          <p className="page-hint">
            {alert.confidential_entries === 1 ? '1 confidential entry is' : `${alert.confidential_entries} confidential entries are`}{' '}
            counted here too: only owners and managers can read them.
          </p>
        ) : null}
        {isManager ? <AddEventForm officerId={alert.officer.id} alertId={alert.id} timeZone={timeZone} /> : null}
      </section>
      {alert.commendations.length > 0 ? (
        <section aria-labelledby="ei-commendations-title" className="ei-section">
          <h2 id="ei-commendations-title">Commendations from citizens</h2>
          <ul className="ei-commendations">
            {alert.commendations.map((commendation) => (
              <li key={commendation.id}>
                <time dateTime={commendation.received_on}>{formatDay(commendation.received_on, timeZone)}</time> ·{' '}
                <button type="button" className="ei-link-button" onClick={() => openReport(commendation.incident_number)}>
                  Open report {commendation.incident_number}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="ei-actions-title" className="ei-section">
        <h2 id="ei-actions-title">Review</h2>
        <AlertActions actions={alert.actions} timeZone={timeZone} />
        {alert.status === 'closed' ? null : <ReviewCycle alert={alert} canAssign={isManager} timeZone={timeZone} />}
      </section>
      {viewer}
    </div>
  );
}
