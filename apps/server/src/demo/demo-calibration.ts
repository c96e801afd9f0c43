import type { RaceGroup, ReasonGroup, ResultGroup } from '@fieldbook/domain';
import type { Weights } from './random.ts';

/**
 * The shares and rates the demo generator draws people and stops from, so the analytics dashboard of a demo agency shows
 * the patterns a manager knows from published stop data rather than uniform noise. Figures marked [ref: ...] are rows of
 * shared/reference/demo-calibration.md (or analytics-widgets.md); the rest are assumptions in the same direction, chosen
 * so the totals stay near the published ones. They are shares to draw from, not targets for any agency.
 *
 * Codes are the analytics' canonical codes (packages/domain/src/analytics/fact-sources.ts), so one calibration serves
 * every state configuration: calibrated-fields.ts turns a drawn person into the configuration's own field values.
 * generate-reports.test.ts draws 3,000 California reports and checks the drawn shares against these.
 */

/** The perceived race groups the generator draws ('multiracial': two races ticked, none of them Hispanic). */
export type PlannedRace = Extract<
  RaceGroup,
  'hispanic' | 'white' | 'black' | 'asian' | 'middle_eastern_south_asian' | 'pacific_islander' | 'native_american' | 'multiracial'
>;

/**
 * Share of persons stopped by perceived race. [ref: "share of stops by local agencies (not CHP): Latino 39%, White 27%,
 * Black 23%" (PPIC 2021)]; the other 11% split by assumption in the order RIPA reports them, with a few multiracial.
 */
export const RACE_SHARES: Record<PlannedRace, number> = {
  hispanic: 0.39,
  white: 0.27,
  black: 0.23,
  asian: 0.045,
  middle_eastern_south_asian: 0.03,
  pacific_islander: 0.007,
  native_american: 0.008,
  multiracial: 0.02,
};
/** Persons perceived as Hispanic for whom the officer also ticked a second race (still counted Hispanic). Assumed. */
export const HISPANIC_SECOND_RACE_SHARE = 0.03;
/** Other persons of a stop share the first person's perceived race this often (keeps the race shares; assumed). */
export const SAME_RACE_AS_FIRST_SHARE = 0.6;

/**
 * [traffic violation, reasonable suspicion] among officer-initiated stops, by race. [ref: "reason for stop, local agencies:
 * traffic violation: Latino 71%, Black 61%, White 64%; reasonable suspicion: Latino 23%, Black 32%, White 29%" (PPIC
 * 2021)]; the other groups assumed. The rest is split by OTHER_REASON_SHARES.
 */
export const TRAFFIC_AND_SUSPICION_BY_RACE: Record<PlannedRace, readonly [number, number]> = {
  hispanic: [0.71, 0.23],
  white: [0.64, 0.29],
  black: [0.61, 0.32],
  asian: [0.72, 0.22],
  middle_eastern_south_asian: [0.7, 0.24],
  pacific_islander: [0.66, 0.27],
  native_american: [0.62, 0.3],
  multiracial: [0.63, 0.3],
};
/** How the stops that are neither traffic nor reasonable suspicion split (assumed; groups a configuration lacks drop out). */
export const OTHER_REASON_SHARES: Weights<ReasonGroup> = {
  probable_cause: 0.36,
  supervision: 0.2,
  warrant: 0.16,
  consensual: 0.14,
  welfare: 0.1,
  school: 0.04,
};
/**
 * Reasons in reports made in response to a call for service (assumed): mostly suspicion and cause, few traffic stops.
 * 'call_for_service' exists as a reason only outside California.
 */
export const CALL_FOR_SERVICE_REASONS: Weights<ReasonGroup> = {
  call_for_service: 0.55,
  reasonable_suspicion: 0.25,
  probable_cause: 0.09,
  traffic: 0.04,
  welfare: 0.03,
  supervision: 0.02,
  warrant: 0.01,
  consensual: 0.01,
};
/** Students at a K-12 school stopped for a school reason (education code, school policy or truancy). Assumed. */
export const STUDENT_SCHOOL_REASON_SHARE = 0.45;

/** Reports made in response to a call for service. [ref: "stops made in response to a call for service: about 6%"]; 7% here. */
export const CALL_FOR_SERVICE_SHARE = 0.07;

/**
 * Search rate once stopped, by race. [ref: "search rate once stopped: perceived Native American 22.4%, perceived White
 * 12.4% (2022)" (RIPA 2024)]; Black 20% (RIPA: searched at about twice the White rate) and the others assumed in RIPA's
 * order. The reason for the stop shifts each person's chance (SEARCH_REASON_FACTOR), scaled per race so these hold overall.
 */
export const SEARCH_RATE_BY_RACE: Record<PlannedRace, number> = {
  hispanic: 0.16,
  white: 0.124,
  black: 0.2,
  asian: 0.07,
  middle_eastern_south_asian: 0.08,
  pacific_islander: 0.15,
  native_american: 0.224,
  multiracial: 0.15,
};
/** Relative chance of a search by reason (assumed: traffic stops are searched least, supervision and cause most). */
export const SEARCH_REASON_FACTOR: Record<ReasonGroup, number> = {
  traffic: 0.55,
  reasonable_suspicion: 2,
  probable_cause: 3.5,
  warrant: 3,
  supervision: 4,
  call_for_service: 1.2,
  consensual: 1.5,
  welfare: 0.4,
  school: 1,
  other: 1,
};

/**
 * Contraband or evidence found, among searched persons (hit rate). [ref: "contraband found in searches (hit rate),
 * example: 18% for people perceived as Black vs 26% for people perceived as White" (analytics-widgets.md)]; others assumed.
 */
export const HIT_RATE_BY_RACE: Record<PlannedRace, number> = {
  hispanic: 0.22,
  white: 0.26,
  black: 0.18,
  asian: 0.24,
  middle_eastern_south_asian: 0.23,
  pacific_islander: 0.22,
  native_american: 0.21,
  multiracial: 0.22,
};
/** Consent-only searches find contraband less often (×0.75; assumed), the others a little more so each race's rate holds. */
export const CONSENT_ONLY_HIT_FACTOR = 0.75;
/** Contraband in plain view without a search (assumed). */
export const PLAIN_VIEW_HIT_RATE = 0.01;

/** Share of searches done after consent was asked and given, by race (assumed; consent searches weigh more on Black and Hispanic persons). */
export const CONSENT_SHARE_OF_SEARCHES: Record<PlannedRace, number> = {
  hispanic: 0.27,
  white: 0.21,
  black: 0.3,
  asian: 0.2,
  middle_eastern_south_asian: 0.2,
  pacific_islander: 0.24,
  native_american: 0.26,
  multiracial: 0.24,
};
/** Consent searches whose only basis is the consent (the others add a second basis). Assumed. */
export const CONSENT_ONLY_SHARE = 0.7;
/** Persons on whom the officer took no action during the stop (no search, no removal, no other action). Assumed. */
export const NO_ACTION_DURING_STOP_SHARE = 0.5;
/** Persons asked for consent who refused it and were not searched, among those not searched. Assumed. */
export const CONSENT_REFUSED_SHARE = 0.015;

/**
 * Result of the stop by reason (assumed): "most stops end in a warning or citation" [ref: shapes]; arrests a few percent
 * overall, most of them after cause, a warrant or supervision. Groups a configuration lacks drop out.
 */
export const RESULTS_BY_REASON: Record<ReasonGroup, Weights<ResultGroup>> = {
  traffic: { warning: 0.5, citation: 0.44, no_action: 0.045, arrest: 0.012, other: 0.012 },
  reasonable_suspicion: { warning: 0.36, citation: 0.15, no_action: 0.2, arrest: 0.06, other: 0.23 },
  probable_cause: { warning: 0.14, citation: 0.32, no_action: 0.12, arrest: 0.25, other: 0.17 },
  warrant: { arrest: 0.75, citation: 0.15, warning: 0.03, no_action: 0.02, other: 0.05 },
  supervision: { no_action: 0.45, warning: 0.2, citation: 0.05, arrest: 0.18, other: 0.12 },
  call_for_service: { warning: 0.3, citation: 0.15, no_action: 0.35, arrest: 0.08, other: 0.12 },
  consensual: { no_action: 0.45, warning: 0.25, citation: 0.12, arrest: 0.06, other: 0.12 },
  welfare: { no_action: 0.55, warning: 0.1, other: 0.33, arrest: 0.02 },
  school: { other: 0.5, warning: 0.3, no_action: 0.2 },
  other: { no_action: 0.5, warning: 0.3, other: 0.2 },
};
/** A search that finds contraband makes an arrest this much more likely; a search finding nothing a little. Assumed. */
export const ARREST_FACTOR_AFTER_HIT = 6;
export const ARREST_FACTOR_AFTER_EMPTY_SEARCH = 1.5;
/**
 * 'No action' by race relative to White. [ref: analytics-widgets.md A6: "no action taken recorded 2.3× as often for Black
 * as for White individuals" (RIPA, via CAIR)]: part of the gap comes from Black persons' larger share of suspicion stops,
 * the rest from this factor (tuned so the drawn ratio lands near 2.3).
 */
export const NO_ACTION_FACTOR_BY_RACE: Record<PlannedRace, number> = {
  hispanic: 1.2,
  white: 1,
  black: 2.8,
  asian: 1,
  middle_eastern_south_asian: 1.1,
  pacific_islander: 1.1,
  native_american: 1.3,
  multiracial: 1.2,
};

/**
 * Use of force on a person (any force action, handcuffing included): "well under 5% of stops" [ref: shapes]. Most arrested
 * persons are handcuffed; a few are without an arrest; slightly more often for Black and Hispanic persons. Assumed.
 */
export const FORCE_RATE_IF_ARRESTED = 0.45;
export const FORCE_RATE_OTHERWISE = 0.008;
export const FORCE_FACTOR_BY_RACE: Record<PlannedRace, number> = {
  hispanic: 1.1,
  white: 1,
  black: 1.2,
  asian: 0.9,
  middle_eastern_south_asian: 0.9,
  pacific_islander: 1.1,
  native_american: 1.2,
  multiracial: 1.1,
};
/**
 * Highest force tier among persons with force (analytics-widgets.md §2 tiers): restraint most, firearm discharge almost
 * never. Assumed.
 */
export const FORCE_TIER_SHARES: Record<0 | 1 | 2 | 3 | 4, number> = { 0: 0.7, 1: 0.15, 2: 0.11, 3: 0.038, 4: 0.002 };

/** Perceived gender (assumed, RIPA-like: about 7 in 10 persons stopped are men). */
export const GENDER_SHARES = { man: 0.72, woman: 0.27, trans_man: 0.003, trans_woman: 0.004, nonbinary: 0.003 } as const;

/** Perceived age bands [from, to, share]: concentrated 18-45, a few minors and over-65s [ref: shapes]. */
export const AGE_BANDS: readonly (readonly [number, number, number])[] = [
  [12, 17, 0.05],
  [18, 24, 0.21],
  [25, 34, 0.31],
  [35, 44, 0.21],
  [45, 54, 0.12],
  [55, 64, 0.07],
  [65, 85, 0.03],
];

/** Officer years of experience bands [from, to, share]: mostly 1-20, rarely above 30 [ref: shapes]. Drawn once per officer. */
export const OFFICER_YEARS_BANDS: readonly (readonly [number, number, number])[] = [
  [1, 2, 0.14],
  [3, 5, 0.2],
  [6, 10, 0.25],
  [11, 15, 0.18],
  [16, 20, 0.12],
  [21, 25, 0.06],
  [26, 30, 0.03],
  [31, 38, 0.02],
];

/** Persons per report (assumed: most stops involve one person, some a driver and passengers). */
export const PERSONS_PER_REPORT = { 1: 0.76, 2: 0.18, 3: 0.06 } as const;

/**
 * Stops by local hour, midnight first: more in the evening and at night than before dawn [ref: shapes]. Same curve as
 * bench/src/scale-calibration.ts (which reads it from here).
 */
export const HOUR_WEIGHTS: readonly number[] = [
  0.9, 0.7, 0.5, 0.35, 0.3, 0.35, 0.5, 0.7, 0.8, 0.85, 0.9, 0.9, 0.9, 0.95, 1, 1, 1.05, 1.1, 1.2, 1.3, 1.35, 1.35, 1.3, 1.1,
];
/** Stops by local weekday, Sunday first: fewer on Sundays [ref: shapes]. */
export const WEEKDAY_WEIGHTS: readonly number[] = [0.7, 0.95, 1, 1, 1, 1.1, 1.05];

/**
 * Duration in minutes: log-normal around a median that grows with what happened (assumed), so most contacts last 5-40
 * minutes with a long tail; a very few are implausible (a timer left running) for the data-quality widgets. The rules
 * accept 1..1440 minutes, so an implausible duration is one of 240 minutes or more (0 is refused by the rules engine).
 */
export const DURATION = {
  medianByReason: { traffic: 11, reasonable_suspicion: 18 } as Weights<ReasonGroup>,
  medianOtherwise: 20,
  searchFactor: 1.8,
  arrestFactor: 2.4,
  callForServiceFactor: 1.4,
  sigma: 0.55,
  implausibleShare: 0.004,
  implausible: [240, 1440] as const,
} as const;

/** Kind of stop (California) by the first person's reason (assumed: traffic stops are vehicles, suspicion often on foot). */
export const STOP_TYPE_BY_REASON: Partial<Record<ReasonGroup, Weights<'vehicular' | 'pedestrian' | 'bicycle'>>> = {
  traffic: { vehicular: 0.93, pedestrian: 0.04, bicycle: 0.03 },
  reasonable_suspicion: { vehicular: 0.38, pedestrian: 0.56, bicycle: 0.06 },
};
export const STOP_TYPE_OTHERWISE: Weights<'vehicular' | 'pedestrian' | 'bicycle'> = { vehicular: 0.45, pedestrian: 0.5, bicycle: 0.05 };
/** Stops at a K-12 school and at a residence (assumed). Most persons stopped at a school are students. */
export const K12_SCHOOL_SHARE = 0.02;
export const STUDENT_AT_SCHOOL_SHARE = 0.7;
export const RESIDENCE_SHARE = 0.08;
/** Reports listing other officers (collaborators), and reports with agency tags: as before (assumed). */
export const COLLABORATION_SHARE = 0.3;
export const TAGGED_SHARE = 0.35;

/**
 * Within a canonical group, how often each configuration value is chosen (configuration codes; a value not listed weighs
 * 1). Assumed. Covers California's finer values and the force, injury and contraband lists of every configuration.
 */
export const VALUE_WEIGHTS: Record<string, number> = {
  // Reason for stop (California): a few psychiatric holds among probable cause; school reasons only for students.
  probable_cause: 0.85,
  probable_cause_5150: 0.15,
  truancy: 0.3,
  education_code: 0.4,
  school_policy: 0.3,
  // Results.
  verbal_warning: 0.62,
  written_warning: 0.38,
  citation: 0.85,
  cite_and_release: 0.15,
  arrest_without_warrant: 0.72,
  arrest_outstanding_warrant: 0.28,
  field_interview_card: 0.5,
  noncriminal_transport: 0.14,
  psychiatric_hold: 0.08,
  contacted_parent_guardian: 0.05,
  contacted_dhs: 0.03,
  referral_school_administrator: 0.1,
  referral_school_counselor: 0.1,
  // Contraband or evidence found (drugs and paraphernalia most, firearms few).
  drugs_narcotics: 0.27,
  drug_paraphernalia: 0.2,
  alcohol: 0.1,
  other_weapons: 0.1,
  suspected_stolen_property: 0.07,
  firearms: 0.06,
  money: 0.05,
  ammunition: 0.04,
  cell_phones_electronic_devices: 0.03,
  other_contraband_evidence: 0.08,
  // Injury of a person on whom force was used (Texas, Nebraska, generic).
  no_apparent_injury: 0.72,
  possible_injury: 0.14,
  suspected_minor_injury: 0.11,
  suspected_serious_injury: 0.03,
  death: 0,
};

/** California force actions by tier (the tiers of fact-sources.ts); higher tiers usually come with handcuffing. Assumed. */
export const FORCE_ACTION_WEIGHTS: Record<string, number> = {
  handcuffed: 1,
  firearm_unholstered: 0.3,
  firearm_pointed: 0.35,
  ecd_pointed_or_sparked: 0.2,
  impact_projectile_pointed: 0.03,
  baton_drawn: 0.07,
  canine_removed: 0.05,
  physical_compliance: 0.7,
  removed_from_vehicle_physical: 0.25,
  vehicle_in_apprehension: 0.05,
  chemical_spray: 0.3,
  ecd_dart_mode: 0.25,
  ecd_drive_stun: 0.1,
  baton_used: 0.1,
  impact_projectile_discharged: 0.05,
  canine_bit_or_held: 0.1,
  firearm_discharged: 1,
};
/** Persons with a force action above restraint who are also handcuffed. Assumed. */
export const HANDCUFFED_WITH_HIGHER_TIER = 0.8;

/** Basis for a search other than consent (California codes; Texas maps its own). Assumed. */
export const SEARCH_BASIS_WEIGHTS: Record<string, number> = {
  officer_safety: 0.24,
  incident_to_arrest: 0.18,
  suspected_weapons: 0.12,
  odor_of_contraband: 0.1,
  evidence_of_crime: 0.1,
  visible_contraband: 0.08,
  supervision_condition: 0.06,
  vehicle_inventory: 0.05,
  exigent_circumstances: 0.03,
  search_warrant: 0.02,
  canine_detection: 0.02,
  // Texas reasons for a search other than consent.
  probable_cause_reasonable_suspicion: 0.6,
  plain_view: 0.25,
  towing_or_arrest: 0.15,
};
/** Search bases that follow an arrest (weighed only when the person was arrested). */
export const ARREST_BASES: ReadonlySet<string> = new Set(['incident_to_arrest', 'towing_or_arrest']);

/** The officer's assignment (California), per report. Assumed: patrol almost always. */
export const ASSIGNMENT_WEIGHTS: Record<string, number> = {
  patrol: 0.86,
  gang_enforcement: 0.03,
  narcotics_vice: 0.02,
  investigative: 0.03,
  task_force: 0.01,
  special_events: 0.01,
  compliance_check: 0.01,
  roadblock_checkpoint: 0.01,
  k12_public_school: 0.01,
  off_duty_private_event: 0.005,
  other: 0.005,
};

/** Use-of-force form (Texas, Nebraska, generic): type of force and resistance. Assumed. */
export const FORCE_TYPE_WEIGHTS: Record<string, number> = {
  control_hold_takedown: 0.45,
  firearm_pointed: 0.14,
  conducted_energy_device: 0.1,
  hand_foot_strikes: 0.09,
  chemical_spray: 0.07,
  other: 0.04,
  impact_weapon: 0.03,
  impact_projectile: 0.02,
  canine: 0.02,
  vehicle: 0.01,
  firearm_discharged: 0.003,
};
export const RESISTANCE_WEIGHTS: Record<string, number> = {
  none: 0.08,
  passive: 0.3,
  active: 0.42,
  assaultive: 0.17,
  life_threatening: 0.03,
};

/** Identity flags (California perception fields). Assumed, RIPA-like. */
export const IDENTITY_SHARES = {
  lgbt: 0.035,
  disability: 0.05,
  unhoused: 0.04,
  /** Limited or no English, by race (more among Hispanic and Asian persons). */
  limitedEnglish: { hispanic: 0.15, asian: 0.12, middle_eastern_south_asian: 0.1, pacific_islander: 0.05 } as Partial<
    Record<PlannedRace, number>
  >,
  limitedEnglishOtherwise: 0.02,
} as const;
