import type { MeResponse } from '@fieldbook/contract';
import { normalizeEmail } from '@fieldbook/domain';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';
import { cacheReferenceData, isUnreachable, REFERENCE_KEYS, readReferenceData } from './reference-cache.ts';

/**
 * sessionStorage: the e-mail of the user signed in in this tab, so the cached user can be found offline,
 * where GET /api/users/me cannot answer. It ends with the browser session, like the tokens.
 */
export const OFFLINE_USER_EMAIL_KEY = STORAGE_KEYS.offlineUserEmail;

/**
 * A query function for the signed-in user that works offline: online it fetches and caches the answer;
 * when the server cannot be reached it returns the copy cached for this tab's user, else rethrows.
 * Use it with `networkMode: 'always'` so TanStack Query runs it while the browser is offline.
 */
export async function fetchCurrentUserWithCache(fetcher: () => Promise<MeResponse>): Promise<MeResponse> {
  try {
    const me = await fetcher();
    sessionStorage.setItem(OFFLINE_USER_EMAIL_KEY, normalizeEmail(me.email));
    await cacheReferenceData(me.email, REFERENCE_KEYS.currentUser, me).catch(() => {});
    return me;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const email = sessionStorage.getItem(OFFLINE_USER_EMAIL_KEY);
    const cached = email ? await readReferenceData<MeResponse>(email, REFERENCE_KEYS.currentUser).catch(() => null) : null;
    if (!cached) throw error;
    return cached;
  }
}
