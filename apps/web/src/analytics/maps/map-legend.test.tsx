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

const downtown = { id: 'a1', name: 'Downtown', acronym: 'DT' };
const midtown = { id: 'a2', name: 'Midtown', acronym: 'MT' };

const items = () =>
  within(screen.getByRole('list', { name: 'Map legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('map legend', () => {
  it('names the cluster map point colours, its group colours and the lines under them', () => {
    render(<MapLegend kind="cluster_map" points={points} theme="day" areas={[downtown, midtown]} hasCensusLines />);
    expect(items()).toEqual([
      'Call For Service',
      'Officer Pro-active',
      'Group of 2 to 5 reports',
      'Group of 6 to 9 reports',
      'Group of 10 or more reports',
      'Agency areas: Downtown (DT), Midtown (MT)',
      'County line',
      'State line',
    ]);
  });

  it('gives the pattern map its heat scale, and the filter map (whose options name its colours) only its lines', () => {
    const { unmount } = render(<MapLegend kind="pattern_map" points={points} theme="day" areas={[]} hasCensusLines />);
    expect(items()).toEqual(['FewerMore reports', 'County line', 'State line']);
    unmount();
    render(
      <MapLegend
        kind="filter_map"
        points={points}
        theme="day"
        areas={[{ id: 'a3', name: 'North', acronym: 'North' }]}
        hasCensusLines={false}
      />,
    );
    expect(items()).toEqual(['Agency area: North']);
  });

  it('lists many areas under a line that opens, each with the acronym the map may write instead', () => {
    const areas = Array.from({ length: 8 }, (_, index) => ({ id: `b${index}`, name: `Beat ${index + 1}`, acronym: `B${index + 1}` }));
    render(<MapLegend kind="pattern_map" points={[]} theme="day" areas={areas} hasCensusLines={false} />);
    expect(screen.getByText('Agency areas (8)').closest('summary')).not.toBeNull();
    expect(screen.getByText('Beat 8 (B8)').closest('details')).not.toBeNull();
  });

  it('gives groups colours no point of the palette uses', () => {
    const pointColours = new Set(PALETTE.flatMap((colour) => [colour.day.toLowerCase(), colour.night.toLowerCase()]));
    for (const colour of CLUSTER_COLOURS) expect(pointColours.has(colour)).toBe(false);
  });
});
