import type { Random } from './random.ts';

/**
 * Offense codes from the DOJ's CJIS offense table (shared/reference/ca-doj/offense-codes.csv: offense_code, statute,
 * literal) that a city agency's stops cite most, each with the short explanations an officer writes for it, so the
 * demo's reason, offense code, narrative and result agree. Weights are assumed.
 */
export interface DemoOffense {
  code: string;
  statute: string;
  weight: number;
  /** Traffic violations: moving, equipment or non-moving (the form's violation type); others: a circumstance it fits. */
  kind?: string;
  /** Explanations of the reason for the stop; {street} is the stop's street. */
  narratives: readonly string[];
}

export const TRAFFIC_OFFENSES: readonly DemoOffense[] = [
  {
    code: '54106',
    kind: 'moving',
    statute: '22350 VC',
    weight: 22,
    narratives: [
      'Radar showed the vehicle at 48 mph in a posted 30 mph zone on {street}; stopped for unsafe speed.',
      'Paced the vehicle well over the limit on {street} in heavy traffic; unsafe speed for conditions.',
    ],
  },
  {
    code: '54098',
    kind: 'moving',
    statute: '21453(A) VC',
    weight: 14,
    narratives: ['Vehicle entered the intersection on {street} after the signal turned red.', 'Driver ran the red light at {street}.'],
  },
  {
    code: '54655',
    kind: 'moving',
    statute: '23123.5(A) VC',
    weight: 12,
    narratives: [
      'Driver was holding and typing on a phone while driving on {street}.',
      'Observed the driver using a handheld phone on {street}.',
    ],
  },
  {
    code: '54657',
    kind: 'non_moving',
    statute: '4000(A)(1) VC',
    weight: 12,
    narratives: [
      'Registration expired over six months, confirmed by records check on {street}.',
      'Vehicle displayed no current registration tab.',
    ],
  },
  {
    code: '54193',
    kind: 'equipment',
    statute: '24600 VC',
    weight: 10,
    narratives: ['Both tail lamps out while driving after dark on {street}.', 'Vehicle had a broken tail lamp showing white light.'],
  },
  {
    code: '54146',
    kind: 'moving',
    statute: '21461(A) VC',
    weight: 8,
    narratives: [
      'Driver failed to obey the no-left-turn sign at {street}.',
      'Vehicle went around the posted road-closed sign on {street}.',
    ],
  },
  {
    code: '54571',
    kind: 'equipment',
    statute: '26708(A)(1) VC',
    weight: 6,
    narratives: ['Front side windows tinted too dark to see the driver.', 'Windshield obstructed by items hanging from the mirror.'],
  },
  {
    code: '54115',
    kind: 'moving',
    statute: '22107 VC',
    weight: 6,
    narratives: [
      'Driver changed lanes on {street} without signalling, cutting off another car.',
      'Unsafe turn without a signal at {street}.',
    ],
  },
  {
    code: '54167',
    kind: 'moving',
    statute: '22450(A) VC',
    weight: 6,
    narratives: ['Vehicle rolled through the stop sign at {street}.', 'Driver did not stop at the limit line on {street}.'],
  },
  {
    code: '54011',
    kind: 'moving',
    statute: '27315 VC',
    weight: 4,
    narratives: ['Driver not wearing a seat belt on {street}.'],
  },
];

export const SUSPICION_OFFENSES: readonly DemoOffense[] = [
  {
    code: '22022',
    statute: '459 PC',
    weight: 10,
    narratives: [
      'Matched the description dispatch gave of a commercial burglary suspect near {street}.',
      'Seen leaving a closed business on {street} through a side door at night.',
    ],
  },
  {
    code: '23099',
    statute: '484(A) PC',
    weight: 12,
    narratives: [
      'Store security reported a theft in progress on {street}; person matched the description.',
      'Seen concealing merchandise and leaving the store on {street}.',
    ],
  },
  {
    code: '24054',
    statute: '10851(A) VC',
    weight: 6,
    narratives: [
      'Vehicle matched a reported stolen car seen near {street}.',
      'Driver of a car with a punched ignition parked on {street}.',
    ],
  },
  {
    code: '29138',
    statute: '594(A) PC',
    weight: 6,
    narratives: ['Seen spray-painting a wall on {street}.', 'Matched the description of a person breaking car windows on {street}.'],
  },
  {
    code: '32022',
    statute: '602 PC',
    weight: 8,
    narratives: [
      'Inside a fenced, posted lot on {street} after closing.',
      'Business owner on {street} reported the person back after being told to leave.',
    ],
  },
  {
    code: '35172',
    kind: 'drug_transaction',
    statute: '11377(A) HS',
    weight: 8,
    narratives: ['Observed what appeared to be a hand-to-hand exchange on {street}.', 'Seen passing small bags to passers-by on {street}.'],
  },
  {
    code: '53072',
    statute: '415(1) PC',
    weight: 6,
    narratives: ['Callers reported a fight outside a bar on {street}; person matched the description.'],
  },
];

export const CAUSE_OFFENSES: readonly DemoOffense[] = [
  {
    code: '42104',
    statute: '23152(A) VC',
    weight: 10,
    narratives: ['Vehicle weaving across lanes on {street}; driver showed signs of intoxication.'],
  },
  {
    code: '54083',
    statute: '14601.1(A) VC',
    weight: 10,
    narratives: ['Records check of the plate showed the registered owner, matching the driver, with a suspended licence.'],
  },
  {
    code: '52436',
    statute: '25850(A) PC',
    weight: 4,
    narratives: ['Handgun visible in the waistband of a person on {street}.'],
  },
  {
    code: '35423',
    statute: '11364(A) HS',
    weight: 8,
    narratives: ['Pipe with residue in plain view in the person’s hand on {street}.'],
  },
  {
    code: '23099',
    statute: '484(A) PC',
    weight: 8,
    narratives: ['Store employee identified the person as having taken merchandise from the store on {street}.'],
  },
  {
    code: '64005',
    statute: '647(F) PC',
    weight: 6,
    narratives: ['Person on {street} unable to care for their safety, unsteady and smelling of alcohol.'],
  },
];

/** Explanations for reasons with no offense code, by the configuration's reason value. */
export const REASON_NARRATIVES: Record<string, readonly string[]> = {
  probable_cause_5150: ['Person on {street} threatening to harm themselves; detained for evaluation.'],
  outstanding_warrant: ['Records check showed an outstanding warrant for the person, recognised on {street}.'],
  known_supervision: ['Person known to be on searchable probation, contacted on {street} to verify compliance.'],
  consensual_encounter_search: ['Consensual contact on {street}; the person agreed to talk and to a search.'],
  truancy: ['Student off campus during school hours on {street}.'],
  education_code: ['School administrator asked for help with a student violating the education code.'],
  school_policy: ['Vice principal reported a student breaking the school’s policy on campus.'],
};
export const DEFAULT_NARRATIVES: readonly string[] = [
  'Contact on {street} as described in the incident report.',
  'Contacted the person on {street} for the reason selected.',
];

/** Explanations of a search's basis, by the configuration's basis value. */
export const SEARCH_NARRATIVES: Record<string, readonly string[]> = {
  consent_given: ['The person agreed verbally to a search when asked.', 'Asked for consent to search; the person said yes.'],
  officer_safety: ['Bulge in the waistband and furtive movements toward it; pat-down for weapons.'],
  incident_to_arrest: ['Searched incident to the arrest.'],
  suspected_weapons: ['Person reached repeatedly toward the centre console; searched for weapons.'],
  odor_of_contraband: ['Strong odour of marijuana smoke from inside the vehicle.'],
  evidence_of_crime: ['Items matching the reported stolen property visible in the bag.'],
  visible_contraband: ['Pipe and small baggie visible on the passenger seat.'],
  supervision_condition: ['Person on searchable probation, confirmed by records check.'],
  vehicle_inventory: ['Vehicle inventoried before tow.'],
  exigent_circumstances: ['Person tried to discard something while fleeing; immediate search to preserve evidence.'],
  search_warrant: ['Search under a warrant signed for the person.'],
  canine_detection: ['Canine alerted on the driver’s door.'],
  school_policy_violation: ['Student search requested by the school administrator under school policy.'],
};

function pick(offenses: readonly DemoOffense[], random: Random): DemoOffense {
  let target = random.next() * offenses.reduce((sum, offense) => sum + offense.weight, 0);
  for (const offense of offenses) {
    target -= offense.weight;
    if (target < 0) return offense;
  }
  return offenses[offenses.length - 1] as DemoOffense;
}

/**
 * The offenses a reason draws from (traffic violations, reasonable suspicion, probable cause), those of the kind given
 * first (the traffic violation's type, a suspicion's circumstances), so the code agrees with what the form says.
 */
export function drawOffense(reason: 'traffic' | 'suspicion' | 'cause', random: Random, kinds: readonly string[] = []): DemoOffense {
  const offenses = reason === 'traffic' ? TRAFFIC_OFFENSES : reason === 'suspicion' ? SUSPICION_OFFENSES : CAUSE_OFFENSES;
  const fitting = offenses.filter((offense) => offense.kind !== undefined && kinds.includes(offense.kind));
  const unmarked = offenses.filter((offense) => offense.kind === undefined);
  return pick(fitting.length > 0 ? fitting : reason === 'traffic' ? offenses : unmarked, random);
}

const ALL_OFFENSES = new Map([...TRAFFIC_OFFENSES, ...SUSPICION_OFFENSES, ...CAUSE_OFFENSES].map((offense) => [offense.code, offense]));
export const offenseByCode = (code: unknown) => (typeof code === 'string' ? ALL_OFFENSES.get(code) : undefined);

/** A narrative with the stop's street put in (or 'the street' when the location has none). */
export function narrate(lines: readonly string[], street: string | undefined, random: Random): string {
  return random.pick(lines).replaceAll('{street}', street || 'the street');
}
