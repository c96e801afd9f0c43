import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import { collaboratorIds } from '../report/collaborators.ts';
import { asArray, asRecord, isEmpty, readPath } from '../report/emptiness.ts';
import { toLocalDateTime } from '../report/local-time.ts';
import {
  type Action,
  type FactSources,
  type FieldTest,
  factSourcesFor,
  type GenderGroup,
  type Identity,
  type MappedField,
  type RaceGroup,
  type ReasonGroup,
  type ResultGroup,
} from './fact-sources.ts';
import { daylightAt } from './sun.ts';

/**
 * One person stopped, as the analytics dashboard counts them (analytics-widgets.md §2): typed, canonical facts read
 * once from the stored report when it is written, so no widget reads the report's JSON. Report-level facts repeat on
 * every person of the report; `person` 0 carries the contact-level counts.
 */
export interface AnalyticsPerson {
  reportId: string;
  person: number;
  /** Local calendar day and minute of the day in the agency's time zone; weekday 0 = Sunday. */
  day: string;
  minute: number;
  weekday: number;
  contactType: 'cfs' | 'opa';
  authorId: string | null;
  /** Officers listed on the report besides its author. */
  officerIds: string[];
  areaIds: string[];
  tagIds: string[];
  officerYears: number | null;
  lat: number | null;
  lng: number | null;
  /** Minutes, as entered (widgets cap it). */
  duration: number | null;
  wasUseOfForce: boolean;
  hasComplaints: boolean;
  hasInvestigations: boolean;
  race: RaceGroup | null;
  gender: GenderGroup | null;
  age: number | null;
  identities: Identity[];
  reason: ReasonGroup | null;
  actions: Action[];
  searched: boolean;
  frisk: boolean;
  askedConsent: boolean;
  /** Basis for search codes of the configuration (only when searched). */
  basis: string[];
  consentOnly: boolean;
  /** Contraband or evidence found (configuration codes, or 'found' for a yes/no field). */
  contraband: string[];
  /** Whether the contraband field was filled at all (a 'None' counts): what completeness checks. */
  contrabandRecorded: boolean;
  force: boolean;
  /** Highest force tier T0-T4 (analytics-widgets.md §2), null without force or without tiered data. */
  forceTier: number | null;
  forceActions: string[];
  results: ResultGroup[];
  injury: 'serious' | 'minor' | 'none' | null;
  daylight: 'light' | 'dark' | 'twilight' | null;
}

const valuesAt = (record: unknown, path: string): unknown[] => {
  const value = readPath(record, path);
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
};
const passes = (record: unknown, test: FieldTest | undefined) =>
  test !== undefined && valuesAt(record, test.field).some((value) => test.in.includes(value as never));
function mapped<Code extends string>(record: unknown, source: MappedField<Code> | undefined): Code[] {
  if (!source) return [];
  const codes = new Set<Code>();
  for (const value of valuesAt(record, source.field)) {
    const code = typeof value === 'string' ? source.map[value] : undefined;
    if (code) codes.add(code);
  }
  return [...codes];
}
const strings = (values: unknown[]) => values.filter((value): value is string => typeof value === 'string' && value !== '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idsOf = (list: unknown) => [
  ...new Set(
    asArray(list)
      .map((entry) => String(asRecord(entry).id ?? '').toLowerCase())
      .filter((id) => UUID.test(id)),
  ),
];
const numberOrNull = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : null;

/** Mutually exclusive race coding (analytics-widgets.md §2): Hispanic wins, then several races are Multiracial. */
function raceOf(citizen: unknown, sources: FactSources): RaceGroup | null {
  const races = mapped(citizen, sources.race);
  if (races.includes('hispanic')) return 'hispanic';
  if (races.length > 1) return 'multiracial';
  return races[0] ?? null;
}

function genderOf(citizen: unknown, sources: FactSources): GenderGroup | null {
  if (passes(citizen, sources.nonbinary)) return 'nonbinary';
  return mapped(citizen, sources.gender)[0] ?? null;
}

function forceOf(citizen: unknown, sources: FactSources): { force: boolean; tier: number | null; actions: string[] } {
  const source = sources.force;
  if (!source) return { force: false, tier: null, actions: [] };
  if (!('tiers' in source)) return { force: passes(citizen, source), tier: null, actions: [] };
  const actions = strings(valuesAt(citizen, source.field)).filter((value) => !source.none.includes(value));
  const tiers = actions.map((action) => source.tiers[action]).filter((tier): tier is 0 | 1 | 2 | 3 | 4 => tier !== undefined);
  return { force: actions.length > 0, tier: tiers.length ? Math.max(...tiers) : null, actions };
}

function personOf(
  citizen: unknown,
  index: number,
  sources: FactSources,
  report: Omit<
    AnalyticsPerson,
    | 'person'
    | 'race'
    | 'gender'
    | 'age'
    | 'identities'
    | 'reason'
    | 'actions'
    | 'searched'
    | 'frisk'
    | 'askedConsent'
    | 'basis'
    | 'consentOnly'
    | 'contraband'
    | 'contrabandRecorded'
    | 'force'
    | 'forceTier'
    | 'forceActions'
    | 'results'
    | 'injury'
  >,
): AnalyticsPerson {
  const searched = (sources.searched ?? []).some((test) => passes(citizen, test));
  const basis = searched && sources.basis ? strings(valuesAt(citizen, sources.basis.field)) : [];
  const contrabandSource = sources.contraband;
  const contraband = !contrabandSource
    ? []
    : 'none' in contrabandSource
      ? strings(valuesAt(citizen, contrabandSource.field)).filter((value) => !contrabandSource.none.includes(value))
      : passes(citizen, contrabandSource)
        ? ['found']
        : [];
  const contrabandRecorded = contrabandSource !== undefined && valuesAt(citizen, contrabandSource.field).length > 0;
  const identities = Object.entries(sources.identities ?? {})
    .filter(([, test]) => passes(citizen, test))
    .map(([identity]) => identity as Identity);
  const age = sources.age ? numberOrNull(readPath(citizen, sources.age), 0, 120) : null;
  if (age !== null && age < 18) identities.push('youth');
  const force = forceOf(citizen, sources);
  const results = new Set<ResultGroup>();
  for (const source of sources.results ?? []) for (const result of mapped(citizen, source)) results.add(result);
  return {
    ...report,
    person: index,
    race: raceOf(citizen, sources),
    gender: genderOf(citizen, sources),
    age: age === null ? null : Math.round(age),
    identities,
    reason: mapped(citizen, sources.reason)[0] ?? null,
    actions: mapped(citizen, sources.actions),
    searched,
    frisk: passes(citizen, sources.frisk),
    askedConsent: passes(citizen, sources.askedConsent),
    basis,
    consentOnly: basis.length > 0 && sources.basis !== undefined && basis.every((value) => sources.basis?.consent.includes(value)),
    contraband,
    contrabandRecorded,
    // A report whose state has no person-level force falls back to the report's was_use_of_force (§2).
    force: sources.force ? force.force : report.wasUseOfForce,
    forceTier: force.tier,
    forceActions: force.actions,
    results: [...results],
    injury: mapped(citizen, sources.injury)[0] ?? null,
  };
}

/** The analytics facts of a stored (normalised) report: one entry per person stopped. */
export function deriveAnalyticsPeople(
  reportId: string,
  report: unknown,
  configuration: StateConfiguration,
  timeZone: string,
  authorId: string | null,
): AnalyticsPerson[] {
  const sources = factSourcesOf(configuration);
  const root = asRecord(report);
  const general = asRecord(root.general_information);
  const location = asRecord(general.location);
  const coords = asRecord(readPath(location, 'address.coords'));
  const lat = numberOrNull(coords.latitude, -90, 90);
  const lng = numberOrNull(coords.longitude, -180, 180);
  const instant = new Date(typeof general.date === 'string' ? general.date : Number.NaN);
  const valid = !Number.isNaN(instant.getTime());
  const local = valid ? toLocalDateTime(instant, timeZone) : { date: '1970-01-01', time: '00:00' };
  const [hour, minute] = local.time.split(':').map(Number) as [number, number];
  const collaborators = collaboratorIds(root, configuration).filter((id) => id !== authorId);
  const shared = {
    reportId,
    day: local.date,
    minute: hour * 60 + minute,
    weekday: new Date(`${local.date}T00:00:00Z`).getUTCDay(),
    contactType: general.type === 'Call For Service' ? ('cfs' as const) : ('opa' as const),
    authorId,
    officerIds: collaborators,
    areaIds: idsOf(location.areas),
    tagIds: idsOf(asRecord(root.tags).agency),
    officerYears: sources.officerYears ? numberOrNull(readPath(root, sources.officerYears), 0, 60) : null,
    lat,
    lng,
    duration: numberOrNull(general.duration, -100_000, 100_000),
    wasUseOfForce: general.was_use_of_force === true,
    hasComplaints: !isEmpty(root.complaints),
    hasInvestigations: !isEmpty(root.investigations),
    daylight: valid ? daylightAt(instant, lat, lng) : null,
  };
  return asArray(root.citizens).map((citizen, index) => personOf(citizen, index, sources, shared));
}

/** The fact sources of a configuration (by its state name). */
export function factSourcesOf(configuration: StateConfiguration): FactSources {
  const codes: Record<string, string> = { California: 'CA', Texas: 'TX', Nebraska: 'NE' };
  return factSourcesFor(codes[configuration.state]);
}
