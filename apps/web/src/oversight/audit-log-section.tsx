import type { AuditEventFilters } from '@fieldbook/contract';
import { hasPermission } from '@fieldbook/domain';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { membersQueryOptions } from '../agency/settings/members/members.api.ts';
import { SectionFrame } from '../agency/settings/section-frame.tsx';
import { useFailureRoute, useQueryFailureRoute } from '../agency/settings/use-failure-route.ts';
import { saveFile } from '../shell/save-file.ts';
import { AmendTrailExport } from './amend-trail-export.tsx';
import { AuditFiltersForm } from './audit-filters-form.tsx';
import { AuditTable } from './audit-table.tsx';
import { auditEventsQueryOptions, fetchAuditCsv } from './oversight.api.ts';
import './oversight.css';

/**
 * Settings 'Audit log' (CJIS AU-6, agency.audit.read: owners and managers): the agency's audit rows by dates, kind,
 * who and what about, 50 at a time with 'Load more', and the same rows as CSV. Rows are kept at least a year.
 */
export function AuditLogSection() {
  const me = useCurrentUser();
  const timeZone = me.agency?.timezone ?? 'UTC';
  const [filters, setFilters] = useState<AuditEventFilters>({});
  const [status, setStatus] = useState('');
  const handleFailure = useFailureRoute();
  const events = useInfiniteQuery(auditEventsQueryOptions(filters));
  const members = useQuery(membersQueryOptions());
  useQueryFailureRoute(events.error);
  const exportCsv = useMutation({
    mutationFn: () => fetchAuditCsv(filters),
    onSuccess: (csv) => {
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'audit-log.csv');
      setStatus('The audit log was exported as CSV.');
    },
    onError: handleFailure,
  });
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];

  function handleApply(next: AuditEventFilters) {
    setStatus('');
    setFilters(next);
  }

  return (
    <SectionFrame
      section="audit_log"
      title="Audit log"
      description="Sign-ins, failures, locks, report reads, amends, exports, member and settings changes. Kept at least one year."
      status={status}
      action={
        <button type="button" className="button button-secondary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          {exportCsv.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Export CSV
        </button>
      }
    >
      <AuditFiltersForm members={members.data?.items ?? []} onApply={handleApply} />
      {events.data ? (
        items.length > 0 ? (
          <AuditTable events={items} timeZone={timeZone} />
        ) : (
          <p className="empty-state">No audit entries match these filters.</p>
        )
      ) : (
        <p className="settings-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      )}
      <div className="audit-more">
        {events.hasNextPage ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={events.isFetchingNextPage}
            aria-busy={events.isFetchingNextPage}
            onClick={() => void events.fetchNextPage()}
          >
            Load more
          </button>
        ) : null}
        <p className="visually-hidden" role="status" aria-live="polite">
          {events.data ? `${items.length} entries shown.` : ''}
        </p>
      </div>
      {hasPermission(me.role, 'agency.reports.read') ? <AmendTrailExport timeZone={timeZone} /> : null}
    </SectionFrame>
  );
}
