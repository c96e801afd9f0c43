import { labelOf } from '../labels.ts';
import { colourAt } from '../palette.ts';
import { poissonP } from '../stats.ts';
import type { CounterReader, WidgetDefinition } from '../widget-context.ts';
import type { Colour, Figure, MapConfig, MapPoint, RankingCardConfig, RateCardConfig } from '../widget-types.ts';
import { countFigure, rateFigure, type WithInfoMessage } from './build.ts';

/** F. Geography (analytics-widgets.md §3 F). */

/** Contact types as the map points name them, with the server's point colours (CFS first). */
const CONTACT_TYPES = [
  ['cfs', colourAt(0)],
  ['opa', colourAt(1)],
] as const;
const typeColour = (type: string): Colour => CONTACT_TYPES.find(([code]) => code === type)?.[1] ?? colourAt(7);
export const AREA_RANKING_TOP = 10;
const UNKNOWN_AREA = 'Unknown area';

/** The legend of the report points (context.points): each point name with its colour, in order of appearance. */
function pointLegend(points: readonly MapPoint[]): NonNullable<MapConfig['filterMapOptions']> {
  const legend = new Map<string, Colour>();
  for (const point of points) if (point.name !== undefined && !legend.has(point.name)) legend.set(point.name, point.colour);
  return [...legend].map(([label, colour]) => ({ label, colour }));
}

/** Area ids with contacts in the period, plus every named area (so an area without reports reads as 'no data'). */
function areaIds(reader: CounterReader, names: Record<string, string>): string[] {
  return [...new Set([...reader.segments('c.area:', false), ...Object.keys(names)])];
}

/** The metrics of the area map (F2): contacts and four person rates from `c.area:<id>` and `area:<id>:<measure>`. */
export const AREA_METRICS: ReadonlyArray<{
  label: string;
  unit: RateCardConfig['unit'];
  read(reader: CounterReader, area: string): Figure;
}> = [
  { label: 'Contacts', unit: 'count', read: (reader, area) => countFigure(reader.get(`c.area:${area}`)) },
  {
    label: 'Search rate',
    unit: 'percent',
    read: (reader, area) => rateFigure(reader.person(`area:${area}:searched`), reader.person(`area:${area}`)),
  },
  {
    label: 'Hit rate',
    unit: 'percent',
    read: (reader, area) => rateFigure(reader.person(`area:${area}:hit`), reader.person(`area:${area}:searched`)),
  },
  {
    label: 'Force rate',
    unit: 'percent',
    read: (reader, area) => rateFigure(reader.person(`area:${area}:force`), reader.person(`area:${area}`)),
  },
  {
    label: 'No-action rate',
    unit: 'percent',
    read: (reader, area) => rateFigure(reader.person(`area:${area}:no_action`), reader.person(`area:${area}`)),
  },
];

/**
 * The area map (F2): each area has one figure per metric (`metrics`, parallel to `options`), and `value` is the default
 * metric's (`filter.value`, Contacts). `domains` (parallel to `options`) caps each metric's colour scale at the 90th
 * percentile of the areas' shown values so one outlier does not wash out the scale. A rate with value null and n > 0 is
 * below the threshold (hidden), with n = 0 there is no data.
 */
export type AreaMapConfig = WithInfoMessage<
  MapConfig & {
    areas: Array<{ id: string; name: string; value: Figure; metrics: Figure[] }>;
    units: Array<RateCardConfig['unit']>;
    domains: Array<[number, number] | null>;
  }
>;

/** The nearest-rank 90th percentile of the values (the cap of a colour domain); null without values. */
export function colourCap(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.9 * sorted.length) - 1] ?? null;
}

export const GEOGRAPHY_WIDGETS: WidgetDefinition[] = [
  {
    id: 'contacts_cluster_map',
    kind: 'cluster_map',
    title: 'Contact locations',
    section: 'geography',
    info: 'Reports of the period counted per cell of about 1 km, coloured by contact type. Cells, not addresses: no personal data is shown.',
    contextLabel: 'All contacts · reports',
    needs: [],
    compute({ current }) {
      const points: MapPoint[] = [];
      for (const key of current.keysWithPrefix('c.cell:')) {
        const match = /^c\.cell:([a-z]+):(-?[\d.]+),(-?[\d.]+)$/.exec(key);
        const count = current.counters[key] ?? 0;
        if (!match || count <= 0) continue;
        const [, type = 'opa', lat = '0', long = '0'] = match;
        points.push({ coords: { lat: Number(lat), long: Number(long) }, count, name: labelOf(type), colour: typeColour(type) });
      }
      points.sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || a.coords.lat - b.coords.lat || a.coords.long - b.coords.long);
      const types = CONTACT_TYPES.filter(([type]) => points.some((point) => point.name === labelOf(type)));
      const config: MapConfig = {
        mapData: points,
        filterMapOptions: types.map(([type, colour]) => ({ label: labelOf(type), colour })),
        options_key: 'contact_type',
        options: types.map(([type]) => labelOf(type)),
      };
      return { config, limited: false, hasData: points.length > 0 };
    },
  },
  {
    id: 'area_metric_map',
    kind: 'filter_map',
    title: 'Rates by area',
    section: 'geography',
    info: 'Each area coloured by the metric chosen: reports, or the search, hit, force or no-action rate of the persons contacted there. Rates with fewer than 30 persons (30 searched persons for the hit rate) are hidden and shown as below the threshold, apart from areas with no reports; fewer than 20 events or fewer than 60 persons are hatched as unstable. The colour scale stops at the 90th percentile of the areas. The points are the latest reports of the period (at most 300).',
    contextLabel: 'All contacts · reports and persons by area',
    needs: ['searched', 'contraband', 'force', 'results'],
    compute({ current, areaNames, points, pointsLimited }) {
      const areas = areaIds(current, areaNames)
        .map((id) => {
          const metrics = AREA_METRICS.map((metric) => metric.read(current, id));
          return { id, name: areaNames[id] ?? UNKNOWN_AREA, value: metrics[0] as Figure, metrics };
        })
        .sort((a, b) => (b.value.value ?? 0) - (a.value.value ?? 0) || a.name.localeCompare(b.name));
      const domains = AREA_METRICS.map((_, index) => {
        const cap = colourCap(
          areas.map((area) => area.metrics[index]?.value).filter((value): value is number => value !== null && value !== undefined),
        );
        return cap === null ? null : ([0, cap] as [number, number]);
      });
      const config: AreaMapConfig = {
        mapData: points,
        filterMapOptions: pointLegend(points),
        options_key: 'metric',
        options: AREA_METRICS.map((metric) => metric.label),
        filter: { key: 'metric', value: 'Contacts' },
        areas,
        units: AREA_METRICS.map((metric) => metric.unit),
        domains,
      };
      // The note only when the points were cut (analytics.md §9): 29 reports of 29 are not 'the 29 most significant'.
      if (pointsLimited)
        config.info_message = `Based on the ${points.length} most significant reports that occurred during the selected period.`;
      const contacts = areas.reduce((sum, area) => sum + (area.value.value ?? 0), 0);
      return { config, limited: pointsLimited, hasData: contacts > 0 || points.length > 0 };
    },
  },
  {
    id: 'contact_pattern_map',
    kind: 'pattern_map',
    title: 'Hot spots and shifts',
    section: 'geography',
    info: 'Where the latest reports of the period happened, as a density surface of report locations. Limited to the last 300 reports with coordinates.',
    contextLabel: 'All contacts · reports',
    needs: [],
    compute({ points, pointsLimited }) {
      const config: WithInfoMessage<MapConfig> = { mapData: points, filterMapOptions: pointLegend(points) };
      // 'Limited to the last 29 reports' only when there were more than 29 (analytics.md §9, issue 27).
      if (pointsLimited) config.info_message = `Limited to the last ${points.length} reports.`;
      return { config, limited: pointsLimited, hasData: points.length > 0 };
    },
  },
  {
    id: 'area_ranking',
    kind: 'ranking_card',
    title: 'Areas: volume and change',
    section: 'geography',
    info: `The ${AREA_RANKING_TOP} areas with the most reports in the period, with the change against the previous period of equal length; a change is marked only when significant (p < 0.05, Poisson test), otherwise it reads 'no significant change'.`,
    contextLabel: 'All contacts · reports by area',
    needs: [],
    compute({ current, previous, areaNames }) {
      const ranked = current
        .segments('c.area:', false)
        .map((id) => ({ id, name: areaNames[id] ?? UNKNOWN_AREA, now: current.get(`c.area:${id}`), before: previous.get(`c.area:${id}`) }))
        .filter((area) => area.now > 0)
        .sort((a, b) => b.now - a.now || a.name.localeCompare(b.name))
        .slice(0, AREA_RANKING_TOP);
      const ranking_list = ranked.map(({ name, now, before }) => {
        const p = poissonP(now, before);
        const significant = p !== null && p < 0.05;
        const change = before === 0 ? null : (now - before) / before;
        const changeText =
          change === null ? 'new this period' : `${change >= 0 ? '+' : ''}${Math.round(change * 100)}% vs previous period (${before})`;
        return {
          elements: [
            {
              label: name,
              tooltip_value: `${now.toLocaleString('en-US')} reports`,
              detail: significant ? changeText : `No significant change vs previous period (${before})`,
            },
          ],
          value: { ...countFigure(now), significant },
        };
      });
      const config: RankingCardConfig = {
        header: {
          elements_label: 'Area',
          value_label: 'Reports',
          info_message: 'Change marked only when significant (p < 0.05).',
        },
        unit: 'count',
        ranking_list,
      };
      return { config, limited: false, hasData: ranking_list.length > 0 };
    },
  },
];
