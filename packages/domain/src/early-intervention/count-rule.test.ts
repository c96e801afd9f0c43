import { describe, expect, it } from 'vitest';
import { type CountedEvent, evaluateCountRule, formatEventDate, isCountedEvent, windowStart } from './count-rule.ts';
import {
  DEFAULT_EI_SETTINGS,
  type EarlyInterventionSettings,
  EI_MESSAGES,
  FORCE_THRESHOLDS,
  forceCounts,
  INDICATORS,
  type IndicatorId,
  MANUAL_INDICATORS,
  REPORT_INDICATORS,
} from './indicators.ts';
import { earlyInterventionSettingsSchema } from './settings.schema.ts';

/** Every indicator counted (the defaults leave the routine search indicators to the peer comparison). */
const on: EarlyInterventionSettings = { ...DEFAULT_EI_SETTINGS, enabled: true, indicators: [...INDICATORS] };
let next = 0;
const event = (officerId: string, indicator: IndicatorId, occurredOn: string): CountedEvent => {
  next += 1;
  return {
    id: `e${next}`,
    officerId,
    indicator,
    occurredOn,
  };
};

describe('the count rule over a rolling window', () => {
  it('by default counts harms and allegations, and judges routine searches as rates against peers', () => {
    const defaults = { ...DEFAULT_EI_SETTINGS, enabled: true };
    const searches = ['2026-01-10', '2026-06-01', '2026-11-27'].map((date) => event('s', 'searches_nothing_found', date));
    expect(evaluateCountRule(searches, defaults, '2026-11-27')).toEqual([]);
    expect(DEFAULT_EI_SETTINGS.indicators).toEqual(
      expect.arrayContaining(['force_incidents', 'complaints_on_reports', 'search_rate', 'hit_rate']),
    );
  });

  it('starts the window the day after the same date months before, clamping short months', () => {
    expect(windowStart('2026-11-27', 12)).toBe('2025-11-28');
    expect(windowStart('2026-03-31', 1)).toBe('2026-03-01');
    expect(windowStart('2026-01-15', 3)).toBe('2025-10-16');
    expect(formatEventDate('2026-11-27')).toBe('27 Nov 2026');
  });

  it.each([...REPORT_INDICATORS.filter((id) => id !== 'citizen_complaints'), ...MANUAL_INDICATORS])(
    'flags 3 %s events in 12 months, not 2, and names the events',
    (indicator) => {
      const events = [
        event('a', indicator, '2026-01-10'),
        event('a', indicator, '2026-06-01'),
        event('a', indicator, '2026-11-27'),
        event('b', indicator, '2026-02-01'),
        event('b', indicator, '2026-03-01'),
      ];
      const flags = evaluateCountRule(events, on, '2026-11-27');
      expect(flags.map((flag) => flag.officerId)).toEqual(['a']);
      expect(flags[0]?.events.map((e) => e.occurredOn)).toEqual(['2026-01-10', '2026-06-01', '2026-11-27']);
      expect(flags[0]?.indicators).toEqual([indicator]);
    },
  );

  it('counts events of any enabled indicator together and says so in plain words', () => {
    const events = [
      event('a', 'force_incidents', '2026-01-10'),
      event('a', 'force_incidents', '2026-02-10'),
      event('a', 'force_incidents', '2026-03-10'),
    ];
    expect(evaluateCountRule(events, on, '2026-11-27')[0]?.why).toBe(
      '3 use-of-force incidents in the 12 months to 27 Nov 2026, against a rule of 3.',
    );
    const mixed = [
      event('a', 'force_incidents', '2026-01-10'),
      event('a', 'vehicle_pursuit', '2026-02-10'),
      event('a', 'consent_searches', '2026-03-10'),
    ];
    expect(evaluateCountRule(mixed, on, '2026-11-27')[0]?.why).toBe(
      '3 indicator events (1 use-of-force incident, 1 vehicle pursuit, 1 consent search) in the 12 months to 27 Nov 2026, against a rule of 3.',
    );
  });

  it('counts restricted categories but writes them only as confidential entries, together', () => {
    const events = [
      event('a', 'force_incidents', '2026-01-10'),
      event('a', 'officer_arrest', '2026-02-10'),
      event('a', 'criminal_investigation', '2026-03-10'),
    ];
    const [flag] = evaluateCountRule(events, on, '2026-11-27');
    expect(flag?.indicators).toEqual(['force_incidents', 'officer_arrest', 'criminal_investigation']);
    expect(flag?.why).toBe(
      '3 indicator events (2 confidential entries, 1 use-of-force incident) in the 12 months to 27 Nov 2026, against a rule of 3.',
    );
    const only = [
      event('b', 'positive_drug_test', '2026-05-01'),
      event('b', 'sexual_harassment_claim', '2026-06-01'),
      event('b', 'domestic_violence_investigation', '2026-07-01'),
    ];
    expect(evaluateCountRule(only, on, '2026-11-27')[0]?.why).toBe(
      '3 confidential entries in the 12 months to 27 Nov 2026, against a rule of 3.',
    );
  });

  it('leaves out events outside the window, in the future, and of indicators turned off', () => {
    const events = [
      event('a', 'force_incidents', '2025-11-27'),
      event('a', 'force_incidents', '2025-11-28'),
      event('a', 'force_incidents', '2026-11-28'),
      event('a', 'civil_action', '2026-05-01'),
      event('a', 'consent_searches', '2026-05-02'),
    ];
    const withoutConsent = { ...on, indicators: on.indicators.filter((id) => id !== 'consent_searches') };
    expect(evaluateCountRule(events, withoutConsent, '2026-11-27')).toEqual([]);
    expect(evaluateCountRule(events, on, '2026-11-27')[0]?.events).toHaveLength(3);
  });

  it('follows the count and window chosen, and is silent when the rule or the system is off', () => {
    const events = [event('a', 'civil_action', '2026-10-01'), event('a', 'civil_action', '2026-11-01')];
    const two = { ...on, count_rule: { enabled: true, count: 2, window_months: 3 } };
    expect(evaluateCountRule(events, two, '2026-11-27')).toHaveLength(1);
    expect(evaluateCountRule(events, { ...two, count_rule: { ...two.count_rule, window_months: 1 } }, '2026-11-27')).toEqual([]);
    expect(evaluateCountRule(events, { ...two, count_rule: { ...two.count_rule, enabled: false } }, '2026-11-27')).toEqual([]);
    expect(evaluateCountRule(events, { ...two, enabled: false }, '2026-11-27')).toEqual([]);
  });
});

describe('which force counts as a use-of-force incident (force_threshold)', () => {
  const force = (officerId: string, occurredOn: string, forceTier: number | null): CountedEvent => ({
    ...event(officerId, 'force_incidents', occurredOn),
    forceTier,
  });
  /** Three handcuffings (T0) and a weapon pointed (T1) for officer a; two physical-force reports (T2) and one with no tier for b. */
  const events = [
    force('a', '2026-01-10', 0),
    force('a', '2026-02-10', 0),
    force('a', '2026-03-10', 0),
    force('a', '2026-04-10', 1),
    force('b', '2026-05-10', 2),
    force('b', '2026-06-10', 2),
    force('b', '2026-07-10', null),
  ];
  const flagged = (threshold: EarlyInterventionSettings['force_threshold']) =>
    evaluateCountRule(events, { ...on, force_threshold: threshold }, '2026-11-27').map((flag) => [flag.officerId, flag.events.length]);

  it('counts all force by default, handcuffing included', () => {
    expect(DEFAULT_EI_SETTINGS.force_threshold).toBe('any');
    expect(flagged('any')).toEqual([
      ['a', 4],
      ['b', 3],
    ]);
  });

  it('counts only force at or above the tier chosen; force with no tier recorded counts at every tier', () => {
    expect(flagged('weapon_displayed')).toEqual([['b', 3]]);
    expect(flagged('physical_force')).toEqual([['b', 3]]);
    expect(flagged('firearm_discharged')).toEqual([]);
    const lowered = { ...on, force_threshold: 'weapon_displayed' as const, count_rule: { enabled: true, count: 1, window_months: 12 } };
    expect(evaluateCountRule(events, lowered, '2026-11-27').find((flag) => flag.officerId === 'a')?.events).toHaveLength(1);
    expect(forceCounts(null, 'firearm_discharged')).toBe(true);
    expect(forceCounts(4, 'firearm_discharged')).toBe(true);
    expect(forceCounts(3, 'firearm_discharged')).toBe(false);
    // Other indicators are not touched by the threshold.
    const pursuit = event('c', 'vehicle_pursuit', '2026-05-01');
    expect(isCountedEvent(pursuit, { ...on, force_threshold: 'firearm_discharged' })).toBe(true);
  });

  it('says which force counts in the sentence when not any', () => {
    expect(evaluateCountRule(events, { ...on, force_threshold: 'physical_force' }, '2026-11-27')[0]?.why).toBe(
      '3 use-of-force incidents at or above physical force in the 12 months to 27 Nov 2026, against a rule of 3.',
    );
    const mixed = [force('d', '2026-01-10', 3), event('d', 'vehicle_pursuit', '2026-02-10'), event('d', 'civil_action', '2026-03-10')];
    expect(evaluateCountRule(mixed, { ...on, force_threshold: 'intermediate_weapon' }, '2026-11-27')[0]?.why).toBe(
      '3 indicator events (1 use-of-force incident at or above an intermediate weapon, 1 vehicle pursuit, 1 civil action filed) in the 12 months to 27 Nov 2026, against a rule of 3.',
    );
    expect(evaluateCountRule(events, on, '2026-11-27')[0]?.why).toBe(
      '4 use-of-force incidents in the 12 months to 27 Nov 2026, against a rule of 3.',
    );
  });

  it('is checked by the settings schema; settings saved before it existed read any force', () => {
    const { force_threshold: _left, ...saved } = { ...on };
    expect(earlyInterventionSettingsSchema.parse(saved).force_threshold).toBe('any');
    for (const threshold of FORCE_THRESHOLDS)
      expect(earlyInterventionSettingsSchema.parse({ ...on, force_threshold: threshold }).force_threshold).toBe(threshold);
    const refused = earlyInterventionSettingsSchema.safeParse({ ...on, force_threshold: 'found_excessive' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toMatchObject([{ path: ['force_threshold'], message: EI_MESSAGES.forceThreshold }]);
  });
});
