import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import type { FieldIssue } from '../errors.ts';
import { asArray, asRecord } from '../report/emptiness.ts';
import type { ReportMode } from '../report/normalize-report.ts';
import { validateReport } from '../report/validate-report.ts';
import { RESULT_OFFENSE_FIELDS, STOP_REASON_CODES, SUSPICION_CODES } from './code-tables.ts';
import { v1Actions } from './encode-record.ts';
import { readDojLocation } from './location.ts';
import type { DojRegulationVersion } from './regulation-version.ts';
import { offenseCode, section, text, values } from './report-reading.ts';

export interface DojCheckOptions {
  /** The agency's time zone and the moment of the check: the form's date rules read them. */
  timeZone: string;
  now: Date;
  /** 'amend' (default) accepts what an amended report may hold (complaints, investigations). */
  mode?: ReportMode;
  contactTypes?: readonly string[];
}

type Item = Record<string, unknown>;

export const DOJ_CHECK_MESSAGES = {
  consentBasis: "Consent to this search was given: add 'Consent given' to the basis for search.",
  seizedContraband: "Property was seized as contraband or evidence: tick what was found instead of 'None'.",
  consensualSearch:
    "A consensual encounter resulting in a search needs the search: tick 'Search of person was conducted' or 'Search of property was conducted'.",
  reasonNotCommunicated: "'Reason not communicated' cannot be ticked together with a reason that was given: keep one or the other.",
  offenseCode: (value: string) => `'${value}' is not an offense code: enter the number of 1 to 5 digits from the DOJ's offense code table.`,
  wholeAge: 'Enter the perceived age as a whole number of years.',
  wholeYears: 'Enter the years of experience as a whole number.',
  officerIdInNarrative:
    "Take the officer's ID number out of this explanation: the DOJ does not accept an officer's identifying information here.",
  officerNameInNarrative:
    "Take the officer's name out of this explanation: the DOJ does not accept an officer's identifying information here.",
  personalDetail: (what: string) => `Take out what looks like ${what}: the explanation must not identify the person stopped.`,
  blockAndStreet: 'Enter the block number and the street name of the stop (the block, such as 4300, never a house number).',
  intersection: 'Enter the two cross streets of the closest intersection.',
  highway: 'Enter the highway and its closest exit.',
  otherLocation: 'Describe the location: a road marker, a landmark or another description.',
  coordinates: "Record the stop's coordinates: use the device's position or drop a pin on the map.",
  outsideCalifornia: 'These coordinates are outside California: check the pin on the map.',
  city: "Choose the stop's city or unincorporated area from the DOJ's list.",
  v1Reason: (label: string) =>
    `'${label}' is not a reason of the 2018 regulation, which applies to stops before 2024: choose a reason that regulation offered.`,
  v1Circumstances:
    'None of the circumstances ticked existed in the 2018 regulation, which applies to stops before 2024: tick one it offered.',
  v1Actions:
    "None of the actions ticked existed in the 2018 regulation, which applies to stops before 2024: tick the actions as it names them, or 'None'.",
} as const;

/** What in a narrative would identify the person stopped (11 CCR 999.226: no personally identifying information). */
const PERSONAL_DETAILS: readonly [RegExp, string][] = [
  [/\b\d{3}-\d{2}-\d{4}\b/, 'a Social Security number'],
  [/(?:\(\d{3}\)\s?|\b\d{3}[-.\s])\d{3}[-.\s]\d{4}\b/, 'a phone number'],
  [/\b[A-Z]\d{7}\b/, "a California driver's license number"],
  [/\b(?:DOB|date of birth)\b/i, 'a date of birth'],
];

/** California's extent with a margin: a point outside it is a pin dropped in the wrong place. */
const CALIFORNIA = { south: 32.4, north: 42.1, west: -124.6, east: -114.0 };

const NARRATIVES = [
  ['stop_reason', 'explanation'],
  ['search', 'search_explanation'],
] as const;

function optionLabel(config: StateConfiguration, sectionName: string, fieldName: string, value: string): string {
  const field = config.citizens.sections.find((candidate) => candidate.name === sectionName)?.fields.find((f) => f.name === fieldName);
  return field?.options?.find((option) => option.value === value)?.label ?? value;
}

const isWhole = (value: unknown) => value === undefined || value === null || value === '' || Number.isInteger(Number(value));

function checkCitizen(citizen: Item, path: string, general: Item, config: StateConfiguration, version: DojRegulationVersion): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const at = (field: string, message: string) => issues.push({ path: `${path}.${field}`, message });
  const actions = values(section(citizen, 'actions').non_force_actions);
  const consent = values(section(citizen, 'actions').consent_given);
  const basis = values(section(citizen, 'search').basis_for_search);
  const reason = section(citizen, 'stop_reason');

  const consentedSearch =
    (consent.includes('search_person') && actions.includes('search_of_person')) ||
    (consent.includes('search_property') && actions.includes('search_of_property'));
  if (consentedSearch && !basis.includes('consent_given')) at('search.basis_for_search', DOJ_CHECK_MESSAGES.consentBasis);

  const seizedAs = values(section(citizen, 'property_seizure').basis_for_seizure);
  const found = values(section(citizen, 'contraband').contraband_or_evidence);
  if (
    actions.includes('property_seized') &&
    seizedAs.some((value) => value === 'contraband' || value === 'evidence') &&
    found.includes('none')
  )
    at('contraband.contraband_or_evidence', DOJ_CHECK_MESSAGES.seizedContraband);

  if (
    reason.primary_reason === 'consensual_encounter_search' &&
    !actions.includes('search_of_person') &&
    !actions.includes('search_of_property')
  )
    at('actions.non_force_actions', DOJ_CHECK_MESSAGES.consensualSearch);

  const given = values(section(citizen, 'reason_given').reasons_given);
  if (version === 'v2' && given.includes('not_communicated') && given.length > 1)
    at('reason_given.reasons_given', DOJ_CHECK_MESSAGES.reasonNotCommunicated);

  const checkOffense = (field: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (!offenseCode(value)) at(field, DOJ_CHECK_MESSAGES.offenseCode(text(value) || String(value)));
  };
  for (const field of ['traffic_offense_code', 'suspicion_offense_code', 'probable_cause_offense_code'])
    checkOffense(`stop_reason.${field}`, reason[field]);
  const result = section(citizen, 'result');
  for (const field of Object.values(RESULT_OFFENSE_FIELDS))
    asArray(result[field]).forEach((entry, index) => {
      checkOffense(`result.${field}.${index}.code`, asRecord(entry).code);
    });

  if (!isWhole(section(citizen, 'perception').age)) at('perception.age', DOJ_CHECK_MESSAGES.wholeAge);

  const officerId = text(general.officer_id_number);
  const officerName = text(general.officer_name);
  for (const [sectionName, field] of NARRATIVES) {
    const narrative = text(section(citizen, sectionName)[field]);
    if (!narrative) continue;
    const where = `${sectionName}.${field}`;
    if (officerId.length >= 3 && new RegExp(`(^|\\D)${officerId.replace(/[^\w]/g, '\\$&')}(\\D|$)`).test(narrative))
      at(where, DOJ_CHECK_MESSAGES.officerIdInNarrative);
    else if (officerName.length >= 3 && narrative.toLowerCase().includes(officerName.toLowerCase()))
      at(where, DOJ_CHECK_MESSAGES.officerNameInNarrative);
    const detail = PERSONAL_DETAILS.find(([pattern]) => pattern.test(narrative));
    if (detail) at(where, DOJ_CHECK_MESSAGES.personalDetail(detail[1]));
  }

  if (version === 'v1') {
    const primary = text(reason.primary_reason);
    if (primary && !STOP_REASON_CODES.v1[primary])
      at('stop_reason.primary_reason', DOJ_CHECK_MESSAGES.v1Reason(optionLabel(config, 'stop_reason', 'primary_reason', primary)));
    const circumstances = values(reason.reasonable_suspicion_circumstances);
    if (primary === 'reasonable_suspicion' && circumstances.length > 0 && !circumstances.some((value) => SUSPICION_CODES.v1[value]))
      at('stop_reason.reasonable_suspicion_circumstances', DOJ_CHECK_MESSAGES.v1Circumstances);
    const anyAction = actions.length > 0 || values(section(citizen, 'force').force_actions).length > 0;
    if (anyAction && v1Actions(citizen).length === 0) at('actions.non_force_actions', DOJ_CHECK_MESSAGES.v1Actions);
  }
  return issues;
}

function checkLocation(general: Item): FieldIssue[] {
  const location = asRecord(general.location);
  const read = readDojLocation(location);
  const base = location.doj_parts ? 'general_information.location.doj_parts' : 'general_information.location';
  const issues: FieldIssue[] = [];
  const at = (part: string | undefined, message: string) =>
    issues.push({ path: part && location.doj_parts ? `${base}.${part}` : base, message });
  switch (location.type) {
    case 'geographic_coordinates': {
      const coords = asRecord(asRecord(location.address).coords);
      const [latitude, longitude] = [Number(coords.latitude), Number(coords.longitude)];
      if (!read.latitude || !read.longitude)
        issues.push({ path: 'general_information.location.address.coords', message: DOJ_CHECK_MESSAGES.coordinates });
      else if (latitude < CALIFORNIA.south || latitude > CALIFORNIA.north || longitude < CALIFORNIA.west || longitude > CALIFORNIA.east)
        issues.push({ path: 'general_information.location.address.coords', message: DOJ_CHECK_MESSAGES.outsideCalifornia });
      break;
    }
    case 'block_number_and_street':
      if (!read.blockNumber || !read.streetName) at(read.blockNumber ? 'street_name' : 'block_number', DOJ_CHECK_MESSAGES.blockAndStreet);
      break;
    case 'closest_intersection':
      if (!read.crossStreet1 || !read.crossStreet2)
        at(read.crossStreet1 ? 'cross_street_2' : 'cross_street_1', DOJ_CHECK_MESSAGES.intersection);
      break;
    case 'highway_and_closest_exit':
      if (!read.highway || !read.closestExit) at(read.highway ? 'closest_exit' : 'highway', DOJ_CHECK_MESSAGES.highway);
      break;
    case 'road_marker_landmark_other':
      if (!read.other) at('other', DOJ_CHECK_MESSAGES.otherLocation);
      break;
  }
  if (!read.city) at('city', DOJ_CHECK_MESSAGES.city);
  return issues;
}

/**
 * Whether the DOJ would take a stop (reference stop-data.md §1.10): the form's own rules (validateReport, the same
 * the officer's form runs) and then the regulation's logic checks the form does not hold, for the regulation version
 * in force on the stop's date. An empty list means the stop is sendable. Messages say what to change.
 */
export function dojLogicChecks(
  report: Record<string, unknown>,
  config: StateConfiguration,
  version: DojRegulationVersion,
  options: DojCheckOptions,
): FieldIssue[] {
  const { report: normalized, issues } = validateReport(report, {
    config,
    timeZone: options.timeZone,
    now: options.now,
    mode: options.mode ?? 'amend',
    ...(options.contactTypes ? { contactTypes: options.contactTypes } : {}),
  });
  const found = dojRegulationChecks(normalized, config, version);
  const seen = new Set(issues.map((issue) => issue.path));
  return [...issues, ...found.filter((issue) => !seen.has(issue.path))];
}

/**
 * The regulation's logic checks alone, for a stop the form's rules already took: a stored report passed validateReport
 * when it was written (create or amend, refused otherwise), and it is stored normalised, so a batch of stored stops
 * needs only these (the form's rules are 10 times slower and would say nothing new).
 */
export function dojRegulationChecks(
  normalized: Record<string, unknown>,
  config: StateConfiguration,
  version: DojRegulationVersion,
): FieldIssue[] {
  const general = asRecord(normalized.general_information);
  const officer = section(general.state_related, 'officer');
  const found: FieldIssue[] = [...checkLocation(general)];
  if (!isWhole(officer.years_of_experience))
    found.push({ path: 'general_information.state_related.officer.years_of_experience', message: DOJ_CHECK_MESSAGES.wholeYears });
  asArray(normalized.citizens).forEach((citizen, index) => {
    found.push(...checkCitizen(asRecord(citizen), `citizens.${index}`, general, config, version));
  });
  return found;
}
