import { describe, expect, it } from 'vitest';
import { groupNearbyReports, reportsWithoutCoordinates } from './group-reports.ts';
import { listItem } from './list-fixtures.test-helper.ts';

const item = (id: string, coords: { lat: number; long: number } | null) => listItem(0, { id, incident_number: id, coords });

describe('grouping reports for the map', () => {
  it('puts reports within 50 m of each other under one marker', () => {
    const here = item('a', { lat: 38.58, long: -121.49 });
    const thirtyMetresAway = item('b', { lat: 38.58027, long: -121.49 });
    const twoHundredMetresAway = item('c', { lat: 38.5818, long: -121.49 });
    const groups = groupNearbyReports([here, thirtyMetresAway, twoHundredMetresAway, item('d', null)]);
    expect(groups.map((group) => group.map((report) => report.id))).toEqual([['a', 'b'], ['c']]);
  });

  it('keeps the reports without coordinates apart', () => {
    expect(reportsWithoutCoordinates([item('a', null), item('b', { lat: 1, long: 1 })]).map((report) => report.id)).toEqual(['a']);
  });
});
