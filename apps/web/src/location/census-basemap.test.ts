import { describe, expect, it } from 'vitest';
import { censusLinesNear, loadCensusTopology } from './census-basemap.ts';

describe('census base layer', () => {
  it('draws the states around an agency in Los Angeles County and only the counties near it', async () => {
    const topology = await loadCensusTopology();
    const lines = censusLinesNear(topology, [
      [-118.4, 33.9],
      [-118.1, 34.1],
    ]);
    const states = lines.states.features.map((state) => (state.properties as { name: string }).name);
    const counties = lines.counties.features.map((county) => (county.properties as { name: string }).name);
    expect(states).toContain('California');
    expect(states).not.toContain('Texas');
    expect(counties).toEqual(expect.arrayContaining(['Los Angeles', 'Orange']));
    expect(counties).not.toContain('San Francisco');
    expect(counties.length).toBeLessThan(12);
  });
});
