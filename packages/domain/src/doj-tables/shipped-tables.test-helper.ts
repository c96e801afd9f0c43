// Test helper: the DOJ tables shipped in configurations/ca-doj, read through Vite's import.meta.glob when the tests are
// built (the domain itself reads no files).
import { type DojCityList, indexCities, parseCityCsv } from './cities.ts';
import { indexOffenseCodes, type OffenseCodeTable, parseOffenseCodeCsv } from './offense-codes.ts';

const texts = (import.meta as unknown as { glob: (pattern: string, options: object) => Record<string, string> }).glob(
  '../../../../configurations/ca-doj/*.csv',
  { eager: true, query: '?raw', import: 'default' },
);

export function shippedCsv(name: 'offense-codes.csv' | 'cities.csv'): string {
  const text = texts[`../../../../configurations/ca-doj/${name}`];
  if (text === undefined) throw new Error(`no configurations/ca-doj/${name}`);
  return text;
}

export const shippedOffenseCodes = (): OffenseCodeTable => indexOffenseCodes(parseOffenseCodeCsv(shippedCsv('offense-codes.csv')).codes);
export const shippedCities = (): DojCityList => indexCities(parseCityCsv(shippedCsv('cities.csv')).cities);
