import { type BusinessCardSettings, DEFAULT_BUSINESS_CARD_SETTINGS } from '@fieldbook/contract';
import { describe, expect, it } from 'vitest';
import { closeOfflineDb } from '../offline/offline-db.ts';
import { installFakeIndexedDb } from '../offline/offline-test-utils.ts';
import { callsTo, json, mockFetch } from '../test/fetch-mock.ts';
import { officer } from '../test/fixtures.ts';
import { loadBusinessCard } from './business-card.api.ts';
import { type BusinessCardSnapshot, readBusinessCardSnapshot, saveBusinessCardSnapshot } from './business-card-store.ts';

installFakeIndexedDb();

const EMAIL = 'officer@demo.test';
const BADGE = '/api/agencies/agency-1/badge/0123456789abcdef';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

const snapshot = (phone: string | null): BusinessCardSnapshot => ({
  settings: { ...DEFAULT_BUSINESS_CARD_SETTINGS, phone },
  agency: { full_name: 'Demo Police Department', phone1: null, email: null, address: null, badge_url: null },
  badge_data_url: null,
});

const agencyDetail = {
  id: 'agency-1',
  full_name: 'Demo Police Department',
  ori: 'CA0349400',
  state_name: 'California',
  configuration_file: 'california.json',
  phone1: '+1 916 555 0100',
  email: 'records@demo.test',
  timezone: 'America/Los_Angeles',
  jurisdiction_code: null,
  address: { full: '300 Richards Blvd, Sacramento, CA 95811' },
  badge: BADGE,
  status: 'Active',
  owner_email: 'owner@demo.test',
};

function serveCard(settings: BusinessCardSettings = { ...DEFAULT_BUSINESS_CARD_SETTINGS, phone: '(916) 555-0199' }) {
  return mockFetch({
    'GET /api/agencies/me/business-card': () => json(settings),
    'GET /api/agencies/me': () => json(agencyDetail),
    [`GET ${BADGE}`]: () => new Response(PNG_BYTES, { headers: { 'content-type': 'image/png' } }),
  });
}

const goOffline = () =>
  mockFetch({
    'GET /api/agencies/me/business-card': () => Promise.reject(new TypeError('Failed to fetch')),
    'GET /api/agencies/me': () => Promise.reject(new TypeError('Failed to fetch')),
  });

describe('business card store', () => {
  it('reads back what was saved for the user, after a reopen, and nothing for another user', async () => {
    await saveBusinessCardSnapshot(EMAIL, snapshot('1'));
    await closeOfflineDb();
    const stored = await readBusinessCardSnapshot('Officer@Demo.test');
    expect(stored?.snapshot).toEqual(snapshot('1'));
    expect(stored?.savedAt).toEqual(expect.any(String));
    expect(await readBusinessCardSnapshot('manager@demo.test')).toBeNull();
  });

  it('replaces the copy of an earlier visit', async () => {
    await saveBusinessCardSnapshot(EMAIL, snapshot('1'));
    await saveBusinessCardSnapshot(EMAIL, snapshot('2'));
    expect((await readBusinessCardSnapshot(EMAIL))?.snapshot.settings.phone).toBe('2');
  });
});

describe('loadBusinessCard', () => {
  it('online: reads the settings, the agency and its badge, and keeps them on the device', async () => {
    serveCard();
    const loaded = await loadBusinessCard(officer());
    expect(loaded.source).toBe('server');
    const stored = await readBusinessCardSnapshot(EMAIL);
    expect(stored?.snapshot).toEqual(loaded.snapshot);
    expect(stored?.snapshot).toMatchObject({
      settings: { phone: '(916) 555-0199' },
      agency: { full_name: 'Demo Police Department', address: '300 Richards Blvd, Sacramento, CA 95811', badge_url: BADGE },
      badge_data_url: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it('offline: answers the copy on the device, with when it was kept', async () => {
    serveCard();
    const online = await loadBusinessCard(officer());
    goOffline();
    const offline = await loadBusinessCard(officer());
    expect(offline).toEqual({ source: 'device', snapshot: online.snapshot, savedAt: expect.any(String) });
  });

  it('an online visit replaces stale data on the device', async () => {
    await saveBusinessCardSnapshot(EMAIL, snapshot('(000) 000-0000'));
    serveCard({ ...DEFAULT_BUSINESS_CARD_SETTINGS, phone: '(916) 555-0123' });
    await loadBusinessCard(officer());
    goOffline();
    const offline = await loadBusinessCard(officer());
    expect(offline.snapshot.settings.phone).toBe('(916) 555-0123');
    expect(offline.snapshot.agency.full_name).toBe('Demo Police Department');
  });

  it('reuses the stored badge while its address is the same', async () => {
    serveCard();
    await loadBusinessCard(officer());
    const calls = serveCard();
    const again = await loadBusinessCard(officer());
    expect(callsTo(calls, 'GET', BADGE)).toHaveLength(0);
    expect(again.snapshot.badge_data_url).toMatch(/^data:image\/png;base64,/);
  });

  it('keeps the card without a badge when the badge cannot be read, or is not shown', async () => {
    mockFetch({
      'GET /api/agencies/me/business-card': () => json(DEFAULT_BUSINESS_CARD_SETTINGS),
      'GET /api/agencies/me': () => json(agencyDetail),
      [`GET ${BADGE}`]: () => json({ detail: 'Not Found' }, 404),
    });
    expect((await loadBusinessCard(officer())).snapshot.badge_data_url).toBeNull();
    const calls = serveCard({ ...DEFAULT_BUSINESS_CARD_SETTINGS, show_badge: false });
    expect((await loadBusinessCard(officer())).snapshot.badge_data_url).toBeNull();
    expect(callsTo(calls, 'GET', BADGE)).toHaveLength(0);
  });

  it('rethrows a refusal, and an unreachable server when nothing is kept on the device', async () => {
    mockFetch({
      'GET /api/agencies/me/business-card': () => json({ detail: 'Forbidden' }, 403),
      'GET /api/agencies/me': () => json(agencyDetail),
    });
    await expect(loadBusinessCard(officer())).rejects.toMatchObject({ status: 403 });
    goOffline();
    await expect(loadBusinessCard(officer())).rejects.toMatchObject({ status: 0 });
  });
});
