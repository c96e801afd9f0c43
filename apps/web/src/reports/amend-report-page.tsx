import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/amend (filled by a later issue). */
export default function AmendReportPage() {
  return <PlaceholderPage title="Amend Report" />;
}
