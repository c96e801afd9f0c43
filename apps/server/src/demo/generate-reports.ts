import {
  areasForPoint,
  CONTACT_TYPES,
  collaboratorIds,
  LIGHTING_CONDITIONS,
  PRODUCT_VERSION,
  type StateConfiguration,
  toLocalDateTime,
  validateReport,
} from '@fieldbook/domain';
import { type FillContext, fillSections } from './fill-form.ts';
import { createRandom, type Random } from './random.ts';

export interface DemoAuthor {
  id: string;
  name: string;
  officer_id: string;
  title: string | null;
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
  /** The agency's areas: a report is in those its location falls in (as the form decides). */
  areas?: readonly { id: string; name: string; polygon: readonly (readonly [number, number])[] }[];
  /** The agency's tags: about one report in three carries one or two. */
  tags?: readonly { id: string; name: string; color: string }[];
}

const STREETS = ['Main St', 'Oak Ave', 'Pine St', 'Cedar Rd', 'Elm St', 'Lake Blvd', 'Hill Dr', 'Park Ave'];
const MAX_ATTEMPTS = 25;

/**
 * Deterministic contact reports, each valid under the configuration (checked with the same rules engine
 * the server enforces): the demo seed uses a few hundred, bench/ millions. Yields one at a time.
 */
export function* generateReports(options: GenerateOptions): Generator<GeneratedReport> {
  const random = createRandom(options.seed);
  const start = options.now.getTime() - options.days * 86_400_000;
  for (let index = 0; index < options.count; index++) {
    const author = random.pick(options.authors);
    // Spread evenly over the period with a little jitter, never in the future.
    const time = Math.min(
      options.now.getTime() - 60_000,
      start + ((index + random.next()) / options.count) * (options.now.getTime() - start),
    );
    const date = new Date(Math.floor(time / 60_000) * 60_000);
    yield buildValidReport(random, options, author, date, index);
  }
}

function buildValidReport(random: Random, options: GenerateOptions, author: DemoAuthor, date: Date, index: number): GeneratedReport {
  const rules = { config: options.configuration, timeZone: options.timeZone, now: options.now, mode: 'create' as const };
  let lastIssues = '';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const candidate = buildReport(random, options, date, index, attempt > MAX_ATTEMPTS / 2);
    const { report, issues } = validateReport(candidate, rules);
    if (issues.length === 0) {
      const general = report.general_information as Record<string, unknown>;
      Object.assign(general, {
        officer_name: author.name,
        officer_id_number: author.officer_id,
        created_by_user: { title: author.title ? { name: author.title } : null, groups: [] },
      });
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

function buildReport(random: Random, options: GenerateOptions, date: Date, index: number, isCalm: boolean) {
  const { configuration: config, place = { city: 'Sacramento', state_id: 'CA', zip: '95814' } } = options;
  const local = toLocalDateTime(date, options.timeZone);
  const incidentNumber = `${Math.floor(date.getTime() / 1000)}-${index.toString(36).toUpperCase()}`.slice(0, 20);
  const coords = {
    latitude: Number((options.centre.latitude + (random.next() - 0.5) * 0.08).toFixed(5)),
    longitude: Number((options.centre.longitude + (random.next() - 0.5) * 0.08).toFixed(5)),
  };
  const street = `${random.int(100, 9999)} ${random.pick(STREETS)}`;
  const areas = areasForPoint(coords, options.areas ?? []).map(({ id, name }) => ({ id, name }));
  const tagPool = options.tags ?? [];
  const tags = tagPool.length > 0 && random.chance(0.35) ? [...new Set([random.pick(tagPool), random.pick(tagPool)])] : [];
  const report: Record<string, unknown> = {
    id: random.uuid(),
    general_information: {
      date: date.toISOString(),
      type: random.pick(CONTACT_TYPES),
      incident_number: incidentNumber,
      lighting_conditions: [random.pick(LIGHTING_CONDITIONS)],
      was_use_of_force: false,
      duration: random.int(5, 180),
      location: {
        address: {
          full: `${street}, ${place.city}, ${place.state_id} ${place.zip}`,
          main: street,
          city: place.city,
          state_id: place.state_id,
          zip: place.zip,
          coords,
        },
        areas,
        details: '',
        type: random.pick(config.general_information.location_types.filter((option) => !option.condition_if && !option.condition_if_not))
          .value,
      },
      state_related: {},
    },
    citizens: [],
    use_of_force: {},
    officers: [],
    tags: { agency: tags.map(({ id, name, color }) => ({ id, name, color })) },
    created_in_version: PRODUCT_VERSION,
  };
  const people = options.authors.map(({ id, name }) => ({ id, name }));
  const context: FillContext = { random, report, people, citizenIds: [], date: local.date };
  const general = report.general_information as Record<string, unknown>;
  general.state_related = fillSections(config.general_information.sections, {}, context);
  // The CAD/case number that links the report to the dispatch system, where the configuration has one.
  if (config.to_connect_reports && random.chance(0.6))
    (general.state_related as Record<string, unknown>).to_connect_reports = { event_identifier: `CAD-${random.int(100_000, 999_999)}` };

  const citizens = Array.from({ length: random.int(1, 3) }, (_, position) => {
    // Force is rarer than the generator's coin; a calm retry has none (and so no bystanders).
    const isForceAllowed = !isCalm && random.chance(0.3);
    for (let draw = 0; ; draw++) {
      const citizen = fillSections(config.citizens.sections, { id: `citizen-${position + 1}` }, context);
      const info = citizen.incident_information as Record<string, unknown> | undefined;
      if (!info || isForceAllowed) return citizen;
      info.use_of_force = false;
      if (info.reason_for_contact !== 'bystander' || draw > 20) return citizen;
    }
  });
  report.citizens = citizens;
  context.citizenIds = citizens.map((citizen) => citizen.id as string);
  const hasForce = citizens.some((citizen) => (citizen.incident_information as Record<string, unknown> | undefined)?.use_of_force === true);
  general.was_use_of_force = hasForce;
  if (hasForce && config.use_of_force) report.use_of_force = fillSections(config.use_of_force.sections, {}, context);
  if (random.chance(0.3)) report.officers = [fillSections(config.officers.sections, { id: 'officer-1' }, context)];
  return report;
}
