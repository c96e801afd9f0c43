import { colourAt, PALETTE } from '@fieldbook/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLUSTER_COLOURS } from './map-layers.ts';
import { MapLegend } from './map-legend.tsx';

const points = [
  { coords: { lat: 34.1, long: -118.2 }, name: 'Call For Service', colour: colourAt(0) },
  { coords: { lat: 34.2, long: -118.3 }, name: 'Officer Pro-active', colour: colourAt(1) },
  { coords: { lat: 34.3, long: -118.1 }, name: 'Call For Service', colour: colourAt(0) },
];

const items = () =>
  within(screen.getByRole('list', { name: 'Map legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('map legend', () => {
  it('names the cluster map point colours, its group colours and the lines under them', () => {
    render(<MapLegend kind="cluster_map" points={points} theme="day" hasAreas hasCensusLines />);
    expect(items()).toEqual([
      'Call For Service',
      'Officer Pro-active',
      'Group of 2 to 5 reports',
      'Group of 6 to 9 reports',
      'Group of 10 or more reports',
      'Agency area',
      'County line',
      'State line',
    ]);
  });

  it('gives the pattern map its heat scale, and the filter map (whose options name its colours) only its lines', () => {
    const { unmount } = render(<MapLegend kind="pattern_map" points={points} theme="day" hasAreas={false} hasCensusLines />);
    expect(items()).toEqual(['FewerMore reports', 'County line', 'State line']);
    unmount();
    render(<MapLegend kind="filter_map" points={points} theme="day" hasAreas hasCensusLines={false} />);
    expect(items()).toEqual(['Agency area']);
  });

  it('gives groups colours no point of the palette uses', () => {
    const pointColours = new Set(PALETTE.flatMap((colour) => [colour.day.toLowerCase(), colour.night.toLowerCase()]));
    for (const colour of CLUSTER_COLOURS) expect(pointColours.has(colour)).toBe(false);
  });
});
