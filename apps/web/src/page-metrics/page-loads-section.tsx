import { useQuery } from '@tanstack/react-query';
import { SectionFrame } from '../agency/settings/section-frame.tsx';
import { useQueryFailureRoute } from '../agency/settings/use-failure-route.ts';
import { pageLoadFiguresQueryOptions } from '../workspaces/workspaces.api.ts';
import '../workspaces/workspaces.css';

/** Settings > Page Loads (the owner): how long each page took to show over the last 7 days, slowest first. */
export function PageLoadsSection() {
  const figures = useQuery(pageLoadFiguresQueryOptions());
  useQueryFailureRoute(figures.error);
  const rows = figures.data ?? [];
  return (
    <SectionFrame
      section="page_loads"
      title="Page Loads"
      description="How long pages took to show your agency's members over the last 7 days. Only the page and its time are kept, never who opened it."
    >
      {figures.isPending ? (
        <p className="settings-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      ) : rows.length === 0 ? (
        <p className="empty-state">No page loads in the last 7 days.</p>
      ) : (
        <table className="page-load-table">
          <caption className="visually-hidden">Page loads by page, last 7 days</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col" className="is-number">
                Loads
              </th>
              <th scope="col" className="is-number">
                Median
              </th>
              <th scope="col" className="is-number">
                95th percentile
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.route}>
                <th scope="row">{row.route}</th>
                <td className="is-number">{row.count}</td>
                <td className="is-number">{(row.p50_ms / 1000).toFixed(1)} s</td>
                <td className="is-number">{(row.p95_ms / 1000).toFixed(1)} s</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SectionFrame>
  );
}
