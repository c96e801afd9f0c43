import type { ReportLocation } from '@fieldbook/domain';
import { describe, expect, it } from 'vitest';
import { readConfiguration } from '../../test/configurations.ts';
import { dojGeocodeQuery } from './doj-location-parts.tsx';

const california = readConfiguration('california.json');
const location = (type: string, doj_parts: Record<string, string>): ReportLocation => ({
  type,
  doj_parts,
  address: { full: '', city: '', zip: '' },
  areas: [],
});

describe("what the geocoder is asked for California's DOJ parts (issue 24, defect 3)", () => {
  it('is the block and street, or the intersection, with the city and the state', () => {
    const block = location('block_number_and_street', { block_number: '4300', street_name: 'EL CAJON BLVD', city: 'SAN DIEGO' });
    expect(dojGeocodeQuery(block, california)).toBe('4300 EL CAJON BLVD, SAN DIEGO, California');
    const corner = location('closest_intersection', { cross_street_1: ' K St ', cross_street_2: '12th St', city: 'SACRAMENTO' });
    expect(dojGeocodeQuery(corner, california)).toBe('K St & 12th St, SACRAMENTO, California');
  });

  it('is nothing while a part or the city is missing, for parts of another type, or for a type that is no street address', () => {
    expect(dojGeocodeQuery(location('closest_intersection', { cross_street_1: 'K St', city: 'SACRAMENTO' }), california)).toBe('');
    expect(dojGeocodeQuery(location('closest_intersection', { cross_street_1: 'K St', cross_street_2: '12th St' }), california)).toBe('');
    const leftOver = location('closest_intersection', { block_number: '4300', street_name: 'EL CAJON BLVD', city: 'SAN DIEGO' });
    expect(dojGeocodeQuery(leftOver, california)).toBe('');
    expect(
      dojGeocodeQuery(location('highway_and_closest_exit', { highway: 'I-5', closest_exit: 'Exit 17', city: 'SACRAMENTO' }), california),
    ).toBe('');
    expect(dojGeocodeQuery(location('road_marker_landmark_other', { other: 'Golden 1 Center', city: 'SACRAMENTO' }), california)).toBe('');
    expect(dojGeocodeQuery(location('geographic_coordinates', { city: 'SACRAMENTO' }), california)).toBe('');
  });
});
