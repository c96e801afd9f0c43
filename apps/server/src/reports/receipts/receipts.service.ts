import type { ReportReceiptsResponse } from '@fieldbook/contract';
import type { Database } from '../../db/database.ts';
import { withTenant } from '../../db/tenant.ts';
import { agencyOf, type Caller } from '../../http/authenticate.ts';
import { findReceipts } from './receipts.repo.ts';

/** Per-device receipts (security-and-sync G7): the device asks which of the reports it sent the server still holds. */
export function createReportReceipts(db: Database) {
  async function listReceipts(caller: Caller, ids: readonly string[]): Promise<ReportReceiptsResponse> {
    const agencyId = agencyOf(caller);
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    const receipts = await withTenant(db, agencyId, (tx) => findReceipts(tx, agencyId, caller.userId, unique));
    return { receipts };
  }
  return { listReceipts };
}
