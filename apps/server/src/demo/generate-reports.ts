import {
  areasForPoint,
  collaboratorIds,
  daylightAt,
  dojRegulationChecks,
  dojRegulationVersion,
  dojStopDate,
  isShown,
  LIGHTING_CONDITIONS,
  PRODUCT_VERSION,
  type StateConfiguration,
  submitsToCaDoj,
  toLocalDateTime,
  validateReport,
} from '@fieldbook/domain';
import { type Calibration, calibrationFor } from './calibrated-fields.ts';
import { CALL_FOR_SERVICE_SHARE, COLLABORATION_SHARE, DURATION, HOUR_WEIGHTS, TAGGED_SHARE, WEEKDAY_WEIGHTS } from './demo-calibration.ts';
import { DEMO_CITY, DEMO_HIGHWAYS, type DemoPlace } from './demo-streets.ts';
import { type FillContext, fillSections } from './fill-form.ts';
import { officerYearsFor, type StopPlan } from './plan-stop.ts';
import { createRandom, drawWeighted, type Random, type Weights } from './random.ts';

export interface DemoAuthor {
  id: string;
  name: string;
  officer_id: string;
  title: string | null;
  /** Years of experience today; drawn once per officer from the calibration when not given. */
  years_of_experience?: number | undefined;
  /** Relative share of the reports this author writes (1 when not given). */
  activity?: number | undefined;
}

export interface GeneratedReport {
  id: string;
  incident_number: string;
  author_id: string;
  contact_type: string;
  incident_date: string;
  payload: Record<string, unknown>;
  collaborator_ids: string[];
}

export interface GenerateOptions {
  configuration: StateConfiguration;
  timeZone: string;
  authors: readonly DemoAuthor[];
  count: number;
  seed: number;
  /** Reports fall within the `days` before `now`. */
  now: Date;
  days: number;
  /** Centre of the agency's patrol area. */
  centre: { latitude: number; longitude: number };
  /** City, state and zip of the addresses. */
  place?: { city: string; state_id: string; zip: string };
  /** Where stops happen (the demo agency's streets: demo-streets.ts); by default a street in a box around the centre. */
  places?: (random: Random) => DemoPlace;
  /** The local hours of the authors' shifts, by author id (HOUR_WEIGHTS for the others). */
  shiftHours?: Readonly<Record<string, readonly number[]>>;
  /** The first report's index (incident numbers end with the index): keeps numbers apart across calls. */
  firstIndex?: number;
  /** Reports fall from `start` (instead of `days` before `now`) to `end` (instead of `now`). */
  start?: Date;
  end?: Date;
  /** The agency's areas: a report is in those its location falls in (as the form decides). */
  areas?: readonly { id: string; name: string; polygon: readonly (readonly [number, number])[] }[];
  /** The agency's tags: about one report in three carries one or two. */
  tags?: readonly { id: string; name: string; color: string }[];
  /** Counts the reports built, valid or not (the generator retries until the rules engine accepts one). */
  stats?: { attempts: number };
}

const STREETS = ['Main St', 'Oak Ave', 'Pine St', 'Cedar Rd', 'Elm St', 'Lake Blvd', 'Hill Dr', 'Park Ave'];

/** A place in a box around the centre, on one of a few generic streets (agencies without streets of their own). */
function placeAround(centre: GenerateOptions['centre'], zip: string, random: Random): DemoPlace {
  const street = random.pick(STREETS);
  return {
    coords: {
      latitude: Number((centre.latitude + (random.next() - 0.5) * 0.08).toFixed(5)),
      longitude: Number((centre.longitude + (random.next() - 0.5) * 0.08).toFixed(5)),
    },
    street,
    blockNumber: random.int(1, 99) * 100,
    crossStreets: [street, random.pick(STREETS.filter((other) => other !== street))],
    zip,
  };
}
const MAX_ATTEMPTS = 25;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const YEAR = 365.25 * DAY;

/** Lighting the officer records, by the sun at the place and time (the veil-of-darkness widget cross-checks it). Assumed. */
const LIGHTING: Record<'light' | 'twilight' | 'dark', Weights> = {
  light: { 'Bright Daylight': 0.78, 'Overcast/Cloudy': 0.2, 'Shadowed/Partially Lit': 0.02 },
  twilight: { 'Twilight/Dawn': 0.5, 'Shadowed/Partially Lit': 0.2, 'Artificial Lighting (Streetlights)': 0.3 },
  dark: { 'Artificial Lighting (Streetlights)': 0.55, 'Artificial Lighting (Vehicle Lights)': 0.3, 'Complete Darkness': 0.15 },
};
const LOCATION_TYPES: Weights = {
  block_number_and_street: 0.6,
  closest_intersection: 0.25,
  geographic_coordinates: 0.1,
  highway_and_closest_exit: 0.03,
  road_marker_landmark_other: 0.02,
};

/** The offset of local time from UTC at an instant, in milliseconds. */
function offsetAt(format: Intl.DateTimeFormat, at: number): number {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(at))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const local = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  return local - Math.floor(at / 60_000) * 60_000;
}

/**
 * Instants between `start` and `end` drawn by local hour of day and weekday (HOUR_WEIGHTS, WEEKDAY_WEIGHTS): the clock
 * maps a fraction in [0, 1) through the cumulative weight of each UTC hour of the period, exact across DST changes.
 */
function createClock(
  timeZone: string,
  start: number,
  end: number,
  hourWeights: readonly number[] = HOUR_WEIGHTS,
): (fraction: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const first = Math.floor(start / HOUR) * HOUR;
  const hours = Math.max(0, Math.ceil((end - first) / HOUR));
  const cumulative = new Float64Array(hours);
  let total = 0;
  let dayStart = first;
  let offset = offsetAt(format, dayStart);
  let nextOffset = offsetAt(format, dayStart + DAY);
  for (let index = 0; index < hours; index++) {
    const at = first + index * HOUR;
    if (at >= dayStart + DAY) {
      dayStart += DAY;
      offset = nextOffset;
      nextOffset = offsetAt(format, dayStart + DAY);
    }
    // Offsets change at most once a day: only on such a day is each hour's own offset looked up.
    const local = at + (offset === nextOffset ? offset : offsetAt(format, at));
    const hour = Math.floor(local / HOUR) % 24;
    const weekday = (Math.floor(local / DAY) + 4) % 7; // 1970-01-01 was a Thursday
    const span = Math.min(end, at + HOUR) - Math.max(start, at);
    total += ((hourWeights[hour] ?? 1) * (WEEKDAY_WEIGHTS[weekday] ?? 1) * Math.max(0, span)) / HOUR;
    cumulative[index] = total;
  }
  return (fraction) => {
    const target = fraction * total;
    let low = 0;
    let high = hours - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) <= target) low = middle + 1;
      else high = middle;
    }
    const before = low > 0 ? (cumulative[low - 1] ?? 0) : 0;
    const weight = (cumulative[low] ?? 0) - before;
    const from = Math.max(start, first + low * HOUR);
    const to = Math.min(end, first + (low + 1) * HOUR);
    return from + (weight > 0 ? ((target - before) / weight) * (to - from) : 0);
  };
}

/**
 * Deterministic contact reports, each valid under the configuration (checked with the same rules engine the server
 * enforces) and, on California's, sendable to the DOJ (its logic checks for the stop's date, as the send job runs them):
 * the demo seed uses a few hundred, bench/ millions. People and outcomes are drawn from the published shares
 * of demo-calibration.ts; times by hour of day and weekday. Yields one at a time, in order of time.
 */
export function* generateReports(options: GenerateOptions): Generator<GeneratedReport> {
  const random = createRandom(options.seed);
  const calibration = calibrationFor(options.configuration);
  const end = Math.min(options.now.getTime(), options.end?.getTime() ?? Number.POSITIVE_INFINITY) - 60_000;
  const start = options.start?.getTime() ?? options.now.getTime() - options.days * DAY;
  const agencyClock = createClock(options.timeZone, start, end);
  const clocks = new Map(
    Object.entries(options.shiftHours ?? {}).map(([authorId, hours]) => [authorId, createClock(options.timeZone, start, end, hours)]),
  );
  const pickAuthor = authorPicker(options.authors);
  const yearsOf = new Map(options.authors.map((author) => [author.id, author.years_of_experience ?? officerYearsFor(author.officer_id)]));
  for (let index = 0; index < options.count; index++) {
    const author = pickAuthor(random);
    // Stratified: the i-th report falls in the i-th slice of the period's weight, so reports stay spread and in order.
    const clock = clocks.get(author.id) ?? agencyClock;
    const time = Math.min(end, clock((index + random.next()) / options.count));
    const date = new Date(Math.floor(time / 60_000) * 60_000);
    const officerYears = Math.max(1, (yearsOf.get(author.id) ?? 5) - Math.floor((options.now.getTime() - date.getTime()) / YEAR));
    yield buildValidReport(random, options, calibration, { author, date, index: (options.firstIndex ?? 0) + index, officerYears });
  }
}

/** Authors by how busy they are (`activity`, 1 when not given). */
function authorPicker(authors: readonly DemoAuthor[]): (random: Random) => DemoAuthor {
  const weights: Weights = {};
  authors.forEach((author, index) => {
    weights[index] = author.activity ?? 1;
  });
  return (random) => authors[Number(drawWeighted(random, weights) ?? 0)] as DemoAuthor;
}

interface ReportSeed {
  author: DemoAuthor;
  date: Date;
  index: number;
  officerYears: number;
}

function buildValidReport(random: Random, options: GenerateOptions, calibration: Calibration, seed: ReportSeed): GeneratedReport {
  const { author, date } = seed;
  const rules = { config: options.configuration, timeZone: options.timeZone, now: options.now, mode: 'create' as const };
  const dojVersion = submitsToCaDoj(options.configuration)
    ? dojRegulationVersion(dojStopDate(date, options.timeZone), options.configuration)
    : null;
  let lastIssues = '';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (options.stats) options.stats.attempts++;
    const candidate = buildReport(random, options, calibration, seed);
    const { report, issues } = validateReport(candidate, rules);
    if (issues.length === 0) {
      const general = report.general_information as Record<string, unknown>;
      Object.assign(general, {
        officer_name: author.name,
        officer_id_number: author.officer_id,
        created_by_user: { title: author.title ? { name: author.title } : null, groups: [] },
      });
      // Every demo stop is sendable (issue 26): a California stop also passes the DOJ's logic checks of the regulation
      // in force on its date, the send job's own (a stop before 2024 takes only what the 2018 regulation offered).
      const dojIssues = dojVersion ? dojRegulationChecks(report, options.configuration, dojVersion) : [];
      if (dojIssues.length > 0) {
        lastIssues = JSON.stringify(dojIssues.slice(0, 3));
        continue;
      }
      return {
        id: report.id as string,
        incident_number: general.incident_number as string,
        author_id: author.id,
        contact_type: general.type as string,
        incident_date: date.toISOString(),
        payload: report,
        collaborator_ids: collaboratorIds(report, options.configuration),
      };
    }
    lastIssues = JSON.stringify(issues.slice(0, 3));
  }
  throw new Error(`could not generate a valid report for ${options.configuration.name}: ${lastIssues}`);
}

/** The DOJ's parts of a place for a location type's parts: block and street, intersection, highway and exit, or other. */
export function dojPartsOf(spot: DemoPlace, parts: readonly string[], random: Random): Record<string, string> {
  const highway = random.pick(DEMO_HIGHWAYS);
  const values: Record<string, string> = {
    block_number: String(spot.blockNumber),
    street_name: spot.street,
    cross_street_1: spot.crossStreets[0],
    cross_street_2: spot.crossStreets[1],
    highway: highway.name,
    closest_exit: random.pick(highway.exits),
    other: `Parking lot off ${spot.street}`,
  };
  const chosen: Record<string, string> = { city: DEMO_CITY };
  for (const part of parts) if (values[part]) chosen[part] = values[part] as string;
  return chosen;
}

/** Minutes: log-normal around a median set by what happened; a very few implausibly long (a timer left running). */
function durationOf(stop: StopPlan, random: Random): number {
  if (random.chance(DURATION.implausibleShare)) return random.int(DURATION.implausible[0], DURATION.implausible[1]);
  const first = stop.people[0];
  let median = (first && DURATION.medianByReason[first.reason]) || DURATION.medianOtherwise;
  if (stop.people.some((person) => person.searched)) median *= DURATION.searchFactor;
  if (stop.people.some((person) => person.result === 'arrest')) median *= DURATION.arrestFactor;
  if (stop.isCallForService) median *= DURATION.callForServiceFactor;
  return Math.min(DURATION.implausible[0] - 1, Math.max(1, Math.round(median * Math.exp(DURATION.sigma * random.gaussian()))));
}

function buildReport(random: Random, options: GenerateOptions, calibration: Calibration, seed: ReportSeed) {
  const { configuration: config, place = { city: 'Sacramento', state_id: 'CA', zip: '95814' } } = options;
  const { date, index } = seed;
  const local = toLocalDateTime(date, options.timeZone);
  const incidentNumber = `${Math.floor(date.getTime() / 1000)}-${index.toString(36).toUpperCase()}`.slice(0, 20);
  const spot = options.places ? options.places(random) : placeAround(options.centre, place.zip, random);
  const { coords } = spot;
  const street = `${spot.blockNumber + random.int(0, 99)} ${spot.street}`;
  const areas = areasForPoint(coords, options.areas ?? []).map(({ id, name }) => ({ id, name }));
  const tagPool = options.tags ?? [];
  const tags = tagPool.length > 0 && random.chance(TAGGED_SHARE) ? [...new Set([random.pick(tagPool), random.pick(tagPool)])] : [];
  const stop = calibration.planStop(random, { isCallForService: random.chance(CALL_FOR_SERVICE_SHARE), officerYears: seed.officerYears });
  const daylight = random.chance(0.03) ? null : daylightAt(date, coords.latitude, coords.longitude);
  const lighting = (daylight && drawWeighted(random, LIGHTING[daylight])) || random.pick(LIGHTING_CONDITIONS);
  const general: Record<string, unknown> = {
    date: date.toISOString(),
    type: stop.isCallForService ? 'Call For Service' : 'Officer Pro-active',
    incident_number: incidentNumber,
    lighting_conditions: [lighting],
    was_use_of_force: false,
    duration: durationOf(stop, random),
    location: {
      address: {
        full: `${street}, ${place.city}, ${place.state_id} ${spot.zip}`,
        main: street,
        city: place.city,
        state_id: place.state_id,
        zip: spot.zip,
        coords,
      },
      areas,
      details: '',
    },
    state_related: {},
  };
  const report: Record<string, unknown> = {
    id: random.uuid(),
    general_information: general,
    citizens: [],
    use_of_force: {},
    officers: [],
    tags: { agency: tags.map(({ id, name, color }) => ({ id, name, color })) },
    created_in_version: PRODUCT_VERSION,
  };
  const people = options.authors.map(({ id, name }) => ({ id, name }));
  const context: FillContext = {
    random,
    report,
    people,
    citizenIds: [],
    date: local.date,
    choose: calibration.chooser('general', stop, random),
  };
  general.state_related = fillSections(config.general_information.sections, {}, context);
  // The location type the form offers at this place (a residence has no block number).
  const offered = config.general_information.location_types.filter((option) => isShown(option, { report, item: general }));
  const weights: Weights = {};
  for (const option of offered) weights[option.value] = LOCATION_TYPES[option.value] ?? 0.02;
  const location = general.location as Record<string, unknown>;
  location.type = drawWeighted(random, weights) ?? offered[0]?.value;
  // California: the location in the DOJ's parts of the chosen type, in a city on the DOJ's list.
  if (config.general_information.doj_location) {
    const wanted = offered.find((option) => option.value === location.type)?.doj_parts ?? [];
    location.doj_parts = dojPartsOf(spot, wanted, random);
    (location.address as Record<string, unknown>).city = DEMO_CITY;
  }
  // The CAD/case number that links the report to the dispatch system, where the configuration has one.
  if (config.to_connect_reports && random.chance(0.6))
    (general.state_related as Record<string, unknown>).to_connect_reports = { event_identifier: `CAD-${random.int(100_000, 999_999)}` };

  report.citizens = stop.people.map((person) => {
    context.choose = calibration.chooser('citizen', stop, random, person);
    return fillSections(config.citizens.sections, { id: `citizen-${person.index + 1}` }, context);
  });
  context.citizenIds = stop.people.map((person) => `citizen-${person.index + 1}`);
  const hasForce = (report.citizens as Record<string, unknown>[]).some(
    (citizen) => (citizen.incident_information as Record<string, unknown> | undefined)?.use_of_force === true,
  );
  general.was_use_of_force = hasForce;
  context.choose = calibration.chooser('use_of_force', stop, random);
  if (hasForce && config.use_of_force) report.use_of_force = fillSections(config.use_of_force.sections, {}, context);
  context.choose = undefined;
  if (random.chance(COLLABORATION_SHARE)) report.officers = [fillSections(config.officers.sections, { id: 'officer-1' }, context)];
  return report;
}
