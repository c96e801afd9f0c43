import type { AnalyticsPerson } from './person-facts.ts';

/**
 * Additive counters: every widget is computed from sums of these, so a period's numbers are the sum of its days' (or
 * months') counters, whatever the history's size (analytics-widgets.md §2 definitions). Keys:
 *
 * Contact level (counted once per report, on its first person), no contact-type prefix:
 * - `c`, `c.ct:<cfs|opa>`, `c.uof`, `c.complaint`, `c.investigation`
 * - `c.dur:<0..240 step 5>` capped duration histogram (minutes), `c.dur.invalid` (<= 0), `c.dur.capped` (>= 240)
 * - `c.hours.reason:<reason>` / `c.hours.result:<result>` capped minutes by the first person's reason and top result
 * - `c.wdh:<weekday>.<hour>`; `c.cell:<cfs|opa>:<lat>,<lng>` contacts per ~1 km cell (2 decimals);
 *   `c.cellforce:<tier|x>:<lat>,<lng>` contacts with force
 * - `c.area:<id>`, `c.exp:<band>`, `c.exp:<band>:complaint`
 * - `t:<YYYY-MM-DD>:<c|cfs|opa|uof|complaint>` daily series
 * - `fc:<YYYY-MM>:<field>:<ok|n>` field completeness (predicated on searched / force where it applies)
 *
 * Person level, prefixed with the contact type `opa:` or `cfs:` (read both for 'all'; disparity widgets read `opa`):
 * - `p`; `race:<r>`; `race:<r>:<measure>` and `<measure>` alone for every MEASURE
 * - `race:<r>:act:<action>`, `act:<action>`; `race:<r>:result:<result>`, `result:<result>`
 * - `race:<r>:reason:<reason>`, `race:<r>:reason:<reason>:searched`, `reason:<reason>`, `reason:<reason>:<measure>`
 * - `basis:<code>`, `basis:<code>:hit`, `race:<r>:basis:<code>`, `race:<r>:basis:<code>:hit`
 * - `contraband:<code>` (among hits), `tier:<0-4|x>` (highest tier among force), `force.action:<code>`
 * - `age:<band>:gender:<g>`; `ident:<identity>`, `ident:<identity>:<measure>`
 * - `race:<r>:durlike:<bucket>` durations of traffic stops ending only in citation, warning or no action (B10)
 * - `flow:<reason>:<searched|frisk|none>:<found|none|na>:<result>` (C1), `fpath:<reason>:<tier>:<result>` (D6)
 * - `ctx:<reason>:<daylight|x>` and `ctx:<reason>:<daylight|x>:force` (D4)
 * - `vod:<slice>:<light|dark>:<race>` traffic stops, 15-minute slices from 16:00 to 22:00 local (B9)
 * - `wdh:<weekday>.<hour>`, `wdh:<weekday>.<hour>:searched`, `wdh:<weekday>.<hour>:force` (E4)
 * - `area:<id>`, `area:<id>:<measure>`, `area:<id>:race:<r>:searched`, `area:<id>:race:<r>:hit` (C4, F2)
 * - `exp:<band>`, `exp:<band>:<measure>` (G5)
 * - `t:<YYYY-MM-DD>:<p|searched|hit|force|race:<r>>` daily series
 */
export type Counters = Record<string, number>;

/** Per-person yes/no measures; each is counted overall, by race, by identity, by area and by experience band. */
export const MEASURES = [
  'searched',
  'frisk',
  'hit',
  'discovery',
  'asked_consent',
  'consent_only',
  'force',
  'force_nr',
  'handcuffed',
  'no_action',
  'warning',
  'citation',
  'arrest',
  'arrest_searched',
  'seized',
  'injury',
] as const;
export type Measure = (typeof MEASURES)[number];

export const DURATION_CAP = 240;
export const DURATION_STEP = 5;
export const AGE_BANDS = ['<18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const EXPERIENCE_BANDS = ['0-2', '3-5', '6-10', '11-20', '20+'] as const;
export const VOD_FROM_MINUTE = 16 * 60;
export const VOD_TO_MINUTE = 22 * 60;
/** Fields whose completeness H1 shows. */
export const COMPLETENESS_FIELDS = [
  'race',
  'gender',
  'age',
  'reason',
  'result',
  'coordinates',
  'duration',
  'area',
  'basis',
  'contraband',
  'force_type',
] as const;

export function ageBand(age: number): (typeof AGE_BANDS)[number] {
  if (age < 18) return '<18';
  if (age < 25) return '18-24';
  if (age < 35) return '25-34';
  if (age < 45) return '35-44';
  if (age < 55) return '45-54';
  if (age < 65) return '55-64';
  return '65+';
}

export function experienceBand(years: number): (typeof EXPERIENCE_BANDS)[number] {
  if (years <= 2) return '0-2';
  if (years <= 5) return '3-5';
  if (years <= 10) return '6-10';
  if (years <= 20) return '11-20';
  return '20+';
}

/** The duration bucket of a capped duration: 'invalid' (<= 0), or the 5-minute step it starts in (240 = capped). */
export function durationBucket(minutes: number): number | 'invalid' {
  if (minutes <= 0) return 'invalid';
  return Math.min(DURATION_CAP, Math.floor(minutes / DURATION_STEP) * DURATION_STEP);
}

/** The result a contact ends in when several are recorded: arrest, then citation, warning, no action, other. */
export function topResult(results: readonly string[]): string {
  for (const result of ['arrest', 'citation', 'warning', 'no_action', 'other']) if (results.includes(result)) return result;
  return 'unknown';
}

const cell = (lat: number, lng: number) => `${lat.toFixed(2)},${lng.toFixed(2)}`;

function personMeasures(person: AnalyticsPerson): Measure[] {
  const handcuffed = person.actions.includes('handcuffed') || person.forceActions.includes('handcuffed');
  const restraintOnly = person.forceActions.length > 0 && person.forceActions.every((action) => action === 'handcuffed');
  const hit = person.searched && person.contraband.length > 0;
  const flags: Record<Measure, boolean> = {
    searched: person.searched,
    frisk: person.frisk,
    hit,
    discovery: person.contraband.length > 0,
    asked_consent: person.askedConsent,
    consent_only: person.consentOnly,
    force: person.force,
    force_nr: person.force && !restraintOnly,
    handcuffed,
    no_action: person.results.includes('no_action'),
    warning: person.results.includes('warning'),
    citation: person.results.includes('citation'),
    arrest: person.results.includes('arrest'),
    arrest_searched: person.searched && person.results.includes('arrest'),
    seized: person.actions.includes('property_seized'),
    injury: person.injury === 'serious' || person.injury === 'minor',
  };
  return MEASURES.filter((measure) => flags[measure]);
}

/** Adds one person's counts (and, for the report's first person, the contact's) to `into`. */
export function countPerson(person: AnalyticsPerson, into: Counters): void {
  const add = (key: string, amount = 1) => {
    into[key] = (into[key] ?? 0) + amount;
  };
  const hour = Math.floor(person.minute / 60);
  const reason = person.reason ?? 'unknown';
  const result = topResult(person.results);
  const capped = person.duration === null ? null : durationBucket(person.duration);
  const band = person.officerYears === null ? null : experienceBand(person.officerYears);
  if (person.person === 0) {
    add('c');
    add(`c.ct:${person.contactType}`);
    if (person.wasUseOfForce) add('c.uof');
    if (person.hasComplaints) add('c.complaint');
    if (person.hasInvestigations) add('c.investigation');
    if (capped === 'invalid') add('c.dur.invalid');
    else if (capped !== null) {
      add(`c.dur:${capped}`);
      if (capped === DURATION_CAP) add('c.dur.capped');
      const minutes = Math.min(person.duration ?? 0, DURATION_CAP);
      add(`c.hours.reason:${reason}`, minutes);
      add(`c.hours.result:${result}`, minutes);
    }
    add(`c.wdh:${person.weekday}.${hour}`);
    if (person.lat !== null && person.lng !== null) {
      add(`c.cell:${person.contactType}:${cell(person.lat, person.lng)}`);
      if (person.wasUseOfForce || person.force) add(`c.cellforce:${person.forceTier ?? 'x'}:${cell(person.lat, person.lng)}`);
    }
    for (const area of person.areaIds) add(`c.area:${area}`);
    if (band) {
      add(`c.exp:${band}`);
      if (person.hasComplaints) add(`c.exp:${band}:complaint`);
    }
    add(`t:${person.day}:c`);
    add(`t:${person.day}:${person.contactType}`);
    if (person.wasUseOfForce) add(`t:${person.day}:uof`);
    if (person.hasComplaints) add(`t:${person.day}:complaint`);
    countCompleteness(person, add);
  }

  const ct = `${person.contactType}:`;
  const race = person.race ?? 'unknown';
  const measures = personMeasures(person);
  const addAll = (key: string) => {
    add(ct + key);
    for (const measure of measures) add(`${ct}${key}:${measure}`);
  };
  add(`${ct}p`);
  for (const measure of measures) add(ct + measure);
  addAll(`race:${race}`);
  for (const identity of person.identities) addAll(`ident:${identity}`);
  for (const area of person.areaIds) {
    addAll(`area:${area}`);
    if (person.searched) add(`${ct}area:${area}:race:${race}:searched`);
    if (measures.includes('hit')) add(`${ct}area:${area}:race:${race}:hit`);
  }
  if (band) addAll(`exp:${band}`);
  for (const action of person.actions) {
    add(`${ct}act:${action}`);
    add(`${ct}race:${race}:act:${action}`);
  }
  if (measures.includes('handcuffed') && !person.actions.includes('handcuffed')) {
    add(`${ct}act:handcuffed`);
    add(`${ct}race:${race}:act:handcuffed`);
  }
  for (const group of person.results) {
    add(`${ct}result:${group}`);
    add(`${ct}race:${race}:result:${group}`);
  }
  add(`${ct}reason:${reason}`);
  for (const measure of measures) add(`${ct}reason:${reason}:${measure}`);
  add(`${ct}race:${race}:reason:${reason}`);
  if (person.searched) add(`${ct}race:${race}:reason:${reason}:searched`);
  for (const code of person.basis) {
    add(`${ct}basis:${code}`);
    add(`${ct}race:${race}:basis:${code}`);
    if (measures.includes('hit')) {
      add(`${ct}basis:${code}:hit`);
      add(`${ct}race:${race}:basis:${code}:hit`);
    }
  }
  if (measures.includes('hit')) for (const code of person.contraband) add(`${ct}contraband:${code}`);
  if (person.force) {
    add(`${ct}tier:${person.forceTier ?? 'x'}`);
    for (const action of person.forceActions) add(`${ct}force.action:${action}`);
    add(`${ct}fpath:${reason}:${person.forceTier ?? 'x'}:${result}`);
  }
  if (person.age !== null && person.gender !== null) add(`${ct}age:${ageBand(person.age)}:gender:${person.gender}`);
  else if (person.age !== null) add(`${ct}age:${ageBand(person.age)}:gender:unknown`);
  const likeOutcome =
    person.reason === 'traffic' &&
    person.results.length > 0 &&
    person.results.every((group) => group === 'citation' || group === 'warning' || group === 'no_action');
  if (likeOutcome && typeof capped === 'number') add(`${ct}race:${race}:durlike:${capped}`);
  const searchState = person.searched ? 'searched' : person.frisk ? 'frisk' : 'none';
  const found = person.searched ? (measures.includes('hit') ? 'found' : 'none') : 'na';
  add(`${ct}flow:${reason}:${searchState}:${found}:${result}`);
  const daylight = person.daylight ?? 'x';
  add(`${ct}ctx:${reason}:${daylight}`);
  if (person.force) add(`${ct}ctx:${reason}:${daylight}:force`);
  if (
    person.reason === 'traffic' &&
    (person.daylight === 'light' || person.daylight === 'dark') &&
    person.minute >= VOD_FROM_MINUTE &&
    person.minute < VOD_TO_MINUTE
  ) {
    add(`${ct}vod:${Math.floor(person.minute / 15) * 15}:${person.daylight}:${race}`);
  }
  add(`${ct}wdh:${person.weekday}.${hour}`);
  if (person.searched) add(`${ct}wdh:${person.weekday}.${hour}:searched`);
  if (person.force) add(`${ct}wdh:${person.weekday}.${hour}:force`);
  add(`t:${person.day}:p`);
  add(`t:${person.day}:race:${race}`);
  if (person.searched) add(`t:${person.day}:searched`);
  if (measures.includes('hit')) add(`t:${person.day}:hit`);
  if (person.force) add(`t:${person.day}:force`);
}

function countCompleteness(person: AnalyticsPerson, add: (key: string) => void) {
  const month = person.day.slice(0, 7);
  const check = (field: string, ok: boolean, applies = true) => {
    if (!applies) return;
    add(`fc:${month}:${field}:n`);
    if (ok) add(`fc:${month}:${field}:ok`);
  };
  check('race', person.race !== null && person.race !== 'other');
  check('gender', person.gender !== null);
  check('age', person.age !== null);
  check('reason', person.reason !== null && person.reason !== 'other');
  check('result', person.results.length > 0);
  check('coordinates', person.lat !== null && person.lng !== null);
  check('duration', person.duration !== null && person.duration > 0 && person.duration < DURATION_CAP);
  check('area', person.areaIds.length > 0);
  check('basis', person.basis.length > 0, person.searched);
  check('contraband', person.contrabandRecorded, person.searched);
  check('force_type', person.forceTier !== null, person.force);
}

/** Adds `from` into `into` (sums of days or months). */
export function addCounters(into: Counters, from: Counters): Counters {
  for (const key in from) into[key] = (into[key] ?? 0) + (from[key] as number);
  return into;
}

/** `a` minus `b` (collaborated = involved minus created); keys that reach zero are dropped. */
export function subtractCounters(a: Counters, b: Counters): Counters {
  const out: Counters = { ...a };
  for (const key in b) {
    const value = (out[key] ?? 0) - (b[key] as number);
    if (value === 0) delete out[key];
    else out[key] = value;
  }
  return out;
}

/** The counters of a set of people. */
export function countPeople(people: Iterable<AnalyticsPerson>): Counters {
  const counters: Counters = {};
  for (const person of people) countPerson(person, counters);
  return counters;
}
