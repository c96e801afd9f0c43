import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/settings with sections members, agency, business_card, areas, groups (filled by a later issue). */
export default function SettingsPage() {
  return <PlaceholderPage title="Settings" />;
}
