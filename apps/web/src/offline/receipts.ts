import type { ReportReceiptsResponse } from '@fieldbook/contract';
import { isValidReportId, RECEIPT_IDS_MAX, RECEIPT_RETENTION_DAYS } from '@fieldbook/domain';
import { http } from '../shell/http.ts';
import { listSentEntries, type OutboxBookkeeping, removeFromOutbox, updateOutboxEntry } from './outbox.ts';

/** How long an uploaded report is kept, sealed, after the server confirmed it (G7). */
export const RECEIPT_RETENTION_MS = RECEIPT_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export interface ReconcileSummary {
  /** Receipts asked about. */
  checked: number;
  /** Sent reports the server lacks, made pending again to be uploaded (create is idempotent on the id). */
  requeued: number;
  /** Receipts older than the retention, deleted. */
  pruned: number;
}

async function fetchHeldVersions(ids: readonly string[]): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  for (let start = 0; start < ids.length; start += RECEIPT_IDS_MAX) {
    const body = { ids: ids.slice(start, start + RECEIPT_IDS_MAX) };
    const { receipts } = await http.post<ReportReceiptsResponse>('/api/reports/receipts', body);
    for (const receipt of receipts) held.set(receipt.id.toLowerCase(), receipt.versions);
  }
  return held;
}

/** The server lacks the report, or the version this device sent (version is 0-based, versions a count). */
function isLost(entry: OutboxBookkeeping, held: Map<string, number>): boolean {
  const versions = held.get(entry.id.toLowerCase());
  return versions === undefined || versions <= (entry.sent_version ?? 0);
}

/**
 * Per-device receipts (security-and-sync G7, CHT#8093): asks the server which of the reports this device uploaded it
 * still holds, and makes any it lacks (a restore from backup) pending again, so the next drain uploads it. Receipts
 * older than RECEIPT_RETENTION_MS are deleted first. Rejects when the server cannot be asked (nothing is changed then).
 */
export async function reconcileReceipts(email: string, now = Date.now()): Promise<ReconcileSummary> {
  const sent = await listSentEntries(email);
  const cutoff = now - RECEIPT_RETENTION_MS;
  const isExpired = (entry: OutboxBookkeeping) => !(Date.parse(entry.sent_at ?? '') > cutoff);
  let pruned = 0;
  for (const entry of sent.filter(isExpired)) if (await removeFromOutbox(email, entry.id, entry.revision)) pruned += 1;
  const kept = sent.filter((entry) => !isExpired(entry) && isValidReportId(entry.id));
  if (kept.length === 0) return { checked: 0, requeued: 0, pruned };
  const held = await fetchHeldVersions(kept.map((entry) => entry.id));
  let requeued = 0;
  for (const entry of kept.filter((candidate) => isLost(candidate, held))) {
    const requeuedEntry = await updateOutboxEntry(email, entry.id, (stored) =>
      // Only the receipt that was asked about: a copy saved again meanwhile is already pending.
      stored.state === 'sent' && stored.revision === entry.revision
        ? { state: 'pending', attempts: 0, last_error: null, next_attempt_at: null }
        : null,
    );
    if (requeuedEntry?.state === 'pending') requeued += 1;
  }
  return { checked: kept.length, requeued, pruned };
}
