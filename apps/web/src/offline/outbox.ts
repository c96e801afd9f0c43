import { isValidIncidentNumber, normalizeEmail } from '@fieldbook/domain';
import { APP_EVENTS, emitAppEvent } from '../shell/app-events.ts';
import {
  type OutboxBookkeeping,
  type OutboxEntry,
  type OutboxRecord,
  type OutboxRequest,
  type OutboxState,
  openOfflineDb,
  requestPersistentStorage,
  type SealedValue,
  writeDurably,
} from './offline-db.ts';
import { notifyOutboxChange } from './outbox-events.ts';
import { isSealed, openValue, sealValue } from './sealed-record.ts';

export type { OutboxBookkeeping, OutboxEntry, OutboxError, OutboxRequest, OutboxState } from './offline-db.ts';

/** The fields a caller may change; the request itself changes only through enqueue or a new number. */
export type OutboxChange = Partial<
  Pick<OutboxBookkeeping, 'state' | 'attempts' | 'last_error' | 'next_attempt_at' | 'revision' | 'sent_at' | 'sent_version'>
>;

/** The states of an entry still to upload or to look at; 'sent' ones are receipts (see receipts.ts). */
const UNSENT_STATES: readonly OutboxState[] = ['pending', 'uploading', 'failed', 'needs-new-number'];

function reportId(request: OutboxRequest): string {
  const id = request.report.id;
  if (typeof id !== 'string' || id === '') throw new Error('A report saved on the device needs its device-made id');
  return id;
}

/** The sealed request is bound to its user and report: it opens nowhere else. */
const requestContext = (id: string) => `outbox:${id}`;

function sealRequest(email: string, request: OutboxRequest): Promise<SealedValue> {
  const { kind, report } = request;
  const clear = kind === 'amend' ? { kind, incident_number: request.incident_number, report, ...amendMetaOf(request) } : { kind, report };
  return sealValue(email, requestContext(request.report.id), clear);
}

/** What an amend carries beside the report (issue 25): its base version and reason, when it has them. */
function amendMetaOf(request: OutboxRequest & { kind: 'amend' }): { base_version?: number; reason?: string } {
  return {
    ...(request.base_version === undefined ? {} : { base_version: request.base_version }),
    ...(request.reason === undefined ? {} : { reason: request.reason }),
  };
}

/** The body of POST /api/reports/{incident_number}/amend: the report's fields, with base_version and reason beside them. */
export function amendRequestBody(request: OutboxRequest & { kind: 'amend' }): Record<string, unknown> {
  return { ...request.report, ...amendMetaOf(request) };
}

/** The fields an entry keeps in clear (G6); everything else about the report is sealed. */
const BOOKKEEPING_KEYS = [
  'seq',
  'email',
  'id',
  'saved_at',
  'attempts',
  'last_error',
  'state',
  'next_attempt_at',
  'revision',
  'sent_at',
  'sent_version',
] as const satisfies readonly (keyof OutboxBookkeeping)[];

/** The bookkeeping of a stored record, without its request (sealed or, from version 1, in clear). */
function bookkeepingOf(record: OutboxRecord): OutboxBookkeeping {
  const present = BOOKKEEPING_KEYS.filter((key) => record[key] !== undefined);
  return Object.fromEntries(present.map((key) => [key, record[key]])) as unknown as OutboxBookkeeping;
}

async function openRecord(record: OutboxRecord): Promise<OutboxEntry> {
  if (!isSealed(record)) return record;
  const request = await openValue<OutboxRequest>(record.email, requestContext(record.id), record.sealed);
  return { ...request, ...bookkeepingOf(record) };
}

const bySeq = (a: OutboxRecord, b: OutboxRecord) => (a.seq ?? 0) - (b.seq ?? 0);

async function readRecords(email: string, states: readonly OutboxState[]): Promise<OutboxRecord[]> {
  const db = await openOfflineDb();
  const tx = db.transaction('outbox');
  const index = tx.store.index('by-email-state');
  const lists = await Promise.all(states.map((state) => index.getAll([email, state])));
  await tx.done;
  return lists.flat().sort(bySeq);
}

/**
 * Saves a report on the device for the user (reports.md §4 "saved"), its request sealed (G6). Resolves only once
 * the transaction is complete (G1), then raises 'new-pending-report'. Saving the same report id again replaces
 * its payload (the latest copy wins) and keeps its place in the queue; a failed write leaves the stored copy as it was.
 */
export async function enqueueReport(email: string, request: OutboxRequest): Promise<OutboxEntry> {
  const key = normalizeEmail(email);
  const id = reportId(request);
  const sealed = await sealRequest(key, request);
  const bookkeeping = await writeDurably('outbox', async (store) => {
    const previous = await store.index('by-email-id').get([key, id]);
    const next: OutboxBookkeeping = {
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
    return { ...next, seq: await store.put({ ...next, sealed }) };
  });
  notifyOutboxChange();
  emitAppEvent(APP_EVENTS.newPendingReport);
  void requestPersistentStorage();
  return { ...request, ...bookkeeping };
}

/** The user's reports saved on the device and not yet uploaded (failed ones included), oldest first. */
export async function listOutbox(email: string): Promise<OutboxEntry[]> {
  const records = await readRecords(normalizeEmail(email), UNSENT_STATES);
  return Promise.all(records.map(openRecord));
}

/** The user's uploaded reports kept as receipts: their bookkeeping only, nothing is opened. */
export async function listSentEntries(email: string): Promise<OutboxBookkeeping[]> {
  return (await readRecords(normalizeEmail(email), ['sent'])).map(bookkeepingOf);
}

/** One report kept on the device (whatever its state), or null. */
export async function getOutboxEntry(email: string, id: string): Promise<OutboxEntry | null> {
  const db = await openOfflineDb();
  const record = await db.getFromIndex('outbox', 'by-email-id', [normalizeEmail(email), id]);
  return record ? openRecord(record) : null;
}

/**
 * Deletes the local copy. With `revision`, only when the stored copy is still that one, so a copy edited meanwhile
 * is kept (collect#2175). Resolves true when something was deleted.
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

/** Replaces a record in one durable transaction: `change` gets the stored record and answers the new one, or null. */
async function rewriteRecord(
  email: string,
  id: string,
  change: (record: OutboxRecord) => OutboxRecord | null,
): Promise<OutboxRecord | null> {
  let isChanged = false;
  const stored = await writeDurably('outbox', async (store) => {
    const record = await store.index('by-email-id').get([email, id]);
    if (!record) return null;
    const next = change(record);
    if (!next) return record;
    await store.put({ ...next, email: record.email, id: record.id, ...(record.seq === undefined ? {} : { seq: record.seq }) });
    isChanged = true;
    return next;
  });
  if (isChanged) notifyOutboxChange();
  return stored;
}

/**
 * Changes an entry's bookkeeping in one durable transaction. `change` is the new fields, or a function of the stored
 * bookkeeping returning them (null leaves it as it is). A record still in clear from version 1 is sealed by the same
 * write when no newer copy was saved meanwhile. Resolves with the stored bookkeeping (nothing is opened), or null
 * when there is none.
 */
export async function updateOutboxEntry(
  email: string,
  id: string,
  change: OutboxChange | ((entry: OutboxBookkeeping) => OutboxChange | null),
): Promise<OutboxBookkeeping | null> {
  const key = normalizeEmail(email);
  const db = await openOfflineDb();
  const before = await db.getFromIndex('outbox', 'by-email-id', [key, id]);
  if (!before) return null;
  // Crypto cannot run inside an IndexedDB transaction: seal first, use it only if the record is still that copy.
  const resealed = isSealed(before) ? null : { revision: before.revision, sealed: await sealRequest(key, before) };
  const stored = await rewriteRecord(key, id, (record) => {
    const fields = typeof change === 'function' ? change(bookkeepingOf(record)) : change;
    const isResealing = resealed !== null && !isSealed(record) && record.revision === resealed.revision;
    if (!fields && !isResealing) return null;
    const base: OutboxRecord = isResealing ? { ...bookkeepingOf(record), sealed: resealed.sealed } : record;
    return { ...base, ...fields } as OutboxRecord;
  });
  return stored ? bookkeepingOf(stored) : null;
}

/**
 * Records the server's confirmation (2xx) of `revision`: the entry becomes a 'sent' receipt with the version the
 * server answered. A copy saved again meanwhile is not that one: it stays pending and is uploaded in turn.
 */
export function markSent(email: string, id: string, revision: number, version: number): Promise<OutboxBookkeeping | null> {
  return updateOutboxEntry(email, id, (stored) =>
    stored.revision !== revision
      ? { state: 'pending' }
      : { state: 'sent', sent_at: new Date().toISOString(), sent_version: version, last_error: null, next_attempt_at: null },
  );
}

/**
 * Gives a report refused with CREATED_REPORT_ALREADY_EXISTS a new incident number and makes it pending again
 * (reports.md §8, analytics.md offline indicator). Throws when the number breaks the incident-number rule.
 */
export async function replaceIncidentNumber(email: string, id: string, incidentNumber: string): Promise<OutboxEntry | null> {
  if (!isValidIncidentNumber(incidentNumber)) throw new Error('The incident number is not valid');
  const key = normalizeEmail(email);
  // The new request is sealed outside the write; if another copy was saved meanwhile, start again from it.
  for (;;) {
    const entry = await getOutboxEntry(key, id);
    if (!entry) return null;
    const report = { ...entry.report, general_information: { ...entry.report.general_information, incident_number: incidentNumber } };
    const request: OutboxRequest =
      entry.kind === 'amend'
        ? { kind: 'amend', incident_number: entry.incident_number, report, ...amendMetaOf(entry) }
        : { kind: 'create', report };
    const sealed = await sealRequest(key, request);
    let isReplaced = false;
    const stored = await rewriteRecord(key, id, (record) => {
      if (record.revision !== entry.revision) return null;
      isReplaced = true;
      const fields: OutboxChange = { state: 'pending', last_error: null, next_attempt_at: null, revision: entry.revision + 1 };
      return { ...bookkeepingOf(record), ...fields, sealed };
    });
    if (!stored) return null;
    if (isReplaced) return openRecord(stored);
  }
}

/** Makes every failed entry of the user pending again (the officer's Retry); returns how many changed. */
export async function retryFailedEntries(email: string): Promise<number> {
  const failed = (await readRecords(normalizeEmail(email), ['failed'])).map(bookkeepingOf);
  for (const entry of failed) await updateOutboxEntry(email, entry.id, { state: 'pending', next_attempt_at: null });
  return failed.length;
}
