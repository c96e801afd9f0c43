import type { ReturnedReportItem } from '@fieldbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { reportQueryOptions, stateConfigurationQueryOptions } from '../reports/reports.api.ts';
import { labelOfField } from './report-fields.ts';
import { returnedReportsQueryOptions } from './review.api.ts';
import { formatReportDay, isReviewOn } from './review-format.ts';
import './review.css';

export const RETURNED_TITLE = 'Returned to me';

const formatFetched = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/**
 * 'Returned to me' (issue 25), first in My Reports: each returned report with the reviewer's note and the fields it
 * names by label; opening one goes to its amend page. Offline, the copy last fetched, saying when. Nothing with review off.
 */
export function ReturnedToMe() {
  const me = useCurrentUser();
  if (!isReviewOn(me)) return null;
  return <ReturnedList email={me.email} timeZone={me.agency?.timezone ?? 'UTC'} configFile={me.agency?.configuration_file ?? ''} />;
}

function ReturnedList({ email, timeZone, configFile }: { email: string; timeZone: string; configFile: string }) {
  const returned = useQuery(returnedReportsQueryOptions(email));
  const config = useQuery({ ...stateConfigurationQueryOptions(configFile), enabled: configFile !== '' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  async function handleOpen(item: ReturnedReportItem) {
    setFailure(null);
    try {
      const report = await queryClient.fetchQuery({ ...reportQueryOptions(item.incident_number), staleTime: 0 });
      navigate('/app/amend', { state: { report, redirectTo: pathname } });
    } catch {
      setFailure(`${item.incident_number} could not be opened. Connect and try again.`);
    }
  }

  if (returned.isPending) {
    return (
      <p className="list-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the reports returned to you…
      </p>
    );
  }
  if (returned.isError) {
    return (
      <p role="alert" className="form-alert">
        The reports returned to you could not be loaded. Please try again.
      </p>
    );
  }
  const { items, cachedAt } = returned.data;
  if (items.length === 0 && cachedAt === null) return null;
  return (
    <section className="returned-section" aria-labelledby="returned-title">
      <h2 id="returned-title">{RETURNED_TITLE}</h2>
      {cachedAt ? <p role="status">You are offline. This list is as fetched on {formatFetched(cachedAt, timeZone)}.</p> : null}
      {items.length === 0 ? <p>No report is returned to you.</p> : null}
      {failure ? (
        <p role="alert" className="form-alert">
          {failure}
        </p>
      ) : null}
      <ul className="returned-rows">
        {items.map((item) => (
          <li key={item.incident_number}>
            <button type="button" className="returned-item" onClick={() => void handleOpen(item)}>
              <span>
                <span className="report-list-number">{item.incident_number}</span> · {formatReportDay(item.date, timeZone)} · {item.type}
              </span>
              <span>
                {item.reviewer.name}: “{item.note}”
              </span>
              {item.fields.length > 0 ? (
                <span className="review-waited">Fields: {item.fields.map((path) => labelOfField(path, config.data)).join('; ')}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
