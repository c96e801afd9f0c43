import { INDICATOR_LABELS } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { useQueryFailureRoute } from '../agency/settings/use-failure-route.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import { myAlertsQueryOptions } from './ei.api.ts';
import { formatDay, MY_ALERTS_TITLE } from './ei-format.ts';
import './early-intervention.css';

/**
 * /app/account/early-intervention (issue 28): the officer's own closed alerts, where the agency shares them (Settings >
 * Early intervention, 'Officers see their own closed alerts'): why, when, and the outcome in supportive words.
 */
export default function MyAlertsPage() {
  usePageTitle(MY_ALERTS_TITLE);
  const me = useCurrentUser();
  const timeZone = me.agency?.timezone ?? 'UTC';
  const mine = useQuery(myAlertsQueryOptions());
  useQueryFailureRoute(mine.error);

  return (
    <section className="page ei-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {MY_ALERTS_TITLE}
      </h1>
      <p className="page-hint">
        Early intervention looks for patterns where an officer may benefit from support. A review is a supportive conversation, not a
        finding of wrongdoing, and it is not discipline.
      </p>
      {mine.isPending ? (
        <PageLoading />
      ) : !mine.data ? null : !mine.data.shared ? (
        <p className="empty-state">Your agency does not share early-intervention reviews with officers.</p>
      ) : mine.data.alerts.length === 0 ? (
        <p className="empty-state">You have no closed reviews.</p>
      ) : (
        <ul className="ei-alerts" aria-label="Your closed reviews, latest first">
          {mine.data.alerts.map((alert) => (
            <li key={alert.id} className="ei-alert">
              <h2 className="ei-alert-officer">
                Review closed {formatDay(alert.closed_at, timeZone)} (opened {formatDay(alert.opened_at, timeZone)})
              </h2>
              <p className="ei-alert-indicators">{alert.indicators.map((id) => INDICATOR_LABELS[id]).join(', ')}</p>
              {alert.why.map((sentence) => (
                <p key={sentence}>{sentence}</p>
              ))}
              <p>
                <strong>Outcome:</strong> {alert.outcome_words}
              </p>
              {alert.follow_up_on ? <p>Follow-up on {formatDay(alert.follow_up_on, 'UTC')}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
