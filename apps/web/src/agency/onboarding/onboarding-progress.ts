import { BILLING_CYCLES, type BillingCycle, MAX_ADDITIONAL_SEATS, PLANS, type Plan } from '@fieldbook/domain';
import { z } from 'zod';
import { STORAGE_KEYS } from '../../shell/storage-keys.ts';

/** The wizard's steps: Setup 1-3, Payment 1-2, then the final screen (accounts.md §2.6). */
export const ONBOARDING_STEPS = {
  agency: 1,
  members: 2,
  plan: 3,
  review: 4,
  payment: 5,
  final: 6,
} as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[keyof typeof ONBOARDING_STEPS];

/** What the browser keeps per user while the owner is on the way (accounts.md §3 'Onboarding local data'). */
export interface OnboardingProgress {
  step: OnboardingStep;
  plan: Plan;
  billing_cycle: BillingCycle;
  additional_seats: number;
}

/** Defaults: step 1, plan Connect, billing annually, no additional seats (accounts.md §9). */
export const DEFAULT_PROGRESS: OnboardingProgress = { step: 1, plan: 'connect', billing_cycle: 'annually', additional_seats: 0 };

const storedProgress = z.object({
  step: z.number().int().min(ONBOARDING_STEPS.agency).max(ONBOARDING_STEPS.payment),
  plan: z.enum(PLANS),
  billing_cycle: z.enum(BILLING_CYCLES),
  additional_seats: z.number().int().min(0).max(MAX_ADDITIONAL_SEATS),
});

const keyFor = (email: string) => `${STORAGE_KEYS.onboardingProgress}:${email.toLowerCase()}`;

/** The saved progress of this user, or null (none, or unreadable: then the wizard starts from the defaults). */
export function loadProgress(email: string): OnboardingProgress | null {
  try {
    const raw = localStorage.getItem(keyFor(email));
    if (!raw) return null;
    const parsed = storedProgress.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as OnboardingProgress) : null;
  } catch {
    return null;
  }
}

/** Saved after each advance while below the final step. */
export function saveProgress(email: string, progress: OnboardingProgress): void {
  if (progress.step >= ONBOARDING_STEPS.final) return;
  try {
    localStorage.setItem(keyFor(email), JSON.stringify(progress));
  } catch {
    // Storage full or blocked: the wizard still works, it only forgets the step on reload.
  }
}

/** Cleared when the wizard finishes. */
export function clearProgress(email: string): void {
  try {
    localStorage.removeItem(keyFor(email));
  } catch {
    // Nothing kept to clear.
  }
}
