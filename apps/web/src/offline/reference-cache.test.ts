import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../shell/http.ts';
import { closeOfflineDb } from './offline-db.ts';
import { installFakeIndexedDb } from './offline-test-utils.ts';
import { cacheReferenceData, fetchWithReferenceCache, REFERENCE_KEYS, readReferenceData, readReferenceEntry } from './reference-cache.ts';

installFakeIndexedDb();

const EMAIL = 'officer@demo.test';
const areas = [{ id: 'a1', name: 'Downtown', acronym: 'DT' }];

describe('reference cache', () => {
  it('reads back what was cached for the user, after a reopen, and nothing for another user', async () => {
    await cacheReferenceData(EMAIL, REFERENCE_KEYS.areas, areas);
    await closeOfflineDb();
    expect(await readReferenceData(EMAIL, REFERENCE_KEYS.areas)).toEqual(areas);
    expect((await readReferenceEntry(EMAIL, REFERENCE_KEYS.areas))?.cached_at).toEqual(expect.any(String));
    expect(await readReferenceData('manager@demo.test', REFERENCE_KEYS.areas)).toBeNull();
    expect(await readReferenceData(EMAIL, REFERENCE_KEYS.stateConfiguration('california.json'))).toBeNull();
  });

  it('caches a fetched answer and stands in with it when the server cannot be reached', async () => {
    expect(await fetchWithReferenceCache(EMAIL, REFERENCE_KEYS.tags, async () => ['fresh'])).toEqual(['fresh']);
    const offline = vi.fn(async () => {
      throw new HttpError(0, 'Network Error', 'NETWORK_ERROR');
    });
    expect(await fetchWithReferenceCache(EMAIL, REFERENCE_KEYS.tags, offline)).toEqual(['fresh']);
  });

  it('rethrows a refusal, and an unreachable server when nothing is cached', async () => {
    await cacheReferenceData(EMAIL, REFERENCE_KEYS.tags, ['cached']);
    const forbidden = new HttpError(403, 'Forbidden', 'Forbidden');
    await expect(fetchWithReferenceCache(EMAIL, REFERENCE_KEYS.tags, () => Promise.reject(forbidden))).rejects.toBe(forbidden);
    const offline = new TypeError('Failed to fetch');
    await expect(fetchWithReferenceCache(EMAIL, REFERENCE_KEYS.areas, () => Promise.reject(offline))).rejects.toBe(offline);
  });
});
