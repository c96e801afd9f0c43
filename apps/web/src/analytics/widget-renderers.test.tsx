import type {
  DoughnutConfig,
  GroupedBarConfig,
  HeatMapConfig,
  MapConfig,
  RankingCardConfig,
  SankeyConfig,
  SeriesConfig,
  Widget,
  WidgetKind,
} from '@fieldbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { sampleContext, samplePeople, widgetsOfEveryKind } from './analytics-fixtures.test-helper.ts';
import { formatFigure, formatValue } from './figure-format.ts';
import { WidgetBody } from './widget-body.tsx';
import { summariseWidget } from './widget-summary.ts';

// ECharts needs a canvas and MapLibre WebGL: happy-dom has neither, so both record what they are asked to draw.
const charts = vi.hoisted(() => ({ options: [] as unknown[] }));
vi.mock('./charts/echarts-setup.ts', () => ({
  init: () => ({
    setOption: (option: unknown) => charts.options.push(option),
    on: () => {},
    resize: () => {},
    dispose: () => {},
  }),
}));
const maps = vi.hoisted(() => ({
  sources: new Map<string, unknown>(),
  layers: [] as string[],
  bounds: [] as unknown[],
  /** The area-name markers' elements: their text is what the map shows once the names are placed. */
  nameElements: [] as HTMLElement[],
}));
vi.mock('../location/load-maplibre.ts', () => {
  class FakeMap {
    private handlers = new Map<string, Array<() => void>>();
    constructor() {
      queueMicrotask(() => this.fire('style.load'));
    }
    private container = Object.defineProperties(document.createElement('div'), {
      clientWidth: { value: 400 },
      clientHeight: { value: 300 },
    });
    on(type: string, handler: () => void) {
      this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    }
    off(type: string, handler: () => void) {
      this.handlers.set(
        type,
        (this.handlers.get(type) ?? []).filter((known) => known !== handler),
      );
    }
    getContainer() {
      return this.container;
    }
    project() {
      return { x: 200, y: 150 };
    }
    once(type: string, handler: () => void) {
      this.on(type, handler);
    }
    fire(type: string) {
      for (const handler of this.handlers.get(type) ?? []) handler();
    }
    addSource(id: string, spec: { data: unknown }) {
      maps.sources.set(id, spec.data);
    }
    getSource(id: string) {
      return maps.sources.has(id) ? { setData: (data: unknown) => maps.sources.set(id, data) } : undefined;
    }
    addLayer(layer: { id: string }) {
      maps.layers.push(layer.id);
    }
    getStyle() {
      return { layers: maps.layers.map((id) => ({ id, type: 'line' })) };
    }
    getLayer(id: string) {
      return maps.layers.includes(id) ? { id } : undefined;
    }
    removeLayer(id: string) {
      maps.layers = maps.layers.filter((layer) => layer !== id);
    }
    fitBounds(bounds: unknown) {
      maps.bounds.push(bounds);
    }
    getCanvas() {
      return document.createElement('canvas');
    }
    resize() {}
    triggerRepaint() {}
    remove() {}
  }
  class Marker {
    constructor(options: { element: HTMLElement }) {
      maps.nameElements.push(options.element);
    }
    setLngLat() {
      return this;
    }
    getLngLat() {
      return { lng: 0, lat: 0 };
    }
    addTo() {
      return this;
    }
    remove() {}
  }
  return { loadMapLibre: () => Promise.resolve({ Map: FakeMap, Marker }) };
});

const TIME_ZONE = 'America/Los_Angeles';
const widgets = widgetsOfEveryKind();

function renderBody(widget: Widget) {
  mockFetch({ 'GET /api/agencies/me/areas': () => json([]) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <WidgetBody widget={widget} timeZone={TIME_ZONE} theme="day" isDrawn />
    </QueryClientProvider>,
  );
}

const table = (name: string) => screen.getByRole('table', { name });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

beforeEach(() => {
  charts.options = [];
  maps.sources.clear();
  maps.layers = [];
  maps.bounds = [];
  maps.nameElements = [];
});

describe('every kind renders from domain-computed widgets with a text alternative', () => {
  it('has a computed widget with data for each of the eleven kinds', () => {
    expect(Object.keys(widgets)).toHaveLength(11);
    for (const widget of Object.values(widgets)) expect(widget.has_data, widget.id).toBe(true);
  });

  it('rate_card shows the value with its interval and n, and the changes', () => {
    const widget = widgets.rate_card;
    const { container } = renderBody(widget);
    const summary = summariseWidget(widget, TIME_ZONE);
    expect(summary.text.startsWith(`${widget.title}: `)).toBe(true);
    const config = widget.component.config as { value: Parameters<typeof formatFigure>[0]; unit: 'count'; deltas?: unknown[] };
    expect(container.textContent).toContain(formatFigure(config.value, config.unit));
    if (config.deltas?.length) expect(container.textContent).toMatch(/vs previous period: /);
  });

  it('ranking_card is a table of its rows, ISO details as MM/DD/YYYY in the agency time zone', () => {
    const widget = widgets.ranking_card;
    const config = widget.component.config as RankingCardConfig;
    renderBody(widget);
    const ranking = table(widget.title);
    expect(bodyRows(ranking)).toHaveLength(config.ranking_list.length);
    const detail = config.ranking_list[0]?.elements[0]?.detail ?? '';
    if (/^\d{4}-\d{2}-\d{2}T/.test(detail)) {
      expect(ranking.textContent).not.toContain(detail);
      expect(ranking.textContent).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    }
    const first = config.ranking_list[0];
    if (first) expect(ranking.textContent).toContain(formatFigure(first.value, config.unit));
  });

  it('doughnut draws slices and lists each with its share to 2 decimals', async () => {
    const widget = widgets.doughnut;
    const config = widget.component.config as DoughnutConfig;
    renderBody(widget);
    const summary = summariseWidget(widget, TIME_ZONE);
    expect(screen.getByRole('img', { name: summary.text })).toBeTruthy();
    const rows = bodyRows(table(widget.title));
    expect(rows).toHaveLength(config.data.length);
    const shares = rows.map((row) => Number(row.lastElementChild?.textContent?.match(/^(\d+\.\d{2})%$/)?.[1]));
    expect(shares.every((share) => Number.isFinite(share))).toBe(true);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 0);
    await waitFor(() => expect(charts.options).toHaveLength(1));
  });

  it.each(['gradient_line', 'stacked_line'] as const)('%s lists every period of the x-axis for each series', async (kind) => {
    const widget = widgets[kind];
    const config = widget.component.config as SeriesConfig;
    renderBody(widget);
    const rows = bodyRows(table(widget.title));
    expect(rows).toHaveLength(config.x.length);
    expect(
      within(table(widget.title))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', ...config.series.map((line) => line.name)]);
    await waitFor(() => expect(charts.options).toHaveLength(1));
  });

  it('grouped_bar lists each group with its rate, interval and n, and draws error bars', async () => {
    const widget = widgets.grouped_bar;
    const config = widget.component.config as GroupedBarConfig;
    renderBody(widget);
    const rows = bodyRows(table(widget.title));
    expect(rows).toHaveLength(config.categories.length);
    const figure = config.series[0]?.values.find((value) => value.value !== null);
    if (figure) expect(table(widget.title).textContent).toContain(formatFigure(figure, config.unit));
    expect(formatFigure({ value: 0.123, lower: 0.101, upper: 0.148, n: 412 }, 'percent')).toBe('12.3% (10.1–14.8), n = 412');
    expect(formatFigure({ value: 0.2, lower: 0.1, upper: 0.3, n: 40, hatched: true }, 'percent')).toBe(
      '20.0% (10.0–30.0), n = 40 (unstable)',
    );
    await waitFor(() => expect(charts.options).toHaveLength(1));
    const series = (charts.options[0] as { series: Array<{ type: string }> }).series;
    expect(series.filter((entry) => entry.type === 'custom')).toHaveLength(config.series.length);
  });

  it('heat_map is a table of the matrix, each cell with its value and hidden cells as —', () => {
    const widget = widgets.heat_map;
    renderBody(widget);
    const config = widget.component.config as HeatMapConfig;
    const matrix = table(widget.title);
    expect(bodyRows(matrix)).toHaveLength(config.rows.length);
    expect(
      within(matrix)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(config.columns);
    const [row, column, figure] = config.cells[0] as HeatMapConfig['cells'][number];
    const cell = within(bodyRows(matrix)[row] as HTMLElement).getAllByRole('cell')[column];
    expect(cell?.textContent).toBe(formatValue(figure.value, config.unit));
    expect(cell?.getAttribute('title')).toBe(formatFigure(figure, config.unit));
  });

  it('sankey lists every flow', () => {
    const widget = widgets.sankey;
    renderBody(widget);
    expect(bodyRows(table(widget.title))).toHaveLength((widget.component.config as SankeyConfig).links.length);
  });

  it.each(['cluster_map', 'pattern_map', 'filter_map'] as const)(
    '%s is a map region whose reports are listed',
    async (kind: WidgetKind) => {
      const widget = widgets[kind];
      const config = widget.component.config as MapConfig;
      renderBody(widget);
      expect(screen.getByRole('region', { name: `Map: ${widget.title}` })).toBeTruthy();
      expect(bodyRows(table(`${widget.title}: reports on the map`))).toHaveLength(config.mapData.length);
      await waitFor(() => expect(maps.sources.has('analytics-points')).toBe(true));
      expect(maps.bounds).toHaveLength(config.mapData.length > 0 ? 1 : 0);
    },
  );

  it('stands a map on the census lines and the named agency areas, under the points, with its legend', async () => {
    const areas = [
      {
        id: 'area-1',
        name: 'Downtown',
        acronym: 'DT',
        polygon: [
          [-118.25, 34.04],
          [-118.23, 34.04],
          [-118.23, 34.06],
        ],
      },
    ];
    mockFetch({
      'GET /api/agencies/me/areas': () => json(areas),
      'HEAD /basemap/region.pmtiles': () => new Response(null, { status: 404 }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <WidgetBody widget={widgets.cluster_map} timeZone={TIME_ZONE} theme="day" isDrawn />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(maps.layers).toEqual(expect.arrayContaining(['census-state-lines', 'census-county-lines'])), {
      timeout: 8000,
    });
    await waitFor(() => expect(maps.layers).toContain('agency-areas-line'));
    expect(maps.nameElements.map((element) => element.textContent)).toContain('Downtown');
    const legend = within(screen.getByRole('list', { name: 'Map legend' }));
    expect(legend.getByText('Agency area: Downtown (DT)')).toBeTruthy();
    expect(legend.getByText('County line')).toBeTruthy();
  });

  it('filter_map offers each option checked at first', async () => {
    const widget = widgets.filter_map;
    renderBody(widget);
    const options = (widget.component.config as MapConfig).filterMapOptions ?? [];
    for (const option of options) expect((screen.getByRole('checkbox', { name: option.label }) as HTMLInputElement).checked).toBe(true);
    if (options.length > 0) expect(screen.getByRole('table', { name: new RegExp(`^${widget.title}: reports by `) })).toBeTruthy();
  });
});

describe('map notes and placeholders', () => {
  const limited = widgetsOfEveryKind(sampleContext(samplePeople(320, 3)));

  it('says the pattern map keeps the last N reports and the filter map the N most significant', () => {
    renderBody(limited.pattern_map);
    expect(screen.getByText('Limited to the last 300 reports.')).toBeTruthy();
    renderBody(limited.filter_map);
    expect(screen.getByText('Based on the 300 most significant reports that occurred during the selected period.')).toBeTruthy();
  });

  it("shows 'Get Started!' without data and 'Content Omitted' when limited", () => {
    const empty = widgetsOfEveryKind(sampleContext([]));
    renderBody(empty.doughnut);
    expect(screen.getByText('Get Started!')).toBeTruthy();
    renderBody({ ...widgets.grouped_bar, component: { ...widgets.grouped_bar.component, limited: true } });
    expect(screen.getByText('Content Omitted')).toBeTruthy();
  });
});
