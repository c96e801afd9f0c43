import { describe, expect, it } from 'vitest';
import { checkZip } from './general-rules.ts';
import { MESSAGES } from './messages.ts';
import { exampleReport, shippedConfigurations } from './shipped-configurations.test-helper.ts';
import { testContext, validTestReport } from './test-fixtures.ts';
import { validateReport } from './validate-report.ts';

/**
 * Issue 24, defect 3: a report's point and where it came from (the device, the map pin, the geocoder), and
 * California's 'Geographic coordinates' needing one; defect 12: a zip code is five digits.
 */
const at = (path: string) => `general_information.location.${path}`;
const POINT = { latitude: 38.5767, longitude: -121.4934 };

function issuesWithAddress(change: Record<string, unknown>, context = testContext()) {
  const report = validTestReport();
  Object.assign(report.general_information.location.address, change);
  return validateReport(report, context);
}

describe('where the point came from (defect 3)', () => {
  it.each([
    ['the device, with its accuracy', { coords: POINT, coords_source: 'device', coords_accuracy: 12 }],
    ['the device, without an accuracy', { coords: POINT, coords_source: 'device' }],
    ['the map pin', { coords: POINT, coords_source: 'pin' }],
    ['the geocoder', { coords: POINT, coords_source: 'geocoded' }],
    ['no source (a report from before sources)', { coords: POINT }],
  ])('keeps a point from %s', (_case, address) => {
    const { issues, report } = issuesWithAddress(address);
    expect(issues).toEqual([]);
    expect((report.general_information as any).location.address).toMatchObject(address);
  });

  it.each([
    ['an unknown source', { coords: POINT, coords_source: 'satellite' }, 'address.coords_source'],
    ['a source without a point', { coords: undefined, coords_source: 'device' }, 'address.coords_source'],
    ['an accuracy without a point', { coords: undefined, coords_accuracy: 10 }, 'address.coords_accuracy'],
    ['an accuracy for a pin', { coords: POINT, coords_source: 'pin', coords_accuracy: 10 }, 'address.coords_accuracy'],
    ['a negative accuracy', { coords: POINT, coords_source: 'device', coords_accuracy: -1 }, 'address.coords_accuracy'],
    ['an accuracy of 100 km and more', { coords: POINT, coords_source: 'device', coords_accuracy: 100_001 }, 'address.coords_accuracy'],
    ['an accuracy that is text', { coords: POINT, coords_source: 'device', coords_accuracy: '12' }, 'address.coords_accuracy'],
  ])('refuses %s', (_case, address, path) => {
    expect(issuesWithAddress(address).issues).toEqual([{ path: at(path), message: MESSAGES.invalidValue }]);
  });
});

describe("a location type that requires coordinates (California's 'Geographic coordinates')", () => {
  const config = testContext().config;
  const withCoordinatesType = testContext({
    config: {
      ...config,
      general_information: {
        ...config.general_information,
        location_types: [...config.general_information.location_types, { value: 'gps', label: 'GPS', requires_coordinates: true }],
      },
    },
  });

  it('needs the point, from any source', () => {
    const report = validTestReport();
    report.general_information.location.type = 'gps';
    delete report.general_information.location.address.coords;
    expect(validateReport(report, withCoordinatesType).issues).toEqual([
      { path: at('address.coords'), message: MESSAGES.locationCoordsRequired },
    ]);
    Object.assign(report.general_information.location.address, { coords: POINT, coords_source: 'device', coords_accuracy: 30 });
    expect(validateReport(report, withCoordinatesType).issues).toEqual([]);
  });

  it('leaves the other types free of it', () => {
    const report = validTestReport();
    delete report.general_information.location.address.coords;
    expect(validateReport(report, withCoordinatesType).issues).toEqual([]);
  });

  it("is California's 'Geographic coordinates', and only that type", () => {
    const california = shippedConfigurations().find((entry) => entry.fileName === 'california.json');
    if (!california) throw new Error('California is not shipped');
    const needing = california.config.general_information.location_types.filter((option) => option.requires_coordinates);
    expect(needing.map((option) => option.label)).toEqual(['Geographic coordinates']);

    const report = exampleReport('california.json');
    const location = report.general_information.location as { type: string; address: Record<string, unknown> };
    location.type = 'geographic_coordinates';
    delete location.address.coords;
    const rules = {
      config: california.config,
      timeZone: 'America/Los_Angeles',
      now: new Date('2026-06-15T20:00:00Z'),
      mode: 'create',
    } as const;
    report.general_information.date = '2026-06-15T16:30:00.000Z';
    expect(validateReport(report, rules).issues).toEqual([{ path: at('address.coords'), message: MESSAGES.locationCoordsRequired }]);
    location.address.coords = POINT;
    expect(validateReport(report, rules).issues).toEqual([]);
  });
});

describe('zip code (defect 12): five digits', () => {
  it.each([
    ['95814', null],
    ['', MESSAGES.locationZip],
    ['958140', MESSAGES.locationZipTooLong],
    ['9581A', MESSAGES.locationZipDigits],
    ['ABCDE', MESSAGES.locationZipDigits],
    ['9581', MESSAGES.locationZipDigits],
    ['9 581', MESSAGES.locationZipDigits],
    ['９５８１４', MESSAGES.locationZipDigits],
  ])('%j gives %j', (zip, message) => {
    expect(checkZip(zip)).toBe(message);
    expect(issuesWithAddress({ zip }).issues).toEqual(message ? [{ path: at('address.zip'), message }] : []);
  });
});
