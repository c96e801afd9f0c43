import { z } from 'zod';
import { EI_LIMITS, EI_MESSAGES, FORCE_THRESHOLDS, INDICATORS } from './indicators.ts';

// The settings' schema, apart from indicators.ts so the app's shell (which names indicators) loads no zod.

const int = (min: number, max: number, message: string) => z.number().int(message).min(min, message).max(max, message);

/** Settings > Early intervention: which indicators count, the count rule, the peer comparison, the review deadline. */
export const earlyInterventionSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  indicators: z.array(z.enum(INDICATORS)).max(INDICATORS.length),
  count_rule: z.strictObject({
    enabled: z.boolean(),
    count: int(EI_LIMITS.countMin, EI_LIMITS.countMax, EI_MESSAGES.count),
    window_months: int(EI_LIMITS.windowMonthsMin, EI_LIMITS.windowMonthsMax, EI_MESSAGES.window),
  }),
  peer_rule: z.strictObject({
    enabled: z.boolean(),
    window_months: int(EI_LIMITS.windowMonthsMin, EI_LIMITS.windowMonthsMax, EI_MESSAGES.window),
    min_persons: int(EI_LIMITS.minPersonsMin, EI_LIMITS.minPersonsMax, EI_MESSAGES.minPersons),
    fdr: z.number().min(EI_LIMITS.fdrMin, EI_MESSAGES.fdr).max(EI_LIMITS.fdrMax, EI_MESSAGES.fdr),
  }),
  review_deadline_days: int(EI_LIMITS.deadlineDaysMin, EI_LIMITS.deadlineDaysMax, EI_MESSAGES.deadline),
  /** The officer sees their own closed alerts. */
  officer_sees_closed: z.boolean(),
  /** Which force counts as a use-of-force incident; settings saved before it existed read 'any'. */
  force_threshold: z.enum(FORCE_THRESHOLDS, EI_MESSAGES.forceThreshold).default('any'),
});
export type EarlyInterventionSettings = z.infer<typeof earlyInterventionSettingsSchema>;
