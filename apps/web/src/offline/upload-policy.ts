import { ERROR_CODES } from '@fieldbook/domain';
import { isHttpError, NETWORK_ERROR } from '../shell/http.ts';
import type { OutboxError } from './offline-db.ts';

/**
 * What an upload failure means for the saved report (security-and-sync G4: never drop without a definitive
 * answer):
 * - 'needs-new-number': CREATED_REPORT_ALREADY_EXISTS; the officer gives a new incident number.
 * - 'failed': a definitive refusal (400 VALIDATION_ERROR, 409 REPORT_ID_CONFLICT, other 4xx); kept, needs attention.
 * - 'unauthorized': 401 the refresh could not cure; the drain stops, the session-expired flow takes over.
 * - 'retry': network error, timeout, 5xx, 408, 429; kept pending and tried again after a backoff.
 */
export type UploadFailure =
  | { kind: 'needs-new-number'; error: OutboxError }
  | { kind: 'failed'; error: OutboxError }
  | { kind: 'unauthorized'; error: OutboxError }
  | { kind: 'retry'; error: OutboxError; isStoppingDrain: boolean };

function toOutboxError(error: unknown): OutboxError {
  if (isHttpError(error)) return { status: error.status, detail: error.detail, errors: error.errors };
  return { status: 0, detail: NETWORK_ERROR, errors: [] };
}

export function classifyUploadFailure(error: unknown): UploadFailure {
  const outboxError = toOutboxError(error);
  const { status, detail } = outboxError;
  if (detail === ERROR_CODES.createdReportAlreadyExists) return { kind: 'needs-new-number', error: outboxError };
  if (status === 401) return { kind: 'unauthorized', error: outboxError };
  // Offline or rate-limited: the next reports would fail the same way, so the drain stops here.
  if (status === 0 || status === 429) return { kind: 'retry', error: outboxError, isStoppingDrain: true };
  if (status === 408 || status >= 500) return { kind: 'retry', error: outboxError, isStoppingDrain: false };
  return { kind: 'failed', error: outboxError };
}

export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_CAP_MS = 15 * 60_000;

/**
 * Delay before the next automatic try after `attempts` failed ones: exponential from 5 s, capped at 15 min,
 * with "equal jitter" (half fixed, half random) so many devices coming back online do not retry in step.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
