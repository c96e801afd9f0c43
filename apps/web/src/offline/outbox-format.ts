import { ERROR_CODES, toLocalDateTime } from '@fieldbook/domain';
import type { OutboxEntry } from './outbox.ts';

/** Spec texts (reports.md §5, §8) used by the indicator. */
export const INCIDENT_NUMBER_HELPER = 'It must have at least 1 and up to 20 characters. Only letters, numbers, and hyphens are allowed.';
export const DUPLICATE_NUMBER_TEXT =
  'The following Incident Number was used in another report. To submit this report correctly, edit the number down below.';
export const NOT_SUBMITTED_TEXT = 'This report could not be submitted.';
/** analytics.md §8: 'Failed upload: Some reports could not be uploaded correctly. Please try later...' */
export const FAILED_UPLOAD_TITLE = 'Failed upload';
export const FAILED_UPLOAD_TEXT = 'Some reports could not be uploaded correctly. Please try later...';

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

/** The reasons a failed upload shows: the rule messages of a VALIDATION_ERROR, or the server's detail. */
export function failureReasons(entry: OutboxEntry): string[] {
  const error = entry.last_error;
  if (!error) return [];
  if (error.detail === ERROR_CODES.validation && error.errors.length > 0) return error.errors.map((issue) => issue.message);
  if (error.detail === 'REPORT_ID_CONFLICT') return ['A different report with the same identifier was already uploaded.'];
  return [`${error.status} ${error.detail}`];
}
