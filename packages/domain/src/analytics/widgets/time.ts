import { REASON_GROUPS } from '../fact-sources.ts';
import { labelOf, RACE_FOOTNOTE } from '../labels.ts';
import { colourAt } from '../palette.ts';
import { histogramQuantile, poissonP, twoProportionP } from '../stats.ts';
import type { CounterReader, WidgetDefinition } from '../widget-context.ts';
import type { Figure, GroupedBarConfig, HeatMapConfig, RateCardConfig, SeriesConfig } from '../widget-types.ts';
import { allHidden, CONTACTS_ALL, countFigure, doughnut, PERSONS_ALL, rateFigure } from './build.ts';
import { durationHistogram } from './overview.ts';

/** E. Time patterns (analytics-widgets.md §3 E). Series follow the period's x-axis (months, fortnights, weeks or days). */

const SMALL_NUMBERS =
  'Rates with fewer than 30 persons behind them are hidden; fewer than 20 events or fewer than 60 persons are unstable. 95% intervals: Wilson, Clopper-Pearson under 5 events.';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
/** Weekday × hour cells with fewer contacts than this are hatched (analytics-widgets.md E4). */
export const HEAT_CELL_MIN = 20;

/** The races a stacked trend shows: those with persons, most persons first, 'Not recorded' last. */
function racesByPersons(reader: CounterReader): string[] {
  return reader
    .segments('race:')
    .filter((race) => reader.person(`race:${race}`) > 0)
    .sort((a, b) =>
      a === 'unknown' ? 1 : b === 'unknown' ? -1 : reader.person(`race:${b}`) - reader.person(`race:${a}`) || a.localeCompare(b),
    );
}

/** One series of a gradient line from figures: values with their 95% band. */
function bandSeries(name: string, figures: Figure[], colour: number): SeriesConfig['series'][number] {
  return {
    name,
    values: figures.map((figure) => figure.value),
    lower: figures.map((figure) => figure.lower ?? null),
    upper: figures.map((figure) => figure.upper ?? null),
    colour: colourAt(colour),
  };
}

/**
 * Period comparison (E5): a grouped bar whose categories mix units, so each category carries its own unit
 * (`category_units`, parallel to `categories`; the chart's `unit` is the rates' 'percent'). Figures of the previous
 * period and last year carry `significant` against this period (§2).
 */
export type PeriodComparisonConfig = GroupedBarConfig & { category_units: Array<RateCardConfig['unit']> };

interface ComparedMeasure {
  label: string;
  unit: RateCardConfig['unit'];
  /** This period's figure and, for a comparison period, its figure with `significant` against this period. */
  figure(reader: CounterReader): Figure;
  significant(now: CounterReader, before: CounterReader): boolean;
}

/** A rate k / n compared by a two-proportion test, both periods with n >= 30. */
function comparedRate(label: string, read: (reader: CounterReader) => [number, number]): ComparedMeasure {
  return {
    label,
    unit: 'percent',
    figure: (reader) => rateFigure(...read(reader)),
    significant(now, before) {
      const [k1, n1] = read(now);
      const [k2, n2] = read(before);
      const p = twoProportionP(k1, n1, k2, n2);
      return p !== null && p < 0.05 && n1 >= 30 && n2 >= 30;
    },
  };
}

const sumOf = (histogram: Array<[number, number]>) => histogram.reduce((sum, [, count]) => sum + count, 0);

const COMPARED: ComparedMeasure[] = [
  {
    label: 'Contacts',
    unit: 'count',
    figure: (reader) => countFigure(reader.get('c')),
    significant(now, before) {
      const p = poissonP(now.get('c'), before.get('c'));
      return p !== null && p < 0.05;
    },
  },
  comparedRate('Proactive share', (reader) => [reader.get('c.ct:opa'), reader.get('c')]),
  comparedRate('Search rate', (reader) => [reader.person('searched'), reader.person('p')]),
  comparedRate('Hit rate', (reader) => [reader.person('hit'), reader.person('searched')]),
  comparedRate('Force rate', (reader) => [reader.person('force'), reader.person('p')]),
  comparedRate('No-action rate', (reader) => [reader.person('no_action'), reader.person('p')]),
  {
    label: 'Median duration',
    unit: 'minutes',
    figure(reader) {
      const histogram = durationHistogram(reader);
      const n = sumOf(histogram);
      return { value: histogramQuantile(histogram, 0.5), n, hatched: n > 0 && n < 30 };
    },
    // Mood's median test: the share above the pooled median in each period, by a two-proportion test.
    significant(now, before) {
      const a = durationHistogram(now);
      const b = durationHistogram(before);
      const pooled = histogramQuantile([...a, ...b], 0.5);
      if (pooled === null) return false;
      const above = (histogram: Array<[number, number]>) =>
        histogram.reduce((sum, [bucket, count]) => sum + (bucket > pooled ? count : 0), 0);
      const p = twoProportionP(above(a), sumOf(a), above(b), sumOf(b));
      return p !== null && p < 0.05 && sumOf(a) >= 30 && sumOf(b) >= 30;
    },
  },
];

export const TIME_WIDGETS: WidgetDefinition[] = [
  {
    id: 'contacts_trend_by_type',
    kind: 'stacked_line',
    title: 'Contacts over time by contact type',
    section: 'time',
    info: 'Reports in each interval of the period, stacked by contact type: calls for service and officer-initiated (pro-active) contacts.',
    contextLabel: CONTACTS_ALL,
    needs: [],
    compute({ current, xAxis }) {
      const types = ['cfs', 'opa'] as const;
      const series = types.map((type, index) => ({
        name: labelOf(type),
        values: xAxis.map(({ days }) => current.dailySum(days, type)),
        colour: colourAt(index),
      }));
      const config: SeriesConfig = { x: xAxis.map((bucket) => bucket.label), unit: 'count', series, stacked: 'count' };
      const total = series.reduce((sum, line) => sum + line.values.reduce((a, b) => a + (b ?? 0), 0), 0);
      return { config, limited: false, hasData: total > 0 };
    },
  },
  {
    id: 'persons_trend_by_race',
    kind: 'stacked_line',
    title: 'Persons contacted over time by perceived race',
    section: 'time',
    info: `Persons contacted in each interval of the period, stacked by perceived race (most persons first; 'Not recorded' last). ${RACE_FOOTNOTE}`,
    contextLabel: PERSONS_ALL,
    needs: ['race'],
    compute({ current, xAxis }) {
      const races = racesByPersons(current);
      const series = races.map((race, index) => ({
        name: labelOf(race),
        values: xAxis.map(({ days }) => current.dailySum(days, `race:${race}`)),
        colour: colourAt(index),
      }));
      const config: SeriesConfig = { x: xAxis.map((bucket) => bucket.label), unit: 'count', series, stacked: 'count' };
      return { config, limited: false, hasData: current.person('p') > 0 };
    },
  },
  {
    id: 'search_hit_trend',
    kind: 'gradient_line',
    title: 'Search rate (and hit rate) over time',
    section: 'time',
    info: `Share of persons searched in each interval of the period, with its 95% band; the second line is the hit rate, the share of searched persons with contraband or evidence found. ${SMALL_NUMBERS}`,
    contextLabel: PERSONS_ALL,
    needs: ['searched', 'contraband'],
    compute({ current, xAxis }) {
      const search = xAxis.map(({ days }) => rateFigure(current.dailySum(days, 'searched'), current.dailySum(days, 'p')));
      const hit = xAxis.map(({ days }) => rateFigure(current.dailySum(days, 'hit'), current.dailySum(days, 'searched')));
      const config: SeriesConfig = {
        x: xAxis.map((bucket) => bucket.label),
        unit: 'percent',
        series: [bandSeries('Search rate', search, 0), bandSeries('Hit rate', hit, 2)],
      };
      const persons = search.reduce((sum, figure) => sum + (figure.n ?? 0), 0);
      return { config, limited: persons > 0 && allHidden(search), hasData: persons > 0 };
    },
  },
  {
    id: 'weekday_hour_heatmap',
    kind: 'heat_map',
    title: 'When contacts happen',
    section: 'time',
    info: `Reports by weekday and hour of the day (the agency's local time). Cells with fewer than ${HEAT_CELL_MIN} reports are hatched.`,
    contextLabel: CONTACTS_ALL,
    needs: [],
    compute({ current }) {
      const cells: HeatMapConfig['cells'] = [];
      let total = 0;
      WEEKDAYS.forEach((_, weekday) => {
        HOURS.forEach((_, hour) => {
          const count = current.get(`c.wdh:${weekday}.${hour}`);
          total += count;
          cells.push([weekday, hour, { value: count, n: count, hatched: count < HEAT_CELL_MIN }]);
        });
      });
      const config: HeatMapConfig = { rows: [...WEEKDAYS], columns: HOURS, unit: 'count', cells };
      return { config, limited: false, hasData: total > 0 };
    },
  },
  {
    id: 'period_comparison',
    kind: 'grouped_bar',
    title: 'This period vs previous vs last year',
    section: 'time',
    info: `Contacts, the officer-initiated share of contacts, the search, hit, force and no-action rates of persons, and the median contact duration (minutes, capped at 240, to the 5-minute step), for this period, the previous period of equal length and the same period last year. A comparison bar is marked significant when it differs from this period at p < 0.05: Poisson test for contacts, two-proportion test for rates, median test for the duration (both periods with at least 30). ${SMALL_NUMBERS}`,
    contextLabel: 'All contacts · reports and persons',
    needs: ['searched', 'contraband', 'force', 'results'],
    top: true,
    compute({ current, previous, lastYear, previousIsLastYear }) {
      // A year's previous period is last year: one comparison bar, not the same one twice.
      const periods = [
        ['This period', current, 0],
        ...(previousIsLastYear ? [] : ([['Previous period', previous, 8]] as const)),
        ['Same period last year', lastYear, 7],
      ] as const;
      const series = periods.map(([name, reader, colour]) => ({
        name,
        values: COMPARED.map((measure) => {
          const figure = measure.figure(reader);
          return reader === current ? figure : { ...figure, significant: measure.significant(current, reader) };
        }),
        colour: colourAt(colour),
      }));
      const config: PeriodComparisonConfig = {
        categories: COMPARED.map((measure) => measure.label),
        unit: 'percent',
        category_units: COMPARED.map((measure) => measure.unit),
        series,
      };
      const rates = (series[0]?.values ?? []).filter((_, index) => COMPARED[index]?.unit === 'percent');
      return { config, limited: current.get('c') > 0 && allHidden(rates), hasData: current.get('c') > 0 };
    },
  },
  {
    id: 'hours_by_reason_result',
    kind: 'doughnut',
    title: 'Where officer time goes',
    section: 'time',
    info: "Hours spent on contacts (each report's duration, capped at 240 minutes; durations of 0 or less left out) by the reason for the stop of the report's first person. Hours of one officer per report: the number of officers on a report is not counted.",
    contextLabel: 'All contacts · hours',
    needs: ['reason'],
    compute({ current }) {
      const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
      const config = doughnut(
        [...REASON_GROUPS, 'unknown'].map((reason) => [reason, hours(current.get(`c.hours.reason:${reason}`))]),
        false,
      );
      return { config, limited: false, hasData: config.total > 0 };
    },
  },
];
