import type { ReportView, ReviewQueueItem } from '@fieldbook/contract';
import { APPROVE_BATCH_MAX, formatReviewCount, REVIEW_MESSAGES } from '@fieldbook/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { stateConfigurationQueryOptions } from '../reports/reports.api.ts';
import { showAlert } from '../shell/snackbar.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import { type ReviewQueueFilters, reviewQueueQueryOptions } from './review.api.ts';
import { ReviewQueueFilterBar } from './review-queue-filters.tsx';
import { ReviewQueueList } from './review-queue-list.tsx';
import { ReviewReportDialog } from './review-report-dialog.tsx';
import { useReviewActions } from './use-review-actions.ts';
import '../reports/viewer/report-viewer.css';
import './review.css';

export const REVIEW_TITLE = 'Review';
const approvedText = (count: number) => (count === 1 ? '1 report approved' : `${count} reports approved`);

/** /app/review (issue 25): the reports waiting for this reviewer, oldest first; approve a selection, or open one to judge. */
export default function ReviewQueuePage() {
  usePageTitle(REVIEW_TITLE);
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timeZone = me.agency?.timezone ?? 'UTC';
  const config = useQuery({ ...stateConfigurationQueryOptions(me.agency?.configuration_file ?? ''), enabled: Boolean(me.agency) });
  const [filters, setFilters] = useState<ReviewQueueFilters>({});
  const queue = useInfiniteQuery(reviewQueueQueryOptions(filters));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<ReviewQueueItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const actions = useReviewActions();
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const total = queue.data?.pages[0]?.total ?? 0;
  const chosen = items.filter((item) => selected.has(item.incident_number));

  function handleFiltersChange(next: ReviewQueueFilters) {
    setFilters(next);
    setSelected(new Set());
  }

  async function handleApproveSelected() {
    const batch = chosen.slice(0, APPROVE_BATCH_MAX).map((item) => ({ incident_number: item.incident_number, version: item.version }));
    const problem = await actions.approve(batch);
    setFailure(problem);
    if (!problem) {
      setSelected(new Set());
      showAlert(approvedText(batch.length));
    }
  }

  function handleAmend(report: ReportView) {
    navigate('/app/amend', { state: { report, redirectTo: pathname } });
  }

  let status: React.ReactNode = null;
  if (queue.isPending) {
    status = (
      <span className="list-loading">
        <span className="spinner" aria-hidden="true" /> Loading the reports waiting…
      </span>
    );
  } else if (queue.data && items.length === 0) {
    status = (
      <div className="empty-state">
        <p className="empty-state-title">{REVIEW_MESSAGES.nothingToReview}</p>
        <p>Reports your officers file will wait here until you approve or return them.</p>
      </div>
    );
  } else if (queue.data) {
    status = total === 1 ? '1 report waiting' : `${formatReviewCount(total)} reports waiting`;
  }

  return (
    <section className="page review-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {REVIEW_TITLE}
      </h1>
      <ReviewQueueFilterBar filters={filters} onChange={handleFiltersChange} />
      <div className="list-status" role="status">
        {status}
      </div>
      {queue.isError && !queue.data ? (
        <p role="alert" className="form-alert">
          The reports waiting for review could not be loaded. Please try again.
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="form-alert">
          {failure}
        </p>
      ) : null}
      {items.length > 0 ? (
        <>
          <div className="review-bulk">
            <button
              type="button"
              className="button button-primary"
              disabled={chosen.length === 0 || actions.isPending}
              onClick={() => void handleApproveSelected()}
            >
              {chosen.length === 0 ? 'Approve selected' : `Approve selected (${chosen.length})`}
            </button>
          </div>
          <ReviewQueueList items={items} selected={selected} timeZone={timeZone} onSelectedChange={setSelected} onOpen={setOpened} />
        </>
      ) : null}
      {queue.hasNextPage ? (
        <button
          type="button"
          className="button button-secondary list-more"
          disabled={queue.isFetchingNextPage}
          onClick={() => queue.fetchNextPage()}
        >
          {queue.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
      {opened && config.data ? (
        <ReviewReportDialog
          incidentNumber={opened.incident_number}
          listedVersion={opened.version}
          config={config.data}
          timeZone={timeZone}
          isSending={actions.isPending}
          onApprove={async (report) => {
            const problem = await actions.approve([report]);
            if (!problem) showAlert(approvedText(1));
            return problem;
          }}
          onReturn={async (report, note, fields) => {
            const problem = await actions.returnReport(report, note, fields);
            if (!problem) showAlert(`${report.incident_number} returned`);
            return problem;
          }}
          onAmend={handleAmend}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </section>
  );
}
