import type { DojResponseUpload, DojResponseUploadResult } from '@fieldbook/contract';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { HttpError } from '../http/http-error.ts';
import { applyResponseFile, type DojResultsDeps } from './doj-results.job.ts';
import { findSettings } from './doj-settings.repo.ts';

export const DOJ_RESPONSE_UPLOAD_AUDIT_ACTION = 'doj.response.upload';

const notPortal = (transport: 'sftp' | undefined) =>
  new HttpError(409, 'DOJ_NOT_PORTAL', [
    {
      path: 'body.content',
      message:
        transport === 'sftp'
          ? "Your agency gets the DOJ's answers by SFTP: they are read on their own. Uploading a response file is for agencies that use the DOJ's portal."
          : 'Your agency has not set up how it sends to the DOJ: choose the DOJ portal in Settings › DOJ submission first.',
    },
  ]);

/**
 * A portal agency's DOJ response file, uploaded from the Submissions page: applied by the results job's own path
 * (applyResponseFile), so it fails the stops it names with the DOJ's words and settles the rest of their batches, or is
 * kept for a person with nothing changed when it is malformed or foreign, exactly as a file read by SFTP. An SFTP
 * agency is refused (its answers come by SFTP; a copy uploaded too would be read twice under two names). Audited with
 * counts only, never the file's content or name.
 */
export async function uploadDojResponse(
  deps: Pick<DojResultsDeps, 'db' | 'codec' | 'log'>,
  caller: Caller,
  body: DojResponseUpload,
): Promise<DojResponseUploadResult> {
  const agencyId = agencyOf(caller);
  const settings = await withTenant(deps.db, agencyId, (tx) => findSettings(tx, agencyId));
  if (settings?.transport !== 'portal') throw notPortal(settings?.transport);
  const now = new Date();
  const stated = body.written_at ? new Date(body.written_at) : now;
  const writtenAt = stated.getTime() < now.getTime() ? stated : now;
  const outcome = await applyResponseFile(
    deps,
    agencyId,
    settings.ori,
    { name: body.file_name, text: body.content, writtenAt },
    (tx, applied) =>
      recordAuditEvent(tx, {
        action: DOJ_RESPONSE_UPLOAD_AUDIT_ACTION,
        outcome: applied.state === 'processed' ? 'success' : 'failure',
        userId: caller.userId,
        agencyId,
        objectId: applied.id,
        sourceIp: caller.sourceIp,
        details:
          applied.state === 'processed'
            ? { state: applied.state, errors: applied.errorCount, failed: applied.failed, accepted: applied.accepted }
            : { state: applied.state, errors: applied.errorCount },
      }),
  );
  if (outcome.state === 'known')
    return { state: 'known', failed: 0, accepted: 0, note: 'A response file of this name was read before: nothing changed.' };
  if (outcome.state === 'processed') return { state: 'processed', failed: outcome.failed, accepted: outcome.accepted, note: null };
  return { state: outcome.state, failed: 0, accepted: 0, note: outcome.note };
}
