import type { Counters } from './counters.ts';
import type { AnalyticsPerson } from './person-facts.ts';

/**
 * Rollup scopes: the counters of a day or month are kept for the agency ('a') and for each officer involved ('o:<id>',
 * author or listed), each author ('w:<id>'), area ('r:<id>') and tag ('t:<id>'), so one filter reads one scope.
 */
export function scopesOf(person: AnalyticsPerson): string[] {
  const scopes = ['a'];
  if (person.authorId) scopes.push(`o:${person.authorId}`, `w:${person.authorId}`);
  for (const officer of person.officerIds) if (officer !== person.authorId) scopes.push(`o:${officer}`);
  for (const area of person.areaIds) scopes.push(`r:${area}`);
  for (const tag of person.tagIds) scopes.push(`t:${tag}`);
  return scopes;
}

const SUMMARY = [/^c$/, /^c\.(ct:[a-z]+|uof|complaint|investigation)$/, /^(opa|cfs):[a-z_]+$/];

/**
 * The few keys officer and group rankings read (officers' and groups' `Scoped` counters): contacts, by type, with
 * force, complaints and investigations, and persons with each measure. Officers' summaries are read for every officer
 * and month of a period, so they hold nothing more.
 */
export function summaryOf(counters: Counters): Counters {
  const summary: Counters = {};
  for (const key in counters) if (SUMMARY.some((pattern) => pattern.test(key))) summary[key] = counters[key] as number;
  return summary;
}

/**
 * Key families no widget reads outside the period itself: map cells, weekday-hour grids, veil of darkness, flows and
 * paths, ages, identities, experience, actions, results, bases and contraband, force details, areas by race, race
 * breakdowns of those, completeness, and daily series other than persons and force (read a year back).
 */
const PERIOD_ONLY =
  /^(c\.cell|c\.cellforce|c\.wdh|fc:|(opa|cfs):(wdh|vod|flow|fpath|ctx|age|ident|exp|act|result|basis|contraband|tier|force\.action):|(opa|cfs):area:[^:]+:race:|(opa|cfs):race:[^:]+:(durlike|act|result|basis|reason):|t:[^:]+:(c|cfs|opa|uof|complaint|searched|hit|race:.*)$)/;

/**
 * The part of counters that widgets read from the previous period, the same period last year and the agency under an
 * officer filter (about a quarter of the keys): rollups keep it beside the full counters so comparisons read less.
 */
export function comparisonPartOf(counters: Counters): Counters {
  const part: Counters = {};
  for (const key in counters) if (!PERIOD_ONLY.test(key)) part[key] = counters[key] as number;
  return part;
}
