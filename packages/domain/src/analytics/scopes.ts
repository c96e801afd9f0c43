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

const SUMMARY = [
  /^c$/,
  /^c\.(ct:[a-z]+|uof|complaint|investigation)$/,
  /^c\.dur(:\d+|\.invalid|\.capped)$/,
  /^(opa|cfs):[a-z_]+$/,
  /^(opa|cfs):(race|reason):[a-z_]+(:[a-z_]+)?$/,
];

/**
 * The few keys officer and group rankings read (officers' and groups' `Scoped` counters): contacts by type, use of
 * force, complaints, duration histogram, persons and each measure, by race and by reason.
 */
export function summaryOf(counters: Counters): Counters {
  const summary: Counters = {};
  for (const key in counters) if (SUMMARY.some((pattern) => pattern.test(key))) summary[key] = counters[key] as number;
  return summary;
}
