import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/plan-upgrade: the 3-step upgrade wizard (accounts.md §2.5; filled by a later issue). */
export default function PlanUpgradePage() {
  return <PlaceholderPage title="Upgrade Plan" />;
}
