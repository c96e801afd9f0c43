import type { ReasonGroup, ResultGroup } from '@fieldbook/domain';
import {
  CALL_FOR_SERVICE_REASONS,
  CALL_FOR_SERVICE_SHARE,
  CONSENT_SHARE_OF_SEARCHES,
  FORCE_RATE_IF_ARRESTED,
  FORCE_RATE_OTHERWISE,
  HIT_RATE_BY_RACE,
  OTHER_REASON_SHARES,
  type PlannedRace,
  RACE_SHARES,
  RESULTS_BY_REASON,
  SEARCH_RATE_BY_RACE,
  TRAFFIC_AND_SUSPICION_BY_RACE,
} from './demo-calibration.ts';
import type { Weights } from './random.ts';

/**
 * The one calibrated model of stop generation, summed up: the overall shares a generator drawing from
 * demo-calibration.ts should land on. The demo seeder draws person by person (plan-stop.ts); the bench's scale loader
 * (bench/src/scale-calibration.ts) recombines pooled reports and reweights them to these same figures, so neither keeps
 * numbers of its own. generate-reports.test.ts checks what the demo draws against them.
 */

export const PLANNED_RACES = Object.keys(RACE_SHARES) as PlannedRace[];

const normalised = <Key extends string>(weights: Weights<Key>): Weights<Key> => {
  const total = Object.values<number | undefined>(weights).reduce<number>((sum, weight) => sum + (weight ?? 0), 0);
  const result: Weights<Key> = {};
  for (const [key, weight] of Object.entries(weights) as [Key, number][]) result[key] = total > 0 ? weight / total : 0;
  return result;
};

/** Reasons of an officer-initiated stop of a person of this race: traffic, suspicion, the rest split by OTHER_REASON_SHARES. */
export function reasonSharesFor(race: PlannedRace): Weights<ReasonGroup> {
  const [traffic, suspicion] = TRAFFIC_AND_SUSPICION_BY_RACE[race];
  const rest = 1 - traffic - suspicion;
  const shares: Weights<ReasonGroup> = { traffic, reasonable_suspicion: suspicion };
  for (const [reason, share] of Object.entries(normalised(OTHER_REASON_SHARES)) as [ReasonGroup, number][])
    shares[reason] = (shares[reason] ?? 0) + rest * share;
  return shares;
}

/** A weighted average over the races stopped. */
export const overRaces = (pick: (race: PlannedRace) => number) =>
  PLANNED_RACES.reduce((sum, race) => sum + RACE_SHARES[race] * pick(race), 0);

/** Reasons over all persons stopped: officer-initiated stops by race, calls for service by CALL_FOR_SERVICE_REASONS. */
export function expectedReasonShares(): Weights<ReasonGroup> {
  const shares: Weights<ReasonGroup> = {};
  for (const race of PLANNED_RACES)
    for (const [reason, share] of Object.entries(reasonSharesFor(race)) as [ReasonGroup, number][])
      shares[reason] = (shares[reason] ?? 0) + (1 - CALL_FOR_SERVICE_SHARE) * RACE_SHARES[race] * share;
  for (const [reason, share] of Object.entries(normalised(CALL_FOR_SERVICE_REASONS)) as [ReasonGroup, number][])
    shares[reason] = (shares[reason] ?? 0) + CALL_FOR_SERVICE_SHARE * share;
  return shares;
}

/** Results before a search's outcome shifts them: each reason's result shares, weighted by the reason shares. */
export function expectedResultShares(reasons: Weights<ReasonGroup> = expectedReasonShares()): Weights<ResultGroup> {
  const shares: Weights<ResultGroup> = {};
  for (const [reason, share] of Object.entries(reasons) as [ReasonGroup, number][])
    for (const [result, part] of Object.entries(normalised(RESULTS_BY_REASON[reason])) as [ResultGroup, number][])
      shares[result] = (shares[result] ?? 0) + share * part;
  return shares;
}

/** The overall figures both generators aim at. */
export const STOP_MODEL = {
  callForServiceShare: CALL_FOR_SERVICE_SHARE,
  searchRate: overRaces((race) => SEARCH_RATE_BY_RACE[race]),
  hitRate: overRaces((race) => HIT_RATE_BY_RACE[race] * SEARCH_RATE_BY_RACE[race]) / overRaces((race) => SEARCH_RATE_BY_RACE[race]),
  consentShareOfSearches:
    overRaces((race) => CONSENT_SHARE_OF_SEARCHES[race] * SEARCH_RATE_BY_RACE[race]) / overRaces((race) => SEARCH_RATE_BY_RACE[race]),
  /** Persons with force: most of those arrested, a few others. */
  forceRate: (expectedResultShares().arrest ?? 0) * FORCE_RATE_IF_ARRESTED + FORCE_RATE_OTHERWISE,
} as const;
