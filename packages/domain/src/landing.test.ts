import { describe, expect, it } from 'vitest';
import { type LandingInput, landingPath } from './landing.ts';
import { DEFAULT_ROLES } from './roles.ts';

const role = (name: 'owner' | 'manager' | 'officer') => DEFAULT_ROLES.find((entry) => entry.name === name) ?? null;
const active = (plan: string) => ({ status: 'Active' as const, plan });

describe('landing redirect (accounts.md §2.3)', () => {
  it.each<[string, LandingInput, string]>([
    ['officer on Analytics goes to report', { role: role('officer'), hasAgency: true, subscription: active('analytics') }, '/app/report'],
    [
      'manager on Analytics goes to analytics',
      { role: role('manager'), hasAgency: true, subscription: active('analytics') },
      '/app/analytics',
    ],
    [
      'manager on Basic goes to agency reports',
      { role: role('manager'), hasAgency: true, subscription: active('basic') },
      '/app/agency-reports',
    ],
    [
      'Past Due counts as active',
      { role: role('officer'), hasAgency: true, subscription: { status: 'Past Due', plan: 'basic' } },
      '/app/report',
    ],
    ['Connect plan is business card only', { role: role('owner'), hasAgency: true, subscription: active('connect') }, '/app/business-card'],
    [
      'Canceled goes to its page',
      { role: role('owner'), hasAgency: true, subscription: { status: 'Canceled', plan: 'analytics' } },
      '/subscription-canceled',
    ],
    [
      'Unpaid goes to paused',
      { role: role('owner'), hasAgency: true, subscription: { status: 'Unpaid', plan: 'analytics' } },
      '/subscription-paused',
    ],
    [
      'Inactive goes to onboarding',
      { role: role('owner'), hasAgency: true, subscription: { status: 'Inactive', plan: 'analytics' } },
      '/app/onboarding',
    ],
    ['no agency goes to onboarding', { role: role('owner'), hasAgency: false, subscription: null }, '/app/onboarding'],
    ['no subscription goes to onboarding', { role: role('owner'), hasAgency: true, subscription: null }, '/app/onboarding'],
  ])('%s', (_case, input, expected) => {
    expect(landingPath(input)).toBe(expected);
  });
});
