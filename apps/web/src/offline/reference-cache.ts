import { normalizeEmail } from '@fieldbook/domain';
import { isOfflineMode } from '../accounts/session.ts';
import { HttpError, isHttpError, NETWORK_ERROR } from '../shell/http.ts';
import { openOfflineDb, writeDurably } from './offline-db.ts';

/** The reference data a report needs offline (GUIDE §5), one entry per user and key. */
export const REFERENCE_KEYS = {
  currentUser: 'current-user',
  agencyUsers: 'agency-users',
  areas: 'areas',
  tags: 'tags',
  /** The server's public settings (PUBLIC_URL, which case links are built on: the QR code is shown offline too). */
  appSettings: 'app-settings',
  /** The agency's stop templates and the officer's favourites (issue 24): a stop starts from one offline too. */
  reportTemplates: 'report-templates',
  /** The officer's report details (issue 24): a report started offline is filled from them too. */
  reportProfile: 'report-profile',
  /** The DOJ tables a California report is checked against (issue 26): the agency's offense codes, the DOJ's cities. */
  dojOffenseCodes: 'doj-offense-codes',
  dojCities: 'doj-cities',
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
    // Offline mode (a PIN unlock): the server is not asked until a real login, public calls included.
    if (isOfflineMode()) throw new HttpError(0, 'Offline mode', NETWORK_ERROR);
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
