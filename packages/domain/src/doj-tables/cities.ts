import { readCsvRows } from './csv-table.ts';

/**
 * The DOJ's list of cities and unincorporated areas (reference ca-doj/cities.csv): `Location.City` is one of its
 * names, spelled as the list spells it (upper case). A name with a `deactivated` day is not offered for later stops.
 */
export interface DojCity {
  name: string;
  county: string;
  /** YYYY-MM-DD, or null while the name is in use. */
  deactivated: string | null;
}

export const CITY_COLUMNS = ['name', 'county', 'deactivated'] as const;

export const CITY_MESSAGES = {
  required: "Select the city or unincorporated area from the DOJ's list.",
  unknown: (name: string) => `'${name}' is not a city or unincorporated area on the DOJ's list.`,
} as const;

/** The list indexed by name, as the rules and the form's search read it. */
export interface DojCityList {
  readonly cities: readonly DojCity[];
  readonly byName: ReadonlyMap<string, DojCity>;
}

export function parseCityCsv(text: string): { cities: DojCity[]; problems: string[] } {
  const { rows, problems } = readCsvRows(text, CITY_COLUMNS);
  const cities = rows
    .filter((row) => row.name)
    .map((row) => ({
      name: row.name as string,
      county: row.county ?? '',
      deactivated: row.deactivated ? (row.deactivated as string) : null,
    }));
  return { cities, problems };
}

export function indexCities(cities: readonly DojCity[]): DojCityList {
  return { cities, byName: new Map(cities.map((city) => [city.name, city])) };
}

/** Whether the name may be a stop's city on `stopDate` (YYYY-MM-DD; without it, only names still in use). */
export function isCityActive(city: DojCity, stopDate?: string): boolean {
  return city.deactivated === null || (stopDate !== undefined && stopDate < city.deactivated);
}

/** The one city check the form and the server share; null when the name is on the list for the stop's day. */
export function checkDojCity(value: unknown, list: DojCityList, stopDate?: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return CITY_MESSAGES.required;
  const city = list.byName.get(value);
  return city && isCityActive(city, stopDate) ? null : CITY_MESSAGES.unknown(value);
}

/** Names in use on the stop's day matching the typed text: names starting with it first, then names containing it. */
export function searchDojCities(list: DojCityList, query: string, stopDate?: string, limit = 20): DojCity[] {
  const text = query.trim().toUpperCase();
  const active = list.cities.filter((city) => isCityActive(city, stopDate));
  if (text === '') return active.slice(0, limit);
  const starting = active.filter((city) => city.name.startsWith(text));
  const containing = active.filter((city) => !city.name.startsWith(text) && city.name.includes(text));
  return [...starting, ...containing].slice(0, limit);
}
