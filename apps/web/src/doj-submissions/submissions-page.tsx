import { DOJ_STATUS_LABELS, DOJ_STATUSES } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { useReportViewer } from '../reports/lists/use-report-viewer.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import { BatchList } from './batch-list.tsx';
import { DojStopLists } from './doj-errors.tsx';
import { formatDeadline } from './doj-format.ts';
import { dojOverviewQueryOptions } from './doj-submissions.api.ts';
import { PublicRelease } from './public-release.tsx';
import { SubmitNow } from './submit-now.tsx';
import './doj-submissions.css';

export const SUBMISSIONS_TITLE = 'Submissions';
const FIRST_YEAR = 2018;

/**
 * /app/submissions (issue 26): the agency's stops by submission status for a year, the DOJ's deadline and what is not
 * accepted yet, 'Submit now', the batches sent, the DOJ's errors by message and the stops held back, with links to them
 * and a checkbox per stop that can be sent, for 'Submit selected now'.
 */
export default function SubmissionsPage() {
  usePageTitle(SUBMISSIONS_TITLE);
  const me = useCurrentUser();
  const timeZone = me.agency?.timezone ?? 'UTC';
  const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' }).format(new Date()));
  const [year, setYear] = useState(thisYear);
  const overview = useQuery(dojOverviewQueryOptions(year));
  const { openReport, viewer } = useReportViewer();
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, index) => thisYear - index);
  const data = overview.data;

  return (
    <section className="page doj-page" aria-labelledby="page-title">
      <div className="doj-head">
        <h1 id="page-title" className="page-title">
          {SUBMISSIONS_TITLE}
        </h1>
        <label className="doj-year">
          Year
          <select value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
      {overview.isPending ? (
        <p className="list-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the submissions…
        </p>
      ) : null}
      {overview.isError ? <p role="alert">The submissions could not be loaded. Try again in a moment.</p> : null}
      {data ? (
        <>
          {!data.settings.is_configured ? (
            <p className="doj-notice" role="note">
              Nothing can be sent until the DOJ connection is set up:{' '}
              <Link to="/app/settings?section=doj_submission">Settings › DOJ submission</Link>.
            </p>
          ) : null}
          <p className="doj-deadline">
            Deadline for {year}'s stops: <strong>{formatDeadline(data.deadline)}</strong>.{' '}
            {data.not_accepted === 0 ? 'Every stop is accepted.' : `${data.not_accepted.toLocaleString('en-US')} not accepted yet.`}
          </p>
          <ul className="doj-counts" aria-label={`Stops of ${year} by submission status`}>
            {DOJ_STATUSES.map((status) => (
              <li key={status} className={`doj-count doj-count-${status}`}>
                <span className="doj-count-number">{data.counts[status].toLocaleString('en-US')}</span>
                <span>{DOJ_STATUS_LABELS[status]}</span>
              </li>
            ))}
          </ul>
          {data.settings.is_configured ? <SubmitNow year={year} eligible={data.eligible} timeZone={timeZone} /> : null}
          <BatchList batches={data.batches} timeZone={timeZone} transport={data.settings.transport} />
          <DojStopLists
            key={year}
            errors={data.errors}
            notSendable={data.not_sendable}
            onOpen={openReport}
            canSubmit={data.settings.is_configured}
          />
          <PublicRelease year={year} />
        </>
      ) : null}
      {viewer}
    </section>
  );
}
