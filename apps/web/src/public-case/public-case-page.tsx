import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PublicFrame } from '../shell/public-frame.tsx';
import { publicCaseQueryOptions } from './public-case.api.ts';

const formatDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date(iso));

/** What the citizen sees behind the QR code: who they met and how to reach the agency, nothing about anyone stopped. */
export default function PublicCasePage() {
  const { token = '' } = useParams();
  const found = useQuery(publicCaseQueryOptions(token));

  if (found.isPending) {
    return (
      <PublicFrame title="Your case">
        <p role="status">Loading your case…</p>
      </PublicFrame>
    );
  }
  if (found.isError) {
    return (
      <PublicFrame title="Your case">
        <h1>Case not found</h1>
        <p>This case could not be found. Check the link or the QR code you were given.</p>
      </PublicFrame>
    );
  }
  const { agency, officer, incident_number, incident_date, timezone } = found.data;
  return (
    <PublicFrame title="Your case">
      <h1>Your contact with {agency.full_name}</h1>
      <p>Keep this page to follow your case. Quote the incident number when you contact the agency.</p>
      <dl className="case-facts">
        <dt>Incident Number</dt>
        <dd>{incident_number}</dd>
        <dt>Date</dt>
        <dd>{formatDate(incident_date, timezone)}</dd>
        <dt>Officer</dt>
        <dd>
          {officer.name} (ID {officer.officer_id})
        </dd>
      </dl>
      <h2>Contact the agency</h2>
      <ul className="case-contact">
        {agency.phone && (
          <li>
            Phone: <a href={`tel:${agency.phone.replace(/[^+\d]/g, '')}`}>{agency.phone}</a>
          </li>
        )}
        {agency.email && (
          <li>
            Email: <a href={`mailto:${agency.email}`}>{agency.email}</a>
          </li>
        )}
        {agency.address && <li>Address: {agency.address}</li>}
      </ul>
    </PublicFrame>
  );
}
