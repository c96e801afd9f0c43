import type { StateConfiguration } from './configuration/configuration.schema.ts';

/**
 * A stop's submission to the California DOJ (issue 26), as Cal-RIPA keeps it: Unsubmitted (not sent since created or
 * last changed), Pending (in a batch, no answer yet), Submitted (accepted), Failed (the DOJ answered with errors),
 * Resubmitted (sent again after an amend, no answer yet), and Not sendable (held back by the logic checks).
 */
export const DOJ_STATUSES = ['unsubmitted', 'pending', 'submitted', 'failed', 'resubmitted', 'not_sendable'] as const;
export type DojStatus = (typeof DOJ_STATUSES)[number];

/** How each status reads on a chip, a filter and the export. */
export const DOJ_STATUS_LABELS: Record<DojStatus, string> = {
  unsubmitted: 'Unsubmitted',
  pending: 'Pending',
  submitted: 'Submitted',
  failed: 'Failed',
  resubmitted: 'Resubmitted',
  not_sendable: 'Not sendable',
};

/** The agencies whose stops go to the California DOJ: those on California's configuration. */
export const submitsToCaDoj = (config: Pick<StateConfiguration, 'state'>) => config.state === 'California';

/** 1 April of the year after `year` ('YYYY-MM-DD'): when that year's stops must be with the DOJ (Gov. Code 12525.5). */
export const dojDeadline = (year: number) => `${year + 1}-04-01`;
