import { colourAt, type DoughnutConfig, type GroupedBarConfig } from '@fieldbook/domain';
import { BarChart, CustomChart, PieChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { type EChartsCoreOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { axisLabel, doughnutOption, groupedBarHeight, groupedBarOption, legendItems } from './chart-options.ts';

// The options drawn to SVG as the browser would draw them (server-side rendering): what a reader sees, in text.
use([PieChart, BarChart, CustomChart, GridComponent, SVGRenderer]);

function drawnTexts(option: EChartsCoreOption, width: number, height: number): string[] {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, width, height });
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  chart.dispose();
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

const doughnut: DoughnutConfig = {
  data: [
    { name: 'Traffic violation', value: 271, colour: colourAt(0) },
    { name: 'Reasonable suspicion', value: 130, colour: colourAt(1) },
    { name: 'Consent given', value: 10, colour: colourAt(2) },
    { name: 'Probable cause', value: 19, colour: colourAt(3) },
  ],
  percentage: true,
  total: 430,
};

const figure = (value: number | null, lower: number | null = null, upper: number | null = null) => ({ value, lower, upper, n: 40 });
const RACES = [
  'White',
  'Black/African American',
  'Hispanic/Latine(x)',
  'Asian',
  'Middle Eastern or South Asian',
  'Native American',
  'Pacific Islander',
];
const byRace: GroupedBarConfig = {
  categories: RACES,
  unit: 'percent',
  series: [
    { name: 'Searched', values: RACES.map((_, index) => figure(0.1 + index / 100, 0.05, 0.2)), colour: colourAt(0) },
    { name: 'Hit', values: RACES.map(() => figure(null, 0, 0.9)), colour: colourAt(1) },
  ],
};

describe('doughnut', () => {
  it('draws no label on the ring (none cut at the edge or drawn over another) and names every slice in full in its legend', () => {
    const texts = drawnTexts(doughnutOption(doughnut, 'day'), 320, 240);
    expect(texts).toEqual([]);
    expect(legendItems('doughnut', doughnut, 'day')).toEqual([
      { name: 'Traffic violation', colour: colourAt(0).day, value: '63.02%' },
      { name: 'Reasonable suspicion', colour: colourAt(1).day, value: '30.23%' },
      { name: 'Consent given', colour: colourAt(2).day, value: '2.33%' },
      { name: 'Probable cause', colour: colourAt(3).day, value: '4.42%' },
    ]);
  });

  it('gives counts with their share when the doughnut is not in percentages', () => {
    expect(legendItems('doughnut', { ...doughnut, percentage: false }, 'night')[0]).toEqual({
      name: 'Traffic violation',
      colour: colourAt(0).night,
      value: '271 · 63.02%',
    });
  });
});

describe('grouped bars', () => {
  it('writes every category name, none dropped or cut, on a phone-wide chart', () => {
    // A long name wraps onto lines of its own: read together, the lines hold every name whole.
    const texts = drawnTexts(groupedBarOption(byRace, 'day'), 320, groupedBarHeight(byRace)).join('').replace(/\s/g, '');
    for (const race of RACES) expect(texts).toContain(race.replace(/\s/g, ''));
    expect(texts).not.toMatch(/\.\.\.|…/);
  });

  it('writes each bar value at its end, so a bar near zero still reads', () => {
    const nearZero: GroupedBarConfig = { ...byRace, series: [{ name: 'With', values: RACES.map(() => figure(0)), colour: colourAt(0) }] };
    const texts = drawnTexts(groupedBarOption(nearZero, 'day'), 400, groupedBarHeight(nearZero));
    expect(texts.filter((text) => text === '0.0%')).toHaveLength(RACES.length);
  });

  it('draws a whisker only with its bar: a hidden value shows no interval of its own', () => {
    const option = groupedBarOption(byRace, 'day') as { series: Array<{ type: string; name: string; data: unknown[] }> };
    const whiskers = option.series.filter((series) => series.type === 'custom');
    expect(whiskers.map((series) => [series.name, series.data.length])).toEqual([
      ['Searched 95% interval', RACES.length],
      ['Hit 95% interval', 0],
    ]);
  });

  it('grows with its categories and writes round ticks without decimals (500%, not 500.0%)', () => {
    expect(groupedBarHeight(byRace)).toBeGreaterThan(groupedBarHeight({ ...byRace, categories: RACES.slice(0, 2) }));
    expect(axisLabel('percent')(5)).toBe('500%');
    expect(axisLabel('percent')(0.125)).toBe('12.5%');
    expect(axisLabel('count')(1200)).toBe('1,200');
  });
});
