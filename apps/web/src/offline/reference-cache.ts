import { normalizeEmail } from '@fieldbook/domain';
import { isHttpError } from '../shell/http.ts';
import { openOfflineDb, writeDurably } from './offline-db.ts';

/** The reference data a report needs offline (GUIDE §5), one entry per user and key. */
export const REFERENCE_KEYS = {
  currentUser: 'current-user',
  agencyUsers: 'agency-users',
  areas: 'areas',
  tags: 'tags',
  /** The state configuration by its file name, e.g. `configuration:california.json`. */
  stateConfiguration: (fileName: string) => `configuration:${fileName}`,
} as const;

export interface CachedReference<T> {
  value: T;
  cached_at: string;
}

/** Stores `value` (any structured-cloneable data) for the user under `key`, replacing the previous copy. */
export async function cacheReferenceData(email: string, key: string, value: unknown): Promise<void> {
  const record = { email: normalizeEmail(email), key, value, cached_at: new Date().toISOString() };
  await writeDurably('reference', (store) => store.put(record));
}

/** The cached value with the time it was stored, or null. */
export async function readReferenceEntry<T>(email: string, key: string): Promise<CachedReference<T> | null> {
  const db = await openOfflineDb();
  const record = await db.get('reference', [normalizeEmail(email), key]);
  return record ? { value: record.value as T, cached_at: record.cached_at } : null;
}

/** The cached value, or null when nothing was cached for the user under `key`. */
export async function readReferenceData<T>(email: string, key: string): Promise<T | null> {
  return (await readReferenceEntry<T>(email, key))?.value ?? null;
}

/** A call that never reached the server, or a server that could not answer: the cache may stand in. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true; // a bare fetch() that failed
  return isHttpError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * Network first, cache second: a query function for reference data. A successful answer is cached for the
 * user; when the server cannot be reached the cached copy is returned; with no copy the error is rethrown.
 */
export async function fetchWithReferenceCache<T>(email: string, key: string, fetcher: () => Promise<T>): Promise<T> {
  try {
    const value = await fetcher();
    await cacheReferenceData(email, key, value).catch(() => {});
    return value;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const cached = await readReferenceEntry<T>(email, key).catch(() => null);
    if (!cached) throw error;
    return cached.value;
  }
}
