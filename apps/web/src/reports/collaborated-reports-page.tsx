import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/collaborated-reports (filled by a later issue). */
export default function CollaboratedReportsPage() {
  return <PlaceholderPage title="Collaborated Reports" />;
}
