import { describe, expect, it } from 'vitest';
import { exampleReport, shippedConfigurations } from '../report/shipped-configurations.test-helper.ts';
import { validateReport } from '../report/validate-report.ts';
import { CITY_MESSAGES } from './cities.ts';
import { DOJ_LOCATION_MESSAGES } from './location-parts.ts';
import { OFFENSE_CODE_MESSAGES } from './offense-codes.ts';
import { shippedCities, shippedOffenseCodes } from './shipped-tables.test-helper.ts';

// The California rules the DOJ record needs (issue 26): offense codes against the DOJ table, no cap where the
// regulation sets none, whole numbers, the location in the DOJ's parts with a DOJ city, the officer's race or ethnicity.
const config = shippedConfigurations().find((entry) => entry.fileName === 'california.json')?.config;
if (!config) throw new Error('no california.json');
const tables = { offenseCodes: shippedOffenseCodes(), cities: shippedCities() };
const context = { config, timeZone: 'America/Los_Angeles', now: new Date('2026-06-15T20:00:00Z'), mode: 'create', tables } as const;
const messagesOf = (report: unknown, path: string) =>
  validateReport(report, context)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);
const allIssues = (report: unknown) => validateReport(report, context).issues;

function example() {
  return exampleReport('california.json') as any;
}
const citizen = (report: any) => report.citizens[0];
const location = (report: any) => report.general_information.location;

describe('offense codes', () => {
  it('the example report is valid with the DOJ tables at hand', () => {
    expect(allIssues(example())).toEqual([]);
  });

  it('takes code 3 and four-digit codes, and more than five codes for a result', () => {
    const report = example();
    citizen(report).stop_reason.traffic_offense_code = '9005';
    citizen(report).result.citation_offense_codes = ['3', '9005', '54106', '20059', '65002', '54104', '54101'].map((code) => ({ code }));
    expect(allIssues(report)).toEqual([]);
  });

  it('refuses a code not in the table and one repealed before the stop, with the code in the message', () => {
    const report = example();
    citizen(report).stop_reason.traffic_offense_code = '88888';
    citizen(report).result.citation_offense_codes = [{ code: '20053' }];
    expect(messagesOf(report, 'citizens.0.stop_reason.traffic_offense_code')).toEqual([OFFENSE_CODE_MESSAGES.unknown('88888')]);
    expect(messagesOf(report, 'citizens.0.result.citation_offense_codes.0.code')).toEqual([
      OFFENSE_CODE_MESSAGES.repealed('20053', '2009-12-31'),
    ]);
  });

  it('without the table (the browser before it has loaded) checks only the digits', () => {
    const report = example();
    citizen(report).stop_reason.traffic_offense_code = '88888';
    expect(validateReport(report, { ...context, tables: undefined }).issues).toEqual([]);
    citizen(report).stop_reason.traffic_offense_code = '054106';
    expect(validateReport(report, { ...context, tables: undefined }).issues.map((issue) => issue.path)).toEqual([
      'citizens.0.stop_reason.traffic_offense_code',
    ]);
  });
});

describe('whole numbers', () => {
  it('refuses a perceived age or years of experience that is not whole', () => {
    const report = example();
    citizen(report).perception.age = 34.5;
    report.general_information.state_related.officer.years_of_experience = 7.25;
    expect(messagesOf(report, 'citizens.0.perception.age')).toEqual(['Enter the perceived age as a whole number (rounded up).']);
    expect(messagesOf(report, 'general_information.state_related.officer.years_of_experience')).toEqual([
      'Enter a whole number of years (rounded up).',
    ]);
  });
});

describe("the location in the DOJ's parts", () => {
  it('asks for the block number and street name of a block location, the block being digits', () => {
    const report = example();
    location(report).doj_parts = { block_number: '43A', city: 'SAN DIEGO' };
    expect(messagesOf(report, 'general_information.location.doj_parts.block_number')).toEqual([DOJ_LOCATION_MESSAGES.blockNumberDigits]);
    expect(messagesOf(report, 'general_information.location.doj_parts.street_name')).toEqual([DOJ_LOCATION_MESSAGES.street_name]);
  });

  it('asks for two cross streets of an intersection, and builds the address from them', () => {
    const report = example();
    location(report).type = 'closest_intersection';
    location(report).doj_parts = { cross_street_1: 'EL CAJON BLVD', city: 'SAN DIEGO', block_number: '4300' };
    expect(messagesOf(report, 'general_information.location.doj_parts.cross_street_2')).toEqual([DOJ_LOCATION_MESSAGES.cross_street_2]);
    location(report).doj_parts.cross_street_2 = '43RD ST';
    const checked = validateReport(report, context);
    expect(checked.issues).toEqual([]);
    // The block number belongs to another type: dropped, as the officer chose the intersection.
    expect(checked.report.general_information).toMatchObject({
      location: {
        doj_parts: { cross_street_1: 'EL CAJON BLVD', cross_street_2: '43RD ST', city: 'SAN DIEGO' },
        address: { full: 'EL CAJON BLVD & 43RD ST, SAN DIEGO', city: 'SAN DIEGO' },
      },
    });
    expect((checked.report.general_information as any).location.doj_parts.block_number).toBeUndefined();
  });

  it('takes a highway and closest exit without any street address or zip', () => {
    const report = example();
    location(report).type = 'highway_and_closest_exit';
    location(report).address = {};
    location(report).doj_parts = { highway: 'I-8', city: 'SAN DIEGO' };
    expect(messagesOf(report, 'general_information.location.doj_parts.closest_exit')).toEqual([DOJ_LOCATION_MESSAGES.closest_exit]);
    location(report).doj_parts.closest_exit = 'COLLEGE AVE';
    expect(allIssues(report)).toEqual([]);
  });

  it('takes coordinates alone, and another description for a landmark', () => {
    const report = example();
    location(report).type = 'geographic_coordinates';
    location(report).address = { coords: { latitude: 32.7561, longitude: -117.1034 } };
    location(report).doj_parts = { city: 'SAN DIEGO' };
    const checked = validateReport(report, context);
    expect(checked.issues).toEqual([]);
    expect((checked.report.general_information as any).location.address.full).toBe('32.756, -117.103, SAN DIEGO');
    location(report).type = 'road_marker_landmark_other';
    expect(messagesOf(report, 'general_information.location.doj_parts.other')).toEqual([DOJ_LOCATION_MESSAGES.other]);
  });

  it("asks for a city on the DOJ's list, not free text", () => {
    const report = example();
    location(report).doj_parts.city = 'San Diego, CA';
    expect(messagesOf(report, 'general_information.location.doj_parts.city')).toEqual([CITY_MESSAGES.unknown('San Diego, CA')]);
    delete location(report).doj_parts.city;
    expect(messagesOf(report, 'general_information.location.doj_parts.city')).toEqual([CITY_MESSAGES.required]);
    // Even without the list at hand, a city is required.
    expect(validateReport(report, { ...context, tables: undefined }).issues.map((issue) => issue.message)).toEqual([
      CITY_MESSAGES.required,
    ]);
  });
});

describe("the officer's race or ethnicity", () => {
  it('is required, with the values of the perceived race options', () => {
    const report = example();
    delete report.general_information.state_related.officer.race_or_ethnicity;
    expect(messagesOf(report, 'general_information.state_related.officer.race_or_ethnicity')).toEqual(['Select your race or ethnicity.']);
    report.general_information.state_related.officer.race_or_ethnicity = ['asian', 'white'];
    expect(allIssues(report)).toEqual([]);
    const perceived = config.citizens.sections.flatMap((section) => section.fields).find((field) => field.name === 'race');
    const officer = config.general_information.sections
      .flatMap((section) => section.fields)
      .find((field) => field.name === 'race_or_ethnicity');
    expect(officer?.options?.map((option) => [option.value, option.code])).toEqual(
      perceived?.options?.map((option) => [option.value, option.code]),
    );
  });
});
