import type { ReportListItem } from '@fieldbook/contract';
import type { SortOrder } from '@fieldbook/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isHttpError } from '../../shell/http.ts';
import { ListControls } from './list-controls.tsx';
import type { GroupBy } from './list-grouping.ts';
import { type ListSource, reportPagesQueryOptions } from './lists.api.ts';
import { ReportItems } from './report-list-items.tsx';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import './report-list.css';

export const EMPTY_TITLE = 'No reports yet';
export const EMPTY_TEXT = 'The latest reports will be displayed here.';
export const NO_MATCH_TITLE = 'No matches';
export const NO_MATCH_TEXT = 'Please modify the filters to get a different result.';

interface ReportListProps {
  source: ListSource;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
  timeZone: string;
  /** A search or filters are active: an empty answer is 'No matches', not 'No reports yet'. */
  isFiltered?: boolean;
  onOpen: (item: ReportListItem) => void;
  /** The first page failed (a 400 VALIDATION_ERROR carries messages by path). */
  onError?: (error: unknown) => void;
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="empty-state">
      <p>
        <strong>{title}</strong> - {text}
      </p>
    </div>
  );
}

const shownCount = (count: number) => (count === 1 ? '1 report shown' : `${count} reports shown`);

/**
 * A keyset-paged list of reports (analytics.md §2, §4): a loader for the first page, then the next page through
 * links.next when the end comes within 800 px (or 'Load more'); grouped by report or date, sorted newest or oldest.
 */
export function ReportList({ source, sort, onSortChange, timeZone, isFiltered = false, onOpen, onError }: ReportListProps) {
  const [groupBy, setGroupBy] = useState<GroupBy>('report');
  const list = useInfiniteQuery(reportPagesQueryOptions(source));
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError;
  useInfiniteScroll(sentinel, canLoadMore, () => void list.fetchNextPage());
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (list.error && !list.data) onErrorRef.current?.(list.error);
  }, [list.error, list.data]);

  const items = list.data?.pages.flatMap((page) => page.reports) ?? [];
  let status: ReactNode = null;
  if (list.isPending) {
    status = (
      <span className="list-loading">
        <span className="spinner" aria-hidden="true" /> Loading reports…
      </span>
    );
  } else if (list.data && items.length === 0) {
    status = isFiltered ? <EmptyState title={NO_MATCH_TITLE} text={NO_MATCH_TEXT} /> : <EmptyState title={EMPTY_TITLE} text={EMPTY_TEXT} />;
  } else if (list.data) {
    status = `${shownCount(items.length)}${list.isFetchingNextPage ? '. Loading more…' : ''}`;
  }
  const isValidationError = isHttpError(list.error) && list.error.detail === 'VALIDATION_ERROR';

  return (
    <section className="report-list" aria-label="Report list" aria-busy={list.isFetching}>
      <ListControls groupBy={groupBy} onGroupByChange={setGroupBy} sort={sort} onSortChange={onSortChange} />
      <div className="list-status" role="status">
        {status}
      </div>
      {list.isError && !list.data && (
        <p role="alert" className="form-alert">
          {isValidationError ? 'Please correct the filters to see the reports.' : 'The reports could not be loaded. Please try again.'}
        </p>
      )}
      {items.length > 0 && <ReportItems items={items} groupBy={groupBy} timeZone={timeZone} onOpen={onOpen} />}
      {list.isFetchNextPageError && (
        <p role="alert" className="form-alert">
          More reports could not be loaded. Please try again.
        </p>
      )}
      {list.hasNextPage && (
        <>
          <div ref={sentinel} className="list-sentinel" />
          <button
            type="button"
            className="button button-secondary list-more"
            disabled={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </>
      )}
    </section>
  );
}
