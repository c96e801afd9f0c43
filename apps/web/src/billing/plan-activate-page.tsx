import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/plan-activate: the 2-step activation wizard (accounts.md §2.5; filled by a later issue). */
export default function PlanActivatePage() {
  return <PlaceholderPage title="Activate Plan" />;
}
