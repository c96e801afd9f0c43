import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/agency-reports: the agency's reports (reports.md; filled by a later issue). */
export default function AgencyReportsPage() {
  return <PlaceholderPage title="Agency Reports" />;
}
