import type { MeResponse } from '@fieldbook/contract';
import { hasPermission, PRODUCT_CODE } from '@fieldbook/domain';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { usePendingDebitSetupUrl } from '../billing/pending-debit.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { usePageTitle } from '../shell/use-page-title.ts';
import {
  DEFAULT_PROGRESS,
  loadProgress,
  ONBOARDING_STEPS,
  type OnboardingProgress,
  type OnboardingStep,
} from './onboarding/onboarding-progress.ts';
import { OnboardingWizard } from './onboarding/onboarding-wizard.tsx';
import { OfficerScreen, OwnerStartScreen } from './onboarding/start-screens.tsx';
import './onboarding/onboarding.css';

interface WizardStart {
  initialProgress: OnboardingProgress;
  firstStep: OnboardingStep;
  isFirstStepLocked: boolean;
}

/**
 * Where the wizard opens (accounts.md §2.6, §4): at the plan step with Back and Close hidden when the agency exists
 * with subscriptions none of which is a cc one; otherwise at the step this user saved, Setup 1 of 3 by default.
 */
export function wizardStartFor(me: MeResponse): WizardStart {
  const saved = loadProgress(me.email);
  if (me.agency && me.subscription && me.subscription.product !== PRODUCT_CODE) {
    return {
      initialProgress: { ...DEFAULT_PROGRESS, step: ONBOARDING_STEPS.plan },
      firstStep: ONBOARDING_STEPS.plan,
      isFirstStepLocked: true,
    };
  }
  const progress = saved ?? DEFAULT_PROGRESS;
  // Without an agency there is nothing to resume past Setup 1 of 3.
  const initialProgress = me.agency ? progress : { ...progress, step: ONBOARDING_STEPS.agency };
  return { initialProgress, firstStep: ONBOARDING_STEPS.agency, isFirstStepLocked: false };
}

const isSubscriptionActive = (me: MeResponse) => me.subscription?.status === 'Active' || me.subscription?.status === 'Past Due';

/** /app/onboarding: the owner's start screen and wizard, or the screen for everyone else (accounts.md §2.6). */
export default function OnboardingPage() {
  const me = useCurrentUser();
  usePageTitle('Onboarding');
  // Only the owner sets an agency up: the role that may manage agency settings (accounts.md §6 leaves the check open).
  if (!hasPermission(me.role, 'agency.settings.manage')) {
    return (
      <OfficerScreen isWaitingForAgency={me.agency === null || me.subscription !== null} ownerEmail={me.agency?.owner_email ?? null} />
    );
  }
  return <OwnerOnboarding me={me} />;
}

function OwnerOnboarding({ me }: { me: MeResponse }) {
  const [wizardStart, setWizardStart] = useState<WizardStart | null>(null);
  // An owner who left before confirming a debit set-up finds their way back to it here ('Complete Information').
  const pendingDebit = usePendingDebitSetupUrl(me.agency !== null && me.subscription?.status === 'Inactive' && wizardStart === null);
  if (wizardStart) return <OnboardingWizard me={me} {...wizardStart} onClose={() => setWizardStart(null)} />;
  // An agency already set up has nothing to do here (and the wizard, once open, stays until 'Go to Home').
  if (me.agency?.status === 'Active' && isSubscriptionActive(me)) return <Navigate to="/app" replace />;
  if (pendingDebit.isLoading) return <PageLoading />;
  return (
    <OwnerStartScreen
      hasAgency={me.agency !== null}
      pendingSetupUrl={pendingDebit.setupUrl}
      onStart={() => setWizardStart(wizardStartFor(me))}
    />
  );
}
