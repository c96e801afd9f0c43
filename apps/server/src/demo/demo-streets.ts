import type { Random } from './random.ts';

/**
 * Where the demo agency's stops happen: along its real streets (Sacramento, where the demo agency sits), most of them
 * around a few hot spots per street (a commercial strip, an intersection, a light-rail stop), the rest spread along the
 * street. The busiest streets run through the agency's areas (demo-agency.ts), so the areas hold the hot spots. The
 * coordinates are approximate street lines, [longitude, latitude]; the city is the DOJ's name (ca-doj/cities.csv).
 */
export interface DemoStreet {
  name: string;
  from: readonly [number, number];
  to: readonly [number, number];
  /** House numbers at `from` and `to`. */
  numbers: readonly [number, number];
  zip: string;
  /** Relative share of the agency's stops on this street. */
  weight: number;
  /** Positions along the street (0 at `from`, 1 at `to`) where stops cluster, with their weights. */
  hotSpots: readonly (readonly [number, number])[];
  /** Streets crossing it, in order from `from` to `to`. */
  crossings: readonly string[];
}

export const DEMO_CITY = 'SACRAMENTO';

export const DEMO_STREETS: readonly DemoStreet[] = [
  {
    name: 'J St',
    from: [-121.502, 38.5815],
    to: [-121.456, 38.57],
    numbers: [300, 3900],
    zip: '95814',
    weight: 9,
    hotSpots: [
      [0.2, 3],
      [0.45, 2],
      [0.62, 2],
    ],
    crossings: ['5th St', '9th St', '12th St', '16th St', '20th St', '24th St', '28th St', '33rd St', '39th St'],
  },
  {
    name: 'K St',
    from: [-121.501, 38.58],
    to: [-121.47, 38.5728],
    numbers: [400, 2800],
    zip: '95814',
    weight: 6,
    hotSpots: [
      [0.25, 4],
      [0.4, 1],
    ],
    crossings: ['7th St', '10th St', '12th St', '16th St', '21st St', '26th St'],
  },
  {
    name: 'Broadway',
    from: [-121.506, 38.564],
    to: [-121.462, 38.554],
    numbers: [300, 3600],
    zip: '95818',
    weight: 6,
    hotSpots: [
      [0.35, 2],
      [0.7, 2],
    ],
    crossings: ['Riverside Blvd', '5th St', '16th St', '21st St', '24th St', '30th St', 'Alhambra Blvd', 'Stockton Blvd'],
  },
  {
    name: 'Stockton Blvd',
    from: [-121.46, 38.556],
    to: [-121.433, 38.515],
    numbers: [2000, 6500],
    zip: '95820',
    weight: 7,
    hotSpots: [
      [0.15, 1],
      [0.55, 3],
      [0.8, 2],
    ],
    crossings: ['Broadway', 'T St', '2nd Ave', 'Fruitridge Rd', '14th Ave', '47th Ave', 'Elder Creek Rd'],
  },
  {
    name: 'Florin Rd',
    from: [-121.5, 38.496],
    to: [-121.41, 38.496],
    numbers: [1, 4500],
    zip: '95822',
    weight: 5,
    hotSpots: [
      [0.3, 2],
      [0.55, 2],
    ],
    crossings: ['Freeport Blvd', '24th St', 'Franklin Blvd', 'Stockton Blvd', 'Power Inn Rd'],
  },
  {
    name: 'Del Paso Blvd',
    from: [-121.488, 38.599],
    to: [-121.452, 38.617],
    numbers: [600, 3900],
    zip: '95815',
    weight: 6,
    hotSpots: [
      [0.2, 3],
      [0.65, 2],
    ],
    crossings: ['Arden Way', 'Lochbrae Rd', 'Evergreen St', 'El Camino Ave', 'Marysville Blvd', 'Grand Ave'],
  },
  {
    name: 'Richards Blvd',
    from: [-121.503, 38.5965],
    to: [-121.48, 38.596],
    numbers: [100, 1200],
    zip: '95811',
    weight: 4,
    hotSpots: [[0.4, 3]],
    crossings: ['Jibboom St', 'Bercut Dr', 'N 5th St', 'N 7th St', 'N 12th St', 'N 16th St'],
  },
  {
    name: 'Franklin Blvd',
    from: [-121.476, 38.551],
    to: [-121.47, 38.504],
    numbers: [2800, 7600],
    zip: '95820',
    weight: 4,
    hotSpots: [
      [0.4, 2],
      [0.75, 1],
    ],
    crossings: ['Broadway', '2nd Ave', 'Fruitridge Rd', 'Lemon Hill Ave', '47th Ave', 'Florin Rd'],
  },
  {
    name: '16th St',
    from: [-121.49, 38.588],
    to: [-121.484, 38.562],
    numbers: [100, 2800],
    zip: '95811',
    weight: 5,
    hotSpots: [
      [0.4, 2],
      [0.6, 2],
    ],
    crossings: ['C St', 'F St', 'H St', 'J St', 'L St', 'N St', 'P St', 'S St', 'W St'],
  },
  {
    name: 'Capitol Ave',
    from: [-121.498, 38.5775],
    to: [-121.466, 38.57],
    numbers: [800, 3500],
    zip: '95816',
    weight: 3,
    hotSpots: [[0.5, 2]],
    crossings: ['10th St', '15th St', '19th St', '23rd St', '28th St', 'Alhambra Blvd'],
  },
  {
    name: 'Fruitridge Rd',
    from: [-121.495, 38.524],
    to: [-121.42, 38.525],
    numbers: [1, 6000],
    zip: '95822',
    weight: 4,
    hotSpots: [[0.5, 2]],
    crossings: ['Freeport Blvd', '24th St', 'Franklin Blvd', 'Stockton Blvd', '65th St', 'Power Inn Rd'],
  },
  {
    name: 'Northgate Blvd',
    from: [-121.49, 38.61],
    to: [-121.488, 38.65],
    numbers: [1, 3300],
    zip: '95833',
    weight: 3,
    hotSpots: [[0.3, 2]],
    crossings: ['Garden Hwy', 'San Juan Rd', 'Rio Linda Blvd', 'Bell Ave'],
  },
  {
    name: 'Folsom Blvd',
    from: [-121.462, 38.56],
    to: [-121.41, 38.553],
    numbers: [3000, 7800],
    zip: '95819',
    weight: 3,
    hotSpots: [[0.25, 1]],
    crossings: ['Alhambra Blvd', '48th St', '59th St', '65th St', 'Power Inn Rd'],
  },
];

/** Highways through the agency, with exits, for the few stops recorded by highway and closest exit. */
export const DEMO_HIGHWAYS: readonly { name: string; exits: readonly string[] }[] = [
  { name: 'I-5', exits: ['J St', 'Richards Blvd', 'Broadway', 'Sutterville Rd', 'Florin Rd'] },
  { name: 'US-50', exits: ['16th St', '26th St', 'Stockton Blvd', '59th St', 'Howe Ave'] },
  { name: 'SR-99', exits: ['Broadway', 'Fruitridge Rd', '47th Ave', 'Florin Rd'] },
];

export interface DemoPlace {
  coords: { latitude: number; longitude: number };
  street: string;
  blockNumber: number;
  crossStreets: readonly [string, string];
  zip: string;
}

const TOTAL_WEIGHT = DEMO_STREETS.reduce((sum, street) => sum + street.weight, 0);
/** Share of a street's stops around its hot spots (the rest spread along it). Assumed. */
const HOT_SPOT_SHARE = 0.7;
/** Spread around a hot spot, as a share of the street's length. */
const HOT_SPOT_SPREAD = 0.025;

function pickStreet(random: Random): DemoStreet {
  let target = random.next() * TOTAL_WEIGHT;
  for (const street of DEMO_STREETS) {
    target -= street.weight;
    if (target < 0) return street;
  }
  return DEMO_STREETS[DEMO_STREETS.length - 1] as DemoStreet;
}

function positionOn(street: DemoStreet, random: Random): number {
  if (!random.chance(HOT_SPOT_SHARE) || street.hotSpots.length === 0) return random.next();
  const total = street.hotSpots.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random.next() * total;
  let at = street.hotSpots[0]?.[0] ?? 0.5;
  for (const [position, weight] of street.hotSpots) {
    at = position;
    target -= weight;
    if (target < 0) break;
  }
  return Math.min(1, Math.max(0, at + random.gaussian() * HOT_SPOT_SPREAD));
}

/** A place of a stop: a point on one of the agency's streets (a few metres off its line), its block and cross streets. */
export function drawDemoPlace(random: Random): DemoPlace {
  const street = pickStreet(random);
  const position = positionOn(street, random);
  const jitter = () => random.gaussian() * 0.00015;
  const longitude = street.from[0] + (street.to[0] - street.from[0]) * position + jitter();
  const latitude = street.from[1] + (street.to[1] - street.from[1]) * position + jitter();
  const number = street.numbers[0] + (street.numbers[1] - street.numbers[0]) * position;
  const nearest = street.crossings[Math.round(position * (street.crossings.length - 1))] ?? street.name;
  return {
    coords: { latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) },
    street: street.name,
    blockNumber: Math.floor(number / 100) * 100,
    crossStreets: [street.name, nearest],
    zip: street.zip,
  };
}
