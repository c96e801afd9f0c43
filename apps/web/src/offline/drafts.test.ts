import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './drafts.ts';
import { closeOfflineDb } from './offline-db.ts';
import { installFakeIndexedDb } from './offline-test-utils.ts';

installFakeIndexedDb();

const draft = {
  report_id: '5b1c2f9e-8d4a-4c1b-9f7e-2a3b4c5d6e7f',
  start_time: '2026-03-02T17:30:00.000Z',
  coords: { latitude: 36.74, longitude: -119.78 },
  duration: 12,
  type: 'Call For Service',
  incident_number: '1772472600-DPD0217',
  event_identifier: 'EVT-9',
  form: { general_information: { lighting_conditions: ['Bright Daylight'] } },
};

describe('drafts', () => {
  it('saves a draft with updated_at and loads it back after the database is reopened', async () => {
    const saved = await saveDraft('officer@demo.test', draft);
    expect(Date.parse(saved.updated_at)).not.toBeNaN();
    await closeOfflineDb();
    expect(await loadDraft('officer@demo.test')).toEqual({ ...draft, updated_at: saved.updated_at });
  });

  it('keeps one draft per user e-mail, whatever its case', async () => {
    await saveDraft('officer@demo.test', draft);
    await saveDraft('Officer@Demo.test', { ...draft, incident_number: 'SECOND' });
    await saveDraft('manager@demo.test', { ...draft, incident_number: 'MANAGER' });
    expect((await loadDraft('officer@demo.test'))?.incident_number).toBe('SECOND');
    expect((await loadDraft('manager@demo.test'))?.incident_number).toBe('MANAGER');
  });

  it('clears only the given user draft', async () => {
    await saveDraft('officer@demo.test', draft);
    await saveDraft('manager@demo.test', draft);
    await clearDraft('officer@demo.test');
    expect(await loadDraft('officer@demo.test')).toBeNull();
    expect(await loadDraft('manager@demo.test')).not.toBeNull();
  });

  describe('persistent storage', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'storage');
    });

    it('is asked for once, on the first draft saved', async () => {
      const persist = vi.fn(async () => true);
      Object.defineProperty(navigator, 'storage', { value: { persisted: async () => false, persist }, configurable: true });
      await saveDraft('officer@demo.test', draft);
      await saveDraft('officer@demo.test', draft);
      await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    });
  });

  it('loads null when the user has no draft', async () => {
    expect(await loadDraft('nobody@demo.test')).toBeNull();
  });
});
