import type { CitizenSubmission, CitizenSubmissionDecision } from '@fieldbook/contract';
import { CITIZEN_SUBMISSION_CODES, type CitizenSubmissionStatus } from '@fieldbook/domain';
import { recordAuditEvent } from '../accounts/auth.repo.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { agencyOf, type Caller } from '../http/authenticate.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import * as repo from './citizen-submissions.repo.ts';

/**
 * The intake of citizen submissions (issue 28): owners and managers read what arrived and accept or dismiss each once,
 * with a note. Accepting a complaint makes it an early-intervention indicator from the next evaluation (and on the
 * officer's profile at once); accepting a commendation puts it on the profile. Every decision is an audit row.
 */
export function createCitizenSubmissionsService(db: Database) {
  return {
    list(caller: Caller, status: CitizenSubmissionStatus): Promise<CitizenSubmission[]> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, (tx) => repo.listSubmissions(tx, agencyId, status));
    },

    countReceived(caller: Caller): Promise<number> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, (tx) => repo.countReceived(tx, agencyId));
    },

    decide(caller: Caller, id: string, request: CitizenSubmissionDecision): Promise<CitizenSubmission> {
      const agencyId = agencyOf(caller);
      return withTenant(db, agencyId, async (tx) => {
        const found = await repo.readSubmission(tx, agencyId, id, true);
        if (!found) throw notFound();
        if (found.status !== 'received') throw new HttpError(409, CITIZEN_SUBMISSION_CODES.alreadyDecided);
        const status = request.decision === 'accept' ? 'accepted' : 'dismissed';
        await repo.decideSubmission(tx, agencyId, id, { status, by: caller.userId, note: request.note.trim() });
        await recordAuditEvent(tx, {
          action: `citizen_submission.${status}`,
          outcome: 'success',
          userId: caller.userId,
          sourceIp: caller.sourceIp,
          agencyId,
          objectId: id,
          details: { kind: found.kind },
        });
        return (await repo.readSubmission(tx, agencyId, id)) as CitizenSubmission;
      });
    },
  };
}
