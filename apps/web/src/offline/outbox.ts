import { isValidIncidentNumber, normalizeEmail } from '@fieldbook/domain';
import { APP_EVENTS, emitAppEvent } from '../shell/app-events.ts';
import { type OutboxEntry, type OutboxRequest, openOfflineDb, requestPersistentStorage, writeDurably } from './offline-db.ts';
import { notifyOutboxChange } from './outbox-events.ts';

export type { OutboxEntry, OutboxError, OutboxRequest, OutboxState } from './offline-db.ts';

/** The fields a caller may change; the request itself changes only through enqueue or a new number. */
export type OutboxChange = Partial<Pick<OutboxEntry, 'state' | 'attempts' | 'last_error' | 'next_attempt_at'>>;

function reportId(request: OutboxRequest): string {
  const id = request.report.id;
  if (typeof id !== 'string' || id === '') throw new Error('A report saved on the device needs its device-made id');
  return id;
}

/**
 * Saves a report on the device for the user (reports.md §4 "saved"). Resolves only once the transaction is
 * complete (G1), then raises 'new-pending-report'. Saving the same report id again replaces its payload
 * (the latest copy wins) and keeps its place in the queue.
 */
export async function enqueueReport(email: string, request: OutboxRequest): Promise<OutboxEntry> {
  const key = normalizeEmail(email);
  const id = reportId(request);
  const entry = await writeDurably('outbox', async (store) => {
    const previous = await store.index('by-email-id').get([key, id]);
    const next: OutboxEntry = {
      ...request,
      ...(previous?.seq === undefined ? {} : { seq: previous.seq }),
      email: key,
      id,
      saved_at: new Date().toISOString(),
      attempts: 0,
      last_error: null,
      state: 'pending',
      next_attempt_at: null,
      revision: (previous?.revision ?? 0) + 1,
    };
    return { ...next, seq: await store.put(next) };
  });
  notifyOutboxChange();
  emitAppEvent(APP_EVENTS.newPendingReport);
  void requestPersistentStorage();
  return entry;
}

/** The user's reports saved on the device, oldest first. */
export async function listOutbox(email: string): Promise<OutboxEntry[]> {
  const db = await openOfflineDb();
  return db.getAllFromIndex('outbox', 'by-email', normalizeEmail(email));
}

/** One saved report, or null. */
export async function getOutboxEntry(email: string, id: string): Promise<OutboxEntry | null> {
  const db = await openOfflineDb();
  return (await db.getFromIndex('outbox', 'by-email-id', [normalizeEmail(email), id])) ?? null;
}

/**
 * Deletes the local copy. With `revision`, only when the stored copy is still that one, so a copy edited while
 * its older version was uploading is kept (collect#2175). Resolves true when something was deleted.
 */
export async function removeFromOutbox(email: string, id: string, revision?: number): Promise<boolean> {
  const isRemoved = await writeDurably('outbox', async (store) => {
    const entry = await store.index('by-email-id').get([normalizeEmail(email), id]);
    if (entry?.seq === undefined || (revision !== undefined && entry.revision !== revision)) return false;
    await store.delete(entry.seq);
    return true;
  });
  if (isRemoved) notifyOutboxChange();
  return isRemoved;
}

/**
 * Changes an entry in one durable transaction. `change` is the new fields, or a function of the stored entry
 * returning them (null leaves it as it is). Resolves with the stored entry, or null when there is none.
 */
export async function updateOutboxEntry(
  email: string,
  id: string,
  change: OutboxChange | ((entry: OutboxEntry) => Partial<OutboxEntry> | null),
): Promise<OutboxEntry | null> {
  let isChanged = false;
  const stored = await writeDurably('outbox', async (store) => {
    const entry = await store.index('by-email-id').get([normalizeEmail(email), id]);
    if (!entry) return null;
    const fields = typeof change === 'function' ? change(entry) : change;
    if (!fields) return entry;
    const updated = { ...entry, ...fields, email: entry.email, id: entry.id, seq: entry.seq } as OutboxEntry;
    await store.put(updated);
    isChanged = true;
    return updated;
  });
  if (isChanged) notifyOutboxChange();
  return stored;
}

/**
 * Gives a report refused with CREATED_REPORT_ALREADY_EXISTS a new incident number and makes it pending again
 * (reports.md §8, analytics.md offline indicator). Throws when the number breaks the incident-number rule.
 */
export async function replaceIncidentNumber(email: string, id: string, incidentNumber: string): Promise<OutboxEntry | null> {
  if (!isValidIncidentNumber(incidentNumber)) throw new Error('The incident number is not valid');
  return updateOutboxEntry(email, id, (entry) => {
    const report = {
      ...entry.report,
      general_information: { ...entry.report.general_information, incident_number: incidentNumber },
    };
    const request: OutboxRequest =
      entry.kind === 'amend' ? { kind: 'amend', incident_number: entry.incident_number, report } : { kind: 'create', report };
    return { ...request, state: 'pending', last_error: null, next_attempt_at: null, revision: entry.revision + 1 };
  });
}

/** Makes every failed entry of the user pending again (the officer's Retry); returns how many changed. */
export async function retryFailedEntries(email: string): Promise<number> {
  const failed = (await listOutbox(email)).filter((entry) => entry.state === 'failed');
  for (const entry of failed) await updateOutboxEntry(email, entry.id, { state: 'pending', next_attempt_at: null });
  return failed.length;
}
