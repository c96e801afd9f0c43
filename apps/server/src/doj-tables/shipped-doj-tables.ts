import { readFileSync } from 'node:fs';
import {
  type DojCity,
  type DojCityList,
  indexCities,
  indexOffenseCodes,
  isCityActive,
  type OffenseCodeTable,
  parseCityCsv,
  parseOffenseCodeCsv,
} from '@fieldbook/domain';
import { SHIPPED_CONFIGURATIONS_DIR } from '../config.ts';

export interface ShippedDojTables {
  offenseCodes: OffenseCodeTable;
  cities: DojCityList;
}

const loaded = new Map<string, ShippedDojTables>();

/**
 * The DOJ tables shipped with the app (configurations/ca-doj: the offense-code table and the city list), read and
 * checked once per directory. The demo and the bench use them through offenseCodeTable() and activeDojCities().
 */
export function shippedDojTables(configurationsDir = SHIPPED_CONFIGURATIONS_DIR): ShippedDojTables {
  let tables = loaded.get(configurationsDir);
  if (!tables) {
    const read = (name: string) => readFileSync(`${configurationsDir.replace(/\/?$/, '/')}ca-doj/${name}`, 'utf8');
    const codes = parseOffenseCodeCsv(read('offense-codes.csv'));
    const cities = parseCityCsv(read('cities.csv'));
    const problems = [...codes.problems, ...cities.problems];
    if (problems.length > 0) throw new Error(`configurations/ca-doj does not read: ${problems.slice(0, 3).join(' ')}`);
    tables = { offenseCodes: indexOffenseCodes(codes.codes), cities: indexCities(cities.cities) };
    loaded.set(configurationsDir, tables);
  }
  return tables;
}

/** The shipped DOJ offense-code table, indexed by code (`byCode`), every row in `codes`. */
export const offenseCodeTable = (configurationsDir?: string): OffenseCodeTable => shippedDojTables(configurationsDir).offenseCodes;

/** The DOJ's city names in use (no `deactivated` day), as `Location.City` spells them, with their county. */
export const activeDojCities = (configurationsDir?: string): DojCity[] =>
  shippedDojTables(configurationsDir).cities.cities.filter((city) => isCityActive(city));
