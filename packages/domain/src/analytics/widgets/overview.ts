import { REASON_GROUPS, RESULT_GROUPS } from '../fact-sources.ts';
import { labelOf } from '../labels.ts';
import { histogramQuantile, type Rate, rate, rateRatio, twoProportionP } from '../stats.ts';
import type { CounterReader, WidgetContext, WidgetDefinition, WidgetResult } from '../widget-context.ts';
import type { Delta, Figure, RateCardConfig } from '../widget-types.ts';
import {
  CONTACTS_ALL,
  comparedPeriods,
  countDeltas,
  doughnut,
  formatPercent,
  formatRatio,
  PERSONS_ALL,
  PERSONS_OPA,
  personRate,
  racesPresent,
  rateDeltas,
  rateFigure,
  scaleFigure,
} from './build.ts';

/** A rate card of k / n: hidden (value null) and limited when 0 < n < 30, no data when nothing was counted at all. */
function rateCard(
  value: Figure,
  subtitle: string,
  deltas: Delta[],
  hasData: boolean,
  unit: RateCardConfig['unit'] = 'percent',
): WidgetResult {
  return {
    config: { unit, value, subtitle, deltas },
    limited: value.value === null && (value.n ?? 0) > 0,
    hasData,
  };
}

/** The figure's interval as '(1.2%–3.4%)', or '' when hidden. */
const percentInterval = (figure: Figure) =>
  figure.lower === null || figure.lower === undefined || figure.upper === null || figure.upper === undefined
    ? ''
    : ` (${formatPercent(figure.lower)}–${formatPercent(figure.upper)})`;

const perThousand = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(1));

/** The capped duration histogram of contacts (`c.dur:<bucket>`), as [minutes, contacts]. */
export function durationHistogram(reader: CounterReader): Array<[number, number]> {
  const histogram: Array<[number, number]> = [];
  for (const key of reader.keysWithPrefix('c.dur:')) {
    const bucket = Number(key.slice('c.dur:'.length));
    if (Number.isFinite(bucket)) histogram.push([bucket, reader.counters[key] as number]);
  }
  return histogram.sort((a, b) => a[0] - b[0]);
}

/**
 * Median deltas by Mood's median test: the share of each period's durations above the pooled median, compared by a
 * two-proportion test; the change is relative, as for counts.
 */
function medianDeltas(context: WidgetContext): Delta[] {
  const now = durationHistogram(context.current);
  const nowMedian = histogramQuantile(now, 0.5);
  return comparedPeriods(context).map(([label, reader]) => {
    const before = durationHistogram(reader);
    const beforeMedian = histogramQuantile(before, 0.5);
    const pooled = histogramQuantile([...now, ...before], 0.5);
    const above = (histogram: Array<[number, number]>) =>
      histogram.reduce((sum, [bucket, count]) => sum + (pooled !== null && bucket > pooled ? count : 0), 0);
    const total = (histogram: Array<[number, number]>) => histogram.reduce((sum, [, count]) => sum + count, 0);
    const p = twoProportionP(above(now), total(now), above(before), total(before));
    return {
      label,
      previous: beforeMedian,
      change: nowMedian === null || beforeMedian === null || beforeMedian === 0 ? null : (nowMedian - beforeMedian) / beforeMedian,
      significant: p !== null && p < 0.05 && total(now) >= 30 && total(before) >= 30,
    };
  });
}

/** Both rates shown and stable (n >= 60, k >= 20): a sentence cannot carry hatching, so FastFacts need stable rates (§6). */
const passes = (r: Rate) => r.value !== null && !r.unstable;
const excludesOne = (lower: number | null, upper: number | null) => lower !== null && upper !== null && (lower > 1 || upper < 1);
const perceived = (race: string) => `people perceived as ${labelOf(race)}`;

/**
 * FastFacts (A8): neutral sentences comparing each group's officer-initiated rates with White, each emitted only when
 * both rates pass the small-number rules and the ratio's 95% interval excludes 1, plus the searches that found nothing.
 */
export function fastFacts(reader: CounterReader): string[] {
  const sentences: string[] = [];
  const groupRate = (race: string, measure: string, base = '') =>
    rate(reader.person(`race:${race}:${measure}`, 'opa'), reader.person(base ? `race:${race}:${base}` : `race:${race}`, 'opa'));
  // Contraband data present at all: an agency that does not record it would otherwise read as "nothing found".
  const contraband = reader.person('discovery') > 0 || reader.person('hit') > 0;
  const white = { search: groupRate('white', 'searched'), hit: groupRate('white', 'hit', 'searched'), force: groupRate('white', 'force') };
  for (const race of racesPresent(reader, 'opa')) {
    if (race === 'white' || race === 'other') continue;
    const search = groupRate(race, 'searched');
    const searchRatio = rateRatio(search, white.search);
    const searchShown = passes(search) && passes(white.search) && excludesOne(searchRatio.lower, searchRatio.upper);
    const hit = groupRate(race, 'hit', 'searched');
    const hitRatio = rateRatio(hit, white.hit);
    const hitShown = contraband && passes(hit) && passes(white.hit) && excludesOne(hitRatio.lower, hitRatio.upper);
    const hitText = `${formatPercent(hit.value, 0)} vs ${formatPercent(white.hit.value, 0)}`;
    if (searchShown && searchRatio.value !== null) {
      const clause = hitShown ? `; contraband or evidence was found in ${hitText} of those searches` : '';
      sentences.push(
        `People perceived as ${labelOf(race)} were searched at ${formatRatio(searchRatio.value, searchRatio.lower, searchRatio.upper)} the rate of ${perceived('white')}${clause}.`,
      );
    } else if (hitShown) {
      sentences.push(
        `Contraband or evidence was found in ${formatPercent(hit.value, 0)} of searches of ${perceived(race)} vs ${formatPercent(white.hit.value, 0)} of searches of ${perceived('white')}.`,
      );
    }
    const force = groupRate(race, 'force');
    const forceRatio = rateRatio(force, white.force);
    if (passes(force) && passes(white.force) && excludesOne(forceRatio.lower, forceRatio.upper) && forceRatio.value !== null)
      sentences.push(
        `Force was used on ${perceived(race)} at ${formatRatio(forceRatio.value, forceRatio.lower, forceRatio.upper)} the rate of ${perceived('white')}.`,
      );
  }
  const searched = reader.person('searched', 'opa');
  if (contraband && searched >= 30) {
    const nothing = searched - reader.person('hit', 'opa');
    sentences.push(
      `${nothing.toLocaleString('en-US')} of ${searched.toLocaleString('en-US')} searches (${formatPercent(nothing / searched)}) found no contraband or evidence.`,
    );
  }
  return sentences;
}

/** A. Overview / FastFacts (analytics-widgets.md §3 A). */
export const OVERVIEW_WIDGETS: WidgetDefinition[] = [
  {
    id: 'kpi_contacts',
    kind: 'rate_card',
    title: 'Contacts',
    section: 'overview',
    info: 'Reports in the period; the subtitle gives persons stopped and persons per report. Change against the previous period of equal length and the same period last year (significant at p < 0.05, Poisson test).',
    contextLabel: CONTACTS_ALL,
    needs: [],
    compute({ current, ...context }) {
      const contacts = current.get('c');
      const persons = current.person('p');
      return {
        config: {
          unit: 'count',
          value: { value: contacts, n: contacts },
          subtitle: `${persons.toLocaleString('en-US')} persons · ${contacts ? (persons / contacts).toFixed(2) : '0'} per contact`,
          deltas: countDeltas({ current, ...context }, (reader) => reader.get('c')),
        },
        limited: false,
        hasData: contacts > 0,
      };
    },
  },
  {
    id: 'kpi_proactive_share',
    kind: 'rate_card',
    title: 'Officer-initiated share',
    section: 'overview',
    info: 'Share of reports whose contact type is Officer Pro-active (the rest are calls for service), with a 95% interval. Hidden under 30 reports. Change in points against the previous period and the same period last year (two-proportion test, p < 0.05).',
    contextLabel: CONTACTS_ALL,
    needs: [],
    compute(context) {
      const contacts = context.current.get('c');
      const proactive = context.current.get('c.ct:opa');
      return rateCard(
        rateFigure(proactive, contacts),
        `${proactive.toLocaleString('en-US')} of ${contacts.toLocaleString('en-US')} reports officer-initiated`,
        rateDeltas(context, (reader) => [reader.get('c.ct:opa'), reader.get('c')]),
        contacts > 0,
      );
    },
  },
  {
    id: 'kpi_search_rate',
    kind: 'rate_card',
    title: 'Search rate',
    section: 'overview',
    info: 'Persons whose person or property was searched, over persons stopped, with a 95% interval; a frisk (pat-down) is not a search and is given separately in the subtitle where the agency records it. Hidden under 30 persons, hatched when unstable. Change in points (two-proportion test, p < 0.05).',
    contextLabel: PERSONS_ALL,
    needs: ['searched'],
    compute(context) {
      const { current } = context;
      const value = personRate(current, '', 'searched');
      const frisk = personRate(current, '', 'frisk');
      // Frisks are recorded only where the configuration lists non-force actions (their presence shows it does).
      const recordsActions = current.segments('act:').length > 0;
      const searches = `${current.person('searched').toLocaleString('en-US')} persons searched`;
      const subtitle = recordsActions ? `${searches} · frisk rate ${formatPercent(frisk.value)}${percentInterval(frisk)}` : searches;
      return rateCard(
        value,
        subtitle,
        rateDeltas(context, (reader) => [reader.person('searched'), reader.person('p')]),
        current.person('p') > 0,
      );
    },
  },
  {
    id: 'kpi_hit_rate',
    kind: 'rate_card',
    title: 'Contraband hit rate',
    section: 'overview',
    info: 'Searched persons with contraband or evidence found, over searched persons only (plain-view discoveries without a search are left out), with a 95% interval. Shows — (never 0) when nobody was searched; hidden under 30 searches.',
    contextLabel: PERSONS_ALL,
    needs: ['searched', 'contraband'],
    compute(context) {
      const { current } = context;
      const searched = current.person('searched');
      const value = rateFigure(current.person('hit'), searched);
      const subtitle =
        searched === 0
          ? '— no searches in the period'
          : `${current.person('hit').toLocaleString('en-US')} of ${searched.toLocaleString('en-US')} searches found contraband or evidence`;
      return rateCard(
        value,
        subtitle,
        rateDeltas(context, (reader) => [reader.person('hit'), reader.person('searched')]),
        current.person('p') > 0,
      );
    },
  },
  {
    id: 'kpi_force_rate',
    kind: 'rate_card',
    title: 'Use-of-force rate',
    section: 'overview',
    info: 'Persons on whom force was used per 1,000 persons stopped, with a 95% interval; the subtitle gives the reports marked "use of force" and, where force actions are recorded, the rate excluding handcuffing when it was the only force (RIPA v2 lists handcuffing as force). Change in per-1,000 points (two-proportion test, p < 0.05).',
    contextLabel: PERSONS_ALL,
    needs: ['force'],
    compute(context) {
      const { current } = context;
      const value = scaleFigure(personRate(current, '', 'force'), 1000);
      const withoutRestraint = scaleFigure(personRate(current, '', 'force_nr'), 1000);
      const uof = current.get('c.uof');
      const parts = [`${uof.toLocaleString('en-US')} ${uof === 1 ? 'contact' : 'contacts'} with use of force`];
      if (current.segments('force.action:').length > 0)
        parts.push(
          `excluding restraint only ${perThousand(withoutRestraint.value)} per 1,000${
            withoutRestraint.lower === null || withoutRestraint.lower === undefined
              ? ''
              : ` (${perThousand(withoutRestraint.lower)}–${perThousand(withoutRestraint.upper)})`
          }`,
        );
      const deltas = rateDeltas(context, (reader) => [reader.person('force'), reader.person('p')]).map((delta) => ({
        ...delta,
        previous: delta.previous === null ? null : delta.previous * 1000,
        change: delta.change === null ? null : delta.change * 1000,
      }));
      return rateCard(value, parts.join(' · '), deltas, current.person('p') > 0, 'per_1000');
    },
  },
  {
    id: 'kpi_no_action_rate',
    kind: 'rate_card',
    title: 'Stops ending in "No action"',
    section: 'overview',
    info: 'Persons whose recorded results include "No action", over persons stopped, with a 95% interval. Hidden under 30 persons. Change in points (two-proportion test, p < 0.05).',
    contextLabel: PERSONS_ALL,
    needs: ['results'],
    compute(context) {
      const { current } = context;
      const k = current.person('no_action');
      const n = current.person('p');
      return rateCard(
        personRate(current, '', 'no_action'),
        `${k.toLocaleString('en-US')} of ${n.toLocaleString('en-US')} persons`,
        rateDeltas(context, (reader) => [reader.person('no_action'), reader.person('p')]),
        n > 0,
      );
    },
  },
  {
    id: 'kpi_duration',
    kind: 'rate_card',
    title: 'Median contact duration',
    section: 'overview',
    info: 'Median duration of contacts in minutes, capped at 240 and to the 5-minute step (durations of 0 or less are left out, see Implausible durations); the subtitle gives the 90th percentile. Hatched under 30 contacts. Change is relative, significant at p < 0.05 by a median test.',
    contextLabel: CONTACTS_ALL,
    needs: [],
    compute(context) {
      const histogram = durationHistogram(context.current);
      const n = histogram.reduce((sum, [, count]) => sum + count, 0);
      const median = histogramQuantile(histogram, 0.5);
      const p90 = histogramQuantile(histogram, 0.9);
      return {
        config: {
          unit: 'minutes',
          value: { value: median, n, hatched: n > 0 && n < 30 },
          subtitle: `P90 ${p90 === null ? '—' : `${p90} min`} · ${n.toLocaleString('en-US')} contacts with a duration`,
          deltas: medianDeltas(context),
        },
        limited: false,
        hasData: n > 0,
      };
    },
  },
  {
    id: 'fastfacts',
    kind: 'rate_card',
    title: 'FastFacts',
    section: 'overview',
    info: 'Sentences comparing officer-initiated search, hit and force rates of each perceived-race group with White. A sentence appears only when both rates rest on enough persons (n >= 60 and >= 20 events) and the 95% interval of the ratio excludes 1. A difference is not by itself evidence of discrimination. Agency level only: not available under an officer filter.',
    contextLabel: PERSONS_OPA,
    needs: ['race'],
    compute({ current, officerFiltered }) {
      const persons = current.person('p', 'opa');
      const sentences = officerFiltered ? [] : fastFacts(current);
      return {
        config: { unit: 'count', value: { value: sentences.length, n: persons }, sentences },
        // No sentence passing is itself a finding ('No finding passes the small-number rules'); only the officer filter disables it.
        limited: officerFiltered && persons > 0,
        hasData: current.person('p') > 0,
      };
    },
  },
  {
    id: 'reason_mix',
    kind: 'doughnut',
    title: 'Primary reason for contact',
    section: 'overview',
    info: 'Share of persons by the primary reason for the stop.',
    contextLabel: PERSONS_ALL,
    needs: ['reason'],
    compute({ current }) {
      const config = doughnut([...REASON_GROUPS, 'unknown'].map((reason) => [reason, current.person(`reason:${reason}`)]));
      return { config, limited: false, hasData: config.total > 0 };
    },
  },
  {
    id: 'result_mix',
    kind: 'doughnut',
    title: 'Result of contact',
    section: 'overview',
    info: 'Share of results among persons; a person with several results is counted once per result.',
    contextLabel: PERSONS_ALL,
    needs: ['results'],
    compute({ current }) {
      const config = doughnut(RESULT_GROUPS.map((result) => [result, current.person(`result:${result}`)]));
      return { config, limited: false, hasData: config.total > 0 };
    },
  },
];
