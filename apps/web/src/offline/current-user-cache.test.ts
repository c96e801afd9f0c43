import { describe, expect, it } from 'vitest';
import { HttpError } from '../shell/http.ts';
import { officer } from '../test/fixtures.ts';
import { fetchCurrentUserWithCache } from './current-user-cache.ts';
import { installFakeIndexedDb } from './offline-test-utils.ts';

installFakeIndexedDb();

const offline = () => Promise.reject(new HttpError(0, 'Network Error', 'NETWORK_ERROR'));

describe('fetchCurrentUserWithCache', () => {
  it('answers offline with the user last fetched in this tab', async () => {
    const me = officer();
    expect(await fetchCurrentUserWithCache(async () => me)).toEqual(me);
    expect(await fetchCurrentUserWithCache(offline)).toEqual(me);
  });

  it('rethrows offline when this tab never fetched the user, and always on a refusal', async () => {
    await expect(fetchCurrentUserWithCache(offline)).rejects.toMatchObject({ status: 0 });
    await fetchCurrentUserWithCache(async () => officer());
    const unauthorized = new HttpError(401, 'Unauthorized', 'Unauthorized');
    await expect(fetchCurrentUserWithCache(() => Promise.reject(unauthorized))).rejects.toBe(unauthorized);
  });
});
