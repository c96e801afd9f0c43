import type { Queryable } from '../db/database.ts';

/** What an amend of a stop the DOJ accepted must give (issue 26): the change goes to the DOJ as a U record. */
export const DOJ_AMEND_REASON_MESSAGE = 'Say why you change a stop the DOJ has accepted.';

/**
 * Whether the DOJ accepted the stop (Submitted): its amend then needs a reason. The amend itself makes a Submitted,
 * Failed or Not sendable stop Unsubmitted again (the trigger of migration 0049), so it goes in the next batch as U.
 */
export async function isAcceptedByDoj(tx: Queryable, agencyId: string, reportId: string): Promise<boolean> {
  const [row] = await tx.query<{ doj_status: string }>('select doj_status from reports where agency_id = $1 and id = $2', [
    agencyId,
    reportId,
  ]);
  return row?.doj_status === 'submitted';
}
