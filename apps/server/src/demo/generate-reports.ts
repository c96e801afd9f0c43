import { PRODUCT_VERSION } from '@fieldbook/domain';
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
}

export interface GenerateOptions {
  authors: readonly DemoAuthor[];
  count: number;
  seed: number;
  /** Reports fall within the `days` before `now`. */
  now: Date;
  days: number;
  /** Centre of the agency's patrol area. */
  centre: { latitude: number; longitude: number };
}

const CONTACT_TYPES = ['Call For Service', 'Officer Pro-active'] as const;
const LIGHTING = ['Bright Daylight', 'Overcast/Cloudy', 'Twilight/Dawn', 'Artificial Lighting (Streetlights)', 'Complete Darkness'];
const STREETS = ['Main St', 'Oak Ave', 'Pine St', 'Cedar Rd', 'Elm St', 'Lake Blvd', 'Hill Dr', 'Park Ave'];
const GENDERS = ['male', 'female', 'nonbinary'];
const RACES = ['asian', 'black', 'hispanic', 'middle_eastern', 'native_american', 'pacific_islander', 'white'];
const REASONS = ['traffic_violation', 'reasonable_suspicion', 'call_for_service'];
const ACTIONS = ['no_action', 'warning', 'citation', 'arrest'];

/**
 * Deterministic, valid-looking contact reports: the demo seed uses a few hundred, bench/ millions.
 * Yields one at a time so callers can insert in batches without holding them all.
 */
export function* generateReports(options: GenerateOptions): Generator<GeneratedReport> {
  const random = createRandom(options.seed);
  const start = options.now.getTime() - options.days * 86_400_000;
  for (let index = 0; index < options.count; index++) {
    const author = random.pick(options.authors);
    // Spread evenly over the period, a little jitter, never in the future.
    const time = Math.min(
      options.now.getTime() - 60_000,
      start + ((index + random.next()) / options.count) * (options.now.getTime() - start),
    );
    const date = new Date(Math.floor(time / 60_000) * 60_000);
    yield buildReport(random, author, date, index, options.centre);
  }
}

function buildReport(random: Random, author: DemoAuthor, date: Date, index: number, centre: GenerateOptions['centre']): GeneratedReport {
  const contactType = random.pick(CONTACT_TYPES);
  const incidentNumber = `${Math.floor(date.getTime() / 1000)}-${index.toString(36).toUpperCase()}`.slice(0, 20);
  const citizens = Array.from({ length: random.int(1, 3) }, () => buildCitizen(random));
  const wasUseOfForce = citizens.some((citizen) => citizen.incident_information.use_of_force);
  const coords = { latitude: centre.latitude + (random.next() - 0.5) * 0.08, longitude: centre.longitude + (random.next() - 0.5) * 0.08 };
  const street = `${random.int(100, 9999)} ${random.pick(STREETS)}`;
  return {
    id: random.uuid(),
    incident_number: incidentNumber,
    author_id: author.id,
    contact_type: contactType,
    incident_date: date.toISOString(),
    payload: {
      general_information: {
        date: date.toISOString(),
        type: contactType,
        incident_number: incidentNumber,
        lighting_conditions: [random.pick(LIGHTING)],
        was_use_of_force: wasUseOfForce,
        duration: random.int(5, 180),
        location: {
          address: { full: `${street}, Sacramento, CA 95814`, main: street, city: 'Sacramento', state_id: 'CA', zip: '95814', coords },
          areas: [],
          details: '',
          type: random.pick(['Street', 'Residence', 'Business', 'Highway']),
        },
        state_related: {},
        officer_name: author.name,
        officer_id_number: author.officer_id,
      },
      citizens,
      use_of_force: wasUseOfForce ? { other_agencies_involved: [] } : {},
      officers: [],
      tags: { agency: [] },
      created_in_version: PRODUCT_VERSION,
    },
  };
}

function buildCitizen(random: Random) {
  return {
    demographics: { age: random.int(16, 80), gender: random.pick(GENDERS), race: [random.pick(RACES)] },
    incident_information: {
      reason_for_contact: random.pick(REASONS),
      action_taken: random.pick(ACTIONS),
      use_of_force: random.chance(0.05),
    },
  };
}
