/**
 * California configuration option values → DOJ codes (reference stop-data.md §1.3-1.8 for v2; §1.9 and §1.11 and the
 * 2017 regulation for v1). A value missing from a v1 table did not exist in the 2018 regulation: it is left out of a
 * v1 record, and dojLogicChecks says so when leaving it out would leave the record without an answer.
 */
export type CodeTable = Readonly<Record<string, string>>;

/** The DOJ code of a value, or undefined when the table has none. */
export function dojCode(table: CodeTable, value: unknown): string | undefined {
  return typeof value === 'string' && Object.hasOwn(table, value) ? table[value] : undefined;
}

export const LOCATION_TYPE_CODES: CodeTable = {
  geographic_coordinates: '1',
  block_number_and_street: '2',
  closest_intersection: '3',
  highway_and_closest_exit: '4',
  road_marker_landmark_other: '5',
};

export const STOP_TYPE_CODES: CodeTable = { vehicular: '1', bicycle: '2', pedestrian: '3' };

const ASSIGNMENTS_V1: Record<string, string> = {
  patrol: '1',
  gang_enforcement: '2',
  compliance_check: '3',
  special_events: '4',
  roadblock_checkpoint: '5',
  narcotics_vice: '6',
  task_force: '7',
  k12_public_school: '8',
  investigative: '9',
  other: '10',
};
export const ASSIGNMENT_CODES = {
  v1: ASSIGNMENTS_V1,
  v2: { ...ASSIGNMENTS_V1, off_duty_private_event: '11', contracted_by_another_agency: '12' },
};
/** v2 assignments the 2018 regulation did not have: sent in v1 as 'Other' (10) with these words. */
export const ASSIGNMENT_V1_OTHER_WORDS: CodeTable = {
  off_duty_private_event: 'Off duty and/or working private event',
  contracted_by_another_agency: 'Contracted by another law enforcement agency',
};

/** Perceived race of the person stopped, and the officer's own race or ethnicity (OfficerEth), v1 and v2. */
export const RACE_CODES: CodeTable = {
  asian: '1',
  black: '2',
  hispanic_latine: '3',
  middle_eastern_south_asian: '4',
  native_american: '5',
  pacific_islander: '6',
  white: '7',
};

/** v2 Gend; v1 Gend is Male 1, Female 2, Transgender man/boy 3, Transgender woman/girl 4: the same codes. */
export const GENDER_CODES: CodeTable = {
  cisgender_man_boy: '1',
  cisgender_woman_girl: '2',
  transgender_man_boy: '3',
  transgender_woman_girl: '4',
};
export const TRANSGENDER_VALUES: readonly string[] = ['transgender_man_boy', 'transgender_woman_girl'];
/** Nonbinary_Person (v2) and GendNC (v1, 'gender nonconforming') are sent as this code when set. */
export const NONBINARY_CODE = '5';

export const SEXUAL_ORIENTATION_CODES: CodeTable = { lgb_plus: '1', straight_heterosexual: '2' };

export const DISABILITY_CODES: CodeTable = {
  deafness: '1',
  speech_impairment: '2',
  blind_limited_vision: '3',
  mental_health: '4',
  intellectual_developmental: '5',
  other_disability: '6',
  hyperactivity_impulsive: '7',
  none: '8',
};

const REASONS_V1: Record<string, string> = {
  traffic_violation: '1',
  reasonable_suspicion: '2',
  known_supervision: '3',
  outstanding_warrant: '4',
  truancy: '5',
  consensual_encounter_search: '6',
  education_code: '7',
  school_policy: '8',
};
export const STOP_REASON_CODES = { v1: REASONS_V1, v2: { ...REASONS_V1, probable_cause: '9', probable_cause_5150: '10' } };

export const TRAFFIC_VIOLATION_TYPE_CODES: CodeTable = { moving: '1', equipment: '2', non_moving: '3' };

const SUSPICIONS_V1: Record<string, string> = {
  witnessed_crime: '1',
  matched_suspect_description: '2',
  identified_by_witness_or_victim: '3',
  suspicious_object: '4',
  casing: '5',
  lookout: '6',
  drug_transaction: '7',
  violent_crime: '8',
  other_suspicion: '9',
};
/** Reasonable-suspicion and probable-cause circumstances (Susp_T, Prob_T). */
export const SUSPICION_CODES = { v1: SUSPICIONS_V1, v2: { ...SUSPICIONS_V1, matched_suspect_vehicle: '10' } };

export const EDUCATION_SECTION_CODES: CodeTable = {
  section_48900: '1',
  section_48900_2: '2',
  section_48900_3: '3',
  section_48900_4: '4',
  section_48900_7: '5',
};
/** The subdivision is asked only under section 48900. */
export const EDUCATION_SECTION_WITH_SUBDIVISION = 'section_48900';
export const EDUCATION_SUBDIVISION_CODES: CodeTable = Object.fromEntries(
  ['a_1', 'a_2', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k_1', 'l', 'm', 'n', 'o', 'p', 'q', 'r'].map((subdivision, index) => [
    `subdivision_${subdivision}`,
    String(index + 1),
  ]),
);

/** Reason given to the stopped person (v2 only). */
export const REASON_GIVEN_CODES: CodeTable = {
  traffic_moving: '1',
  traffic_equipment: '2',
  traffic_non_moving: '3',
  witnessed_crime: '4',
  matched_suspect_description: '5',
  matched_suspect_vehicle: '6',
  identified_by_witness_or_victim: '7',
  suspicious_object: '8',
  casing: '9',
  lookout: '10',
  drug_transaction: '11',
  violent_crime: '12',
  other_suspicion: '13',
  probable_cause: '14',
  probable_cause_5150: '15',
  known_supervision: '16',
  outstanding_warrant: '17',
  truancy: '18',
  consensual_encounter_search: '19',
  education_code: '20',
  school_policy: '21',
  not_communicated: '22',
};

/** v2 non-force actions (NonForceAct_CD, the DOJ's alphabetical codes). */
export const NON_FORCE_ACTION_CODES: CodeTable = {
  admission_or_written_statement: '1',
  asked_consent_search_person: '2',
  asked_consent_search_property: '3',
  asked_passenger_identification: '4',
  asked_supervision_status: '5',
  curbside_detention: '6',
  field_sobriety_test: '7',
  patrol_car_detention: '8',
  canine_search: '9',
  photographed: '10',
  removed_from_vehicle_by_order: '11',
  property_seized: '12',
  ran_passenger_name: '13',
  search_of_person: '14',
  search_of_property: '15',
  terry_frisk: '16',
  vehicle_impounded: '17',
  none: '18',
};
/** The asked-for-consent actions and the consent_given value that answers each (NonForceConsent Y/N, v1 Is_Con). */
export const CONSENT_ACTIONS: Readonly<Record<string, string>> = {
  asked_consent_search_person: 'search_person',
  asked_consent_search_property: 'search_property',
};

/** v2 force actions (ForceActTak). */
export const FORCE_ACTION_CODES: CodeTable = {
  handcuffed: '1',
  baton_drawn: '2',
  baton_used: '3',
  chemical_spray: '4',
  ecd_pointed_or_sparked: '5',
  ecd_drive_stun: '6',
  ecd_dart_mode: '7',
  firearm_unholstered: '8',
  firearm_pointed: '9',
  firearm_discharged: '10',
  impact_projectile_pointed: '11',
  impact_projectile_discharged: '12',
  canine_removed: '13',
  canine_bit_or_held: '14',
  removed_from_vehicle_physical: '15',
  physical_compliance: '16',
  vehicle_in_apprehension: '17',
  none: '18',
};

/**
 * v1 actions (ListActTak, 2017 regulation (a)(12)(A), DOJ codes 1-24), from both v2 lists. The v2 values the 2018
 * regulation did not ask (Terry frisk, passenger name or identification, parole question, a firearm unholstered, an ECD
 * or impact weapon only pointed, a baton only drawn) have no v1 code. 'None' (24) is sent only when both lists say none.
 */
export const V1_ACTION_CODES: CodeTable = {
  removed_from_vehicle_by_order: '1',
  removed_from_vehicle_physical: '2',
  field_sobriety_test: '3',
  curbside_detention: '4',
  handcuffed: '5',
  patrol_car_detention: '6',
  canine_search: '7',
  canine_removed: '7',
  firearm_pointed: '8',
  firearm_discharged: '9',
  ecd_dart_mode: '10',
  ecd_drive_stun: '10',
  impact_projectile_discharged: '11',
  canine_bit_or_held: '12',
  baton_used: '13',
  chemical_spray: '14',
  physical_compliance: '15',
  vehicle_in_apprehension: '15',
  photographed: '16',
  asked_consent_search_person: '17',
  search_of_person: '18',
  asked_consent_search_property: '19',
  search_of_property: '20',
  property_seized: '21',
  vehicle_impounded: '22',
  admission_or_written_statement: '23',
};
export const V1_NO_ACTION_CODE = '24';
/** The v1 asked-for-consent codes that carry Is_Con Y/N. */
export const V1_CONSENT_ACTION_CODES: readonly string[] = ['17', '19'];

export const SEARCH_BASIS_CODES: CodeTable = {
  consent_given: '1',
  officer_safety: '2',
  search_warrant: '3',
  supervision_condition: '4',
  suspected_weapons: '5',
  visible_contraband: '6',
  odor_of_contraband: '7',
  canine_detection: '8',
  evidence_of_crime: '9',
  incident_to_arrest: '10',
  exigent_circumstances: '11',
  vehicle_inventory: '12',
  school_policy_violation: '13',
};
export const CONSENT_TYPE_CODES: CodeTable = { verbal: '1', written: '2', implied_by_conduct: '3' };

export const CONTRABAND_CODES: CodeTable = {
  none: '1',
  firearms: '2',
  ammunition: '3',
  other_weapons: '4',
  drugs_narcotics: '5',
  alcohol: '6',
  money: '7',
  drug_paraphernalia: '8',
  suspected_stolen_property: '9',
  cell_phones_electronic_devices: '10',
  other_contraband_evidence: '11',
};

export const SEIZURE_BASIS_CODES: CodeTable = {
  safekeeping: '1',
  contraband: '2',
  evidence: '3',
  impound_of_vehicle: '4',
  abandoned_property: '5',
  school_policy_violation: '6',
};

export const PROPERTY_TYPE_CODES: CodeTable = {
  firearms: '1',
  ammunition: '2',
  other_weapons: '3',
  drugs_narcotics: '4',
  alcohol: '5',
  money: '6',
  drug_paraphernalia: '7',
  suspected_stolen_property: '8',
  cell_phones_electronic_devices: '9',
  vehicle: '10',
  other_contraband_evidence: '11',
};

const RESULTS_COMMON: Record<string, string> = {
  no_action: '1',
  citation: '3',
  cite_and_release: '4',
  arrest_outstanding_warrant: '5',
  arrest_without_warrant: '6',
  field_interview_card: '7',
  noncriminal_transport: '8',
  contacted_parent_guardian: '9',
  psychiatric_hold: '10',
  contacted_dhs: '11',
  referral_school_administrator: '12',
  referral_school_counselor: '13',
};
/** v1 had one 'Warning (verbal or written)', code 2. */
export const RESULT_CODES = {
  v1: { ...RESULTS_COMMON, verbal_warning: '2', written_warning: '2' },
  v2: { ...RESULTS_COMMON, verbal_warning: '14', written_warning: '15' },
};
/** The result fields that hold the result's offense codes (an itemlist of { code }). */
export const RESULT_OFFENSE_FIELDS: Readonly<Record<string, string>> = {
  verbal_warning: 'verbal_warning_offense_codes',
  written_warning: 'written_warning_offense_codes',
  citation: 'citation_offense_codes',
  cite_and_release: 'cite_and_release_offense_codes',
  arrest_without_warrant: 'arrest_without_warrant_offense_codes',
};
