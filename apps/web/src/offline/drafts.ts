import { normalizeEmail } from '@fieldbook/domain';
import { openOfflineDb, requestPersistentStorage, writeDurably } from './offline-db.ts';
import { isSealed, openValue, sealValue } from './sealed-record.ts';

/**
 * The report being written, kept on the device (reports.md §3, §4): at least the start time, coordinates,
 * duration, type, incident number, event identifier, the report id (G2) and the form so far. Its shape is the
 * wizard's; this module stores any JSON-serialisable object, sealed (G6), and adds `updated_at`.
 */
export type StoredDraft<T extends object = Record<string, unknown>> = T & { updated_at: string };

const DRAFT_CONTEXT = 'draft';

/** Saves the user's one draft, replacing the previous one. Resolves once the write is durable (G1). */
export async function saveDraft<T extends object>(email: string, draft: T): Promise<StoredDraft<T>> {
  const key = normalizeEmail(email);
  const stored = { ...draft, updated_at: new Date().toISOString() };
  const sealed = await sealValue(key, DRAFT_CONTEXT, stored);
  await writeDurably('drafts', (store) => store.put({ email: key, sealed }));
  void requestPersistentStorage();
  return stored;
}

/** The user's draft, or null when there is none. A draft saved in clear before sealing existed is still read. */
export async function loadDraft<T extends object = Record<string, unknown>>(email: string): Promise<StoredDraft<T> | null> {
  const key = normalizeEmail(email);
  const db = await openOfflineDb();
  const record = await db.get('drafts', key);
  if (!record) return null;
  return (isSealed(record) ? await openValue(key, DRAFT_CONTEXT, record.sealed) : record.draft) as StoredDraft<T>;
}

/** Deletes the user's draft (discard, or the report was submitted or saved to the outbox). */
export async function clearDraft(email: string): Promise<void> {
  await writeDurably('drafts', (store) => store.delete(normalizeEmail(email)));
}
