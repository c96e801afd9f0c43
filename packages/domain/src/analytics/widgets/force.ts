import { IDENTITIES, REASON_GROUPS, RESULT_GROUPS } from '../fact-sources.ts';
import { labelOf, RACE_FOOTNOTE } from '../labels.ts';
import { colourAt } from '../palette.ts';
import type { CounterReader, WidgetDefinition } from '../widget-context.ts';
import type { Colour, DoughnutConfig, GroupedBarConfig, HeatMapConfig, MapConfig, MapPoint, SeriesConfig } from '../widget-types.ts';
import { allHidden, PERSONS_ALL, PERSONS_OPA, personKeys, raceSeries, racesPresent, ratioFigure, sankeyOf } from './build.ts';

/** D. Use of force (analytics-widgets.md §3 D). Rates are per 1,000 persons; disparity widgets read officer-initiated stops. */

const FORCE_PERSONS_ALL = 'All contacts · persons with force used';
const FORCE_CONTACTS_ALL = 'All contacts · reports with force used';
const PER_THOUSAND = 1000;
const SMALL_NUMBERS =
  'Rates with fewer than 30 persons behind them are hidden; fewer than 20 persons with force or fewer than 60 persons are hatched as unstable. 95% intervals: Wilson, Clopper-Pearson under 5 events.';

/** Highest force tier (analytics-widgets.md §2, recommendation) and 'x' when the force actions are not tiered. */
export const FORCE_TIERS = ['0', '1', '2', '3', '4', 'x'] as const;
const TIER_LABELS: Record<string, string> = {
  '0': 'T0 Restraint (handcuffs)',
  '1': 'T1 Weapon displayed',
  '2': 'T2 Physical force',
  '3': 'T3 Intermediate weapon',
  '4': 'T4 Firearm discharged',
  x: 'Tier not recorded',
};
/** One colour per tier, from grey (restraint) to dark red (firearm discharged). */
const TIER_COLOURS: Record<string, Colour> = {
  '0': colourAt(7),
  '1': colourAt(1),
  '2': colourAt(4),
  '3': colourAt(3),
  '4': colourAt(19),
  x: colourAt(15),
};
const tierLabel = (tier: string) => TIER_LABELS[tier] ?? labelOf(tier);
const tierColour = (tier: string) => TIER_COLOURS[tier] ?? colourAt(15);

const CONTACT_TYPES = [
  ['opa', 'Officer-initiated'],
  ['cfs', 'Call for service'],
] as const;
const LIGHT = [
  ['light', 'daylight'],
  ['twilight', 'twilight'],
  ['dark', 'dark'],
  ['x', 'light unknown'],
] as const;

/** Force persons of one contact type or both, by highest tier (tier:<t> keys). */
const tierCounts = (reader: CounterReader) => FORCE_TIERS.map((tier) => [tier, reader.person(`tier:${tier}`)] as const);

/** 2026-03-10 -> 2025-03-10 (29 February -> 28 February). */
function yearBefore(day: string): string {
  const shifted = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return shifted.endsWith('-02-29') ? `${shifted.slice(0, 8)}28` : shifted;
}

/** [persons with force, persons] on a set of days (t:<day>:force over t:<day>:p). */
function forceOn(reader: CounterReader, days: Iterable<string>): [number, number] {
  const distinct = new Set(days);
  return [reader.dailySum(distinct, 'force'), reader.dailySum(distinct, 'p')];
}

export const FORCE_WIDGETS: WidgetDefinition[] = [
  {
    id: 'force_rate_by_race',
    kind: 'grouped_bar',
    title: 'Use-of-force rate by race',
    section: 'force',
    info: `Persons on whom force was used per 1,000 persons stopped, by perceived race, with the ratio to the White rate. The second series leaves out persons whose only force was handcuffing (shown when force actions are recorded by type), since handcuffing sits in the force list and inflates force rates. ${SMALL_NUMBERS} ${RACE_FOOTNOTE}`,
    contextLabel: PERSONS_OPA,
    needs: ['race', 'force'],
    top: true,
    compute({ current }) {
      const races = racesPresent(current, 'opa');
      const per = (measure: string) => (race: string) =>
        [current.person(`race:${race}:${measure}`, 'opa'), current.person(`race:${race}`, 'opa')] as const;
      const tiered = FORCE_TIERS.some((tier) => tier !== 'x' && current.person(`tier:${tier}`) > 0);
      const series = raceSeries(
        races,
        [{ name: 'All force', read: per('force') }, ...(tiered ? [{ name: 'Force excluding restraint only', read: per('force_nr') }] : [])],
        PER_THOUSAND,
      );
      const config: GroupedBarConfig = { categories: races.map(labelOf), unit: 'per_1000', series };
      return { config, limited: races.length > 0 && allHidden(series.flatMap((entry) => entry.values)), hasData: races.length > 0 };
    },
  },
  {
    id: 'force_tier_mix',
    kind: 'doughnut',
    title: 'Type and severity of force',
    section: 'force',
    info: 'Persons on whom force was used, by the most severe force used on them: T0 restraint (handcuffs), T1 weapon displayed or pointed, T2 physical force, T3 intermediate weapon (ECD, spray, baton, projectile, canine bite), T4 firearm discharged.',
    contextLabel: FORCE_PERSONS_ALL,
    needs: ['force', 'force_tier'],
    compute({ current }) {
      const counts = tierCounts(current).filter(([, count]) => count > 0);
      const config: DoughnutConfig = {
        data: counts.map(([tier, value]) => ({ name: tierLabel(tier), value, colour: tierColour(tier) })),
        percentage: true,
        total: counts.reduce((sum, [, value]) => sum + value, 0),
      };
      return { config, limited: false, hasData: config.total > 0 };
    },
  },
  {
    id: 'force_by_identity',
    kind: 'grouped_bar',
    title: 'Force rate by disability, LGB+, transgender, limited English and youth',
    section: 'force',
    info: `For each perceived identity, persons on whom force was used per 1,000 persons with it and per 1,000 persons stopped without it; the bar of persons with it carries the ratio to those without (log-method 95% interval). Under 18 comes from perceived age. ${SMALL_NUMBERS}`,
    contextLabel: PERSONS_OPA,
    needs: ['force', 'age'],
    compute({ current }) {
      const identities = IDENTITIES.filter((identity) => current.person(`ident:${identity}`, 'opa') > 0);
      const force = current.person('force', 'opa');
      const persons = current.person('p', 'opa');
      const withFlag = (identity: string): [number, number] => [
        current.person(`ident:${identity}:force`, 'opa'),
        current.person(`ident:${identity}`, 'opa'),
      ];
      const withoutFlag = (identity: string): [number, number] => {
        const [k, n] = withFlag(identity);
        return [force - k, persons - n];
      };
      const series: GroupedBarConfig['series'] = [
        {
          name: 'With',
          values: identities.map((identity) => ratioFigure(...withFlag(identity), withoutFlag(identity), PER_THOUSAND)),
          colour: colourAt(0),
        },
        {
          name: 'Without',
          values: identities.map((identity) => ratioFigure(...withoutFlag(identity), undefined, PER_THOUSAND)),
          colour: colourAt(1),
        },
      ];
      const config: GroupedBarConfig = { categories: identities.map(labelOf), unit: 'per_1000', series };
      return {
        config,
        limited: identities.length > 0 && allHidden(series.flatMap((entry) => entry.values)),
        hasData: identities.length > 0,
      };
    },
  },
  {
    id: 'force_context_matrix',
    kind: 'heat_map',
    title: 'Force rate by context',
    section: 'force',
    info: `Persons on whom force was used per 1,000 persons stopped, by the reason for the stop (rows) and by contact type and light (columns). Light comes from the sun's position at the place and time (daylight before sunset, twilight to civil dusk, dark after it), not from the officer's lighting field. ${SMALL_NUMBERS}`,
    contextLabel: PERSONS_ALL,
    needs: ['reason', 'force'],
    compute({ current }) {
      // counts[contact type][reason:light] and counts[...][reason:light:force]
      const byType = new Map(CONTACT_TYPES.map(([type]) => [type, personKeys(current, 'ctx:', type)]));
      const reasonsSeen = new Set<string>();
      const columns: Array<{ type: (typeof CONTACT_TYPES)[number][0]; light: string; label: string }> = [];
      for (const [type, typeLabel] of CONTACT_TYPES) {
        const counts = byType.get(type) as Map<string, number>;
        for (const [light, lightLabel] of LIGHT) {
          let persons = 0;
          for (const [rest, count] of counts) {
            const [reason = 'unknown', at, measure] = rest.split(':');
            if (at !== light || measure !== undefined || count <= 0) continue;
            persons += count;
            reasonsSeen.add(reason);
          }
          if (persons > 0) columns.push({ type, light, label: `${typeLabel} · ${lightLabel}` });
        }
      }
      const rows: string[] = [...REASON_GROUPS, 'unknown'].filter((reason) => reasonsSeen.has(reason));
      for (const reason of reasonsSeen) if (!rows.includes(reason)) rows.push(reason);
      const cells: HeatMapConfig['cells'] = [];
      rows.forEach((reason, rowIndex) => {
        columns.forEach(({ type, light }, columnIndex) => {
          const counts = byType.get(type) as Map<string, number>;
          const n = counts.get(`${reason}:${light}`) ?? 0;
          if (n > 0)
            cells.push([rowIndex, columnIndex, ratioFigure(counts.get(`${reason}:${light}:force`) ?? 0, n, undefined, PER_THOUSAND)]);
        });
      });
      const config: HeatMapConfig = { rows: rows.map(labelOf), columns: columns.map((column) => column.label), unit: 'per_1000', cells };
      return { config, limited: cells.length > 0 && allHidden(cells.map(([, , figure]) => figure)), hasData: cells.length > 0 };
    },
  },
  {
    id: 'force_trend',
    kind: 'gradient_line',
    title: 'Force per 1,000 persons contacted',
    section: 'force',
    info: `Persons on whom force was used per 1,000 persons contacted in each interval of the period, with its 95% band; the grey line is the same interval a year earlier. ${SMALL_NUMBERS}`,
    contextLabel: PERSONS_ALL,
    needs: ['force'],
    compute({ current, lastYear, xAxis }) {
      const figures = xAxis.map(({ days }) => ratioFigure(...forceOn(current, days), undefined, PER_THOUSAND));
      const series: SeriesConfig['series'] = [
        {
          name: 'Force per 1,000 persons',
          values: figures.map((figure) => figure.value),
          lower: figures.map((figure) => figure.lower ?? null),
          upper: figures.map((figure) => figure.upper ?? null),
          colour: colourAt(3),
        },
      ];
      const before = xAxis.map(({ days }) => forceOn(lastYear, days.map(yearBefore)));
      if (before.some(([, n]) => n > 0))
        series.push({
          name: 'Same time last year',
          values: before.map(([k, n]) => ratioFigure(k, n, undefined, PER_THOUSAND).value),
          colour: colourAt(15),
        });
      const persons = figures.reduce((sum, figure) => sum + (figure.n ?? 0), 0);
      const config: SeriesConfig = { x: xAxis.map((bucket) => bucket.label), unit: 'per_1000', series };
      return { config, limited: persons > 0 && allHidden(figures), hasData: persons > 0 };
    },
  },
  {
    id: 'force_path_sankey',
    kind: 'sankey',
    title: 'What led to force, and how it ended',
    section: 'force',
    info: 'Persons on whom force was used, from the reason for the stop, to the most severe force used, to the result of the stop (the most serious result when several were recorded). Shows force in contacts that ended in no action or a warning.',
    contextLabel: FORCE_PERSONS_ALL,
    needs: ['reason', 'force', 'force_tier', 'results'],
    compute({ current }) {
      const paths = [...personKeys(current, 'fpath:')].map(([rest, value]) => {
        const [reason = 'unknown', tier = 'x', result = 'unknown'] = rest.split(':');
        return { codes: [reason, tier, result], value };
      });
      const config = sankeyOf(
        [
          { name: 'reason', label: labelOf, order: [...REASON_GROUPS, 'unknown'] },
          { name: 'force', label: tierLabel, order: FORCE_TIERS },
          { name: 'result', label: labelOf, order: [...RESULT_GROUPS, 'unknown'] },
        ],
        paths,
      );
      return { config, limited: false, hasData: config.links.length > 0 };
    },
  },
  {
    id: 'force_incident_map',
    kind: 'cluster_map',
    title: 'Where force occurred',
    section: 'force',
    info: 'Reports with force used, counted per cell of about 1 km and coloured by the most severe force used on the report’s first person. Cells, not addresses: no personal data is shown.',
    contextLabel: FORCE_CONTACTS_ALL,
    needs: ['force'],
    compute({ current }) {
      const points: Array<MapPoint & { tier: string }> = [];
      for (const key of current.keysWithPrefix('c.cellforce:')) {
        const match = /^c\.cellforce:([^:]+):(-?[\d.]+),(-?[\d.]+)$/.exec(key);
        const count = current.counters[key] ?? 0;
        if (!match || count <= 0) continue;
        const [, tier = 'x', lat = '0', long = '0'] = match;
        points.push({ tier, coords: { lat: Number(lat), long: Number(long) }, count, name: tierLabel(tier), colour: tierColour(tier) });
      }
      // Most severe first on ties; an untiered cell last.
      const rank = (tier: string) => (tier === 'x' ? -1 : FORCE_TIERS.indexOf(tier as (typeof FORCE_TIERS)[number]));
      points.sort(
        (a, b) =>
          (b.count ?? 0) - (a.count ?? 0) || rank(b.tier) - rank(a.tier) || a.coords.lat - b.coords.lat || a.coords.long - b.coords.long,
      );
      const tiers = FORCE_TIERS.filter((tier) => points.some((point) => point.tier === tier));
      const config: MapConfig = {
        mapData: points.map(({ tier: _tier, ...point }) => point),
        filterMapOptions: tiers.map((tier) => ({ label: tierLabel(tier), colour: tierColour(tier) })),
      };
      return { config, limited: false, hasData: points.length > 0 };
    },
  },
];
