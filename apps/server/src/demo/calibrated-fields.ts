import {
  type FieldTest,
  type FormField,
  type FormSection,
  factSourcesOf,
  type MappedField,
  offeredOptions,
  type RaceGroup,
  type ReasonGroup,
  type ResultGroup,
  readPath,
  type Scope,
  type StateConfiguration,
} from '@fieldbook/domain';
import {
  ARREST_BASES,
  ASSIGNMENT_WEIGHTS,
  FORCE_ACTION_WEIGHTS,
  FORCE_TYPE_WEIGHTS,
  HANDCUFFED_WITH_HIGHER_TIER,
  IDENTITY_SHARES,
  RESISTANCE_WEIGHTS,
  SEARCH_BASIS_WEIGHTS,
  VALUE_WEIGHTS,
} from './demo-calibration.ts';
import { DEFAULT_NARRATIVES, drawOffense, narrate, offenseByCode, REASON_NARRATIVES, SEARCH_NARRATIVES } from './offense-narratives.ts';
import { type ConfigurationTraits, createPlanner, type PersonPlan, type StopPlan } from './plan-stop.ts';
import { drawWeighted, type Random, type Weights } from './random.ts';

/** A chooser's answer meaning "leave this field empty" (undefined means "no opinion: fill it as any other field"). */
export const SKIP = Symbol('leave empty');
/** The value for a field at `section.field` of the item being filled, or SKIP, or undefined to let the form filler draw. */
export type FieldChooser = (path: string, field: FormField, scope: Scope) => unknown;
export type FillArea = 'general' | 'citizen' | 'use_of_force';

interface ChoiceInput {
  stop: StopPlan;
  /** The person being filled (citizens only). */
  person: PersonPlan;
  field: FormField;
  scope: Scope;
  item: Record<string, unknown>;
  random: Random;
}
type Handler = (input: ChoiceInput) => unknown;

const isList = (field: FormField) =>
  field.component === 'checkbox' || field.component === 'multiselect' || field.component === 'autocompletechip';
const asValue = (field: FormField, values: readonly string[]) =>
  values.length === 0 ? undefined : isList(field) ? [...values] : values[0];
const offeredValues = ({ field, scope }: ChoiceInput) => offeredOptions(field, scope).map((option) => option.value);
const includes = (value: unknown, wanted: string) => Array.isArray(value) && value.includes(wanted);

/** One offered value among `candidates`, by weight (VALUE_WEIGHTS unless given); undefined when none is offered. */
function pickOffered(
  input: ChoiceInput,
  candidates: readonly string[],
  weights: Record<string, number> = VALUE_WEIGHTS,
  boost?: Record<string, number>,
) {
  const offered = new Set(offeredValues(input));
  const kept: Weights = {};
  for (const value of candidates) if (offered.has(value)) kept[value] = (weights[value] ?? 1) * (boost?.[value] ?? 1);
  return drawWeighted(input.random, kept);
}

/** The field's options by the canonical code they map to, and those mapping to none. */
function byCode<Code extends string>(source: MappedField<Code>, field: FormField | undefined) {
  const values = new Map<Code, string[]>();
  const unmapped: string[] = [];
  for (const option of field?.options ?? []) {
    const code = source.map[option.value];
    if (code) values.set(code, [...(values.get(code) ?? []), option.value]);
    else unmapped.push(option.value);
  }
  return { values, unmapped };
}

/** Where a configuration has no value for a race, the nearest it has. */
const RACE_FALLBACK: Partial<Record<RaceGroup, RaceGroup[]>> = {
  asian: ['asian_pacific_islander', 'other'],
  pacific_islander: ['asian_pacific_islander', 'other'],
  middle_eastern_south_asian: ['other', 'white'],
  native_american: ['other'],
  multiracial: ['other'],
};
const GENDER_FALLBACK: Record<string, string[]> = { trans_man: ['man'], trans_woman: ['woman'], nonbinary: ['man', 'woman'] };
const CONSENSUAL_SEARCH = 'consensual_encounter_search';

function indexFields(sections: readonly FormSection[]) {
  const fields = new Map<string, FormField>();
  for (const section of sections) for (const field of section.fields) fields.set(`${section.name}.${field.name}`, field);
  return fields;
}

/**
 * Turns planned stops (plan-stop.ts) into the configuration's own field values, reading which field holds which fact from
 * the same fact sources the analytics use (fact-sources.ts), so what is drawn is what the dashboard counts. California's
 * richer form (actions, consent, bases, force actions, results) and the Texas and Nebraska stop reports get handlers of
 * their own; every other field is left to the form filler.
 */
function buildCalibration(configuration: StateConfiguration) {
  const sources = factSourcesOf(configuration);
  const citizenFields = indexFields(configuration.citizens.sections);
  const generalFields = indexFields(configuration.general_information.sections);
  const citizen = new Map<string, Handler>();
  const general = new Map<string, Handler>();
  const useOfForce = new Map<string, Handler>();

  // Race, gender, age.
  if (sources.race) {
    const { values } = byCode(sources.race, citizenFields.get(sources.race.field));
    const raceValue = (code: RaceGroup) => [code, ...(RACE_FALLBACK[code] ?? [])].map((each) => values.get(each)?.[0]).find(Boolean);
    citizen.set(sources.race.field, ({ person, field }) => {
      if (isList(field)) return [...new Set(person.races.map(raceValue).filter((value): value is string => value !== undefined))];
      return raceValue(person.race) ?? raceValue(person.races[0] ?? 'white');
    });
  }
  if (sources.gender) {
    const { values } = byCode(sources.gender, citizenFields.get(sources.gender.field));
    const hasNonbinarySwitch = sources.nonbinary !== undefined;
    citizen.set(sources.gender.field, ({ person, random }) => {
      const codes = person.gender === 'nonbinary' && hasNonbinarySwitch ? [] : [person.gender];
      const candidates = [...codes, ...(GENDER_FALLBACK[person.gender] ?? [])].flatMap((code) => values.get(code as never) ?? []);
      return person.gender === 'nonbinary' && !values.has('nonbinary') ? random.pick(candidates) : candidates[0];
    });
  }
  if (sources.nonbinary) citizen.set(sources.nonbinary.field, ({ person }) => person.gender === 'nonbinary');
  if (sources.age) citizen.set(sources.age, ({ person }) => person.age);

  // Reason for the stop: chosen with the plan (its value decides the results and searches).
  const reasonValues: ConfigurationTraits['reasonValues'] = {};
  if (sources.reason) {
    const field = citizenFields.get(sources.reason.field);
    for (const option of field?.options ?? []) {
      const group = sources.reason.map[option.value] as ReasonGroup | undefined;
      if (!group) continue;
      const studentOnly = option.condition_if !== undefined || option.condition_if_not !== undefined;
      reasonValues[group] = [...(reasonValues[group] ?? []), { value: option.value, studentOnly }];
    }
    citizen.set(sources.reason.field, ({ person }) => person.reasonValue);
  }

  // Searched: a yes/no field (California's search actions are composed below).
  const yesNo = (test: FieldTest, isYes: boolean) => (input: ChoiceInput) => {
    if (input.field.component === 'switch') return isYes === test.in.includes(true);
    const offered = offeredValues(input);
    return isYes ? offered.find((value) => test.in.includes(value)) : offered.find((value) => !test.in.includes(value));
  };
  for (const test of sources.searched ?? []) {
    const field = citizenFields.get(test.field);
    if (field && !isList(field)) citizen.set(test.field, (input) => yesNo(test, input.person.searched)(input));
  }

  // Contraband: the types found, or yes/no.
  const contraband = sources.contraband;
  if (contraband && 'none' in contraband) {
    citizen.set(contraband.field, (input) => {
      const none = contraband.none.find((value) => offeredValues(input).includes(value));
      if (!input.person.hit) return asValue(input.field, none ? [none] : []);
      const types = (input.field.options ?? []).map((option) => option.value).filter((value) => !contraband.none.includes(value));
      const first = pickOffered(input, types);
      const second = input.random.chance(0.25) ? pickOffered(input, types) : undefined;
      return [...new Set([first, second].filter((value): value is string => value !== undefined))];
    });
  } else if (contraband) citizen.set(contraband.field, (input) => yesNo(contraband, input.person.hit)(input));

  // Force on the person: California's force actions by tier, or the switch.
  citizen.set('incident_information.use_of_force', ({ person }) => person.force);
  const force = sources.force;
  if (force && 'tiers' in force) {
    const byTier = new Map<number, string[]>();
    for (const [value, tier] of Object.entries(force.tiers)) byTier.set(tier, [...(byTier.get(tier) ?? []), value]);
    const restraint = byTier.get(0) ?? [];
    citizen.set(force.field, (input) => {
      const { person, random } = input;
      if (!person.force || person.forceTier === null) return force.none.slice(0, 1);
      const action = pickOffered(input, byTier.get(person.forceTier) ?? restraint, FORCE_ACTION_WEIGHTS);
      const cuffs = person.forceTier > 0 && random.chance(HANDCUFFED_WITH_HIGHER_TIER) ? restraint.slice(0, 1) : [];
      return [...new Set([...cuffs, ...(action ? [action] : restraint.slice(0, 1))])];
    });
  } else if (force) citizen.set(force.field, (input) => yesNo(force, input.person.force)(input));
  if (sources.injury) {
    const field = sources.injury.field;
    citizen.set(field, (input) => pickOffered(input, offeredValues(input)));
  }

  // Results: each results field gets the planned group's values, or a value meaning none of them ('none', 'no').
  const resultGroups = new Set<ResultGroup>();
  for (const source of sources.results ?? []) {
    const { values, unmapped } = byCode(source, citizenFields.get(source.field));
    for (const code of values.keys()) resultGroups.add(code);
    citizen.set(source.field, (input) => {
      const { person } = input;
      const candidates = values.get(person.result);
      if (!candidates) {
        const exclusive = (input.field.options ?? []).find((option) => option.exclusive && unmapped.includes(option.value));
        return asValue(
          input.field,
          [exclusive?.value ?? unmapped[0]].filter((value): value is string => value !== undefined),
        );
      }
      const boost: Record<string, number> = {
        arrest_outstanding_warrant: person.reason === 'warrant' ? 20 : 1,
        psychiatric_hold: person.reasonValue === 'probable_cause_5150' ? 100 : 1,
        contacted_parent_guardian: person.age < 18 ? 8 : 0.1,
      };
      const value = pickOffered(input, candidates, VALUE_WEIGHTS, boost);
      return value === undefined ? undefined : asValue(input.field, [value]);
    });
  }

  // Basis for search: consent alone, consent and another, or one or two others (arrest bases only after an arrest).
  if (sources.basis) {
    const consentValues = sources.basis.consent;
    citizen.set(sources.basis.field, (input) => {
      const { person, random } = input;
      const offered = offeredValues(input);
      const consent = offered.find((value) => consentValues.includes(value));
      if (person.consentOnly && consent) return [consent];
      const boost: Record<string, number> = {};
      for (const value of ARREST_BASES) boost[value] = person.result === 'arrest' ? 4 : 0;
      boost.supervision_condition = person.reason === 'supervision' ? 15 : 0.2;
      const others = offered.filter((value) => !consentValues.includes(value) && SEARCH_BASIS_WEIGHTS[value] !== undefined);
      const first = pickOffered(input, others, SEARCH_BASIS_WEIGHTS, boost);
      const second = random.chance(0.25) ? pickOffered(input, others, SEARCH_BASIS_WEIGHTS, boost) : undefined;
      const withConsent =
        person.consent === 'given' && consent && !(input.field.options ?? []).find((option) => option.value === consent)?.exclusive;
      const bases = [...(withConsent ? [consent] : []), first, second].filter((value): value is string => value !== undefined);
      return bases.length > 0 ? [...new Set(bases)] : undefined;
    });
  }

  // California: non-force actions composed from the plan (searches, consent, detentions), and what depends on them.
  if (citizenFields.has('actions.non_force_actions')) citizen.set('actions.non_force_actions', californiaActions);
  citizen.set('actions.consent_given', ({ person, item }) => {
    if (person.consent !== 'given') return SKIP;
    const actions = readPath(item, 'actions.non_force_actions');
    const given = [
      ...(includes(actions, 'asked_consent_search_person') && includes(actions, 'search_of_person') ? ['search_person'] : []),
      ...(includes(actions, 'asked_consent_search_property') && includes(actions, 'search_of_property') ? ['search_property'] : []),
    ];
    return given.length > 0 ? given : SKIP;
  });
  citizen.set('search.consent_type', (input) =>
    pickOffered(input, ['verbal', 'written', 'implied_by_conduct'], { verbal: 0.7, written: 0.2, implied_by_conduct: 0.1 }),
  );
  citizen.set('property_seizure.basis_for_seizure', (input) =>
    input.person.hit
      ? [input.random.chance(0.6) ? 'contraband' : 'evidence']
      : [input.random.chance(0.7) ? 'safekeeping' : 'impound_of_vehicle'],
  );
  citizen.set('property_seizure.property_types', (input) => {
    const found = readPath(input.item, 'contraband.contraband_or_evidence');
    const offered = offeredValues(input);
    const types = Array.isArray(found)
      ? found.filter((value): value is string => typeof value === 'string' && offered.includes(value))
      : [];
    if (types.length > 0) return types;
    return [
      pickOffered(input, ['money', 'cell_phones_electronic_devices', 'vehicle', 'other_contraband_evidence']) ??
        'other_contraband_evidence',
    ];
  });
  citizen.set('stop_reason.traffic_violation_type', (input) =>
    pickOffered(input, ['moving', 'equipment', 'non_moving'], { moving: 0.7, equipment: 0.22, non_moving: 0.08 }),
  );
  citizen.set('reason_given.reasons_given', (input) => {
    const { item, random } = input;
    if (random.chance(0.03)) return ['not_communicated'];
    const reason = readPath(item, 'stop_reason.primary_reason');
    if (reason === 'traffic_violation') return [`traffic_${String(readPath(item, 'stop_reason.traffic_violation_type') ?? 'moving')}`];
    if (reason === 'reasonable_suspicion') return readPath(item, 'stop_reason.reasonable_suspicion_circumstances');
    return typeof reason === 'string' ? [reason] : undefined;
  });
  citizen.set(
    'stop_reason.is_passenger',
    ({ person, stop, random }) => stop.typeOfStop === 'vehicular' && person.index > 0 && random.chance(0.85),
  );
  // California's offense codes (real CJIS codes) and explanations that agree with the reason, the code and the search.
  const offenseKind = {
    traffic_offense_code: 'traffic',
    suspicion_offense_code: 'suspicion',
    probable_cause_offense_code: 'cause',
  } as const;
  for (const [name, kind] of Object.entries(offenseKind))
    if (citizenFields.has(`stop_reason.${name}`))
      citizen.set(`stop_reason.${name}`, ({ item, random }) => {
        const reason = (item.stop_reason ?? {}) as Record<string, unknown>;
        const kinds = [reason.traffic_violation_type, reason.reasonable_suspicion_circumstances]
          .flat()
          .filter((value) => typeof value === 'string');
        return drawOffense(kind, random, kinds as string[]).code;
      });
  const streetOf = (scope: Scope) => {
    const text = (path: string) => {
      const value = readPath(scope.report, `general_information.location.${path}`);
      return typeof value === 'string' && value ? value : undefined;
    };
    return text('doj_parts.street_name') ?? text('doj_parts.cross_street_1') ?? text('address.main');
  };
  const stopOffense = (item: Record<string, unknown>) => {
    const reason = (item.stop_reason ?? {}) as Record<string, unknown>;
    return offenseByCode(reason.traffic_offense_code ?? reason.suspicion_offense_code ?? reason.probable_cause_offense_code);
  };
  if (citizenFields.has('stop_reason.explanation'))
    citizen.set('stop_reason.explanation', ({ item, scope, random }) => {
      const reason = (item.stop_reason ?? {}) as Record<string, unknown>;
      const lines = stopOffense(item)?.narratives ?? REASON_NARRATIVES[String(reason.primary_reason)] ?? DEFAULT_NARRATIVES;
      return narrate(lines, streetOf(scope), random);
    });
  if (citizenFields.has('search.search_explanation'))
    citizen.set('search.search_explanation', ({ item, random }) => {
      const bases = ((item.search ?? {}) as Record<string, unknown>).basis_for_search;
      const basis = Array.isArray(bases) ? bases.find((value) => SEARCH_NARRATIVES[value]) : undefined;
      return narrate(SEARCH_NARRATIVES[basis] ?? DEFAULT_NARRATIVES, undefined, random);
    });
  for (const [field, fallback] of [
    ['verbal_warning_offense_codes', 'traffic'],
    ['written_warning_offense_codes', 'traffic'],
    ['citation_offense_codes', 'traffic'],
    ['cite_and_release_offense_codes', 'cause'],
    ['arrest_without_warrant_offense_codes', 'cause'],
  ] as const)
    if (citizenFields.has(`result.${field}`))
      citizen.set(`result.${field}`, ({ item, random }) => [{ code: (stopOffense(item) ?? drawOffense(fallback, random)).code }]);
  citizen.set('stop_reason.is_inside_residence', ({ stop, random }) => random.chance(stop.isResidence ? 0.6 : 0.02));
  citizen.set('student.is_student', ({ person }) => person.isStudent);
  citizen.set('perception.sexual_orientation', ({ random }) =>
    random.chance(IDENTITY_SHARES.lgbt) ? 'lgb_plus' : 'straight_heterosexual',
  );
  citizen.set('perception.limited_english', ({ person, random }) =>
    random.chance(IDENTITY_SHARES.limitedEnglish[person.race] ?? IDENTITY_SHARES.limitedEnglishOtherwise),
  );
  citizen.set('perception.disability', (input) => {
    const { person, random } = input;
    if (person.reasonValue === 'probable_cause_5150') return ['mental_health'];
    if (!random.chance(IDENTITY_SHARES.disability)) return ['none'];
    const disability = pickOffered(
      input,
      [
        'mental_health',
        'deafness',
        'speech_impairment',
        'blind_limited_vision',
        'intellectual_developmental',
        'other_disability',
        'hyperactivity_impulsive',
      ],
      {
        mental_health: 0.45,
        other_disability: 0.15,
        intellectual_developmental: 0.1,
        hyperactivity_impulsive: 0.1,
      },
    );
    return disability ? [disability] : ['none'];
  });
  citizen.set('perception.unhoused', ({ person, random }) =>
    random.chance(IDENTITY_SHARES.unhoused * (person.reason === 'traffic' ? 0.5 : 2)),
  );

  // Texas and Nebraska: the stop report applies to detained persons; its answers follow the plan.
  const detained: Handler = ({ person }) => person.isDetained;
  citizen.set('motor_vehicle_stop.is_operator_detained', detained);
  citizen.set('motor_vehicle_stop.is_person_stopped', detained);
  citizen.set('stop_report.search_consent', ({ person }) => (person.consent === 'given' ? 'yes' : 'no'));
  citizen.set('stop_report.race_known_before_stop', ({ random }) => (random.chance(0.12) ? 'yes' : 'no'));
  citizen.set('stop_report.initial_reason', (input) => {
    const { reason } = input.person;
    if (reason === 'traffic') return input.random.chance(0.75) ? 'moving_traffic_violation' : 'vehicle_traffic_violation';
    return reason === 'warrant' || reason === 'supervision' ? 'preexisting_knowledge' : 'violation_of_law';
  });
  citizen.set('stop_report.arrest_based_on', ({ person, random }) =>
    person.reason === 'warrant'
      ? 'outstanding_warrant'
      : person.reason === 'traffic' && random.chance(0.4)
        ? 'traffic_law_ordinance'
        : 'penal_code',
  );
  citizen.set('stop_report.physical_force_bodily_injury', ({ random }) => (random.chance(0.15) ? 'yes' : 'no'));
  citizen.set('stop_report.reason_for_stop', ({ person }) =>
    person.reason === 'traffic'
      ? 'traffic_violation'
      : ['reasonable_suspicion', 'probable_cause', 'warrant'].includes(person.reason)
        ? 'criminal_violation'
        : 'no_violation',
  );

  // General information (California): the kind of stop and place, the call for service, the officer.
  general.set('stop.type_of_stop', ({ stop }) => stop.typeOfStop);
  general.set('stop.call_for_service', ({ stop }) => stop.isCallForService);
  general.set('stop.welfare_check', ({ random }) => random.chance(0.02));
  general.set('location.is_k12_school', ({ stop }) => stop.isSchool);
  general.set('location.is_residence', ({ stop }) => stop.isResidence);
  if (sources.officerYears)
    general.set(sources.officerYears.replace(/^general_information\.state_related\./u, ''), ({ stop }) => stop.officerYears);
  general.set('officer.assignment', (input) =>
    pickOffered(input, Object.keys(ASSIGNMENT_WEIGHTS), ASSIGNMENT_WEIGHTS, { k12_public_school: input.stop.isSchool ? 100 : 1 }),
  );
  general.set('officer.non_primary_agency', ({ random }) => random.chance(0.02));

  // The use-of-force form (Texas, Nebraska, generic): the kind of force and the resistance met.
  useOfForce.set('force.type_of_force', (input) => {
    const all = Object.keys(FORCE_TYPE_WEIGHTS);
    const first = pickOffered(input, all, FORCE_TYPE_WEIGHTS);
    const second = input.random.chance(0.25) ? pickOffered(input, all, FORCE_TYPE_WEIGHTS) : undefined;
    return [...new Set([first, second].filter((value): value is string => value !== undefined))];
  });
  useOfForce.set('force.subject_resistance', (input) => pickOffered(input, Object.keys(RESISTANCE_WEIGHTS), RESISTANCE_WEIGHTS));

  const traits: ConfigurationTraits = {
    reasonValues,
    resultGroups,
    hasSearch: (sources.searched ?? []).some((test) => citizenFields.has(test.field)),
    hasSchool: generalFields.has('location.is_k12_school'),
    alwaysSearched: new Set([CONSENSUAL_SEARCH]),
  };
  const handlers: Record<FillArea, Map<string, Handler>> = { general, citizen, use_of_force: useOfForce };

  return {
    planStop: createPlanner(traits),
    /** The chooser for one area of one stop (and person, for citizens): the handler's value if the field offers it. */
    chooser(area: FillArea, stop: StopPlan, random: Random, person?: PersonPlan): FieldChooser {
      const table = handlers[area];
      const planned = person ?? (stop.people[0] as PersonPlan);
      return (path, field, scope) => {
        const handler = table.get(path);
        if (!handler) return undefined;
        const value = handler({ stop, person: planned, field, scope, item: scope.item as Record<string, unknown>, random });
        return value === SKIP || value === undefined || !field.options ? value : keepOffered(field, scope, value);
      };
    },
  };
}

/** The value with what the field does not offer now removed; undefined when nothing is left (the filler then draws). */
function keepOffered(field: FormField, scope: Scope, value: unknown): unknown {
  const offered = new Set(offeredOptions(field, scope).map((option) => option.value));
  if (Array.isArray(value)) {
    const kept = value.filter((entry) => offered.has(entry));
    return kept.length > 0 ? kept : undefined;
  }
  return typeof value === 'string' && offered.has(value) ? value : undefined;
}

/** California's non-force actions: the searches and consent of the plan, with the detentions and checks that go with them. */
function californiaActions(input: ChoiceInput): unknown {
  const { person, stop, random } = input;
  const isVehicle = stop.typeOfStop === 'vehicular';
  const isArrest = person.result === 'arrest';
  const actions: string[] = [];
  const add = (action: string, probability: number) => {
    if (random.chance(probability)) actions.push(action);
  };
  if (person.searched || person.consent === 'refused') {
    const target = random.next();
    const [ofPerson, ofProperty] = isVehicle ? [0.45, 0.2] : [0.8, 0.05];
    const searchesPerson = target < ofPerson || target >= ofPerson + ofProperty;
    const searchesProperty = target >= ofPerson;
    if (person.consent !== 'none') {
      if (searchesPerson) actions.push('asked_consent_search_person');
      if (searchesProperty) actions.push('asked_consent_search_property');
    }
    if (person.searched) {
      if (searchesPerson) actions.push('search_of_person');
      if (searchesProperty) actions.push('search_of_property');
    }
  }
  add('terry_frisk', person.searched ? 0.35 : person.reason === 'reasonable_suspicion' ? 0.12 : person.reason === 'traffic' ? 0.02 : 0.06);
  if (isVehicle) add('removed_from_vehicle_by_order', isArrest ? 0.8 : person.searched ? 0.5 : 0.03);
  add('curbside_detention', person.searched ? 0.45 : person.reason === 'reasonable_suspicion' ? 0.2 : 0.04);
  add('patrol_car_detention', isArrest ? 0.75 : person.searched ? 0.12 : 0.01);
  if (isVehicle && person.reason === 'traffic') add('field_sobriety_test', 0.025);
  add('photographed', person.reason === 'reasonable_suspicion' ? 0.05 : 0.01);
  add('asked_supervision_status', person.reason === 'supervision' ? 0.9 : 0.04);
  if (person.searched && isVehicle) add('canine_search', 0.03);
  add('property_seized', person.hit ? 0.65 : 0.004);
  if (isVehicle) add('vehicle_impounded', isArrest ? 0.3 : 0.01);
  if (person.isStudent) add('admission_or_written_statement', 0.2);
  return actions.length > 0 ? actions : ['none'];
}

const calibrations = new WeakMap<StateConfiguration, ReturnType<typeof buildCalibration>>();

/** The calibration of a configuration (built once per configuration object). */
export function calibrationFor(configuration: StateConfiguration) {
  let calibration = calibrations.get(configuration);
  if (!calibration) {
    calibration = buildCalibration(configuration);
    calibrations.set(configuration, calibration);
  }
  return calibration;
}
export type Calibration = ReturnType<typeof calibrationFor>;
