import type { MeResponse } from '@fieldbook/contract';
import { type PurchaseQuote, WIZARD_ANIMATION_MS, type WizardResultKind } from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { subscriptionsQueryKey } from '../../billing/billing.api.ts';
import { quoteOfSubscription } from '../../billing/charge-summary.tsx';
import { WizardResult } from '../../billing/wizard-result.tsx';
import { userSettingsQueryKey } from '../../shell/tours/user-settings.api.ts';
import { PHONE_QUERY, useMediaQuery } from '../../shell/use-media-query.ts';
import { AgencyStep } from './agency-step.tsx';
import { MembersStep } from './members-step.tsx';
import {
  clearProgress,
  DEFAULT_PROGRESS,
  ONBOARDING_STEPS,
  type OnboardingProgress,
  type OnboardingStep,
  saveProgress,
} from './onboarding-progress.ts';
import { PaymentStep, ReviewStep } from './payment-steps.tsx';
import { PlanStep } from './plan-step.tsx';
import { STEP_TITLE_ID } from './step-heading.tsx';

export interface OnboardingWizardProps {
  me: MeResponse;
  initialProgress: OnboardingProgress;
  /** The step the wizard opened on: Back is not offered there. */
  firstStep: OnboardingStep;
  /** The agency exists with no cc subscription: Back and Close are hidden on the first step (accounts.md §2.6). */
  isFirstStepLocked: boolean;
  onClose: () => void;
}

interface Result {
  kind: WizardResultKind;
  setupUrl: string | null;
  /** What the paid subscription bills, shown on 'Thank You!'. */
  charge?: PurchaseQuote;
}

/** 'Setup 1 of 3' ... 'Payment 2 of 2'; the final screen has no header. */
export function stepLabel(step: OnboardingStep): string | null {
  if (step <= ONBOARDING_STEPS.plan) return `Setup ${step} of 3`;
  if (step <= ONBOARDING_STEPS.payment) return `Payment ${step - ONBOARDING_STEPS.plan} of 2`;
  return null;
}

/** The owner's onboarding wizard (accounts.md §2.6, §4): a card with fading steps, a bottom drawer on phones. */
export function OnboardingWizard({ me, initialProgress, firstStep, isFirstStepLocked, onClose }: OnboardingWizardProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(initialProgress);
  const [result, setResult] = useState<Result>({ kind: 'done', setupUrl: null });
  const { step } = progress;
  const isLockedHere = isFirstStepLocked && step === firstStep;
  const isFinal = step === ONBOARDING_STEPS.final;

  function goTo(next: OnboardingProgress) {
    setProgress(next);
    if (next.step < ONBOARDING_STEPS.final) saveProgress(me.email, next);
    else clearProgress(me.email);
  }

  const advance = () => goTo({ ...progress, step: (step + 1) as OnboardingStep });

  // A subscription was created: read the user settings and subscriptions again (accounts.md §4).
  function finish(next: Result) {
    void queryClient.invalidateQueries({ queryKey: userSettingsQueryKey });
    void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
    setResult(next);
    goTo({ ...progress, step: ONBOARDING_STEPS.final });
  }

  // Back moves one step and saves it; back on the plan step starts the plan choice over (accounts.md §4).
  function handleBack() {
    const previous = (step - 1) as OnboardingStep;
    if (previous === ONBOARDING_STEPS.plan) goTo({ ...DEFAULT_PROGRESS, step: previous });
    else goTo({ ...progress, step: previous });
  }
  const onBack = step > firstStep && !isLockedHere ? handleBack : undefined;

  let content: ReactNode;
  switch (step) {
    case ONBOARDING_STEPS.agency:
      content = <AgencyStep hasAgency={me.agency !== null} onContinue={advance} />;
      break;
    case ONBOARDING_STEPS.members:
      content = <MembersStep ownEmail={me.email} onContinue={advance} onBack={onBack} />;
      break;
    case ONBOARDING_STEPS.plan:
      content = (
        <PlanStep
          plan={progress.plan}
          currentPlan={me.subscription?.plan ?? null}
          onPlanChange={(plan) => setProgress({ ...progress, plan })}
          onConnected={() => finish({ kind: 'done', setupUrl: null })}
          onContinue={advance}
          onBack={onBack}
        />
      );
      break;
    case ONBOARDING_STEPS.review:
      content = (
        <ReviewStep
          billingCycle={progress.billing_cycle}
          additionalSeats={progress.additional_seats}
          onChange={(changes) => setProgress({ ...progress, ...changes })}
          onContinue={advance}
          onBack={onBack}
        />
      );
      break;
    case ONBOARDING_STEPS.payment:
      content = (
        <PaymentStep
          billingCycle={progress.billing_cycle}
          additionalSeats={progress.additional_seats}
          onPaid={(subscription, payment) =>
            finish(
              payment.payment_method === 'debit'
                ? { kind: 'payment-pending', setupUrl: subscription.payment.payment_method_setup_url }
                : { kind: 'payment-accepted', setupUrl: null, charge: quoteOfSubscription(subscription) },
            )
          }
          onBack={handleBack}
        />
      );
      break;
    default:
      content = <WizardResult kind={result.kind} setupUrl={result.setupUrl} charge={result.charge ?? null} />;
  }

  const label = stepLabel(step);
  const style = { '--wizard-animation-ms': `${WIZARD_ANIMATION_MS}ms` } as CSSProperties;
  return (
    <section
      className={isPhone ? 'onboarding-wizard is-drawer' : 'onboarding-wizard is-card'}
      aria-labelledby={isFinal ? undefined : STEP_TITLE_ID}
      style={style}
    >
      {label ? (
        <header className="onboarding-wizard-header">
          <p className="wizard-step">{label}</p>
          {isLockedHere ? null : (
            <button type="button" className="icon-button onboarding-close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
      ) : null}
      <div key={step} className="onboarding-fade">
        {content}
      </div>
    </section>
  );
}
