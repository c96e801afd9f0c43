import type { ReportListItem, ReportListResponse } from '@fieldbook/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../shell/http.ts';

const formatWhen = (iso: string, timeZone: string) => {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${day} - ${time}`;
};

/** A keyset-paged list of reports: each page follows the server's links.next; 'Load more' fetches the next. */
export function ReportList({
  firstPage,
  timeZone,
  onOpen,
}: {
  firstPage: string;
  timeZone: string;
  onOpen: (item: ReportListItem) => void;
}) {
  const list = useInfiniteQuery({
    queryKey: ['reports', 'list', firstPage],
    queryFn: ({ pageParam, signal }) => http.get<ReportListResponse>(pageParam, { signal }),
    initialPageParam: firstPage,
    getNextPageParam: (last) => last.links.next ?? undefined,
  });

  if (list.isPending) return <p role="status">Loading reports…</p>;
  if (list.isError) return <p role="alert">The reports could not be loaded. Please try again.</p>;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p>
          <strong>No reports yet</strong> - The latest reports will be displayed here.
        </p>
      </div>
    );
  }
  return (
    <div className="report-list">
      <ul aria-label="Reports">
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="report-list-item" onClick={() => onOpen(item)}>
              <span className="report-list-number">{item.incident_number}</span>
              <span>{formatWhen(item.incident_date, timeZone)}</span>
              <span>{item.type}</span>
              {item.version > 0 && <span className="wizard-badge">Amended</span>}
            </button>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <button type="button" className="button" disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
