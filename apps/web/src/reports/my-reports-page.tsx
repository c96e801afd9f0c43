import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/my-reports: the officer's own reports (filled by a later issue). */
export default function MyReportsPage() {
  return <PlaceholderPage title="My Reports" />;
}
