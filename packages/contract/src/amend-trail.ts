import { daysBetween } from '@fieldbook/domain';
import { z } from 'zod';

/** The longest period one amend-trail export covers, in days. */
export const AMEND_TRAIL_MAX_DAYS = 366;

/**
 * GET /api/reports/amend-trail.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (issue 25, 'An amend trail'): every amend of the
 * agency's reports in the period (the agency's dates, both included), one row per field changed, with who, when and the
 * reason; owners and managers (agency.reports.read), audited, 20 an hour.
 */
export const amendTrailQuery = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((period) => period.from <= period.to, { message: 'The period ends before it starts.', path: ['to'] })
  .refine((period) => daysBetween(period.from, period.to) < AMEND_TRAIL_MAX_DAYS, {
    message: `Choose a period of at most ${AMEND_TRAIL_MAX_DAYS} days.`,
    path: ['to'],
  });
export type AmendTrailQuery = z.infer<typeof amendTrailQuery>;

export const AMEND_TRAIL_HEADERS = [
  'Incident Number',
  'Version',
  'Amended at (agency time)',
  'Amended by',
  'Officer ID',
  'Reason',
  'Change',
] as const;
