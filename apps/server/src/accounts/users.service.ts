import type { MeResponse } from '@fieldbook/contract';
import { ERROR_CODES } from '@fieldbook/domain';
import type { Database } from '../db/database.ts';
import type { Caller } from '../http/authenticate.ts';
import { badRequest, unauthorized } from '../http/http-error.ts';
import { recordAuditEvent } from './auth.repo.ts';
import { findMe, updateOfficerIdWithoutAgency } from './users.repo.ts';

/**
 * The signed-in user chooses another officer ID before joining an agency (/user-id-error after OFFICER_ID_ALREADY_EXISTS).
 * Only while they have no agency: a member's officer ID is what their reports carry, and it is unique in the agency,
 * which the acceptance checks. 400 USER_ALREADY_WITH_AGENCY otherwise.
 */
export async function changeOwnOfficerId(db: Database, caller: Caller, officerId: string, sourceIp: string): Promise<MeResponse> {
  const isChanged = await db.transaction(async (tx) => {
    if (!(await updateOfficerIdWithoutAgency(tx, caller.userId, officerId.trim()))) return false;
    await recordAuditEvent(tx, {
      action: 'account.officer_id_changed',
      outcome: 'success',
      userId: caller.userId,
      objectId: caller.userId,
      sourceIp,
    });
    return true;
  });
  if (!isChanged) throw badRequest(ERROR_CODES.userAlreadyWithAgency);
  const me = await findMe(db, caller.userId);
  if (!me) throw unauthorized();
  return me;
}
