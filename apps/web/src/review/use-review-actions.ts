import type { ReviewConflict } from '@fieldbook/contract';
import { REVIEW_MESSAGES, REVIEW_STATE_LABELS } from '@fieldbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isHttpError } from '../shell/http.ts';
import { approveReports, REVIEW_KEY, returnReport } from './review.api.ts';

export interface JudgedReport {
  incident_number: string;
  version: number;
}

/** The reports of a 409 REVIEW_CONFLICT, or null for any other failure. */
export function conflictOf(error: unknown): ReviewConflict['reports'] | null {
  // The web app takes the contract's types only (no zod in the bundle): the answer is checked by hand.
  if (!isHttpError(error) || error.status !== 409 || error.detail !== 'REVIEW_CONFLICT') return null;
  const reports = (error.body as Partial<ReviewConflict> | undefined)?.reports;
  return Array.isArray(reports) ? reports : [];
}

/** What a conflict says: which reports changed or are no longer waiting, as they are now. */
export function describeConflict(reports: ReviewConflict['reports']): string {
  const which = reports
    .map((report) =>
      report.state === 'pending_review' ? report.incident_number : `${report.incident_number} (${REVIEW_STATE_LABELS[report.state]})`,
    )
    .join(', ');
  return `Nothing was saved. Changed since you opened: ${which}. ${REVIEW_MESSAGES.changed}`;
}

export function describeFailure(error: unknown): string {
  const conflict = conflictOf(error);
  if (conflict) return describeConflict(conflict);
  if (isHttpError(error) && error.status === 403) return REVIEW_MESSAGES.outsideGroups;
  if (isHttpError(error) && error.status === 0) return 'You are offline. Connect to approve or return reports.';
  return 'This could not be saved. Please try again.';
}

/**
 * Approve (all or none) and return, each with the version judged. After an answer, or a conflict, the queue, the
 * counts and the reports judged are read again, so what is shown is what the server holds.
 */
export function useReviewActions() {
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);

  async function refresh(incidentNumbers: readonly string[]) {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [REVIEW_KEY] }),
      ...incidentNumbers.map((number) => queryClient.invalidateQueries({ queryKey: ['reports', number] })),
      queryClient.invalidateQueries({ queryKey: ['reports', 'list'] }),
    ]);
  }

  async function run(incidentNumbers: readonly string[], action: () => Promise<unknown>): Promise<string | null> {
    setIsPending(true);
    try {
      await action();
      await refresh(incidentNumbers);
      return null;
    } catch (error) {
      if (conflictOf(error)) await refresh(incidentNumbers);
      return describeFailure(error);
    } finally {
      setIsPending(false);
    }
  }

  return {
    isPending,
    /** Resolves with null when approved, else what went wrong. */
    approve: (reports: readonly JudgedReport[]) =>
      run(
        reports.map((report) => report.incident_number),
        () => approveReports({ reports: [...reports] }),
      ),
    returnReport: (report: JudgedReport, note: string, fields: string[]) =>
      run([report.incident_number], () => returnReport(report.incident_number, { version: report.version, note, fields })),
  };
}
