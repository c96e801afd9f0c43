import { type StateConfiguration, validateReport } from '@fieldbook/domain';
import { generateReports } from '@fieldbook/server/demo';
import { CITIZEN_TARGETS, CONSENT_SHARE_OF_SEARCHES, type Random, rake, weightedPicker } from './scale-calibration.ts';
import type { ScaleCatalog } from './scale-catalog.ts';

type Json = Record<string, any>;

/** A stop as generated and validated: what its citizens' rules depend on (kind of stop, school, residence) and its fields. */
export interface StopTemplate {
  key: string;
  stateRelated: Json;
}

/** A person stopped, valid under stops with the same key, with the categories the calibration weights by. */
export interface PooledCitizen {
  citizen: Json;
  reason: number;
  action: number;
  result: number;
}

export interface ReportPool {
  pickStop: (random: Random) => StopTemplate;
  pickCitizen: (key: string, random: Random) => PooledCitizen;
  /** How many pooled citizens the rules engine refused after the consent variant (kept out of the pool). */
  refusedVariants: number;
  size: number;
}

/** Citizens' conditions read the kind of stop, a K-12 school and a residence: citizens move only between stops alike. */
export const stopKey = (stateRelated: Json) =>
  `${stateRelated.stop?.type_of_stop}|${stateRelated.location?.is_k12_school === true}|${stateRelated.location?.is_residence === true}`;

/** Kind of stop (assumed): vehicles most, then pedestrians, a few bicycles; few at schools, some at residences. */
const STOP_SHARES: Record<string, number> = { vehicular: 0.78, pedestrian: 0.19, bicycle: 0.03 };
const SCHOOL_SHARE = 0.02;
const RESIDENCE_SHARE = 0.08;

const includesAny = (values: unknown, wanted: readonly string[]) => Array.isArray(values) && values.some((value) => wanted.includes(value));

function reasonCategory(citizen: Json): number {
  const primary = citizen.stop_reason?.primary_reason;
  return primary === 'traffic_violation' ? 0 : primary === 'reasonable_suspicion' ? 1 : 2;
}

function actionCategory(citizen: Json): number {
  const actions = citizen.actions?.non_force_actions;
  if (includesAny(actions, ['search_of_person', 'search_of_property']))
    return includesAny(citizen.search?.basis_for_search, ['consent_given']) ? 0 : 1;
  return includesAny(actions, ['none']) ? 2 : 3;
}

function resultCategory(citizen: Json): number {
  const results = citizen.result?.result_of_stop;
  if (includesAny(results, ['arrest_outstanding_warrant', 'arrest_without_warrant'])) return 2;
  if (includesAny(results, ['citation', 'cite_and_release'])) return 1;
  if (includesAny(results, ['verbal_warning', 'written_warning'])) return 0;
  return 3;
}

export const isSearched = (pooled: PooledCitizen) => pooled.action <= 1;

/**
 * A searched person who first agreed to it: the generator picks one action per person, so consent searches (asked, given,
 * basis 'consent_given') are made here from its searches and kept only when the rules engine accepts them.
 */
function consentVariant(citizen: Json, random: Random): Json | null {
  const actions: string[] = citizen.actions?.non_force_actions ?? [];
  const target = actions.includes('search_of_person') ? 'person' : actions.includes('search_of_property') ? 'property' : null;
  if (!target) return null;
  return {
    ...citizen,
    actions: { non_force_actions: [`asked_consent_search_${target}`, ...actions], consent_given: [`search_${target}`] },
    search: {
      ...citizen.search,
      basis_for_search: ['consent_given'],
      consent_type: random.pick(['verbal', 'verbal', 'verbal', 'written', 'implied_by_conduct']),
    },
  };
}

/**
 * A pool of valid reports from the demo generator (it validates each with the rules engine), split into stops and
 * people stopped, reweighted to the calibration's shares. Generated reports recombine a stop with people from stops
 * alike, so every combination stays one the rules accept.
 */
export function buildReportPool(
  configuration: StateConfiguration,
  catalog: ScaleCatalog,
  size: number,
  now: Date,
  random: Random,
): ReportPool {
  const rules = { config: configuration, timeZone: catalog.timeZone, now, mode: 'create' as const };
  const stops: StopTemplate[] = [];
  const citizens = new Map<string, PooledCitizen[]>();
  let refusedVariants = 0;
  const authors = catalog.officers.slice(0, 10);
  const generated = generateReports({
    configuration,
    timeZone: catalog.timeZone,
    authors,
    count: size,
    seed: 90_210,
    now,
    days: 30,
    centre: { latitude: 38.5816, longitude: -121.4944 },
  });
  const pool = (key: string) => citizens.get(key) ?? (citizens.set(key, []).get(key) as PooledCitizen[]);
  const add = (key: string, citizen: Json) =>
    pool(key).push({ citizen, reason: reasonCategory(citizen), action: actionCategory(citizen), result: resultCategory(citizen) });
  for (const report of generated) {
    const payload = report.payload as Json;
    const stateRelated = payload.general_information.state_related as Json;
    const key = stopKey(stateRelated);
    stops.push({ key, stateRelated });
    for (const citizen of payload.citizens as Json[]) {
      add(key, citizen);
      const variant = random.chance(CONSENT_SHARE_OF_SEARCHES * 2) ? consentVariant(citizen, random) : null;
      if (!variant) continue;
      const { issues } = validateReport({ ...payload, citizens: [variant], officers: [] }, rules);
      if (issues.length === 0) add(key, variant);
      else refusedVariants++;
    }
  }

  const everyone = [...citizens.values()].flat();
  const weights = rake(
    [everyone.map((entry) => entry.reason), everyone.map((entry) => entry.action), everyone.map((entry) => entry.result)],
    [CITIZEN_TARGETS.reason, CITIZEN_TARGETS.action, CITIZEN_TARGETS.result],
  );
  const weightOf = new Map(everyone.map((entry, index) => [entry, weights[index] ?? 0]));
  const pickers = new Map(
    [...citizens].map(([key, entries]) => [
      key,
      weightedPicker(
        entries,
        entries.map((entry) => weightOf.get(entry) ?? 0),
      ),
    ]),
  );

  // A stop's weight: the share of its kind divided by how many such stops the pool holds.
  const countOf = new Map<string, number>();
  for (const stop of stops) countOf.set(stop.key, (countOf.get(stop.key) ?? 0) + 1);
  const stopWeight = (stop: StopTemplate) => {
    const location = stop.stateRelated.location ?? {};
    const kind = STOP_SHARES[stop.stateRelated.stop?.type_of_stop] ?? 0;
    const school = location.is_k12_school === true ? SCHOOL_SHARE : 1 - SCHOOL_SHARE;
    const residence = location.is_residence === true ? RESIDENCE_SHARE : 1 - RESIDENCE_SHARE;
    return (kind * school * residence) / (countOf.get(stop.key) ?? 1);
  };
  return {
    pickStop: weightedPicker(stops, stops.map(stopWeight)),
    pickCitizen: (key, random) => {
      const picker = pickers.get(key);
      if (!picker) throw new Error(`no pooled citizen for stops like ${key}`);
      return picker(random);
    },
    refusedVariants,
    size: everyone.length,
  };
}
