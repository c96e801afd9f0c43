import type { ReportPayload } from '@fieldbook/domain';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeOfflineDb } from './offline-db.ts';

/** A fresh, empty in-memory IndexedDB for each test of the file. */
export function installFakeIndexedDb(): void {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
  });
  afterEach(async () => {
    await closeOfflineDb();
  });
}

let counter = 0;

/** A report payload with a device-made id; only what the offline code reads is meaningful. */
export function makeReport(incidentNumber: string, id = `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`): ReportPayload {
  return {
    id,
    general_information: {
      date: '2026-03-02T17:30:00.000Z',
      type: 'Call For Service',
      incident_number: incidentNumber,
      lighting_conditions: ['Bright Daylight'],
      was_use_of_force: false,
      duration: 15,
      location: { address: { full: '1 Main St', city: 'Fresno', zip: '93721' }, areas: [], type: 'Street' },
      state_related: {},
    },
    citizens: [],
    use_of_force: {},
    officers: [],
    tags: { agency: [] },
    created_in_version: '3.29',
  };
}

export function writeResult(report: ReportPayload, status = 201): Response {
  const body = {
    id: report.id,
    incident_number: report.general_information.incident_number,
    version: 0,
    created_at: '2026-03-02T17:45:00.000Z',
  };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
