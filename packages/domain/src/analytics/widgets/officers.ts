import { INDICATOR_LABELS, type IndicatorId } from '../../early-intervention/indicators.ts';
import { EXPERIENCE_BANDS } from '../counters.ts';
import { colourAt } from '../palette.ts';
import { STABLE_DENOMINATOR, STABLE_NUMERATOR } from '../stats.ts';
import { CounterReader, type EiAlertOfPeriod, type Scoped, type WidgetContext, type WidgetDefinition } from '../widget-context.ts';
import type { Figure, GroupedBarConfig, RankingCardConfig, RankingRow, SeriesConfig } from '../widget-types.ts';
import { allHidden, countFigure, formatPercent, rateFigure, type WithInfoMessage } from './build.ts';

/**
 * G. Officers and groups (analytics-widgets.md §3 G): supervisory, never offered to the officer role. Rankings read the
 * per-officer and per-group counters (context.officers / groups), which exist for the whole agency only: under an
 * officer, group, area or tag filter they are empty and the rankings ask to clear the filter.
 */

const SMALL_NUMBERS =
  'Rates with fewer than 30 persons behind them are hidden; fewer than 20 events or fewer than 60 persons are unstable. 95% intervals: Wilson, Clopper-Pearson under 5 events.';
const Z = 1.959964;

/** Officer-vs-peer minimum sizes (analytics-widgets.md G2): persons for the person rates, searches for the hit rate. */
export const PEER_MIN_PERSONS = 50;
export const PEER_MIN_SEARCHES = 30;
/** Officers with fewer reports do not count towards the peer median of complaints per 100 contacts. */
export const PEER_MEDIAN_MIN_CONTACTS = 30;

/** How long an alert has been open, or that it was closed. */
function alertAge(alert: EiAlertOfPeriod): string {
  if (alert.status === 'closed') return 'Closed';
  const days = alert.days_open;
  return `${alert.status === 'in_review' ? 'In review' : 'Open'} ${days} day${days === 1 ? '' : 's'}`;
}

/** Why the officer breakdowns are empty although the period has reports. */
function breakdownMessage(context: WidgetContext): string {
  return context.officerFiltered
    ? 'Clear the officer or group filter to compare officers.'
    : 'Officer and group breakdowns cover the whole agency: clear the area and tag filters.';
}

/** '12.0% (8.1%–17.3%) · n = 120', or '— · n = 12' when hidden. */
function rateText(figure: Figure): string {
  const interval = figure.lower === null || figure.lower === undefined || figure.upper === null || figure.upper === undefined;
  const value =
    figure.value === null
      ? '—'
      : `${formatPercent(figure.value)}${interval ? '' : ` (${formatPercent(figure.lower)}–${formatPercent(figure.upper)})`}`;
  return `${value} · n = ${(figure.n ?? 0).toLocaleString('en-US')}`;
}

const per100 = (count: number, contacts: number) => (contacts === 0 ? '—' : ((count * 100) / contacts).toFixed(1));

/** A ranking card with no rows and a message (limited), or no data when the period has no reports. */
function emptyRanking(context: WidgetContext, header: RankingCardConfig['header'], unit: RankingCardConfig['unit']) {
  const hasData = context.current.get('c') > 0;
  const config: RankingCardConfig = {
    header: hasData ? { ...header, info_message: breakdownMessage(context) } : header,
    unit,
    ranking_list: [],
  };
  return { config, limited: hasData, hasData };
}

/** The median (mean of the two middle values when even) and the nearest-rank P95 of some values; null without values. */
export function medianAndP95(values: readonly number[]): { median: number | null; p95: number | null } {
  if (values.length === 0) return { median: null, p95: null };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1 ? (sorted[Math.floor(middle)] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, p95: sorted[Math.ceil(0.95 * sorted.length) - 1] as number };
}

/** Byar's 95% interval of a standardised ratio O / E (E taken as fixed). */
export function observedExpectedInterval(observed: number, expected: number): [number, number] {
  const lower = observed === 0 ? 0 : (observed * (1 - 1 / (9 * observed) - Z / (3 * Math.sqrt(observed))) ** 3) / expected;
  const next = observed + 1;
  const upper = (next * (1 - 1 / (9 * next) + Z / (3 * Math.sqrt(next))) ** 3) / expected;
  return [lower, upper];
}

/** The rates of the peer comparison: the measure over persons (base ''), or over searched persons for the hit rate. */
export const PEER_METRICS = [
  { label: 'Search rate', measure: 'searched', base: '', min: PEER_MIN_PERSONS },
  { label: 'Hit rate', measure: 'hit', base: 'searched', min: PEER_MIN_SEARCHES },
  { label: 'Force rate', measure: 'force', base: '', min: PEER_MIN_PERSONS },
  { label: 'No-action rate', measure: 'no_action', base: '', min: PEER_MIN_PERSONS },
] as const;

export interface Standardised {
  observed: number;
  n: number;
  /** E = Σ_s n_officer,s · r_peers,s; null when the peers have no persons to take a rate from. */
  expected: number | null;
}

/**
 * Indirect standardisation over strata of contact type × reason for the stop: the officer's persons in each stratum
 * times the peers' rate in that stratum (the peers' overall rate where they have no persons in it).
 */
export function standardise(officer: CounterReader, peers: CounterReader, measure: string, base: string): Standardised {
  const tail = base === '' ? '' : `:${base}`;
  const peerN = peers.person(base === '' ? 'p' : base);
  const crude = peerN > 0 ? peers.person(measure) / peerN : null;
  let observed = 0;
  let n = 0;
  let expected: number | null = 0;
  for (const type of ['opa', 'cfs']) {
    for (const reason of officer.segments('reason:')) {
      const stratumN = officer.get(`${type}:reason:${reason}${tail}`);
      if (stratumN <= 0) continue;
      observed += officer.get(`${type}:reason:${reason}:${measure}`);
      n += stratumN;
      const peersN = peers.get(`${type}:reason:${reason}${tail}`);
      const peerRate = peersN > 0 ? peers.get(`${type}:reason:${reason}:${measure}`) / peersN : crude;
      expected = expected === null || peerRate === null ? null : expected + stratumN * peerRate;
    }
  }
  return { observed, n, expected };
}

/** The officer-vs-peer grouped bar (G2): `observed_expected` holds O / E with its interval per category. */
export type PeerComparisonConfig = WithInfoMessage<GroupedBarConfig & { observed_expected: Figure[] }>;

export const OFFICER_WIDGETS: WidgetDefinition[] = [
  {
    id: 'officer_activity_ranking',
    kind: 'ranking_card',
    title: 'Officer/group activity',
    section: 'officers',
    info: `Officers by reports in the period (involved as author or listed officer), with persons, searches, and the search, hit and force rates with their 95% intervals and n. ${SMALL_NUMBERS} A hit rate needs at least 30 searches.`,
    contextLabel: 'All contacts · reports and persons per officer',
    needs: ['searched', 'contraband', 'force'],
    supervisory: true,
    compute(context) {
      const header = { elements_label: 'Officer', value_label: 'Reports', tooltip_label: 'Reports' };
      if (context.officers.length === 0) return emptyRanking(context, header, 'count');
      const ranking_list: RankingRow[] = context.officers
        .map(({ name, counters }) => ({ name, counters, contacts: counters.get('c') }))
        .filter((officer) => officer.contacts > 0)
        .sort((a, b) => b.contacts - a.contacts || a.name.localeCompare(b.name))
        .map(({ name, counters, contacts }) => {
          const persons = counters.person('p');
          const searches = counters.person('searched');
          return {
            elements: [
              {
                label: name,
                tooltip_value: `${contacts.toLocaleString('en-US')} reports`,
                detail: `${persons.toLocaleString('en-US')} persons`,
              },
              { label: 'Searches', tooltip_value: searches.toLocaleString('en-US') },
              { label: 'Search rate', tooltip_value: rateText(rateFigure(searches, persons)) },
              { label: 'Hit rate', tooltip_value: rateText(rateFigure(counters.person('hit'), searches)) },
              { label: 'Force rate', tooltip_value: rateText(rateFigure(counters.person('force'), persons)) },
            ],
            value: countFigure(contacts),
          };
        });
      const config: RankingCardConfig = { header, unit: 'count', ranking_list };
      return { config, limited: false, hasData: ranking_list.length > 0 };
    },
  },
  {
    id: 'officer_peer_comparison',
    kind: 'grouped_bar',
    title: 'Officer vs peers (internal benchmark)',
    section: 'officers',
    info: `For the officer or group chosen in the filters: the observed search, hit, force and no-action rates; the rates expected from their peers (the rest of the agency) for the same mix of contact types and reasons for the stop (indirect standardisation, E = Σ n_officer · r_peers per stratum); and the ratio O/E with its 95% interval (Byar). A ratio is marked significant when its interval excludes 1; it is a screening signal, not corrected for the number of officers compared, and not evidence of misconduct. Compared only with at least ${PEER_MIN_PERSONS} persons (${PEER_MIN_SEARCHES} searches for the hit rate). Needs an officer or group filter.`,
    contextLabel: 'All contacts · persons, officer vs peers',
    needs: ['searched', 'contraband', 'force', 'results'],
    top: true,
    supervisory: true,
    compute({ current, agency, officerFiltered }) {
      const categories = PEER_METRICS.map((metric) => metric.label);
      const hasData = current.get('c') > 0;
      if (!officerFiltered || !agency) {
        const config: PeerComparisonConfig = {
          categories,
          unit: 'percent',
          series: [],
          observed_expected: [],
          info_message: 'Choose an officer or group in the filters to compare them with their peers.',
        };
        return { config, limited: true, hasData };
      }
      const peers = new CounterReader(agency.counters, current.counters);
      const rows = PEER_METRICS.map((metric) => {
        const { observed, n, expected } = standardise(current, peers, metric.measure, metric.base);
        const peerRate = rateFigure(peers.person(metric.measure), peers.person(metric.base === '' ? 'p' : metric.base));
        if (n < metric.min || expected === null || expected <= 0) {
          const ratio: Figure = { value: null, lower: null, upper: null, n };
          return { observed: rateFigure(observed, n), expected: { value: null, n }, peers: peerRate, ratio };
        }
        const [lower, upper] = observedExpectedInterval(observed, expected);
        const significant = lower > 1 || upper < 1;
        const ratio: Figure = { value: observed / expected, lower, upper, n, hatched: observed < STABLE_NUMERATOR, significant };
        return { observed: { ...rateFigure(observed, n), significant }, expected: { value: expected / n, n }, peers: peerRate, ratio };
      });
      const config: PeerComparisonConfig = {
        categories,
        unit: 'percent',
        series: [
          { name: 'Observed', values: rows.map((row) => row.observed), colour: colourAt(0) },
          { name: 'Expected from peers', values: rows.map((row) => row.expected), colour: colourAt(7) },
          { name: 'Peers overall', values: rows.map((row) => row.peers), colour: colourAt(15) },
        ],
        observed_expected: rows.map((row) => row.ratio),
      };
      const compared = rows.some((row) => row.ratio.value !== null);
      if (!compared && hasData)
        config.info_message = `Too few to compare: at least ${PEER_MIN_PERSONS} persons (${PEER_MIN_SEARCHES} searches for the hit rate) are needed.`;
      return { config, limited: hasData && !compared, hasData };
    },
  },
  {
    id: 'eis_alerts',
    kind: 'ranking_card',
    title: 'Early-intervention indicators',
    section: 'officers',
    info: "The early-intervention alerts open in the period (opened before its end and not closed before its start), from the agency's indicators and thresholds (Settings > Early intervention): each row names the officer and the indicators met. Supportive and non-disciplinary: review them on the Early intervention page. For internal review only.",
    contextLabel: 'Early-intervention alerts of the period',
    needs: [],
    supervisory: true,
    compute(context) {
      if (!context.eiAlerts) {
        const header = {
          elements_label: 'Officer',
          value_label: 'Indicators met',
          info_message: 'Early-intervention alerts are shown to those who review them.',
        };
        return { config: { header, unit: 'count', ranking_list: [] } satisfies RankingCardConfig, limited: false, hasData: false };
      }
      const alerts = context.eiAlerts;
      const header = {
        elements_label: 'Officer',
        value_label: 'Indicators met',
        info_message: alerts.length
          ? 'Open the Early intervention page to review each alert.'
          : 'No officer met an early-intervention indicator in this period.',
      };
      const ranking_list: RankingRow[] = alerts.map((alert) => ({
        elements: [
          { label: alert.officer_name, detail: alertAge(alert) },
          ...alert.indicators.map((indicator) => ({ label: INDICATOR_LABELS[indicator as IndicatorId] ?? indicator })),
        ],
        value: { value: alert.indicators.length, n: alert.indicators.length },
      }));
      const config: RankingCardConfig = { header, unit: 'count', ranking_list };
      return { config, limited: false, hasData: context.current.get('c') > 0 || alerts.length > 0 };
    },
  },
  {
    id: 'group_comparison',
    kind: 'grouped_bar',
    title: 'Groups/units side by side',
    section: 'officers',
    info: `Search, hit, force and no-action rates of the persons contacted by each group's members, with 95% intervals. A report shared by members of one group counts once per member. Groups with fewer than ${STABLE_DENOMINATOR} persons are hatched throughout. ${SMALL_NUMBERS}`,
    contextLabel: 'All contacts · persons per group',
    needs: ['searched', 'contraband', 'force', 'results'],
    supervisory: true,
    compute(context) {
      const groups = context.groups
        .map((group: Scoped) => ({ group, persons: group.counters.person('p') }))
        .filter(({ persons }) => persons > 0)
        .sort((a, b) => b.persons - a.persons || a.group.name.localeCompare(b.group.name));
      const read = [
        ['Search rate', (g: CounterReader) => rateFigure(g.person('searched'), g.person('p'))],
        ['Hit rate', (g: CounterReader) => rateFigure(g.person('hit'), g.person('searched'))],
        ['Force rate', (g: CounterReader) => rateFigure(g.person('force'), g.person('p'))],
        ['No-action rate', (g: CounterReader) => rateFigure(g.person('no_action'), g.person('p'))],
      ] as const;
      const series = read.map(([name, figure], index) => ({
        name,
        values: groups.map(({ group, persons }) => {
          const value = figure(group.counters);
          return persons < STABLE_DENOMINATOR ? { ...value, hatched: true } : value;
        }),
        colour: colourAt(index),
      }));
      const config: WithInfoMessage<GroupedBarConfig> = { categories: groups.map(({ group }) => group.name), unit: 'percent', series };
      const hasData = context.current.get('c') > 0;
      if (groups.length === 0) {
        const filtered = context.officers.length === 0 && hasData;
        if (filtered) config.info_message = breakdownMessage(context);
        return { config, limited: filtered, hasData: filtered };
      }
      return { config, limited: allHidden(series.flatMap((line) => line.values)), hasData: true };
    },
  },
  {
    id: 'experience_rates',
    kind: 'grouped_bar',
    title: 'Rates by officer years of experience',
    section: 'officers',
    info: `Search and force rates of persons, and the share of reports with a complaint, by the reporting officer's years of experience (0–2, 3–5, 6–10, 11–20, over 20). Agency level: not available under an officer or group filter. ${SMALL_NUMBERS}`,
    contextLabel: 'All contacts · persons, and reports for complaints',
    needs: ['officer_years', 'searched', 'force'],
    supervisory: true,
    compute({ current, officerFiltered }) {
      const bands = EXPERIENCE_BANDS.filter((band) => current.get(`c.exp:${band}`) > 0 || current.person(`exp:${band}`) > 0);
      const series = [
        {
          name: 'Search rate',
          values: bands.map((band) => rateFigure(current.person(`exp:${band}:searched`), current.person(`exp:${band}`))),
        },
        { name: 'Force rate', values: bands.map((band) => rateFigure(current.person(`exp:${band}:force`), current.person(`exp:${band}`))) },
        {
          name: 'Reports with a complaint',
          values: bands.map((band) => rateFigure(current.get(`c.exp:${band}:complaint`), current.get(`c.exp:${band}`))),
        },
      ].map((line, index) => ({ ...line, colour: colourAt(index) }));
      const config: WithInfoMessage<GroupedBarConfig> = { categories: bands.map((band) => `${band} years`), unit: 'percent', series };
      const hasData = bands.length > 0;
      if (officerFiltered && hasData) {
        config.info_message = 'Clear the officer or group filter: experience bands compare the whole agency.';
        return { config, limited: true, hasData };
      }
      return { config, limited: hasData && allHidden(series.flatMap((line) => line.values)), hasData };
    },
  },
  {
    id: 'complaints_trend',
    kind: 'gradient_line',
    title: 'Complaints over time',
    section: 'officers',
    info: 'Reports with a complaint in each interval of the period, by the date of the contact (the date a complaint was received is not counted); several complaints on one report count once.',
    contextLabel: 'All contacts · reports with a complaint',
    needs: [],
    supervisory: true,
    compute({ current, xAxis }) {
      const values = xAxis.map(({ days }) => current.dailySum(days, 'complaint'));
      const config: SeriesConfig = {
        x: xAxis.map((bucket) => bucket.label),
        unit: 'count',
        series: [{ name: 'Reports with a complaint', values, colour: colourAt(3) }],
      };
      return { config, limited: false, hasData: current.get('c') > 0 };
    },
  },
  {
    id: 'complaints_per_officer',
    kind: 'ranking_card',
    title: 'Complaints per officer vs peers',
    section: 'officers',
    info: `Officers with a complaint in the period, by the share of their reports with a complaint (per 100 reports) with its 95% interval, against the peer median of officers with at least ${PEER_MEDIAN_MIN_CONTACTS} reports. Hidden under 30 reports. Sustained complaints are not in the counters and are not shown.`,
    contextLabel: 'All contacts · reports with a complaint per officer',
    needs: [],
    supervisory: true,
    compute(context) {
      const header = { elements_label: 'Officer', value_label: 'Per 100 reports', tooltip_label: 'Reports with a complaint' };
      if (context.officers.length === 0) return emptyRanking(context, header, 'percent');
      const officers = context.officers.map(({ name, counters }) => ({
        name,
        contacts: counters.get('c'),
        complaints: counters.get('c.complaint'),
      }));
      const { median, p95 } = medianAndP95(
        officers.filter((officer) => officer.contacts >= PEER_MEDIAN_MIN_CONTACTS).map((officer) => officer.complaints / officer.contacts),
      );
      const peerText = median === null ? 'no peer median' : `peer median ${(median * 100).toFixed(1)}`;
      const ranking_list: RankingRow[] = officers
        .filter((officer) => officer.complaints > 0 && officer.contacts > 0)
        .sort(
          (a, b) => b.complaints / b.contacts - a.complaints / a.contacts || b.complaints - a.complaints || a.name.localeCompare(b.name),
        )
        .map(({ name, contacts, complaints }) => ({
          elements: [
            {
              label: name,
              tooltip_value: `${complaints} of ${contacts.toLocaleString('en-US')} reports`,
              detail: `${per100(complaints, contacts)} per 100 reports · ${peerText}`,
            },
          ],
          value: rateFigure(complaints, contacts),
        }));
      const config: RankingCardConfig = {
        header: {
          ...header,
          info_message:
            median === null
              ? `No officer has ${PEER_MEDIAN_MIN_CONTACTS} reports or more: no peer median.`
              : `Peer median ${(median * 100).toFixed(1)} per 100 reports · P95 ${((p95 ?? 0) * 100).toFixed(1)} (officers with at least ${PEER_MEDIAN_MIN_CONTACTS} reports).`,
        },
        unit: 'percent',
        ranking_list,
      };
      return { config, limited: false, hasData: context.current.get('c') > 0 };
    },
  },
];
