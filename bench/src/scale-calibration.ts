import {
  type createRandom,
  DEMO_CALIBRATION,
  expectedReasonShares,
  expectedResultShares,
  type PlannedRace,
  reasonSharesFor,
  STOP_MODEL,
} from '@fieldbook/server/demo';

/**
 * The scale loader's shares and rates: all of them come from the demo's one calibrated model (apps/server/src/demo:
 * demo-calibration.ts and stop-model.ts, after shared/reference/demo-calibration.md), turned into California's codes.
 * Only the mechanics of drawing at scale (picking by weight, raking the pool) live here.
 */
export type Random = ReturnType<typeof createRandom>;

/** California's race codes of the model's single races (multiracial persons are not drawn by the scale loader). */
const CALIFORNIA_RACE: Partial<Record<PlannedRace, string>> = {
  hispanic: 'hispanic_latine',
  white: 'white',
  black: 'black',
  asian: 'asian',
  middle_eastern_south_asian: 'middle_eastern_south_asian',
  pacific_islander: 'pacific_islander',
  native_american: 'native_american',
};
const MODEL_RACES = (Object.keys(CALIFORNIA_RACE) as PlannedRace[]).filter((race) => CALIFORNIA_RACE[race]);
export const RACES = MODEL_RACES.map((race) => CALIFORNIA_RACE[race] as string);
export type Race = string;
const byCode = <T>(pick: (race: PlannedRace) => T): Record<Race, T> =>
  Object.fromEntries(MODEL_RACES.map((race) => [CALIFORNIA_RACE[race] as string, pick(race)]));

const singleRaceTotal = MODEL_RACES.reduce((sum, race) => sum + DEMO_CALIBRATION.RACE_SHARES[race], 0);
/** Share of persons stopped by race (the model's, less the few multiracial persons, renormalised). */
export const RACE_SHARE = byCode((race) => DEMO_CALIBRATION.RACE_SHARES[race] / singleRaceTotal);
/** Contraband found in searches, by race. */
export const HIT_RATE = byCode((race) => DEMO_CALIBRATION.HIT_RATE_BY_RACE[race]);

export const CALL_FOR_SERVICE_SHARE = STOP_MODEL.callForServiceShare;
export const USE_OF_FORCE_SHARE = STOP_MODEL.forceRate;
export const COLLABORATION_SHARE = DEMO_CALIBRATION.COLLABORATION_SHARE;
export const CONSENT_SHARE_OF_SEARCHES = STOP_MODEL.consentShareOfSearches;

const reasons = expectedReasonShares();
const results = expectedResultShares(reasons);
const searchShare = STOP_MODEL.searchRate;
const noAction = DEMO_CALIBRATION.NO_ACTION_DURING_STOP_SHARE;

/** Citizen-level targets the generated pool is reweighted to (each dimension's shares sum to 1). */
export const CITIZEN_TARGETS = {
  /** traffic violation, reasonable suspicion, other */
  reason: [reasons.traffic ?? 0, reasons.reasonable_suspicion ?? 0, 1 - (reasons.traffic ?? 0) - (reasons.reasonable_suspicion ?? 0)],
  /** consent search, other search, no action, other actions */
  action: [
    searchShare * CONSENT_SHARE_OF_SEARCHES,
    searchShare * (1 - CONSENT_SHARE_OF_SEARCHES),
    noAction,
    Math.max(0, 1 - searchShare - noAction),
  ],
  /** warning, citation, arrest, other */
  result: [
    results.warning ?? 0,
    results.citation ?? 0,
    results.arrest ?? 0,
    1 - (results.warning ?? 0) - (results.citation ?? 0) - (results.arrest ?? 0),
  ],
};

/** The perceived race of one person, given why they were stopped and whether they were searched (Bayes on the shares above). */
export function raceWeights(reason: number, isSearched: boolean): number[] {
  return MODEL_RACES.map((race) => {
    const shares = reasonSharesFor(race);
    const traffic = shares.traffic ?? 0;
    const suspicion = shares.reasonable_suspicion ?? 0;
    const reasonShare = reason === 0 ? traffic : reason === 1 ? suspicion : 1 - traffic - suspicion;
    const searched = DEMO_CALIBRATION.SEARCH_RATE_BY_RACE[race];
    return DEMO_CALIBRATION.RACE_SHARES[race] * reasonShare * (isSearched ? searched : 1 - searched);
  });
}

/** Stops by local hour and weekday: the model's curves. */
export const HOUR_WEIGHTS = DEMO_CALIBRATION.HOUR_WEIGHTS;
export const WEEKDAY_WEIGHTS = DEMO_CALIBRATION.WEEKDAY_WEIGHTS;

/** A picker of one item by weight (binary search over the running total). */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) <= target) low = middle + 1;
      else high = middle;
    }
    return items[low] as T;
  };
}

/**
 * Raking (iterative proportional fitting): weights for the items so that, for each dimension, the weighted share of
 * each category approaches its target. Categories absent from the items are left out.
 */
export function rake(categories: readonly (readonly number[])[], targets: readonly (readonly number[])[], rounds = 60): number[] {
  const count = categories[0]?.length ?? 0;
  const factors = targets.map((target) => target.map(() => 1));
  const weightOf = (item: number) =>
    factors.reduce((product, factor, dimension) => product * (factor[categories[dimension]?.[item] ?? 0] ?? 1), 1);
  for (let round = 0; round < rounds; round++) {
    targets.forEach((target, dimension) => {
      const sums = target.map(() => 0);
      let total = 0;
      for (let item = 0; item < count; item++) {
        const weight = weightOf(item);
        const category = categories[dimension]?.[item] ?? 0;
        sums[category] = (sums[category] ?? 0) + weight;
        total += weight;
      }
      const factor = factors[dimension] ?? [];
      target.forEach((share, category) => {
        const current = (sums[category] ?? 0) / total;
        if (current > 0) factor[category] = (factor[category] ?? 1) * (share / current);
      });
    });
  }
  return Array.from({ length: count }, (_, item) => weightOf(item));
}
