import { COMPLETENESS_FIELDS, DURATION_CAP } from '../counters.ts';
import { colourAt } from '../palette.ts';
import { clopperPearson, MIN_DENOMINATOR, wilson } from '../stats.ts';
import type { CounterReader, WidgetDefinition } from '../widget-context.ts';
import type { Figure, HeatMapConfig, SeriesConfig } from '../widget-types.ts';
import { CONTACTS_ALL, rateDeltas } from './build.ts';
import { durationHistogram } from './overview.ts';

/**
 * k / n for the data-quality widgets: they describe the records themselves (internal, no group compared), so a share
 * is shown at any n > 0 with its 95% interval, and hatched where a published rate would be hidden (n < 30).
 */
export function qualityFigure(k: number, n: number): Figure {
  if (n === 0) return { value: null, lower: null, upper: null, n };
  const [lower, upper] = k < 5 ? clopperPearson(k, n) : wilson(k, n);
  return { value: k / n, lower, upper, n, hatched: n < MIN_DENOMINATOR };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

const FIELD_LABELS: Record<(typeof COMPLETENESS_FIELDS)[number], string> = {
  race: 'Perceived race',
  gender: 'Perceived gender',
  age: 'Perceived age',
  reason: 'Reason for contact',
  result: 'Result',
  coordinates: 'Coordinates',
  duration: 'Duration (plausible)',
  area: 'Area assigned',
  basis: 'Basis for search (when searched)',
  contraband: 'Contraband recorded (when searched)',
  force_type: 'Force type (when force used)',
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const ANOMALY_WINDOW = 7;

/**
 * The expected band of each point: the median of a centred window of 7 points (shifted inward at the ends) ± 3 robust
 * standard deviations (1.4826 × MAD), the spread at least √median (Poisson noise) so a flat series keeps a band.
 */
export function anomalyBand(values: number[]): { lower: number[]; upper: number[] } {
  const lower: number[] = [];
  const upper: number[] = [];
  values.forEach((_, index) => {
    const size = Math.min(ANOMALY_WINDOW, values.length);
    const start = Math.max(0, Math.min(index - Math.floor(ANOMALY_WINDOW / 2), values.length - size));
    const window = values.slice(start, start + size);
    const centre = median(window);
    const mad = median(window.map((value) => Math.abs(value - centre)));
    const spread = Math.max(1.4826 * mad, Math.sqrt(Math.max(centre, 1)));
    lower.push(Math.max(0, centre - 3 * spread));
    upper.push(centre + 3 * spread);
  });
  return { lower, upper };
}

/** Contacts with an entered duration, and those implausible (<= 0 or at the cap). */
function implausible(reader: CounterReader): [number, number] {
  const bad = reader.get('c.dur.invalid') + reader.get('c.dur.capped');
  const n = reader.get('c.dur.invalid') + durationHistogram(reader).reduce((sum, [, count]) => sum + count, 0);
  return [bad, n];
}

/** H. Data quality (analytics-widgets.md §3). H4 (race reporting anomaly) and H5 (timeliness) need data the counters do not hold. */
export const QUALITY_WIDGETS: WidgetDefinition[] = [
  {
    id: 'field_completeness',
    kind: 'heat_map',
    title: 'Field completeness by month',
    section: 'quality',
    info: 'Share of reports with each field filled and not "other/unknown", by month, read from the first person of each report. Coverage is predicated: basis for search and contraband are checked only where a search was made, force type only where force was used. Duration counts as complete when above 0 and under 240 minutes. Months with fewer than 30 reports are hatched.',
    contextLabel: CONTACTS_ALL,
    needs: [],
    compute({ current }) {
      const months = current.segments('fc:', false).sort();
      const cells: HeatMapConfig['cells'] = [];
      COMPLETENESS_FIELDS.forEach((field, row) => {
        months.forEach((month, column) => {
          const n = current.get(`fc:${month}:${field}:n`);
          if (n > 0) cells.push([row, column, qualityFigure(current.get(`fc:${month}:${field}:ok`), n)]);
        });
      });
      const config: HeatMapConfig = {
        rows: COMPLETENESS_FIELDS.map((field) => FIELD_LABELS[field]),
        columns: months.map(monthLabel),
        unit: 'percent',
        cells,
      };
      return { config, limited: false, hasData: months.length > 0 };
    },
  },
  {
    id: 'volume_anomaly',
    kind: 'gradient_line',
    title: 'Daily contacts vs expected band',
    section: 'quality',
    info: 'Reports per day (or per week, fortnight or month on longer periods) with the expected band: the median of the 7 surrounding points ± 3 robust standard deviations (1.4826 × the median absolute deviation, at least √median). Points outside the band are gaps or spikes worth checking: missing uploads, duplicates, or a change of form.',
    contextLabel: CONTACTS_ALL,
    needs: [],
    compute({ current, xAxis }) {
      const values = xAxis.map(({ days }) => days.reduce((sum, day) => sum + current.get(`t:${day}:c`), 0));
      const { lower, upper } = anomalyBand(values);
      const config: SeriesConfig = {
        x: xAxis.map(({ label }) => label),
        unit: 'count',
        series: [{ name: 'Contacts', values, lower, upper, colour: colourAt(0) }],
      };
      return { config, limited: false, hasData: values.some((value) => value > 0) };
    },
  },
  {
    id: 'duration_outliers',
    kind: 'rate_card',
    title: 'Implausible durations',
    section: 'quality',
    info: `Share of reports with an entered duration that is 0 or less, or ${DURATION_CAP} minutes or more (a timer left running or a typing error), with a 95% interval; reports without a duration count under field completeness. Hatched under 30 reports. A duration longer than a related report's span is not checked. Change in points (two-proportion test, p < 0.05).`,
    contextLabel: CONTACTS_ALL,
    needs: [],
    compute(context) {
      const { current } = context;
      const [bad, n] = implausible(current);
      const invalid = current.get('c.dur.invalid');
      const capped = current.get('c.dur.capped');
      return {
        config: {
          unit: 'percent',
          value: qualityFigure(bad, n),
          subtitle: `${invalid.toLocaleString('en-US')} at 0 min or less · ${capped.toLocaleString('en-US')} at ${DURATION_CAP} min or more · of ${n.toLocaleString('en-US')} durations`,
          deltas: rateDeltas(context, implausible),
        },
        limited: false,
        hasData: n > 0,
      };
    },
  },
];
