import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../accounts/current-user-context.ts';
import { formatInstant } from '../../oversight/format-instant.ts';
import { errorDestination } from '../../shell/error-routing.ts';
import { isHttpError } from '../../shell/http.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { ExportFiles } from './export-files.tsx';
import { reportExportQueryOptions } from './report-exports.api.ts';
import './report-exports.css';

export const EXPORT_PAGE_TITLE = 'Report export';
export const EXPORT_NOT_FOUND_TITLE = 'This export cannot be found';
export const EXPORT_NOT_FOUND_TEXT =
  'Only the person who asked for an export can download it, signed in with their own account, for 24 hours. This link may belong to someone else, or the export has expired and was deleted.';
export const EXPORT_EXPIRED_TITLE = 'This export has expired';
export const EXPORT_EXPIRED_TEXT = 'Its files could be downloaded for 24 hours after it was made, and are gone now.';

const counted = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** 404 and 410 are answered here; anything else goes where every failed call goes (accounts.md §8). */
function ExportProblem({ isExpired }: { isExpired: boolean }) {
  return (
    <div className="export-problem" role="alert">
      <h2>{isExpired ? EXPORT_EXPIRED_TITLE : EXPORT_NOT_FOUND_TITLE}</h2>
      <p>{isExpired ? EXPORT_EXPIRED_TEXT : EXPORT_NOT_FOUND_TEXT}</p>
      <p>
        To get the reports, ask for a new export: <Link to="/app/agency-reports">Agency Reports</Link>, then Download.
      </p>
    </div>
  );
}

/**
 * /app/exports/{exportId} (security issue 23, finding 5): the page the mail of an export too large to attach links to.
 * Signed in (RequireUser brings the requester back here after login), it shows the export and downloads each file
 * through the API with the requester's own token; the server answers nobody else, and audits every download.
 */
export default function ExportDownloadPage() {
  usePageTitle(EXPORT_PAGE_TITLE);
  const { exportId = '' } = useParams();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const timeZone = me.agency?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const found = useQuery(reportExportQueryOptions(exportId));
  const status = isHttpError(found.error) ? found.error.status : null;
  const isAnswered = status === 404 || status === 410;

  useEffect(() => {
    if (!found.error || isAnswered) return;
    const destination = errorDestination(found.error);
    if (destination) navigate(destination.to, destination.state ? { state: destination.state } : undefined);
  }, [found.error, isAnswered, navigate]);

  const view = found.data;
  return (
    <section className="page export-download-page" aria-labelledby="page-title" aria-busy={found.isPending}>
      <h1 id="page-title" className="page-title">
        {EXPORT_PAGE_TITLE}
      </h1>
      {view ? (
        <>
          <p className="page-hint">
            Asked for on {formatInstant(view.requested_at, timeZone)}: {counted(view.report_count, 'report', 'reports')} in{' '}
            {counted(view.row_count, 'row', 'rows')} (one row per citizen). You can download the files until{' '}
            <strong>{formatInstant(view.expires_at, timeZone)}</strong>.
          </p>
          <ExportFiles exportId={view.id} files={view.files} />
          <p className="form-notice">The files hold the personal data of the people stopped: keep them as your agency keeps its reports.</p>
        </>
      ) : isAnswered ? (
        <ExportProblem isExpired={status === 410} />
      ) : (
        <p className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      )}
    </section>
  );
}
