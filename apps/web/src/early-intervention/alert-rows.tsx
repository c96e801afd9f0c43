import type { AlertListItem } from '@fieldbook/contract';
import { Link } from 'react-router';
import { AlertStatusChip, DeadlineText } from './alert-status.tsx';
import { describeDeadline, describeIndicators, formatDay } from './ei-format.ts';

/** The alerts as a list of cards (they fit a 360 px phone), each linking to the officer's profile. */
export function AlertRows({ alerts }: { alerts: readonly AlertListItem[] }) {
  return (
    <ul className="ei-alerts" aria-label="Alerts, oldest first">
      {alerts.map((alert) => {
        const deadline = describeDeadline(alert.days_open, alert.deadline_days);
        return (
          <li key={alert.id} className="ei-alert">
            <div className="ei-alert-head">
              <Link to={`/app/early-intervention/alerts/${encodeURIComponent(alert.id)}`} className="ei-alert-officer">
                {alert.officer.name} ({alert.officer.officer_id})
              </Link>
              <AlertStatusChip status={alert.status} />
            </div>
            <p className="ei-alert-indicators">{describeIndicators(alert)}</p>
            <p className="ei-alert-meta">
              {alert.status === 'closed' ? 'Closed' : <DeadlineText {...deadline} />}
              {' · '}
              {alert.reviewer ? `Reviewer: ${alert.reviewer.name}` : 'No reviewer yet'}
              {alert.follow_up_on ? ` · Follow-up on ${formatDay(alert.follow_up_on, 'UTC')}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
