import { PERIOD_KINDS, type PeriodOption, RACE_GROUPS, type Widget } from '@fieldbook/domain';
import { z } from 'zod';

/**
 * The analytics dashboard's calls (analytics.md §3, §7): POST /api/analytics/generate, GET /api/analytics/periods,
 * GET and PUT /api/analytics/me/settings. Widgets are computed on the server from the fact model; their configs are
 * typed in packages/domain (widget-types.ts).
 */

const id = z.string().uuid();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date.');

export const analyticsFilters = z.strictObject({
  general_information: z
    .strictObject({
      date: z.strictObject({ from: day, to: day }).optional(),
      location: z.strictObject({ areas: z.array(id).max(200).optional() }).optional(),
    })
    .optional(),
  officers: z
    .strictObject({
      officer_information: z
        .strictObject({
          id: id.optional(),
          groups: z.array(id).max(200).optional(),
          source: z.enum(['created', 'collaborated', 'all']).optional(),
        })
        .optional(),
    })
    .optional(),
  tags: z.strictObject({ agency: z.array(id).max(200).optional() }).optional(),
});
export type AnalyticsFilters = z.infer<typeof analyticsFilters>;

export const analyticsGenerateBody = z.strictObject({
  period: z.enum(PERIOD_KINDS).default('month'),
  period_value: z.string().max(16).optional(),
  filters: analyticsFilters.optional(),
  workspace_id: id.optional(),
});
export type AnalyticsGenerateBody = z.input<typeof analyticsGenerateBody>;
export type AnalyticsGenerateRequest = z.output<typeof analyticsGenerateBody>;

export const incidentPoint = z.object({
  coords: z.object({ lat: z.number(), long: z.number() }),
  incident_number: z.string(),
  incident_date: z.string(),
  author_name: z.string(),
  contact_type: z.string(),
});
export type IncidentPoint = z.infer<typeof incidentPoint>;

export const analyticsConfig = z.object({
  widgets: z.array(z.custom<Widget>()),
  suggested_widgets: z.array(z.string()),
  incident_data: z.array(incidentPoint),
  incident_data_limited: z.boolean(),
  period: z.enum(PERIOD_KINDS),
  date_from: z.string(),
  date_to: z.string(),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfig>;

export const analyticsPeriods = z.object({
  quarter: z.array(z.custom<PeriodOption>()),
  half_year: z.array(z.custom<PeriodOption>()),
  year: z.array(z.custom<PeriodOption>()),
});
export type AnalyticsPeriods = z.infer<typeof analyticsPeriods>;

export const analyticsSettings = z.object({ widgets: z.array(z.string().max(64)).max(100) });
export type AnalyticsSettings = z.infer<typeof analyticsSettings>;

export const analyticsSettingsBody = z.strictObject({
  widgets: z.array(z.string().min(1).max(64)).max(100),
  workspace_id: id.optional(),
});
export type AnalyticsSettingsBody = z.infer<typeof analyticsSettingsBody>;

/** GET / PUT /api/analytics/population: the jurisdiction's residents by race group (ACS 5-year) for per-resident widgets. */
export const analyticsPopulation = z.strictObject({
  total: z.number().int().min(0).max(100_000_000),
  by_race: z.partialRecord(z.enum(RACE_GROUPS), z.number().int().min(0).max(100_000_000)),
  source: z.string().trim().max(200).default(''),
});
export type AnalyticsPopulation = z.output<typeof analyticsPopulation>;
