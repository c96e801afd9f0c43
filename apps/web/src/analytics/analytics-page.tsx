import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/analytics (analytics.md; filled by a later issue). */
export default function AnalyticsPage() {
  return <PlaceholderPage title="Analytics" />;
}
