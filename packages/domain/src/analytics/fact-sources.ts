/**
 * Which configuration field feeds which analytics fact, per shipped configuration (analytics-widgets.md §2). The facts
 * are canonical codes shared by every state, so one widget reads California, Texas, Nebraska and generic reports alike;
 * a fact a configuration does not supply stays unknown and the widgets that need it are not offered to that agency.
 */

export const RACE_GROUPS = [
  'white',
  'black',
  'hispanic',
  'asian',
  'asian_pacific_islander',
  'pacific_islander',
  'native_american',
  'middle_eastern_south_asian',
  'multiracial',
  'other',
] as const;
export type RaceGroup = (typeof RACE_GROUPS)[number];

export const GENDER_GROUPS = ['man', 'woman', 'trans_man', 'trans_woman', 'nonbinary'] as const;
export type GenderGroup = (typeof GENDER_GROUPS)[number];

export const REASON_GROUPS = [
  'traffic',
  'reasonable_suspicion',
  'probable_cause',
  'warrant',
  'supervision',
  'call_for_service',
  'consensual',
  'welfare',
  'school',
  'other',
] as const;
export type ReasonGroup = (typeof REASON_GROUPS)[number];

export const RESULT_GROUPS = ['no_action', 'warning', 'citation', 'arrest', 'other'] as const;
export type ResultGroup = (typeof RESULT_GROUPS)[number];

/** The non-force actions the catalogue's actions-by-race matrix shows (B7), in its order. */
export const ACTIONS = [
  'removed_from_vehicle',
  'curbside_detention',
  'patrol_car_detention',
  'handcuffed',
  'frisk',
  'search_of_person',
  'search_of_property',
  'asked_consent',
  'field_sobriety_test',
  'photographed',
  'asked_supervision_status',
  'canine_search',
  'property_seized',
  'vehicle_impounded',
] as const;
export type Action = (typeof ACTIONS)[number];

export const IDENTITIES = ['disability', 'mental_health', 'lgbt', 'transgender', 'limited_english', 'unhoused', 'youth'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** The facts a configuration may supply; widgets name the ones they need. */
export const FACTS = [
  'race',
  'gender',
  'age',
  'identities',
  'reason',
  'actions',
  'searched',
  'basis',
  'contraband',
  'force',
  'force_tier',
  'results',
  'injury',
  'officer_years',
] as const;
export type Fact = (typeof FACTS)[number];

/** A citizen field and how its values map to canonical codes (values not in the map are ignored). */
export interface MappedField<Code extends string> {
  field: string;
  map: Record<string, Code>;
}
/** True when the citizen field holds (or, for a list, includes) one of `in`. */
export interface FieldTest {
  field: string;
  in: ReadonlyArray<string | boolean>;
}

export interface FactSources {
  race?: MappedField<RaceGroup>;
  gender?: MappedField<GenderGroup>;
  /** A switch that makes the person non-binary whatever the gender field says. */
  nonbinary?: FieldTest;
  age?: string;
  identities?: Partial<Record<Identity, FieldTest>>;
  reason?: MappedField<ReasonGroup>;
  actions?: MappedField<Action>;
  searched?: FieldTest[];
  frisk?: FieldTest;
  askedConsent?: FieldTest;
  /** Basis for search: values kept as the configuration's codes. */
  basis?: { field: string; consent: string[] };
  /** Contraband or evidence found: the values listed (minus `none`), or a yes/no test. */
  contraband?: { field: string; none: string[] } | FieldTest;
  /** Force used on this person: a list of force actions (minus `none`) with their tier, or a switch. */
  force?: { field: string; none: string[]; tiers: Record<string, 0 | 1 | 2 | 3 | 4> } | FieldTest;
  results?: MappedField<ResultGroup>[];
  injury?: MappedField<'serious' | 'minor' | 'none'>;
  /** A report (not citizen) path holding the officer's years of experience. */
  officerYears?: string;
}

const REASON_COMMON: Record<string, ReasonGroup> = {
  traffic_violation: 'traffic',
  reasonable_suspicion: 'reasonable_suspicion',
  probable_cause: 'probable_cause',
  warrant: 'warrant',
  call_for_service: 'call_for_service',
  consensual_encounter: 'consensual',
  welfare_check: 'welfare',
  bystander: 'other',
};
const ACTION_TAKEN: MappedField<ResultGroup> = {
  field: 'incident_information.action_taken',
  map: { no_action: 'no_action', warning: 'warning', citation: 'citation', arrest: 'arrest' },
};
const INJURY: MappedField<'serious' | 'minor' | 'none'> = {
  field: 'incident_information.injury',
  map: {
    death: 'serious',
    suspected_serious_injury: 'serious',
    suspected_minor_injury: 'minor',
    possible_injury: 'minor',
    no_apparent_injury: 'none',
  },
};
const FORCE_SWITCH: FieldTest = { field: 'incident_information.use_of_force', in: [true] };

const CALIFORNIA: FactSources = {
  race: {
    field: 'perception.race',
    map: {
      asian: 'asian',
      black: 'black',
      hispanic_latine: 'hispanic',
      middle_eastern_south_asian: 'middle_eastern_south_asian',
      native_american: 'native_american',
      pacific_islander: 'pacific_islander',
      white: 'white',
    },
  },
  gender: {
    field: 'perception.gender',
    map: {
      cisgender_man_boy: 'man',
      cisgender_woman_girl: 'woman',
      transgender_man_boy: 'trans_man',
      transgender_woman_girl: 'trans_woman',
    },
  },
  nonbinary: { field: 'perception.nonbinary', in: [true] },
  age: 'perception.age',
  identities: {
    disability: {
      field: 'perception.disability',
      in: [
        'deafness',
        'speech_impairment',
        'blind_limited_vision',
        'mental_health',
        'intellectual_developmental',
        'other_disability',
        'hyperactivity_impulsive',
      ],
    },
    mental_health: { field: 'perception.disability', in: ['mental_health'] },
    lgbt: { field: 'perception.sexual_orientation', in: ['lgb_plus'] },
    transgender: { field: 'perception.gender', in: ['transgender_man_boy', 'transgender_woman_girl'] },
    limited_english: { field: 'perception.limited_english', in: [true] },
    unhoused: { field: 'perception.unhoused', in: [true] },
  },
  reason: {
    field: 'stop_reason.primary_reason',
    map: {
      traffic_violation: 'traffic',
      reasonable_suspicion: 'reasonable_suspicion',
      probable_cause: 'probable_cause',
      probable_cause_5150: 'probable_cause',
      known_supervision: 'supervision',
      outstanding_warrant: 'warrant',
      truancy: 'school',
      consensual_encounter_search: 'consensual',
      education_code: 'school',
      school_policy: 'school',
    },
  },
  actions: {
    field: 'actions.non_force_actions',
    map: {
      removed_from_vehicle_by_order: 'removed_from_vehicle',
      curbside_detention: 'curbside_detention',
      patrol_car_detention: 'patrol_car_detention',
      terry_frisk: 'frisk',
      search_of_person: 'search_of_person',
      search_of_property: 'search_of_property',
      asked_consent_search_person: 'asked_consent',
      asked_consent_search_property: 'asked_consent',
      field_sobriety_test: 'field_sobriety_test',
      photographed: 'photographed',
      asked_supervision_status: 'asked_supervision_status',
      canine_search: 'canine_search',
      property_seized: 'property_seized',
      vehicle_impounded: 'vehicle_impounded',
    },
  },
  searched: [{ field: 'actions.non_force_actions', in: ['search_of_person', 'search_of_property'] }],
  frisk: { field: 'actions.non_force_actions', in: ['terry_frisk'] },
  askedConsent: { field: 'actions.non_force_actions', in: ['asked_consent_search_person', 'asked_consent_search_property'] },
  basis: { field: 'search.basis_for_search', consent: ['consent_given'] },
  contraband: { field: 'contraband.contraband_or_evidence', none: ['none'] },
  force: {
    field: 'force.force_actions',
    none: ['none'],
    tiers: {
      handcuffed: 0,
      firearm_pointed: 1,
      firearm_unholstered: 1,
      ecd_pointed_or_sparked: 1,
      impact_projectile_pointed: 1,
      baton_drawn: 1,
      canine_removed: 1,
      physical_compliance: 2,
      removed_from_vehicle_physical: 2,
      vehicle_in_apprehension: 2,
      ecd_dart_mode: 3,
      ecd_drive_stun: 3,
      chemical_spray: 3,
      baton_used: 3,
      impact_projectile_discharged: 3,
      canine_bit_or_held: 3,
      firearm_discharged: 4,
    },
  },
  results: [
    {
      field: 'result.result_of_stop',
      map: {
        no_action: 'no_action',
        verbal_warning: 'warning',
        written_warning: 'warning',
        citation: 'citation',
        cite_and_release: 'citation',
        arrest_outstanding_warrant: 'arrest',
        arrest_without_warrant: 'arrest',
        field_interview_card: 'other',
        noncriminal_transport: 'other',
        contacted_parent_guardian: 'other',
        psychiatric_hold: 'other',
        contacted_dhs: 'other',
        referral_school_administrator: 'other',
        referral_school_counselor: 'other',
      },
    },
  ],
  officerYears: 'general_information.state_related.officer.years_of_experience',
};

const TEXAS: FactSources = {
  race: {
    field: 'demographics.race_ethnicity',
    map: {
      alaska_native_american_indian: 'native_american',
      asian_pacific_islander: 'asian_pacific_islander',
      black: 'black',
      hispanic_latino: 'hispanic',
      white: 'white',
    },
  },
  gender: { field: 'demographics.gender', map: { male: 'man', female: 'woman' } },
  age: 'demographics.age',
  reason: { field: 'incident_information.reason_for_contact', map: REASON_COMMON },
  searched: [{ field: 'stop_report.search_conducted', in: ['yes'] }],
  basis: { field: 'stop_report.reason_for_search', consent: ['consent_only'] },
  contraband: { field: 'stop_report.contraband_discovered', in: ['yes'] },
  force: FORCE_SWITCH,
  results: [
    ACTION_TAKEN,
    { field: 'stop_report.warning_or_citation', map: { verbal_warning: 'warning', written_warning: 'warning', citation: 'citation' } },
    { field: 'stop_report.arrest_made', map: { yes: 'arrest' } },
  ],
  injury: INJURY,
};

const NEBRASKA: FactSources = {
  race: {
    field: 'demographics.race_ethnicity',
    map: {
      american_indian_alaska_native: 'native_american',
      asian_pacific_islander: 'asian_pacific_islander',
      black: 'black',
      hispanic_latino: 'hispanic',
      white: 'white',
      other: 'other',
    },
  },
  gender: { field: 'demographics.gender', map: { male: 'man', female: 'woman' } },
  age: 'demographics.age',
  reason: { field: 'incident_information.reason_for_contact', map: REASON_COMMON },
  searched: [{ field: 'stop_report.search_conducted', in: ['yes'] }],
  force: FORCE_SWITCH,
  results: [ACTION_TAKEN, { field: 'stop_report.result_of_stop', map: { warning: 'warning', citation: 'citation', arrest: 'arrest' } }],
  injury: INJURY,
};

const GENERIC: FactSources = {
  race: {
    field: 'demographics.race',
    map: {
      asian: 'asian',
      black: 'black',
      hispanic: 'hispanic',
      middle_eastern_south_asian: 'middle_eastern_south_asian',
      native_american: 'native_american',
      pacific_islander: 'pacific_islander',
      white: 'white',
    },
  },
  gender: { field: 'demographics.gender', map: { male: 'man', female: 'woman', nonbinary: 'nonbinary' } },
  age: 'demographics.age',
  reason: { field: 'incident_information.reason_for_contact', map: REASON_COMMON },
  force: FORCE_SWITCH,
  results: [ACTION_TAKEN],
  injury: INJURY,
};

/** Fact sources by the configuration's state code ('CA', 'TX', 'NE'); any other state reads as generic. */
const BY_STATE: Record<string, FactSources> = { CA: CALIFORNIA, TX: TEXAS, NE: NEBRASKA };

export function factSourcesFor(state: string | undefined): FactSources {
  return (state && BY_STATE[state.toUpperCase()]) || GENERIC;
}

/** The facts a configuration's sources supply (widgets needing others are not offered). */
export function suppliedFacts(sources: FactSources): Set<Fact> {
  const supplied = new Set<Fact>();
  if (sources.race) supplied.add('race');
  if (sources.gender) supplied.add('gender');
  if (sources.age) supplied.add('age');
  if (sources.identities) supplied.add('identities');
  if (sources.reason) supplied.add('reason');
  if (sources.actions) supplied.add('actions');
  if (sources.searched) supplied.add('searched');
  if (sources.basis) supplied.add('basis');
  if (sources.contraband) supplied.add('contraband');
  if (sources.force) supplied.add('force');
  if (sources.force && 'tiers' in sources.force) supplied.add('force_tier');
  if (sources.results) supplied.add('results');
  if (sources.injury) supplied.add('injury');
  if (sources.officerYears) supplied.add('officer_years');
  return supplied;
}
