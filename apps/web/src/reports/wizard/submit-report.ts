import { describeIssue, ERROR_CODES, type FieldIssue, type StateConfiguration } from '@fieldbook/domain';
import { amendRequestBody, enqueueReport, type OutboxRequest } from '../../offline/outbox.ts';
import { STORAGE_TEXTS } from '../../offline/storage-health.ts';
import { isHttpError } from '../../shell/http.ts';
import { showAlert } from '../../shell/snackbar.tsx';
import { amendReport, createReport } from '../reports.api.ts';

export type SubmitResult =
  | { kind: 'submitted' }
  | { kind: 'saved'; reason: 'offline' | 'failure' | 'unauthorized' }
  /** It had to be saved on the device and that write failed (full or blocked storage): the form stays, with an alert. */
  | { kind: 'not-saved' }
  | { kind: 'duplicate-number' }
  | { kind: 'refused'; issues: FieldIssue[]; detail: string };

/**
 * Sends a report (reports.md §4, §7, §8). Offline, or when the server fails in a way that is not about the
 * report, it is saved on the device first and 'saved' is answered only after that write is durable.
 * A 400 about the report itself (rules, duplicate number) is given back to the form: nothing is queued.
 */
export async function submitReport(email: string, request: OutboxRequest, isOnline: boolean): Promise<SubmitResult> {
  if (!isOnline) return (await saveOnDevice(email, request)) ? { kind: 'saved', reason: 'offline' } : { kind: 'not-saved' };
  try {
    // A create answered 401 ends on the outcome screen, which says the session expired and offers 'Go to Log in'.
    if (request.kind === 'create') await createReport(request.report, { isExpiryReported: false });
    else await amendReport(request.incident_number, amendRequestBody(request));
    return { kind: 'submitted' };
  } catch (error) {
    if (isHttpError(error) && error.detail === ERROR_CODES.createdReportAlreadyExists) return { kind: 'duplicate-number' };
    if (isHttpError(error) && (error.status === 400 || error.status === 403 || error.status === 409)) {
      return { kind: 'refused', issues: error.errors, detail: error.detail };
    }
    if (!(await saveOnDevice(email, request))) return { kind: 'not-saved' };
    if (isHttpError(error) && error.status === 401) return { kind: 'saved', reason: 'unauthorized' };
    return { kind: 'saved', reason: isHttpError(error) && error.status === 0 ? 'offline' : 'failure' };
  }
}

/**
 * What 'Complete missing information' says about a refusal: each rule message after the field it is about ('Location
 * details: ...', issue 24 defect 12), or the server's detail when it sent none.
 */
export function refusalMessages(issues: readonly FieldIssue[], detail: string, config: StateConfiguration): FieldIssue[] {
  if (issues.length === 0) return [{ path: '', message: detail }];
  return issues.map((issue) => ({ path: issue.path, message: describeIssue(issue, config) }));
}

/**
 * G8: a QuotaExceededError or AbortError aborts the whole write, so copies saved before are untouched; the officer
 * is told, and never shown 'Saved'. Resolves whether the report is now on the device.
 */
async function saveOnDevice(email: string, request: OutboxRequest): Promise<boolean> {
  try {
    await enqueueReport(email, request);
    return true;
  } catch {
    showAlert(STORAGE_TEXTS.notSaved);
    return false;
  }
}
