import type { RaceGroup, ReasonGroup, ResultGroup } from '@fieldbook/domain';
import {
  AGE_BANDS,
  ARREST_FACTOR_AFTER_EMPTY_SEARCH,
  ARREST_FACTOR_AFTER_HIT,
  CALL_FOR_SERVICE_REASONS,
  CALL_FOR_SERVICE_SHARE,
  CONSENT_ONLY_HIT_FACTOR,
  CONSENT_ONLY_SHARE,
  CONSENT_REFUSED_SHARE,
  CONSENT_SHARE_OF_SEARCHES,
  FORCE_FACTOR_BY_RACE,
  FORCE_RATE_IF_ARRESTED,
  FORCE_RATE_OTHERWISE,
  FORCE_TIER_SHARES,
  GENDER_SHARES,
  HISPANIC_SECOND_RACE_SHARE,
  HIT_RATE_BY_RACE,
  K12_SCHOOL_SHARE,
  NO_ACTION_FACTOR_BY_RACE,
  OFFICER_YEARS_BANDS,
  OTHER_REASON_SHARES,
  PERSONS_PER_REPORT,
  PLAIN_VIEW_HIT_RATE,
  type PlannedRace,
  RACE_SHARES,
  RESIDENCE_SHARE,
  RESULTS_BY_REASON,
  SAME_RACE_AS_FIRST_SHARE,
  SEARCH_RATE_BY_RACE,
  SEARCH_REASON_FACTOR,
  STOP_TYPE_BY_REASON,
  STOP_TYPE_OTHERWISE,
  STUDENT_AT_SCHOOL_SHARE,
  STUDENT_SCHOOL_REASON_SHARE,
  TRAFFIC_AND_SUSPICION_BY_RACE,
  VALUE_WEIGHTS,
} from './demo-calibration.ts';
import { createRandom, drawWeighted, keepWeights, type Random, type Weights } from './random.ts';

export type PlannedGender = keyof typeof GENDER_SHARES;
export type ForceTier = 0 | 1 | 2 | 3 | 4;

/** One person stopped, drawn in the analytics' canonical codes before any field is filled. */
export interface PersonPlan {
  index: number;
  race: PlannedRace;
  /** The races to tick: one, Hispanic with a second race, or two for multiracial. */
  races: RaceGroup[];
  gender: PlannedGender;
  age: number;
  isStudent: boolean;
  reason: ReasonGroup;
  /** The configuration's value for the reason (undefined where it has no reason field). */
  reasonValue: string | undefined;
  searched: boolean;
  /** Consent asked and given (then searched), asked and refused (not searched), or not asked. */
  consent: 'given' | 'refused' | 'none';
  consentOnly: boolean;
  /** Contraband or evidence found. */
  hit: boolean;
  result: ResultGroup;
  force: boolean;
  forceTier: ForceTier | null;
  /** Texas and Nebraska: the stop-report part applies (the person was detained / stopped in a motor vehicle stop). */
  isDetained: boolean;
}

export interface StopPlan {
  isCallForService: boolean;
  isSchool: boolean;
  isResidence: boolean;
  typeOfStop: 'vehicular' | 'pedestrian' | 'bicycle';
  /** The author's years of experience on the day of the stop. */
  officerYears: number;
  people: PersonPlan[];
}

/** What the configuration offers, as the planner needs it (calibrated-fields.ts reads it from the configuration). */
export interface ConfigurationTraits {
  /** Configuration reason values by canonical group (empty when there is no reason field). */
  reasonValues: Partial<Record<ReasonGroup, { value: string; studentOnly: boolean }[]>>;
  /** Result groups at least one results field can express. */
  resultGroups: ReadonlySet<ResultGroup>;
  hasSearch: boolean;
  hasSchool: boolean;
  /** Reason values that are a search by definition (California's consensual encounter resulting in a search). */
  alwaysSearched: ReadonlySet<string>;
}

const RACES = Object.keys(RACE_SHARES) as PlannedRace[];
const SINGLE_RACES: readonly PlannedRace[] = RACES.filter((race) => race !== 'multiracial' && race !== 'hispanic');
const SECOND_RACE_WEIGHTS = keepWeights(RACE_SHARES as Weights<PlannedRace>, (race) => SINGLE_RACES.includes(race));
const RESULT_WHEN_5150: Weights<ResultGroup> = { other: 0.8, no_action: 0.12, arrest: 0.08 };
/** A drawer of a whole number from bands [from, to, share]: a band by its share, then a number in it. */
function bandDrawer(bands: readonly (readonly [number, number, number])[]) {
  const weights: Weights = Object.fromEntries(bands.map(([, , share], index) => [index, share]));
  return (random: Random) => {
    const band = bands[Number(drawWeighted(random, weights))] ?? bands[0];
    return band ? random.int(band[0], band[1]) : 30;
  };
}
const drawAge = bandDrawer(AGE_BANDS);
const drawOfficerYears = bandDrawer(OFFICER_YEARS_BANDS);

/** An officer's years of experience now, drawn from OFFICER_YEARS_BANDS once per officer (seeded by the officer's id). */
export function officerYearsFor(officerId: string): number {
  let hash = 2_166_136_261;
  for (let index = 0; index < officerId.length; index++) hash = Math.imul(hash ^ officerId.charCodeAt(index), 16_777_619);
  return drawOfficerYears(createRandom(hash));
}

/**
 * Draws stops and their people from the calibration (demo-calibration.ts), limited to what the configuration can
 * express: reasons and results it lacks drop out and the others are renormalised.
 */
export function createPlanner(traits: ConfigurationTraits) {
  const supportedReasons = new Set(Object.keys(traits.reasonValues) as ReasonGroup[]);
  supportedReasons.delete('other');
  const isReasonKept = (isMinor: boolean) => (group: ReasonGroup) =>
    supportedReasons.has(group) && (group !== 'school' || isMinor) && (group !== 'school' || traits.hasSchool);
  const proactiveWeights = (race: PlannedRace, isMinor: boolean): Weights<ReasonGroup> => {
    const [traffic, suspicion] = TRAFFIC_AND_SUSPICION_BY_RACE[race];
    const weights: Weights<ReasonGroup> = { traffic, reasonable_suspicion: suspicion };
    const rest = keepWeights(OTHER_REASON_SHARES, isReasonKept(isMinor));
    const restTotal = Object.values(rest).reduce((sum: number, share) => sum + (share ?? 0), 0);
    for (const group in rest) {
      const key = group as ReasonGroup;
      weights[key] = ((rest[key] ?? 0) / restTotal) * (1 - traffic - suspicion);
    }
    return keepWeights(weights, isReasonKept(isMinor));
  };
  const reasonWeights = new Map<string, Weights<ReasonGroup>>();
  for (const race of RACES) for (const isMinor of [false, true]) reasonWeights.set(`${race}|${isMinor}`, proactiveWeights(race, isMinor));
  const callWeights = keepWeights(CALL_FOR_SERVICE_REASONS, isReasonKept(false));

  const valueWeights = (group: ReasonGroup, isStudent: boolean): Weights => {
    const weights: Weights = {};
    for (const { value, studentOnly } of traits.reasonValues[group] ?? [])
      if (isStudent || !studentOnly) weights[value] = VALUE_WEIGHTS[value] ?? 1;
    return weights;
  };
  const alwaysSearchedShare = (group: ReasonGroup) => {
    const weights = valueWeights(group, false);
    let total = 0;
    let always = 0;
    for (const value in weights) {
      total += weights[value] ?? 0;
      if (traits.alwaysSearched.has(value)) always += weights[value] ?? 0;
    }
    return total > 0 ? always / total : 0;
  };
  // Per race, the scale on SEARCH_REASON_FACTOR that gives the race's search rate over its mix of reasons, officer-initiated
  // and in calls for service (bisection).
  const rateOver = (weights: Weights<ReasonGroup>, scale: number) => {
    let total = 0;
    let rate = 0;
    for (const group in weights) {
      const key = group as ReasonGroup;
      const always = alwaysSearchedShare(key);
      total += weights[key] ?? 0;
      rate += (weights[key] ?? 0) * (always + (1 - always) * Math.min(1, scale * SEARCH_REASON_FACTOR[key]));
    }
    return total > 0 ? rate / total : 0;
  };
  const searchScale = new Map<PlannedRace, number>();
  for (const race of RACES) {
    const weights = reasonWeights.get(`${race}|false`) ?? {};
    const rateAt = (scale: number) =>
      (1 - CALL_FOR_SERVICE_SHARE) * rateOver(weights, scale) + CALL_FOR_SERVICE_SHARE * rateOver(callWeights, scale);
    let low = 0;
    let high = 10;
    for (let step = 0; step < 40; step++) {
      const middle = (low + high) / 2;
      if (rateAt(middle) < SEARCH_RATE_BY_RACE[race]) low = middle;
      else high = middle;
    }
    searchScale.set(race, (low + high) / 2);
  }

  function racesOf(race: PlannedRace, random: Random): RaceGroup[] {
    if (race === 'multiracial') {
      const first = drawWeighted(random, SECOND_RACE_WEIGHTS) ?? 'white';
      const second = drawWeighted(
        random,
        keepWeights(SECOND_RACE_WEIGHTS, (other) => other !== first),
      );
      return [first, second ?? 'black'];
    }
    if (race === 'hispanic' && random.chance(HISPANIC_SECOND_RACE_SHARE))
      return ['hispanic', drawWeighted(random, SECOND_RACE_WEIGHTS) ?? 'white'];
    return [race];
  }

  function drawResult(person: Omit<PersonPlan, 'result' | 'force' | 'forceTier' | 'isDetained'>, random: Random): ResultGroup {
    const base = person.reasonValue === 'probable_cause_5150' ? RESULT_WHEN_5150 : RESULTS_BY_REASON[person.reason];
    const weights = keepWeights(base, (group) => traits.resultGroups.has(group));
    if (weights.arrest !== undefined && person.searched)
      weights.arrest *= person.hit ? ARREST_FACTOR_AFTER_HIT : ARREST_FACTOR_AFTER_EMPTY_SEARCH;
    if (weights.no_action !== undefined) weights.no_action *= NO_ACTION_FACTOR_BY_RACE[person.race] * (person.hit ? 0.3 : 1);
    return drawWeighted(random, weights) ?? [...traits.resultGroups][0] ?? 'warning';
  }

  function planPerson(random: Random, index: number, race: PlannedRace, stop: { isCallForService: boolean; isSchool: boolean }) {
    const isStudent = stop.isSchool && random.chance(STUDENT_AT_SCHOOL_SHARE);
    const age = isStudent ? random.int(12, 17) : drawAge(random);
    const gender = drawWeighted(random, GENDER_SHARES) ?? 'man';
    const schoolValues = isStudent ? valueWeights('school', true) : {};
    const reason: ReasonGroup =
      isStudent && Object.keys(schoolValues).length > 0 && random.chance(STUDENT_SCHOOL_REASON_SHARE)
        ? 'school'
        : (drawWeighted(random, stop.isCallForService ? callWeights : (reasonWeights.get(`${race}|${age < 18}`) ?? {})) ?? 'traffic');
    const reasonValue = drawWeighted(random, valueWeights(reason, isStudent));
    const isAlwaysSearched = reasonValue !== undefined && traits.alwaysSearched.has(reasonValue);
    const searched =
      traits.hasSearch && (isAlwaysSearched || random.chance(Math.min(1, (searchScale.get(race) ?? 0) * SEARCH_REASON_FACTOR[reason])));
    const consent: PersonPlan['consent'] = searched
      ? random.chance(isAlwaysSearched ? 0.8 : CONSENT_SHARE_OF_SEARCHES[race])
        ? 'given'
        : 'none'
      : random.chance(CONSENT_REFUSED_SHARE)
        ? 'refused'
        : 'none';
    const consentOnly = consent === 'given' && random.chance(CONSENT_ONLY_SHARE);
    // Consent-only searches find less; the others a little more, so the race's hit rate holds over all its searches.
    const consentOnlyShare = CONSENT_SHARE_OF_SEARCHES[race] * CONSENT_ONLY_SHARE;
    const hitRate =
      (HIT_RATE_BY_RACE[race] * (consentOnly ? CONSENT_ONLY_HIT_FACTOR : 1)) / (1 - consentOnlyShare * (1 - CONSENT_ONLY_HIT_FACTOR));
    const hit = random.chance(searched ? hitRate : PLAIN_VIEW_HIT_RATE);
    const partial = {
      index,
      race,
      races: racesOf(race, random),
      gender,
      age,
      isStudent,
      reason,
      reasonValue,
      searched,
      consent,
      consentOnly,
      hit,
    };
    const result = drawResult(partial, random);
    const force = random.chance((result === 'arrest' ? FORCE_RATE_IF_ARRESTED : FORCE_RATE_OTHERWISE) * FORCE_FACTOR_BY_RACE[race]);
    const forceTier = force ? (Number(drawWeighted(random, FORCE_TIER_SHARES)) as ForceTier) : null;
    const isDetained = searched || hit || reason === 'traffic' ? true : result === 'no_action' ? random.chance(0.3) : random.chance(0.6);
    return { ...partial, result, force, forceTier, isDetained } satisfies PersonPlan;
  }

  /** A stop: its kind, place and people, drawn in that order. */
  return function planStop(random: Random, options: { isCallForService: boolean; officerYears: number }): StopPlan {
    const isSchool = traits.hasSchool && random.chance(K12_SCHOOL_SHARE);
    const isResidence = random.chance(RESIDENCE_SHARE);
    const count = Number(drawWeighted(random, PERSONS_PER_REPORT) ?? 1);
    const people: PersonPlan[] = [];
    const stop = { isCallForService: options.isCallForService, isSchool };
    for (let index = 0; index < count; index++) {
      const first = people[0];
      const race = first && random.chance(SAME_RACE_AS_FIRST_SHARE) ? first.race : (drawWeighted(random, RACE_SHARES) ?? 'white');
      people.push(planPerson(random, index, race, stop));
    }
    const typeOfStop = drawWeighted(random, STOP_TYPE_BY_REASON[people[0]?.reason ?? 'traffic'] ?? STOP_TYPE_OTHERWISE) ?? 'vehicular';
    return { isCallForService: options.isCallForService, isSchool, isResidence, typeOfStop, officerYears: options.officerYears, people };
  };
}
