import { describe, expect, it } from 'vitest';
import { CITY_MESSAGES, checkDojCity, parseCityCsv, searchDojCities } from './cities.ts';
import { shippedCities, shippedCsv } from './shipped-tables.test-helper.ts';

const cities = shippedCities();

describe("the DOJ's city list", () => {
  it('reads 1,800 names, 17 of them deactivated', () => {
    const { cities: rows, problems } = parseCityCsv(shippedCsv('cities.csv'));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(1800);
    expect(rows.filter((city) => city.deactivated !== null)).toHaveLength(17);
  });

  it('accepts a name as the list spells it, not free text or a deactivated name', () => {
    expect(checkDojCity('SAN DIEGO', cities, '2025-01-01')).toBeNull();
    expect(checkDojCity('San Diego', cities, '2025-01-01')).toBe(CITY_MESSAGES.unknown('San Diego'));
    expect(checkDojCity('', cities, '2025-01-01')).toBe(CITY_MESSAGES.required);
    expect(checkDojCity('BOUQUET CANYON', cities, '2025-01-01')).toBe(CITY_MESSAGES.unknown('BOUQUET CANYON'));
    expect(checkDojCity('BOUQUET CANYON', cities, '2020-06-01')).toBeNull();
  });

  it('is searched by the start of a name first, then by a part of it, without deactivated names', () => {
    const found = searchDojCities(cities, 'san d', '2025-01-01').map((city) => city.name);
    expect(found[0]).toBe('SAN DIEGO');
    expect(searchDojCities(cities, 'bouquet', '2025-01-01')).toEqual([]);
    expect(searchDojCities(cities, 'CAJON', '2025-01-01').map((city) => city.name)).toContain('EL CAJON');
  });
});
