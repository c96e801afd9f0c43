import { createHash, randomUUID } from 'node:crypto';
import type { CitizenSubmissionReceipt, CitizenSubmissionRequest } from '@fieldbook/contract';
import { CITIZEN_SUBMISSION_CODES } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { takeKeyedAttempt } from '../http/address-limit.ts';
import { HttpError, notFound, tooManyRequests } from '../http/http-error.ts';
import { findCaseTarget, hasOpenSubmission, insertSubmission } from './case-submissions.repo.ts';

const orNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Takes a commendation or complaint for the case a token names (issue 28). The per-case limit is counted by the token's
 * hash before the case is looked up, so a token the server has not seen costs the same steps and gets the same refusals
 * as a real one, and the answer says nothing of the case beyond what its page shows. The text is kept as typed (plain
 * text); the audit row and the logs carry ids and the kind, never the text or the citizen's contact details.
 */
export async function receiveCitizenSubmission(
  db: Database,
  token: string,
  request: CitizenSubmissionRequest,
  deviceCookie: { id: string; isNew: boolean },
): Promise<CitizenSubmissionReceipt> {
  const caseKey = createHash('sha256').update(token).digest('hex');
  const retryAfter = await takeKeyedAttempt(db, 'case-submissions-per-case', caseKey);
  if (retryAfter !== null) throw tooManyRequests(retryAfter);
  const target = await findCaseTarget(db, token);
  if (!target) throw notFound();
  const id = randomUUID();
  await withTenant(db, target.agency_id, async (tx) => {
    if (
      await hasOpenSubmission(tx, target.agency_id, target.report_id, {
        id: request.device_id,
        cookie: deviceCookie.isNew ? null : deviceCookie.id,
      })
    )
      throw new HttpError(409, CITIZEN_SUBMISSION_CODES.alreadyOpen);
    await insertSubmission(tx, {
      agencyId: target.agency_id,
      id,
      reportId: target.report_id,
      officerId: target.author_id,
      kind: request.kind,
      text: request.text.trim(),
      name: orNull(request.name),
      email: orNull(request.email),
      phone: orNull(request.phone),
      deviceId: request.device_id,
      deviceCookie: deviceCookie.id,
    });
    await recordAuditEvent(tx, {
      action: 'citizen_submission.received',
      outcome: 'success',
      agencyId: target.agency_id,
      objectId: id,
      sourceIp: null,
      details: { kind: request.kind, report_id: target.report_id },
    });
  });
  return { kind: request.kind, status: 'received' };
}
