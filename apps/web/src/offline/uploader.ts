import type { ReportWriteResult } from '@fieldbook/contract';
import { APP_EVENTS, emitAppEvent } from '../shell/app-events.ts';
import { http, type RequestOptions } from '../shell/http.ts';
import { amendRequestBody, listOutbox, markSent, type OutboxBookkeeping, type OutboxEntry, updateOutboxEntry } from './outbox.ts';
import { withOutboxLock } from './outbox-lock.ts';
import { backoffDelay, classifyUploadFailure, type UploadFailure } from './upload-policy.ts';

/** A request that hangs would hold the lock for every tab: give up on it after this long (then retry). */
export const UPLOAD_TIMEOUT_MS = 60_000;

export interface UploadOptions {
  /** Try entries still waiting out their backoff too (the officer's Retry, the browser coming online). */
  isIgnoringBackoff?: boolean;
}

export interface UploadSummary {
  uploaded: number;
  failed: number;
  needsNewNumber: number;
  /** Entries left to upload after this drain (pending, including those waiting out a backoff). */
  pending: number;
  /** A 401 stopped the drain: the session-expired dialog leads to login, and everything is kept. */
  isUnauthorized: boolean;
}

function send(entry: OutboxEntry): Promise<ReportWriteResult> {
  const options: RequestOptions = typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS) } : {};
  if (entry.kind === 'create') return http.post<ReportWriteResult>('/api/reports/', entry.report, options);
  const path = `/api/reports/${encodeURIComponent(entry.incident_number)}/amend`;
  return http.post<ReportWriteResult>(path, amendRequestBody(entry), options);
}

/** Records a failure on the stored entry, unless the officer saved a newer copy meanwhile (then it is just pending). */
function recordFailure(email: string, entry: OutboxEntry, failure: UploadFailure): Promise<OutboxBookkeeping | null> {
  return updateOutboxEntry(email, entry.id, (stored) => {
    if (stored.revision !== entry.revision) return { state: 'pending' };
    switch (failure.kind) {
      case 'unauthorized':
        return { state: 'pending' };
      case 'retry': {
        const attempts = stored.attempts + 1;
        return { state: 'pending', attempts, last_error: failure.error, next_attempt_at: Date.now() + backoffDelay(attempts) };
      }
      default:
        return { state: failure.kind, attempts: stored.attempts + 1, last_error: failure.error, next_attempt_at: null };
    }
  });
}

/** Uploads one entry; resolves with null when the server confirmed it, else with the failure. */
async function uploadEntry(email: string, entry: OutboxEntry): Promise<UploadFailure | null> {
  // The marker survives a reload; a drain that finds it (under the lock) knows that upload never finished.
  await updateOutboxEntry(email, entry.id, { state: 'uploading' });
  let result: ReportWriteResult;
  try {
    result = await send(entry);
  } catch (error) {
    const failure = classifyUploadFailure(error);
    await recordFailure(email, entry, failure);
    return failure;
  }
  // G4: only after a 2xx, and only if it is still the copy that was sent, does it stop waiting; it is kept, sealed,
  // as a receipt (G7) so a server that loses it (a restore from backup) gets it again.
  await markSent(email, entry.id, entry.revision, result.version);
  return null;
}

function isDue(entry: OutboxEntry, options: UploadOptions, now: number): boolean {
  // 'uploading' under the lock is a marker left by a tab that closed mid-upload: upload it again (same id).
  if (entry.state !== 'pending' && entry.state !== 'uploading') return false;
  return options.isIgnoringBackoff === true || entry.next_attempt_at === null || entry.next_attempt_at <= now;
}

async function drainOutbox(email: string, options: UploadOptions): Promise<UploadSummary> {
  const summary: UploadSummary = { uploaded: 0, failed: 0, needsNewNumber: 0, pending: 0, isUnauthorized: false };
  const tried = new Set<string>();
  // One read of the outbox per pass (it holds whole reports: reading it per upload made a long queue quadratic);
  // a further pass picks up what was saved, or saved again, during this one.
  for (let isPassUseful = true; isPassUseful; ) {
    const due = (await listOutbox(email)).filter(
      (entry) => !tried.has(`${entry.id}:${entry.revision}`) && isDue(entry, options, Date.now()),
    );
    isPassUseful = due.length > 0;
    for (const next of due) {
      tried.add(`${next.id}:${next.revision}`);
      const failure = await uploadEntry(email, next);
      if (!failure) summary.uploaded += 1;
      else if (failure.kind === 'failed') summary.failed += 1;
      else if (failure.kind === 'needs-new-number') summary.needsNewNumber += 1;
      else if (failure.kind === 'unauthorized') summary.isUnauthorized = true;
      if (failure?.kind === 'unauthorized' || (failure?.kind === 'retry' && failure.isStoppingDrain)) {
        isPassUseful = false;
        break;
      }
    }
  }
  const remaining = await listOutbox(email);
  summary.pending = remaining.filter((entry) => entry.state === 'pending' || entry.state === 'uploading').length;
  return summary;
}

/**
 * Uploads the user's saved reports, oldest first, holding the outbox lock so one tab drains at a time:
 * create -> POST /api/reports/, amend -> POST /api/reports/{incident_number}/amend. Never rejects for an
 * upload failure: each one is recorded on its entry (see upload-policy.ts).
 */
export async function uploadOutbox(email: string, options: UploadOptions = {}): Promise<UploadSummary> {
  const summary = await withOutboxLock(() => drainOutbox(email, options));
  if (summary.uploaded > 0) emitAppEvent(APP_EVENTS.updateReportList);
  return summary;
}
