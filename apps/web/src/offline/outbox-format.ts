import { describeIssue, ERROR_CODES, toLocalDateTime } from '@fieldbook/domain';
import type { OutboxEntry } from './outbox.ts';

/** Spec texts (reports.md §5, §8) used by the indicator. */
export const INCIDENT_NUMBER_HELPER = 'It must have at least 1 and up to 20 characters. Only letters, numbers, and hyphens are allowed.';
export const DUPLICATE_NUMBER_TEXT =
  'The following Incident Number was used in another report. To submit this report correctly, edit the number down below.';
export const NOT_SUBMITTED_TEXT = 'This report could not be submitted.';
/** analytics.md §8: 'Failed upload: Some reports could not be uploaded correctly. Please try later...' */
export const FAILED_UPLOAD_TITLE = 'Failed upload';
export const FAILED_UPLOAD_TEXT = 'Some reports could not be uploaded correctly. Please try later...';
/** A number already used is no connection problem: waiting does not help, a new number does (issue 24, defect 12). */
export const FAILED_UPLOAD_NEW_NUMBER_TEXT =
  'An incident number below is already used in another report. Edit it now to upload the report.';

/** What the 'Failed upload' section says: edit the number now where that is the fix, try later for the other failures. */
export function failedUploadText(failed: readonly OutboxEntry[]): string {
  const needsNumber = failed.some((entry) => entry.state === 'needs-new-number');
  const hasOther = failed.some((entry) => entry.state !== 'needs-new-number');
  return [needsNumber ? FAILED_UPLOAD_NEW_NUMBER_TEXT : '', hasOther ? FAILED_UPLOAD_TEXT : ''].filter(Boolean).join(' ');
}

/**
 * An amend saved on the device that met a newer version on upload (issue 25): kept, never sent over the other change.
 * Retry sends it with the same base version, so it is refused again rather than applied blindly.
 */
export const NEEDS_ATTENTION_TEXT = 'Needs your attention';
export const VERSION_CONFLICT_TEXT =
  'Someone else amended this report after you started, so your amend was not sent over their change. It is kept on this device.';

/** How many pending reports the panel lists (analytics.md: "A pending-reports menu shows the last 5"). */
export const PENDING_LIST_SIZE = 5;

/** 'MM/DD/YYYY - HH:mm' (the spec's 'L - HH:mm') in the agency's time zone. */
export function formatSavedAt(savedAt: string, timeZone: string): string {
  const { date, time } = toLocalDateTime(new Date(savedAt), timeZone);
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year} - ${time}`;
}

export function incidentNumberOf(entry: OutboxEntry): string {
  return entry.kind === 'amend' ? entry.incident_number : entry.report.general_information.incident_number;
}

/**
 * The reasons a failed upload shows: the rule messages of a VALIDATION_ERROR, each after the field it is about where the
 * path names one ('Location details: ...', issue 24 defect 12), or the server's detail.
 */
export function failureReasons(entry: OutboxEntry): string[] {
  const error = entry.last_error;
  if (!error) return [];
  if (error.detail === ERROR_CODES.validation && error.errors.length > 0) return error.errors.map((issue) => describeIssue(issue));
  if (error.detail === 'REPORT_ID_CONFLICT') return ['A different report with the same identifier was already uploaded.'];
  if (error.detail === ERROR_CODES.reportVersionConflict) return [VERSION_CONFLICT_TEXT];
  return [`${error.status} ${error.detail}`];
}
