import { REASON_GROUPS, RESULT_GROUPS } from '../fact-sources.ts';
import { labelOf, RACE_FOOTNOTE } from '../labels.ts';
import { colourAt } from '../palette.ts';
import type { CounterReader, WidgetDefinition } from '../widget-context.ts';
import type { Figure, GroupedBarConfig, HeatMapConfig } from '../widget-types.ts';
import {
  allHidden,
  formatPercent,
  labelledDoughnut,
  optionLabel,
  PERSONS_ALL,
  PERSONS_OPA,
  personKeys,
  raceSeries,
  racesPresent,
  rateFigure,
  ratioFigure,
  sankeyOf,
} from './build.ts';

/** C. Searches and outcomes (analytics-widgets.md §3 C). Rates count persons; disparity widgets read officer-initiated stops. */

const SEARCHED_OPA = 'Officer-initiated stops · persons searched';
const SEARCHED_ALL = 'All contacts · persons searched';
const HITS_ALL = 'All contacts · persons searched with contraband found';
const SMALL_NUMBERS =
  'Rates with fewer than 30 persons behind them are hidden; fewer than 20 events or fewer than 60 persons are hatched as unstable. Bars carry 95% intervals (Wilson; Clopper-Pearson under 5 events).';

/** The reason groups of C2 (NC's stop purposes): traffic, investigatory, every other reason (and none recorded). */
const TRAFFIC = ['traffic'] as const;
const INVESTIGATORY = ['reasonable_suspicion', 'probable_cause'] as const;

/** [k, n] of the reasons given, summed: searched and persons of a race group among officer-initiated stops. */
function searchedByReason(reader: CounterReader, race: string, reasons: readonly string[]): [number, number] {
  let k = 0;
  let n = 0;
  for (const reason of reasons) {
    k += reader.person(`race:${race}:reason:${reason}:searched`, 'opa');
    n += reader.person(`race:${race}:reason:${reason}`, 'opa');
  }
  return [k, n];
}

const grouped = (
  categories: string[],
  series: GroupedBarConfig['series'],
  unit: GroupedBarConfig['unit'] = 'percent',
): { config: GroupedBarConfig; limited: boolean; hasData: boolean } => ({
  config: { categories, unit, series },
  limited: categories.length > 0 && allHidden(series.flatMap((entry) => entry.values)),
  hasData: categories.length > 0,
});

const SEARCH_STATES: Record<string, string> = { searched: 'Searched', frisk: 'Frisk only', none: 'Not searched' };
const FOUND_STATES: Record<string, string> = { found: 'Contraband found', none: 'No contraband found' };

export const SEARCH_WIDGETS: WidgetDefinition[] = [
  {
    id: 'stop_outcome_sankey',
    kind: 'sankey',
    title: 'From contact to outcome',
    section: 'searches',
    info: 'Persons flowing from the reason for the stop, to whether they were searched, frisked only or not searched, to whether contraband was found in the search, to the result of the stop (the most serious result when several were recorded: arrest, citation, warning, no action, other). Persons not searched skip the contraband stage.',
    contextLabel: PERSONS_ALL,
    needs: ['reason', 'searched', 'contraband', 'results'],
    top: true,
    compute({ current }) {
      const paths = [...personKeys(current, 'flow:')].map(([rest, value]) => {
        const [reason = 'unknown', search = 'none', found = 'na', result = 'unknown'] = rest.split(':');
        return { codes: [reason, search, search === 'searched' ? found : null, result], value };
      });
      const config = sankeyOf(
        [
          { name: 'reason', label: labelOf, order: [...REASON_GROUPS, 'unknown'] },
          { name: 'search', label: (code) => SEARCH_STATES[code] ?? labelOf(code), order: ['searched', 'frisk', 'none'] },
          { name: 'contraband', label: (code) => FOUND_STATES[code] ?? labelOf(code), order: ['found', 'none'] },
          { name: 'result', label: labelOf, order: [...RESULT_GROUPS, 'unknown'] },
        ],
        paths,
      );
      return { config, limited: false, hasData: config.links.length > 0 };
    },
  },
  {
    id: 'search_rate_by_race',
    kind: 'grouped_bar',
    title: 'Search rate by race, by reason for stop',
    section: 'searches',
    info: `Persons searched (person or property) out of persons stopped, by perceived race, for traffic stops, investigatory stops (reasonable suspicion or probable cause), stops for any other reason, and all stops. Each bar carries its ratio to the White rate of the same series (log-method 95% interval). ${SMALL_NUMBERS} ${RACE_FOOTNOTE}`,
    contextLabel: PERSONS_OPA,
    needs: ['race', 'searched', 'reason'],
    top: true,
    compute({ current }) {
      const races = racesPresent(current, 'opa');
      const all = (race: string): [number, number] => [
        current.person(`race:${race}:searched`, 'opa'),
        current.person(`race:${race}`, 'opa'),
      ];
      const traffic = (race: string) => searchedByReason(current, race, TRAFFIC);
      const investigatory = (race: string) => searchedByReason(current, race, INVESTIGATORY);
      const other = (race: string): [number, number] => {
        const [k, n] = all(race);
        const [kt, nt] = traffic(race);
        const [ki, ni] = investigatory(race);
        return [k - kt - ki, n - nt - ni];
      };
      return grouped(
        races.map(labelOf),
        raceSeries(races, [
          { name: 'Traffic violation', read: traffic },
          { name: 'Reasonable suspicion or probable cause', read: investigatory },
          { name: 'Other reasons', read: other },
          { name: 'All reasons', read: all },
        ]),
      );
    },
  },
  {
    id: 'hit_rate_by_race',
    kind: 'grouped_bar',
    title: 'Contraband hit rate by race (outcome test)',
    section: 'searches',
    info: `Persons searched with contraband or evidence found, out of persons searched (n = searches), by perceived race, with the ratio to the White hit rate. Lower hit rates for a group suggest searches of that group needed less evidence (outcome test); subject to infra-marginality. No searches show as "—", never 0. ${SMALL_NUMBERS} ${RACE_FOOTNOTE}`,
    contextLabel: SEARCHED_OPA,
    needs: ['race', 'searched', 'contraband'],
    top: true,
    compute({ current }) {
      const races = racesPresent(current, 'opa').filter((race) => current.person(`race:${race}:searched`, 'opa') > 0);
      return grouped(
        races.map(labelOf),
        raceSeries(races, [
          {
            name: 'Hit rate',
            read: (race) => [current.person(`race:${race}:hit`, 'opa'), current.person(`race:${race}:searched`, 'opa')],
          },
        ]),
      );
    },
  },
  {
    id: 'hit_rate_area_matrix',
    kind: 'heat_map',
    title: 'Hit rate by area × race',
    section: 'searches',
    info: `Hit rate (contraband found / persons searched) in each area for each perceived race; n is the number of searches. Cells with fewer than 30 searches are hatched and their rate hidden. Areas are sorted by their largest gap between a group's hit rate and the White hit rate (either direction), areas without a comparable pair last. Agency-wide and area results can differ (Simpson's paradox). ${RACE_FOOTNOTE}`,
    contextLabel: SEARCHED_OPA,
    needs: ['race', 'searched', 'contraband'],
    compute({ current, areaNames }) {
      const searched = new Map<string, Map<string, number>>();
      const hits = new Map<string, number>();
      for (const [rest, count] of personKeys(current, 'area:', 'opa')) {
        const match = /^([^:]+):race:([^:]+):(searched|hit)$/.exec(rest);
        if (!match || match[2] === 'unknown') continue;
        const [, area = '', race = '', measure] = match;
        if (measure === 'hit') hits.set(`${area}:${race}`, count);
        else if (count > 0) searched.set(area, (searched.get(area) ?? new Map<string, number>()).set(race, count));
      }
      const raceTotals = new Map<string, number>();
      for (const byRace of searched.values()) for (const [race, count] of byRace) raceTotals.set(race, (raceTotals.get(race) ?? 0) + count);
      const columns = [...raceTotals.keys()].sort((a, b) =>
        a === 'white' ? -1 : b === 'white' ? 1 : (raceTotals.get(b) ?? 0) - (raceTotals.get(a) ?? 0) || a.localeCompare(b),
      );
      const rows = [...searched.entries()].map(([area, byRace]) => {
        const figures = new Map<string, Figure>();
        for (const [race, n] of byRace) {
          const figure = rateFigure(hits.get(`${area}:${race}`) ?? 0, n);
          figures.set(race, n < 30 ? { ...figure, hatched: true } : figure);
        }
        const white = figures.get('white')?.value ?? null;
        let gap: number | null = null;
        if (white !== null)
          for (const [race, figure] of figures) {
            if (race === 'white' || figure.value === null || figure.value === undefined) continue;
            const difference = figure.value - white;
            if (gap === null || Math.abs(difference) > Math.abs(gap)) gap = difference;
          }
        const total = [...byRace.values()].reduce((sum, count) => sum + count, 0);
        return { name: areaNames[area] ?? area, figures, gap, total };
      });
      rows.sort(
        (a, b) =>
          (a.gap === null ? 1 : 0) - (b.gap === null ? 1 : 0) ||
          Math.abs(b.gap ?? 0) - Math.abs(a.gap ?? 0) ||
          b.total - a.total ||
          a.name.localeCompare(b.name),
      );
      const cells: HeatMapConfig['cells'] = [];
      rows.forEach((row, rowIndex) => {
        columns.forEach((race, columnIndex) => {
          const figure = row.figures.get(race);
          if (figure) cells.push([rowIndex, columnIndex, figure]);
        });
      });
      const config: HeatMapConfig = { rows: rows.map((row) => row.name), columns: columns.map(labelOf), unit: 'percent', cells };
      return { config, limited: cells.length > 0 && allHidden(cells.map(([, , figure]) => figure)), hasData: cells.length > 0 };
    },
  },
  {
    id: 'search_basis_mix',
    kind: 'doughnut',
    title: 'Basis for search',
    section: 'searches',
    info: 'Share of the bases for search recorded for persons searched. A person searched on several bases is counted once for each, so the total is the number of bases recorded.',
    contextLabel: SEARCHED_ALL,
    needs: ['searched', 'basis'],
    compute(context) {
      const entries = [...personKeys(context.current, 'basis:')].filter(([code]) => !code.includes(':'));
      const config = labelledDoughnut(entries, (code) => optionLabel(context, code));
      return { config, limited: false, hasData: config.total > 0 };
    },
  },
  {
    id: 'hit_rate_by_basis',
    kind: 'grouped_bar',
    title: 'Hit rate by basis for search × race',
    section: 'searches',
    info: `Hit rate (contraband found / persons searched) for each basis for search, consent first, by perceived race, with the ratio to the White hit rate on the same basis; the last series is every person searched on that basis. A person searched on several bases counts under each. ${SMALL_NUMBERS} ${RACE_FOOTNOTE}`,
    contextLabel: SEARCHED_OPA,
    needs: ['race', 'searched', 'basis', 'contraband'],
    compute(context) {
      const { current } = context;
      const counts = new Map<string, number>();
      const raceTotals = new Map<string, number>();
      for (const [rest, count] of personKeys(current, 'race:', 'opa')) {
        const match = /^([^:]+):basis:([^:]+)(:hit)?$/.exec(rest);
        if (!match || match[1] === 'unknown') continue;
        counts.set(rest, count);
        if (!match[3]) raceTotals.set(match[1] as string, (raceTotals.get(match[1] as string) ?? 0) + count);
      }
      const bases = [...personKeys(current, 'basis:', 'opa')]
        .filter(([code, count]) => !code.includes(':') && count > 0)
        .sort(([a, x], [b, y]) => Number(b.includes('consent')) - Number(a.includes('consent')) || y - x || a.localeCompare(b))
        .map(([code]) => code);
      const races = [...raceTotals.keys()].sort((a, b) =>
        a === 'white' ? -1 : b === 'white' ? 1 : (raceTotals.get(b) ?? 0) - (raceTotals.get(a) ?? 0) || a.localeCompare(b),
      );
      const series: GroupedBarConfig['series'] = races.map((race, index) => {
        const read = (base: string, who: string): [number, number] => [
          counts.get(`${who}:basis:${base}:hit`) ?? 0,
          counts.get(`${who}:basis:${base}`) ?? 0,
        ];
        return {
          name: labelOf(race),
          values: bases.map((base) => {
            const [k, n] = read(base, race);
            return ratioFigure(k, n, race === 'white' || !races.includes('white') ? undefined : read(base, 'white'));
          }),
          colour: colourAt(index),
        };
      });
      if (bases.length > 0)
        series.push({
          name: 'All persons searched',
          values: bases.map((base) => ratioFigure(current.person(`basis:${base}:hit`, 'opa'), current.person(`basis:${base}`, 'opa'))),
          colour: colourAt(series.length),
        });
      return grouped(
        bases.map((base) => optionLabel(context, base)),
        series,
      );
    },
  },
  {
    id: 'consent_by_race',
    kind: 'grouped_bar',
    title: 'Consent requests and consent-only searches by race',
    section: 'searches',
    info: `Two rates per perceived race, each out of persons stopped: persons asked for consent to search their person or property, and persons searched on consent alone. Consent-search rates depend on recording policy, so compare within the agency only. ${SMALL_NUMBERS} ${RACE_FOOTNOTE}`,
    contextLabel: PERSONS_OPA,
    needs: ['race', 'searched', 'basis', 'actions'],
    compute({ current }) {
      const races = racesPresent(current, 'opa');
      const per = (measure: string) => (race: string) =>
        [current.person(`race:${race}:${measure}`, 'opa'), current.person(`race:${race}`, 'opa')] as const;
      return grouped(
        races.map(labelOf),
        raceSeries(races, [
          { name: 'Asked for consent to search', read: per('asked_consent') },
          { name: 'Searched on consent only', read: per('consent_only') },
        ]),
      );
    },
  },
  {
    id: 'contraband_mix',
    kind: 'doughnut',
    title: 'What was found',
    section: 'searches',
    info: 'Share of the contraband or evidence types found on persons searched; a person with several types found is counted once for each. The subtitle gives the share of all persons from whom property was seized, with its 95% interval.',
    contextLabel: HITS_ALL,
    needs: ['searched', 'contraband', 'actions'],
    compute(context) {
      const { current } = context;
      const entries = [...personKeys(current, 'contraband:')].filter(([code]) => !code.includes(':'));
      const doughnut = labelledDoughnut(entries, (code) => (code === 'found' ? 'Found (type not recorded)' : optionLabel(context, code)));
      const seized = rateFigure(current.person('seized'), current.person('p'));
      const count = `${current.person('seized').toLocaleString('en-US')} of ${(seized.n ?? 0).toLocaleString('en-US')} persons`;
      const subtitle =
        seized.value === null || seized.value === undefined
          ? `Property seized from ${count} (too few persons for a rate)`
          : `Property seized from ${formatPercent(seized.value)} of persons (${count}; 95% CI ${formatPercent(seized.lower)}–${formatPercent(seized.upper)})`;
      return { config: { ...doughnut, subtitle }, limited: false, hasData: doughnut.total > 0 };
    },
  },
  {
    id: 'arrest_rate_by_race',
    kind: 'grouped_bar',
    title: 'Arrests per stop and per search, by race',
    section: 'searches',
    info: `Two rates per perceived race: persons arrested (with or without a warrant) out of persons stopped, and persons searched and arrested out of persons searched, each with the ratio to the White rate. ${SMALL_NUMBERS} ${RACE_FOOTNOTE}`,
    contextLabel: PERSONS_OPA,
    needs: ['race', 'searched', 'results'],
    compute({ current }) {
      const races = racesPresent(current, 'opa');
      return grouped(
        races.map(labelOf),
        raceSeries(races, [
          {
            name: 'Arrests per person stopped',
            read: (race) => [current.person(`race:${race}:arrest`, 'opa'), current.person(`race:${race}`, 'opa')],
          },
          {
            name: 'Arrests per person searched',
            read: (race) => [current.person(`race:${race}:arrest_searched`, 'opa'), current.person(`race:${race}:searched`, 'opa')],
          },
        ]),
      );
    },
  },
];
