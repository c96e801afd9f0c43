import { PlaceholderPage } from '../shell/placeholder-page.tsx';

/** /app/onboarding: the agency set-up wizard or the officer screen (accounts.md §2.6; filled by a later issue). */
export default function OnboardingPage() {
  return <PlaceholderPage title="Onboarding" />;
}
