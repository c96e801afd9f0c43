import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/report: create a report; works offline (filled by a later issue). */
export default function CreateReportPage() {
  return <PlaceholderPage title="Create Report" />;
}
