import { normalizeEmail } from '@fieldbook/domain';
import { openOfflineDb, requestPersistentStorage, writeDurably } from './offline-db.ts';

/**
 * The report being written, kept on the device (reports.md §3, §4): at least the start time, coordinates,
 * duration, type, incident number, event identifier, the report id (G2) and the form so far. Its shape is the
 * wizard's; this module stores any structured-cloneable object and adds `updated_at`.
 */
export type StoredDraft<T extends object = Record<string, unknown>> = T & { updated_at: string };

/** Saves the user's one draft, replacing the previous one. Resolves once the write is durable (G1). */
export async function saveDraft<T extends object>(email: string, draft: T): Promise<StoredDraft<T>> {
  const stored = { ...draft, updated_at: new Date().toISOString() };
  await writeDurably('drafts', (store) => store.put({ email: normalizeEmail(email), draft: stored }));
  void requestPersistentStorage();
  return stored;
}

/** The user's draft, or null when there is none. */
export async function loadDraft<T extends object = Record<string, unknown>>(email: string): Promise<StoredDraft<T> | null> {
  const db = await openOfflineDb();
  const record = await db.get('drafts', normalizeEmail(email));
  return record ? (record.draft as StoredDraft<T>) : null;
}

/** Deletes the user's draft (discard, or the report was submitted or saved to the outbox). */
export async function clearDraft(email: string): Promise<void> {
  await writeDurably('drafts', (store) => store.delete(normalizeEmail(email)));
}
