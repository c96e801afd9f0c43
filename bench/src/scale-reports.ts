import { createHash, randomUUID } from 'node:crypto';
import { areasForPoint, deriveReportListFacts, PRODUCT_VERSION, type ReportListFacts, type StateConfiguration } from '@fieldbook/domain';
import { DEMO_CITY, DEMO_STREETS, type DemoPlace, dojPartsOf, drawDemoPlace } from '@fieldbook/server/demo';
import {
  CALL_FOR_SERVICE_SHARE,
  COLLABORATION_SHARE,
  HIT_RATE,
  HOUR_WEIGHTS,
  RACES,
  type Random,
  raceWeights,
  USE_OF_FORCE_SHARE,
  WEEKDAY_WEIGHTS,
  weightedPicker,
} from './scale-calibration.ts';
import type { ScaleCatalog, ScaleOfficer } from './scale-catalog.ts';
import { isSearched, type PooledCitizen, type ReportPool } from './scale-pool.ts';

type Json = Record<string, any>;

/** One generated report with what its rows need: the payload as stored, its JSON, hash and list facts. */
export interface ScaleReport {
  id: string;
  incidentNumber: string;
  authorId: string;
  contactType: string;
  incidentDate: string;
  payload: Json;
  json: string;
  hash: string;
  facts: ReportListFacts;
}

/** The demo agency's street names, which the list benches search by. */
export const STREETS = DEMO_STREETS.map((street) => street.name);
const FORCE_ACTIONS =
  'handcuffed,handcuffed,handcuffed,physical_compliance,physical_compliance,firearm_unholstered,firearm_pointed,ecd_pointed_or_sparked,chemical_spray,baton_drawn,canine_removed,removed_from_vehicle_physical'.split(
    ',',
  );
const CONTRABAND =
  'drugs_narcotics,drugs_narcotics,drug_paraphernalia,drug_paraphernalia,other_weapons,firearms,ammunition,alcohol,money,suspected_stolen_property,other_contraband_evidence'.split(
    ',',
  );
const DISABILITIES = [
  'mental_health',
  'mental_health',
  'deafness',
  'speech_impairment',
  'blind_limited_vision',
  'intellectual_developmental',
  'other_disability',
];
const DAY_LIGHT = weightedPicker(['Bright Daylight', 'Overcast/Cloudy'], [0.8, 0.2]);
const DUSK_LIGHT = weightedPicker(['Twilight/Dawn', 'Shadowed/Partially Lit', 'Artificial Lighting (Streetlights)'], [0.5, 0.2, 0.3]);
const NIGHT_LIGHT = weightedPicker(
  ['Artificial Lighting (Streetlights)', 'Artificial Lighting (Vehicle Lights)', 'Complete Darkness'],
  [0.55, 0.3, 0.15],
);
const CITIZEN_COUNT = weightedPicker([1, 2, 3], [0.7, 0.22, 0.08]);
const TAG_COUNT = weightedPicker([0, 1, 2, 3], [0.6, 0.26, 0.1, 0.04]);
const STREET_TYPES = weightedPicker(
  ['block_number_and_street', 'closest_intersection', 'geographic_coordinates', 'highway_and_closest_exit'],
  [0.6, 0.25, 0.1, 0.05],
);
const HOME_TYPES = weightedPicker(['geographic_coordinates', 'closest_intersection', 'road_marker_landmark_other'], [0.6, 0.3, 0.1]);
const RACE_PICKERS = [0, 1, 2].map((reason) => [false, true].map((searched) => weightedPicker(RACES, raceWeights(reason, searched))));

/** Local hour, weekday and year of each UTC hour of the period, in the agency's time zone (exact across DST changes). */
function createClock(timeZone: string, now: Date, years: number) {
  const hour = 3_600_000;
  const start = Math.floor((now.getTime() - years * 365.25 * 86_400_000) / hour) * hour;
  const end = now.getTime() - 60_000;
  const hours = Math.ceil((end - start) / hour);
  const localHour = new Int8Array(hours);
  const localYear = new Int16Array(hours);
  const weight = new Float32Array(hours);
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric', weekday: 'short', year: 'numeric' });
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  for (let index = 0; index < hours; index++) {
    const parts = Object.fromEntries(format.formatToParts(new Date(start + index * hour)).map((part) => [part.type, part.value]));
    localHour[index] = Number(parts.hour);
    localYear[index] = Number(parts.year);
    weight[index] = (HOUR_WEIGHTS[localHour[index] ?? 0] ?? 1) * (WEEKDAY_WEIGHTS[weekdays.indexOf(parts.weekday ?? '')] ?? 1);
  }
  const maxWeight = Math.max(...weight);
  return (random: Random) => {
    for (;;) {
      const time = start + random.next() * (end - start);
      const index = Math.floor((time - start) / hour);
      if (random.next() * maxWeight < (weight[index] ?? 0)) {
        const minute = Math.floor(time / 60_000) * 60_000;
        return { iso: new Date(minute).toISOString(), hour: localHour[index] ?? 0, year: localYear[index] ?? 2026 };
      }
    }
  };
}

/**
 * Varies pooled valid reports into as many as wanted: fresh ids and incident numbers, dates over `years` by local hour
 * and weekday, authors by how busy they are, collaborators mostly from the author's shift, locations around hot spots with
 * their areas, tags, and the people's perceived race, gender, age and outcomes drawn from the calibration. Only fields no
 * rule depends on change, so each report stays one the rules engine accepts (the loader checks a sample).
 */
export function createScaleReports(configuration: StateConfiguration, catalog: ScaleCatalog, pool: ReportPool, now: Date, years: number) {
  const drawInstant = createClock(catalog.timeZone, now, years);
  const pickAuthor = weightedPicker(
    catalog.officers,
    catalog.officers.map((officer) => officer.activity),
  );
  const tagPicker = weightedPicker(
    catalog.tags,
    catalog.tags.map((_, rank) => 1 / (rank + 1)),
  );
  const colleagues = new Map<string, ScaleOfficer[]>();
  for (const officer of catalog.officers) {
    const shift = officer.groupIds[0];
    colleagues.set(
      officer.id,
      catalog.officers.filter((other) => other.id !== officer.id && (shift === undefined || other.groupIds[0] === shift)),
    );
  }

  /** A stop on the demo agency's streets, around their hot spots (the one model's places), with its areas. */
  function place(random: Random) {
    const spot = drawDemoPlace(random);
    const main = `${spot.blockNumber + random.int(0, 99)} ${spot.street}`;
    return {
      spot,
      address: { full: `${main}, Sacramento, CA ${spot.zip}`, main, city: DEMO_CITY, state_id: 'CA', zip: spot.zip, coords: spot.coords },
      areas: areasForPoint(spot.coords, catalog.areas).map(({ id, name }) => ({ id, name })),
    };
  }
  const partsOfType = new Map(configuration.general_information.location_types.map((type) => [type.value, type.doj_parts ?? []]));

  function person(pooled: PooledCitizen, id: string, random: Random): Json {
    const { citizen } = pooled;
    const searched = isSearched(pooled);
    const race = (RACE_PICKERS[pooled.reason]?.[searched ? 1 : 0] ?? RACE_PICKERS[0]?.[0])?.(random) ?? 'white';
    const found = random.chance(searched ? (HIT_RATE[race] ?? 0) : 0.02);
    const ageBand = random.next();
    const age = ageBand < 0.1 ? random.int(12, 17) : ageBand < 0.8 ? random.int(18, 32) + random.int(0, 13) : random.int(46, 80);
    const gender = random.next();
    return {
      ...citizen,
      id,
      perception: {
        ...citizen.perception,
        race: [race],
        gender:
          gender < 0.72
            ? 'cisgender_man_boy'
            : gender < 0.985
              ? 'cisgender_woman_girl'
              : random.pick(['transgender_man_boy', 'transgender_woman_girl']),
        nonbinary: random.chance(0.004),
        sexual_orientation: random.chance(0.95) ? 'straight_heterosexual' : 'lgb_plus',
        age,
        limited_english: random.chance(race === 'hispanic_latine' ? 0.15 : 0.04),
        disability: random.chance(0.93) ? ['none'] : [random.pick(DISABILITIES)],
        unhoused: random.chance(0.04),
      },
      contraband: { contraband_or_evidence: found ? [random.pick(CONTRABAND)] : ['none'] },
      force: { force_actions: ['none'] },
      incident_information: { use_of_force: false },
    };
  }

  function officersOf(author: ScaleOfficer, citizenIds: string[], random: Random): Json[] {
    if (!random.chance(COLLABORATION_SHARE)) return [];
    const chosen = new Set<ScaleOfficer>();
    const count = random.chance(0.75) ? 1 : 2;
    while (chosen.size < count) {
      const crew = colleagues.get(author.id) ?? [];
      const candidate = crew.length > 0 && random.chance(0.7) ? random.pick(crew) : random.pick(catalog.officers);
      if (candidate.id !== author.id) chosen.add(candidate);
    }
    return [...chosen].map((officer, index) => ({
      id: `officer-${index + 1}`,
      officer: {
        officer: { id: officer.id, name: officer.name },
        citizens: citizenIds.length > 1 && random.chance(0.3) ? [random.pick(citizenIds)] : [...citizenIds],
      },
    }));
  }

  /** The location as the form records it: California's in the DOJ's parts of its type, with a DOJ city. */
  function locationOf(spot: DemoPlace, address: Json, areas: Json[], type: string, random: Random): Json {
    const location: Json = { areas, details: '', type, address };
    if (configuration.general_information.doj_location) location.doj_parts = dojPartsOf(spot, partsOfType.get(type) ?? [], random);
    return location;
  }

  /** The report with sequence number `sequence` (its incident number is the local year and the sequence). */
  return function generate(sequence: number, random: Random): ScaleReport {
    const stop = pool.pickStop(random);
    const author = pickAuthor(random);
    const instant = drawInstant(random);
    const isCallForService = random.chance(CALL_FOR_SERVICE_SHARE);
    const citizens = Array.from({ length: CITIZEN_COUNT(random) }, (_, index) =>
      person(pool.pickCitizen(stop.key, random), `citizen-${index + 1}`, random),
    );
    const isUseOfForce = random.chance(USE_OF_FORCE_SHARE);
    const [first] = citizens;
    if (isUseOfForce && first) {
      const actions = new Set([random.pick(FORCE_ACTIONS), ...(random.chance(0.3) ? [random.pick(FORCE_ACTIONS)] : [])]);
      first.force = { force_actions: [...actions] };
      first.incident_information = { use_of_force: true };
    }
    const { spot, address, areas } = place(random);
    const isResidence = stop.stateRelated.location?.is_residence === true;
    const lighting =
      instant.hour >= 7 && instant.hour <= 16
        ? DAY_LIGHT
        : instant.hour === 6 || instant.hour === 17 || instant.hour === 18
          ? DUSK_LIGHT
          : NIGHT_LIGHT;
    const tags = new Set<ScaleCatalog['tags'][number]>();
    for (let wanted = TAG_COUNT(random); tags.size < wanted; ) tags.add(tagPicker(random));
    const id = randomUUID();
    const incidentNumber = `${instant.year}-${String(sequence).padStart(7, '0')}`;
    const contactType = isCallForService ? 'Call For Service' : 'Officer Pro-active';
    const payload = {
      id,
      general_information: {
        date: instant.iso,
        type: contactType,
        incident_number: incidentNumber,
        lighting_conditions: [lighting(random)],
        was_use_of_force: isUseOfForce,
        duration: Math.min(480, 5 + Math.floor(-Math.log(1 - random.next()) * (isCallForService ? 30 : 15))),
        officer_name: author.name,
        officer_id_number: author.officer_id,
        location: locationOf(spot, address, areas, (isResidence ? HOME_TYPES : STREET_TYPES)(random), random),
        state_related: {
          ...stop.stateRelated,
          stop: { ...stop.stateRelated.stop, call_for_service: isCallForService, welfare_check: random.chance(0.02) },
          officer: {
            ...stop.stateRelated.officer,
            years_of_experience: author.yearsOfExperience,
            assignment: author.assignment,
            non_primary_agency: false,
          },
        },
        created_by_user: { title: author.title ? { name: author.title } : null, groups: [] },
      },
      citizens,
      use_of_force: {},
      officers: officersOf(
        author,
        citizens.map((citizen) => citizen.id as string),
        random,
      ),
      tags: { agency: [...tags].map(({ id, name, color }) => ({ id, name, color })) },
      created_in_version: PRODUCT_VERSION,
    };
    const json = JSON.stringify(payload);
    return {
      id,
      incidentNumber,
      authorId: author.id,
      contactType,
      incidentDate: instant.iso,
      payload,
      json,
      // What hashPayload (reports.repo.ts) stores: SHA-256 of JSON.stringify(payload), here reused rather than redone.
      hash: createHash('sha256').update(json).digest('hex'),
      facts: deriveReportListFacts(payload, configuration),
    };
  };
}
