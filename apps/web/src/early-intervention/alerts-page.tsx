import type { AlertsQuery } from '@fieldbook/contract';
import { formatReviewCount } from '@fieldbook/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { useQueryFailureRoute } from '../agency/settings/use-failure-route.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import { AlertFilters } from './alert-filters.tsx';
import { AlertRows } from './alert-rows.tsx';
import { CitizenSubmissionsPanel } from './citizen-submissions-panel.tsx';
import { alertsQueryOptions } from './ei.api.ts';
import { canManageEarlyIntervention, isEarlyInterventionOn } from './ei-format.ts';
import { useReceivedCount } from './use-ei-badge.ts';
import './early-intervention.css';

/** /app/early-intervention (issue 28): the alerts the user may see, oldest first, with filters. */
export default function AlertsPage() {
  usePageTitle('Early intervention');
  const me = useCurrentUser();
  const [search] = useSearchParams();
  // Owners and managers also read what citizens sent ('From citizens', ?view=citizens).
  const isCitizensView = canManageEarlyIntervention(me) && search.get('view') === 'citizens';
  const [filters, setFilters] = useState<AlertsQuery>({});
  const alerts = useInfiniteQuery({ ...alertsQueryOptions(filters), enabled: !isCitizensView });
  const items = alerts.data?.pages.flatMap((page) => page.alerts) ?? [];
  const total = alerts.data?.pages[0]?.total ?? 0;
  useQueryFailureRoute(alerts.error);
  const isFiltered = Object.values(filters).some(Boolean);
  const received = useReceivedCount(me, true);

  return (
    <div className="page ei-page">
      <h1 id="page-title" className="page-title">
        Early intervention
      </h1>
      <p className="page-hint">
        Officers whose indicators suggest they may benefit from support. Each alert is a prompt for a supportive conversation, not a finding
        of wrongdoing.
      </p>
      {isEarlyInterventionOn(me) ? null : (
        <p className="ei-off-note" role="note">
          Early intervention is off for your agency: no new alerts open. Earlier alerts are kept below.
          {canManageEarlyIntervention(me) ? (
            <>
              {' '}
              <Link to="/app/settings?section=early_intervention">Turn it on in Settings</Link>.
            </>
          ) : null}
        </p>
      )}
      {canManageEarlyIntervention(me) ? (
        <nav className="ei-tabs" aria-label="Early intervention views">
          <Link to="/app/early-intervention" aria-current={isCitizensView ? undefined : 'page'}>
            Alerts
          </Link>
          <Link to="/app/early-intervention?view=citizens" aria-current={isCitizensView ? 'page' : undefined}>
            From citizens
            {received ? (
              <span className="nav-badge ei-tab-badge">
                {formatReviewCount(received)}
                <span className="visually-hidden"> not reviewed</span>
              </span>
            ) : null}
          </Link>
        </nav>
      ) : null}
      {isCitizensView ? <CitizenSubmissionsPanel /> : <AlertFilters filters={filters} onChange={setFilters} />}
      {isCitizensView ? null : alerts.isPending ? (
        <PageLoading />
      ) : items.length > 0 ? (
        <>
          <p className="list-status" role="status">
            {items.length < total
              ? `${items.length} of ${formatReviewCount(total)} alerts shown`
              : total === 1
                ? '1 alert'
                : `${total} alerts`}
          </p>
          <AlertRows alerts={items} />
          {alerts.hasNextPage ? (
            <button
              type="button"
              className="button button-secondary list-more"
              disabled={alerts.isFetchingNextPage}
              onClick={() => void alerts.fetchNextPage()}
            >
              {alerts.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </button>
          ) : null}
        </>
      ) : alerts.data ? (
        <p className="empty-state">
          {isFiltered
            ? 'No alert matches these filters.'
            : 'No officer met an indicator. Nothing needs a review now; the evaluation runs again every day.'}
        </p>
      ) : null}
    </div>
  );
}
