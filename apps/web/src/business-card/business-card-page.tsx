import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/business-card; works offline (filled by a later issue). */
export default function BusinessCardPage() {
  return <PlaceholderPage title="Business Card" />;
}
