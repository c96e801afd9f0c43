import { AGE_BANDS, VOD_FROM_MINUTE, VOD_TO_MINUTE } from '../counters.ts';
import { ACTIONS, GENDER_GROUPS, IDENTITIES, RACE_GROUPS, REASON_GROUPS, RESULT_GROUPS } from '../fact-sources.ts';
import { labelOf, RACE_FOOTNOTE } from '../labels.ts';
import { colourAt } from '../palette.ts';
import { histogramQuantile, STABLE_NUMERATOR } from '../stats.ts';
import type { CounterReader, WidgetContext, WidgetDefinition, WidgetResult } from '../widget-context.ts';
import type { Figure, GroupedBarConfig, HeatMapConfig, RankingCardConfig, RankingRow } from '../widget-types.ts';
import { doughnut, PERSONS_ALL, PERSONS_OPA, raceSeries, racesPresent, rateFigure, ratioFigure } from './build.ts';

const Z = 1.959964;

/** B9: the bars plus the card's headline, the Mantel-Haenszel odds ratio of the minority share when dark vs light. */
export type VeilOfDarknessConfig = GroupedBarConfig & { headline: { label: string; value: Figure; minority: string } };

/** Why a per-resident widget cannot be shown (officer or tag filter, no population entered), or null (analytics-widgets.md §8). */
const perResidentProblem = (context: WidgetContext): string | null => {
  if (context.officerFiltered || context.tagFiltered)
    return 'Not available under officer or tag filters: the resident population cannot be filtered that way.';
  if (context.population === null) return "Needs the jurisdiction's residents by race (ACS 5-year), entered in the agency settings.";
  return null;
};

const hasPersons = (reader: CounterReader) => reader.person('p') > 0;
/** The races of officer-initiated persons, White first, then by persons ('unknown' left out). */
const opaRaces = (reader: CounterReader) => racesPresent(reader, 'opa');
const bar = (name: string, values: Figure[], index: number) => ({ name, values, colour: colourAt(index) });

/** Minutes of the day as 'HH:MM'. */
const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export interface Stratum {
  /** Minority when dark, White when dark, minority when light, White when light. */
  a: number;
  b: number;
  c: number;
  d: number;
}

/**
 * The Mantel-Haenszel odds ratio over strata with the Robins-Breslow-Greenland variance of its log: exp(ln OR ± 1.96·SE).
 * Strata without both a light and a dark stop add nothing. Null when a sum is 0.
 */
export function mantelHaenszel(strata: Stratum[]): { value: number | null; lower: number | null; upper: number | null } {
  let sumR = 0;
  let sumS = 0;
  let sumPR = 0;
  let sumPSQR = 0;
  let sumQS = 0;
  for (const { a, b, c, d } of strata) {
    const n = a + b + c + d;
    if (n === 0) continue;
    const r = (a * d) / n;
    const s = (b * c) / n;
    const p = (a + d) / n;
    const q = (b + c) / n;
    sumR += r;
    sumS += s;
    sumPR += p * r;
    sumPSQR += p * s + q * r;
    sumQS += q * s;
  }
  if (sumR === 0 || sumS === 0) return { value: null, lower: null, upper: null };
  const odds = sumR / sumS;
  const variance = sumPR / (2 * sumR * sumR) + sumPSQR / (2 * sumR * sumS) + sumQS / (2 * sumS * sumS);
  const se = Math.sqrt(variance);
  return { value: odds, lower: Math.exp(Math.log(odds) - Z * se), upper: Math.exp(Math.log(odds) + Z * se) };
}

/** The `race:<r>:durlike:<bucket>` histogram of officer-initiated persons. */
function likeDurations(reader: CounterReader, race: string): Array<[number, number]> {
  const prefix = `opa:race:${race}:durlike:`;
  const histogram: Array<[number, number]> = [];
  for (const key of reader.keysWithPrefix(prefix)) histogram.push([Number(key.slice(prefix.length)), reader.counters[key] as number]);
  return histogram;
}

export const VOD_MINORITY = 'black';
export const VOD_MIN_STOPS = 1000;
export const POPULATION_MIN_TOTAL = 10_000;
export const POPULATION_MIN_GROUP = 100;

/** B. Demographics and disparity (analytics-widgets.md §3). */
export const DEMOGRAPHIC_WIDGETS: WidgetDefinition[] = [
  {
    id: 'persons_by_race',
    kind: 'doughnut',
    title: 'Who was contacted (perceived race)',
    section: 'demographics',
    info: `Share of persons contacted by perceived race. ${RACE_FOOTNOTE} Officer-perceived, not self-reported.`,
    contextLabel: PERSONS_ALL,
    needs: ['race'],
    compute({ current }) {
      const config = doughnut([...RACE_GROUPS, 'unknown'].map((race) => [race, current.person(`race:${race}`)]));
      return { config, limited: false, hasData: config.total > 0 };
    },
  },
  {
    id: 'race_share_vs_population',
    kind: 'grouped_bar',
    title: 'Share of stops vs share of residents',
    section: 'demographics',
    info: `For each perceived-race group, its share of officer-initiated persons stopped (with a 95% interval; persons without a recorded race left out) beside its share of residents (ACS 5-year, as entered by the agency). Residents are not drivers: a per-resident comparison may not reflect who drives through the area. Not available under officer or tag filters, or without the population. ${RACE_FOOTNOTE}`,
    contextLabel: PERSONS_OPA,
    needs: ['race'],
    compute(context) {
      const { current, population } = context;
      const problem = perResidentProblem(context);
      const races = opaRaces(current);
      const known = races.reduce((sum, race) => sum + current.person(`race:${race}`, 'opa'), 0);
      const empty: GroupedBarConfig = { categories: [], unit: 'percent', series: [] };
      if (problem !== null || population === null) return { config: empty, limited: true, hasData: hasPersons(current) };
      const residents = Object.entries(population.byRace)
        .filter(([, count]) => count > 0)
        .sort((a, b) => (a[0] === 'white' ? -1 : b[0] === 'white' ? 1 : b[1] - a[1]))
        .map(([race]) => race);
      const categories = [...residents, ...races.filter((race) => !residents.includes(race))];
      const config: GroupedBarConfig = {
        categories: categories.map(labelOf),
        unit: 'percent',
        series: [
          bar(
            'Officer-initiated persons stopped',
            categories.map((race) => rateFigure(current.person(`race:${race}`, 'opa'), known)),
            0,
          ),
          bar(
            'Residents',
            categories.map((race) => {
              const count = population.byRace[race];
              return { value: count === undefined || population.total === 0 ? null : count / population.total, n: population.total };
            }),
            1,
          ),
        ],
      };
      return { config, limited: known < 30, hasData: hasPersons(current) };
    },
  },
  {
    id: 'stop_rate_ratio',
    kind: 'ranking_card',
    title: 'Likelihood of being stopped vs White residents',
    section: 'demographics',
    info: `For each perceived-race group: officer-initiated persons stopped per resident, divided by the same rate for White residents, with a 95% interval (log method, Poisson counts); the tooltip gives stops per 1,000 residents a year (count × 365 / days). Per resident, not per driver: it may not fully account for differences in driving behaviour or for non-residents. Hidden when the population is under 10,000 or a group's is 100 or fewer; not available under officer or tag filters. ${RACE_FOOTNOTE}`,
    contextLabel: PERSONS_OPA,
    needs: ['race'],
    top: true,
    compute(context) {
      const { current, population, period } = context;
      const header: RankingCardConfig['header'] = {
        elements_label: 'Perceived race',
        value_label: 'Stop rate vs White',
        tooltip_label: 'Stops per 1,000 residents a year',
        info_message: 'Per resident, not per driver: may not fully account for differences in driving behaviour or for non-residents.',
      };
      const limited = (message: string): WidgetResult => ({
        config: { header: { ...header, info_message: message }, unit: 'ratio', ranking_list: [] },
        limited: true,
        hasData: hasPersons(current),
      });
      const problem = perResidentProblem(context);
      if (problem !== null || population === null) return limited(problem ?? '');
      if (population.total < POPULATION_MIN_TOTAL) return limited('Population too small (< 10,000).');
      const whiteResidents = population.byRace.white ?? 0;
      const whiteStops = current.person('race:white', 'opa');
      if (whiteResidents <= POPULATION_MIN_GROUP) return limited('White population too small (≤ 100) to serve as the reference.');
      if (whiteStops === 0) return limited('No officer-initiated stops of people perceived as White: no reference rate.');
      const annual = 365 / period.days;
      const races = [...new Set([...Object.keys(population.byRace), ...opaRaces(current)])].filter((race) => race !== 'unknown');
      const rows: RankingRow[] = races.map((race) => {
        const stops = current.person(`race:${race}`, 'opa');
        const residents = population.byRace[race] ?? 0;
        const label = labelOf(race);
        if (residents <= POPULATION_MIN_GROUP)
          return {
            elements: [{ label, detail: `${stops.toLocaleString('en-US')} stops · race population too small (≤ 100)` }],
            value: { value: null, n: stops },
          };
        const perThousand = ((stops / residents) * 1000 * annual).toFixed(1);
        const ratio = stops / residents / (whiteStops / whiteResidents);
        const se = Math.sqrt(1 / stops + 1 / whiteStops);
        const value: Figure =
          race === 'white'
            ? { value: 1, n: stops, hatched: stops < STABLE_NUMERATOR }
            : stops === 0
              ? { value: 0, lower: null, upper: null, n: 0, hatched: true }
              : {
                  value: ratio,
                  lower: Math.exp(Math.log(ratio) - Z * se),
                  upper: Math.exp(Math.log(ratio) + Z * se),
                  n: stops,
                  hatched: stops < STABLE_NUMERATOR || whiteStops < STABLE_NUMERATOR,
                };
        return {
          elements: [
            {
              label,
              tooltip_value: `${perThousand} per 1,000 residents a year`,
              detail: `${race === 'white' ? 'reference · ' : ''}${stops.toLocaleString('en-US')} stops · ${residents.toLocaleString('en-US')} residents`,
            },
          ],
          value,
        };
      });
      rows.sort((a, b) => (b.value.value ?? -1) - (a.value.value ?? -1));
      const prompt = period.days < 182 ? ' Per-resident rates are meant for periods of 6 months or more.' : '';
      return {
        config: { header: { ...header, info_message: `${header.info_message}${prompt}` }, unit: 'ratio', ranking_list: rows },
        limited: false,
        hasData: hasPersons(current),
      };
    },
  },
  {
    id: 'age_gender_profile',
    kind: 'grouped_bar',
    title: 'Age band × perceived gender',
    section: 'demographics',
    info: 'Persons contacted by perceived age band and perceived gender (including transgender and non-binary). Persons without a recorded age are left out; a recorded age without a gender shows as "Not recorded".',
    contextLabel: PERSONS_ALL,
    needs: ['age', 'gender'],
    compute({ current }) {
      const genders = [...GENDER_GROUPS, 'unknown'].filter((gender) =>
        AGE_BANDS.some((band) => current.person(`age:${band}:gender:${gender}`) > 0),
      );
      const config: GroupedBarConfig = {
        categories: [...AGE_BANDS],
        unit: 'count',
        series: genders.map((gender, index) =>
          bar(
            labelOf(gender),
            AGE_BANDS.map((band) => {
              const count = current.person(`age:${band}:gender:${gender}`);
              return { value: count, n: count };
            }),
            index,
          ),
        ),
      };
      return { config, limited: false, hasData: genders.length > 0 };
    },
  },
  {
    id: 'identity_groups_profile',
    kind: 'grouped_bar',
    title: 'Disability, LGB+, transgender, limited English',
    section: 'demographics',
    info: 'For each perceived identity: its share of officer-initiated persons, and the rates of search, handcuffing and force for persons with it and without it, with 95% intervals; each with-flag bar carries its ratio to the without bar (log-method interval). Hidden under 30 persons, hatched when unstable.',
    contextLabel: PERSONS_OPA,
    needs: ['identities', 'searched', 'actions', 'force'],
    compute({ current }) {
      const persons = current.person('p', 'opa');
      const identities = IDENTITIES.filter((identity) => current.person(`ident:${identity}`, 'opa') > 0);
      const measures = [
        ['searched', 'Searched'],
        ['handcuffed', 'Handcuffed'],
        ['force', 'Force'],
      ] as const;
      const series = [
        bar(
          'Share of persons',
          identities.map((identity) => rateFigure(current.person(`ident:${identity}`, 'opa'), persons)),
          0,
        ),
      ];
      for (const [measure, name] of measures) {
        const withFlag = identities.map((identity) => {
          const n = current.person(`ident:${identity}`, 'opa');
          return [current.person(`ident:${identity}:${measure}`, 'opa'), n] as const;
        });
        const without = withFlag.map(([k, n]) => [current.person(measure, 'opa') - k, persons - n] as const);
        series.push(
          bar(
            `${name} · with`,
            // Each with-flag bar carries its ratio to the without bar (RatioFigure.ratio, for the tooltip).
            withFlag.map(([k, n], index) => ratioFigure(k, n, without[index])),
            series.length,
          ),
        );
        series.push(
          bar(
            `${name} · without`,
            without.map(([k, n]) => rateFigure(k, n)),
            series.length,
          ),
        );
      }
      const config: GroupedBarConfig = { categories: identities.map(labelOf), unit: 'percent', series };
      return {
        config,
        limited: !identities.some((identity) => current.person(`ident:${identity}`, 'opa') >= 30),
        hasData: hasPersons(current),
      };
    },
  },
  {
    id: 'reason_by_race',
    kind: 'grouped_bar',
    title: 'Why each group was stopped',
    section: 'demographics',
    info: `Within each perceived-race group, the share of officer-initiated persons by primary reason for the stop (stacked to 100%), with 95% intervals. A group under 30 persons is hidden. ${RACE_FOOTNOTE}`,
    contextLabel: PERSONS_OPA,
    needs: ['race', 'reason'],
    compute({ current }) {
      const races = opaRaces(current);
      const reasons = [...REASON_GROUPS, 'unknown'].filter((reason) =>
        races.some((race) => current.person(`race:${race}:reason:${reason}`, 'opa') > 0),
      );
      const config: GroupedBarConfig = {
        categories: races.map(labelOf),
        unit: 'percent',
        stacked: true,
        series: reasons.map((reason, index) =>
          bar(
            labelOf(reason),
            races.map((race) => rateFigure(current.person(`race:${race}:reason:${reason}`, 'opa'), current.person(`race:${race}`, 'opa'))),
            index,
          ),
        ),
      };
      return { config, limited: !races.some((race) => current.person(`race:${race}`, 'opa') >= 30), hasData: hasPersons(current) };
    },
  },
  {
    id: 'actions_by_race',
    kind: 'heat_map',
    title: 'Actions taken during the contact, by race',
    section: 'demographics',
    info: `For each perceived-race group (rows) and non-force action (columns): the share of the group's officer-initiated persons with that action, with a 95% interval. Cells of groups under 30 persons are hidden; cells with fewer than 20 persons or a group of 30-59 are hatched as unstable. ${RACE_FOOTNOTE}`,
    contextLabel: PERSONS_OPA,
    needs: ['race', 'actions'],
    top: true,
    compute({ current }) {
      const races = opaRaces(current);
      const cells: HeatMapConfig['cells'] = [];
      races.forEach((race, row) => {
        const n = current.person(`race:${race}`, 'opa');
        ACTIONS.forEach((action, column) => {
          cells.push([row, column, rateFigure(current.person(`race:${race}:act:${action}`, 'opa'), n)]);
        });
      });
      const config: HeatMapConfig = { rows: races.map(labelOf), columns: ACTIONS.map(labelOf), unit: 'percent', cells };
      return { config, limited: !races.some((race) => current.person(`race:${race}`, 'opa') >= 30), hasData: hasPersons(current) };
    },
  },
  {
    id: 'result_by_race',
    kind: 'grouped_bar',
    title: 'Outcome by race',
    section: 'demographics',
    info: `For each perceived-race group, the share of officer-initiated persons with each result (a person with several results counts in each), with 95% intervals, and each group's ratio to White (log-method interval), notably for "No action" and arrest. Hidden under 30 persons, hatched when unstable. ${RACE_FOOTNOTE}`,
    contextLabel: PERSONS_OPA,
    needs: ['race', 'results'],
    top: true,
    compute({ current }) {
      const races = opaRaces(current);
      const size = (race: string) => current.person(`race:${race}`, 'opa');
      const count = (race: string, result: string) => current.person(`race:${race}:result:${result}`, 'opa');
      // Each group's bar carries its ratio to White's (RatioFigure.ratio): the catalogue's no-action and arrest ratios, and the rest.
      const config: GroupedBarConfig = {
        categories: races.map(labelOf),
        unit: 'percent',
        series: raceSeries(
          races,
          RESULT_GROUPS.map((result) => ({ name: labelOf(result), read: (race: string) => [count(race, result), size(race)] as const })),
        ),
      };
      return { config, limited: !races.some((race) => size(race) >= 30), hasData: hasPersons(current) };
    },
  },
  {
    id: 'veil_of_darkness',
    kind: 'grouped_bar',
    title: 'Veil of darkness (daylight vs dark)',
    section: 'demographics',
    info: `Officer-initiated traffic stops between 16:00 and 22:00, with light and dark from the sun's position at the stop (the sunset-to-civil-dusk twilight is left out; the officer's lighting field is not used). Bars: in each 15-minute slice, the share of people perceived as Black among Black and White persons stopped, in daylight and in the dark (hidden under 30). Headline: the Mantel-Haenszel odds ratio of that share, dark vs light, pooled over the slices (so clock time is held fixed), with a 95% interval; a ratio below 1 means a smaller share when race is harder to see. Needs at least 1,000 such stops; not available under officer or tag filters. ${RACE_FOOTNOTE}`,
    contextLabel: 'Officer-initiated traffic stops · persons',
    needs: ['race', 'reason'],
    top: true,
    compute(context) {
      const { current } = context;
      const minority = VOD_MINORITY;
      const slices: number[] = [];
      for (let minute = VOD_FROM_MINUTE; minute < VOD_TO_MINUTE; minute += 15) slices.push(minute);
      const at = (slice: number, light: 'light' | 'dark', race: string) => current.person(`vod:${slice}:${light}:${race}`, 'opa');
      const strata: Stratum[] = slices.map((slice) => ({
        a: at(slice, 'dark', minority),
        b: at(slice, 'dark', 'white'),
        c: at(slice, 'light', minority),
        d: at(slice, 'light', 'white'),
      }));
      const analysed = strata.reduce((sum, { a, b, c, d }) => sum + a + b + c + d, 0);
      const blocked = context.officerFiltered || context.tagFiltered;
      const enough = analysed >= VOD_MIN_STOPS && !blocked;
      const odds = mantelHaenszel(strata);
      const label = blocked
        ? 'Not available under officer or tag filters'
        : enough
          ? 'Odds ratio, dark vs light (Mantel-Haenszel over 15-minute slices)'
          : `Insufficient data: ${analysed.toLocaleString('en-US')} of the 1,000 stops needed`;
      const config: VeilOfDarknessConfig = {
        categories: slices.map(clock),
        unit: 'percent',
        series: [
          bar(
            'Daylight',
            strata.map(({ c, d }) => rateFigure(c, c + d)),
            0,
          ),
          bar(
            'Dark',
            strata.map(({ a, b }) => rateFigure(a, a + b)),
            1,
          ),
        ],
        headline: {
          label,
          minority,
          value: enough ? { value: odds.value, lower: odds.lower, upper: odds.upper, n: analysed } : { value: null, n: analysed },
        },
      };
      return { config, limited: !enough, hasData: hasPersons(current) };
    },
  },
  {
    id: 'duration_by_race_like_outcomes',
    kind: 'grouped_bar',
    title: 'Duration by race for comparable outcomes',
    section: 'demographics',
    info: `Median duration in minutes (capped at 240, to the 5-minute step) with the interquartile range, by perceived race, of officer-initiated traffic stops whose only results were a citation, a warning or no action, so that like is compared with like. Hidden under 30 persons, hatched under 60. ${RACE_FOOTNOTE}`,
    contextLabel: 'Officer-initiated traffic stops ending in citation, warning or no action · persons',
    needs: ['race', 'reason', 'results'],
    compute({ current }) {
      const races = RACE_GROUPS.filter((race) => likeDurations(current, race).length > 0);
      const figures = races.map((race): Figure => {
        const histogram = likeDurations(current, race);
        const n = histogram.reduce((sum, [, count]) => sum + count, 0);
        if (n < 30) return { value: null, lower: null, upper: null, n };
        return {
          value: histogramQuantile(histogram, 0.5),
          lower: histogramQuantile(histogram, 0.25),
          upper: histogramQuantile(histogram, 0.75),
          n,
          hatched: n < 60,
        };
      });
      // White first (the reference), then by persons.
      const order = races
        .map((race, index) => ({ race, figure: figures[index] as Figure }))
        .sort((a, b) => (a.race === 'white' ? -1 : b.race === 'white' ? 1 : (b.figure.n ?? 0) - (a.figure.n ?? 0)));
      const config: GroupedBarConfig = {
        categories: order.map(({ race }) => labelOf(race)),
        unit: 'minutes',
        series: [
          bar(
            'Median (interquartile range)',
            order.map(({ figure }) => figure),
            0,
          ),
        ],
      };
      return { config, limited: !order.some(({ figure }) => figure.value !== null), hasData: hasPersons(current) };
    },
  },
];
