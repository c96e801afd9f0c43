import { type DojLocationParts, isCityActive, isInForce } from '@fieldbook/domain';
import { offenseCodeTable, shippedDojTables } from './shipped-doj-tables.ts';

/**
 * Real DOJ values for generated stops (the demo and the bench), until their calibrated model picks its own: a few
 * common offense codes of the shipped table (traffic and street crime) and the location's parts for a location type.
 */
export const COMMON_OFFENSE_CODES = [54106, 54098, 54107, 54109, 54167, 54571, 54655, 54657, 42104, 35172, 23087, 22004, 48122, 64005];

interface PickRandom {
  int(min: number, max: number): number;
}

/** One of the common codes in force on `date` (YYYY-MM-DD), as a report holds it. */
export function demoOffenseCode(random: PickRandom, date: string): string {
  const table = offenseCodeTable();
  const inForce = COMMON_OFFENSE_CODES.filter((code) => {
    const entry = table.byCode.get(code);
    return entry !== undefined && isInForce(entry, date);
  });
  return String(inForce[random.int(0, inForce.length - 1)] ?? 54106);
}

/** The DOJ city for a place's city name ('Sacramento' -> 'SACRAMENTO'), or null when the list has no such name. */
export function dojCityOf(name: string): string | null {
  const city = shippedDojTables().cities.byName.get(name.trim().toUpperCase());
  return city && isCityActive(city) ? city.name : null;
}

/** The parts of a location type ('block_number_and_street'...) at `street` ('1234 J ST'); another street crosses it. */
export function demoDojParts(
  parts: readonly string[],
  street: { number: number; name: string; crossName: string },
  city: string,
): DojLocationParts {
  const values: Record<string, string> = {
    block_number: String(Math.floor(street.number / 100) * 100),
    street_name: street.name.toUpperCase(),
    cross_street_1: street.name.toUpperCase(),
    cross_street_2: street.crossName.toUpperCase(),
    highway: 'I-5',
    closest_exit: street.crossName.toUpperCase(),
    other: `Parking lot on ${street.name}`,
  };
  return { ...Object.fromEntries(parts.map((part) => [part, values[part] ?? ''])), city };
}
