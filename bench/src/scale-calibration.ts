import type { createRandom } from '@fieldbook/server/demo';

/**
 * Shares and rates the scale loader draws from (shared/reference/demo-calibration.md). Published figures are marked;
 * the rest are assumptions in the same direction, chosen so the totals stay near the published ones.
 */
export type Random = ReturnType<typeof createRandom>;

export const RACES = [
  'hispanic_latine',
  'white',
  'black',
  'asian',
  'middle_eastern_south_asian',
  'pacific_islander',
  'native_american',
] as const;
export type Race = (typeof RACES)[number];

/** Stops by local agencies: Latino 39%, White 27%, Black 23% (PPIC 2021); the other 11% split by assumption. */
export const RACE_SHARE: Record<Race, number> = {
  hispanic_latine: 0.39,
  white: 0.27,
  black: 0.23,
  asian: 0.055,
  middle_eastern_south_asian: 0.035,
  pacific_islander: 0.01,
  native_american: 0.01,
};

/** [traffic violation, reasonable suspicion] by race: Latino 71/23, Black 61/32, White 64/29 (PPIC 2021); others assumed. */
const REASON_BY_RACE: Record<Race, readonly [number, number]> = {
  hispanic_latine: [0.71, 0.23],
  white: [0.64, 0.29],
  black: [0.61, 0.32],
  asian: [0.68, 0.25],
  middle_eastern_south_asian: [0.68, 0.25],
  pacific_islander: [0.66, 0.26],
  native_american: [0.62, 0.3],
};

/** Search rate once stopped: Native American 22.4%, White 12.4% (RIPA 2022); others assumed in RIPA's order. */
const SEARCH_RATE: Record<Race, number> = {
  hispanic_latine: 0.16,
  white: 0.124,
  black: 0.2,
  asian: 0.07,
  middle_eastern_south_asian: 0.08,
  pacific_islander: 0.15,
  native_american: 0.224,
};

/** Contraband found in searches: Black 18%, White 26% (analytics-widgets.md example); others assumed. */
export const HIT_RATE: Record<Race, number> = {
  hispanic_latine: 0.22,
  white: 0.26,
  black: 0.18,
  asian: 0.22,
  middle_eastern_south_asian: 0.22,
  pacific_islander: 0.22,
  native_american: 0.22,
};

/** Stops in response to a call for service: about 6% (RIPA Board). */
export const CALL_FOR_SERVICE_SHARE = 0.06;
/** Use of force in well under 5% of stops. */
export const USE_OF_FORCE_SHARE = 0.03;
/** Reports listing other officers (collaborators): about 30%, one or two. */
export const COLLABORATION_SHARE = 0.3;
/** Share of searches based on consent (assumed). */
export const CONSENT_SHARE_OF_SEARCHES = 0.3;

const weightedShare = (pick: (race: Race) => number) => RACES.reduce((sum, race) => sum + RACE_SHARE[race] * pick(race), 0);
const searchShare = weightedShare((race) => SEARCH_RATE[race]);

/** Citizen-level targets the generated pool is reweighted to (each dimension's shares sum to 1). */
export const CITIZEN_TARGETS = {
  /** traffic violation, reasonable suspicion, other */
  reason: [
    weightedShare((race) => REASON_BY_RACE[race][0]),
    weightedShare((race) => REASON_BY_RACE[race][1]),
    weightedShare((race) => 1 - REASON_BY_RACE[race][0] - REASON_BY_RACE[race][1]),
  ],
  /** consent search, other search, no action, other actions (no action in about half the stops: assumed) */
  action: [searchShare * CONSENT_SHARE_OF_SEARCHES, searchShare * (1 - CONSENT_SHARE_OF_SEARCHES), 0.5, 0.5 - searchShare],
  /** warning, citation, arrest, other: most stops end in a warning or a citation */
  result: [0.42, 0.36, 0.07, 0.15],
};

/** The perceived race of one person, given why they were stopped and whether they were searched (Bayes on the shares above). */
export function raceWeights(reason: number, isSearched: boolean): number[] {
  return RACES.map((race) => {
    const [traffic, suspicion] = REASON_BY_RACE[race];
    const reasonShare = reason === 0 ? traffic : reason === 1 ? suspicion : 1 - traffic - suspicion;
    const searchShare = isSearched ? SEARCH_RATE[race] : 1 - SEARCH_RATE[race];
    return RACE_SHARE[race] * reasonShare * searchShare;
  });
}

/** Stops by local hour: more in the evening and at night than before dawn. */
export const HOUR_WEIGHTS = [
  0.9, 0.7, 0.5, 0.35, 0.3, 0.35, 0.5, 0.7, 0.8, 0.85, 0.9, 0.9, 0.9, 0.95, 1, 1, 1.05, 1.1, 1.2, 1.3, 1.35, 1.35, 1.3, 1.1,
];
/** Stops by local weekday, Sunday first: fewer on Sundays. */
export const WEEKDAY_WEIGHTS = [0.7, 0.95, 1, 1, 1, 1.1, 1.05];

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
