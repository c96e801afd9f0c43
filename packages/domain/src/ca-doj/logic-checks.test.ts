import { describe, expect, it } from 'vitest';
import type { StateConfiguration } from '../configuration/configuration.schema.ts';
import { exampleReport } from '../report/shipped-configurations.test-helper.ts';
import { californiaConfiguration, TIME_ZONE } from './ca-doj.test-helper.ts';
import { DOJ_CHECK_MESSAGES, dojLogicChecks } from './logic-checks.ts';

const NOW = new Date('2026-06-15T18:00:00Z');
const options = { timeZone: TIME_ZONE, now: NOW };

/** The example report as shipped (its location as the configuration of the day records it). */
const report = (): Record<string, any> => exampleReport('california.json');
const checks = (stop: Record<string, unknown>, version: 'v1' | 'v2' = 'v2', config = californiaConfiguration()) =>
  dojLogicChecks(stop, config, version, options);
const messagesAt = (issues: { path: string; message: string }[], path: string) =>
  issues.filter((issue) => issue.path === path).map((issue) => issue.message);

/** The configuration without a field's own validations, to see the logic check alone. */
function withoutValidations(sectionName: string, fieldName: string, area: 'general' | 'citizens' = 'citizens'): StateConfiguration {
  const config = structuredClone(californiaConfiguration());
  const sections = area === 'general' ? config.general_information.sections : config.citizens.sections;
  const field = sections.find((section) => section.name === sectionName)?.fields.find((candidate) => candidate.name === fieldName);
  if (!field) throw new Error(`no ${sectionName}.${fieldName}`);
  delete field.validations;
  return config;
}

describe('dojLogicChecks', () => {
  it('passes the example report (v2): it is sendable', () => {
    expect(checks(report())).toEqual([]);
  });

  it("runs the form's own rules first, so one call says whether a stop is sendable", () => {
    const stop = report();
    delete stop.citizens[0].perception.age;
    expect(checks(stop).map((issue) => issue.path)).toContain('citizens.0.perception.age');
  });

  it("asks for 'Consent given' in the basis when the person consented to the search that was made", () => {
    const stop = report();
    stop.citizens[0].search.basis_for_search = ['officer_safety'];
    expect(messagesAt(checks(stop), 'citizens.0.search.basis_for_search')).toEqual([DOJ_CHECK_MESSAGES.consentBasis]);
    stop.citizens[0].actions.consent_given = [];
    expect(messagesAt(checks(stop), 'citizens.0.search.basis_for_search')).toEqual([]);
  });

  it("refuses 'None' found when property was seized as contraband or evidence", () => {
    const stop = report();
    stop.citizens[1].contraband.contraband_or_evidence = ['none'];
    expect(messagesAt(checks(stop), 'citizens.1.contraband.contraband_or_evidence')).toEqual([DOJ_CHECK_MESSAGES.seizedContraband]);
    stop.citizens[1].property_seizure.basis_for_seizure = ['safekeeping'];
    expect(messagesAt(checks(stop), 'citizens.1.contraband.contraband_or_evidence')).toEqual([]);
  });

  it('asks for the search a consensual encounter resulted in', () => {
    const stop = report();
    const citizen = stop.citizens[0];
    citizen.stop_reason = {
      primary_reason: 'consensual_encounter_search',
      explanation: citizen.stop_reason.explanation,
      is_passenger: false,
    };
    citizen.reason_given.reasons_given = ['consensual_encounter_search'];
    expect(messagesAt(checks(stop), 'citizens.0.actions.non_force_actions')).toEqual([]);
    citizen.actions = { non_force_actions: ['curbside_detention'] };
    expect(messagesAt(checks(stop), 'citizens.0.actions.non_force_actions')).toEqual([DOJ_CHECK_MESSAGES.consensualSearch]);
  });

  it("refuses 'Reason not communicated' beside a reason given", () => {
    const stop = report();
    stop.citizens[0].reason_given.reasons_given = ['traffic_moving', 'not_communicated'];
    expect(messagesAt(checks(stop), 'citizens.0.reason_given.reasons_given')).toEqual([DOJ_CHECK_MESSAGES.reasonNotCommunicated]);
    stop.citizens[0].reason_given.reasons_given = ['not_communicated'];
    expect(messagesAt(checks(stop), 'citizens.0.reason_given.reasons_given')).toEqual([]);
  });

  it('refuses an offense code the DOJ could not read, in the reason and in a result', () => {
    const config = withoutValidations('stop_reason', 'traffic_offense_code');
    const stop = report();
    stop.citizens[0].stop_reason.traffic_offense_code = '22350 VC';
    expect(messagesAt(checks(stop, 'v2', config), 'citizens.0.stop_reason.traffic_offense_code')).toEqual([
      DOJ_CHECK_MESSAGES.offenseCode('22350 VC'),
    ]);
    stop.citizens[0].stop_reason.traffic_offense_code = '9005';
    expect(messagesAt(checks(stop, 'v2', config), 'citizens.0.stop_reason.traffic_offense_code')).toEqual([]);
    stop.citizens[0].result.citation_offense_codes = [{ code: '54106' }, { code: 'speeding' }];
    expect(checks(stop, 'v2', config).map((issue) => issue.path)).toContain('citizens.0.result.citation_offense_codes.1.code');
  });

  it('asks for whole numbers of years for the age and the experience', () => {
    const stop = report();
    stop.citizens[0].perception.age = 34.5;
    expect(messagesAt(checks(stop, 'v2', withoutValidations('perception', 'age')), 'citizens.0.perception.age')).toEqual([
      DOJ_CHECK_MESSAGES.wholeAge,
    ]);
    stop.citizens[0].perception.age = 35;
    stop.general_information.state_related.officer.years_of_experience = 7.5;
    const path = 'general_information.state_related.officer.years_of_experience';
    expect(messagesAt(checks(stop, 'v2', withoutValidations('officer', 'years_of_experience', 'general')), path)).toEqual([
      DOJ_CHECK_MESSAGES.wholeYears,
    ]);
    expect(checks(stop).map((issue) => issue.path)).toContain(path);
  });

  it("refuses the officer's ID or name, and a person's phone, licence or Social Security number, in a narrative", () => {
    const cases: [string, string][] = [
      ['Officer 118734 paced the car for four blocks.', DOJ_CHECK_MESSAGES.officerIdInNarrative],
      ['Alicia Moreno paced the car for four blocks.', DOJ_CHECK_MESSAGES.officerNameInNarrative],
      ['Driver gave his number as 619-555-0134 and was cited.', DOJ_CHECK_MESSAGES.personalDetail('a phone number')],
      ['License D1234567 came back suspended.', DOJ_CHECK_MESSAGES.personalDetail("a California driver's license number")],
      ['Gave SSN 123-45-6789 when asked for ID.', DOJ_CHECK_MESSAGES.personalDetail('a Social Security number')],
    ];
    for (const [narrative, message] of cases) {
      const stop = report();
      stop.citizens[0].stop_reason.explanation = narrative;
      expect(messagesAt(checks(stop), 'citizens.0.stop_reason.explanation')).toEqual([message]);
    }
    const stop = report();
    stop.citizens[1].search.search_explanation = 'Searched after the arrest; call 619-555-0134 for the property room.';
    expect(messagesAt(checks(stop), 'citizens.1.search.search_explanation')).toEqual([DOJ_CHECK_MESSAGES.personalDetail('a phone number')]);
    const clean = report();
    clean.citizens[0].stop_reason.explanation = 'Paced at 50 in a 35 zone for 4 blocks; 1187 feet of skid marks.';
    expect(messagesAt(checks(clean), 'citizens.0.stop_reason.explanation')).toEqual([]);
  });

  it('asks for the parts of the location type the DOJ needs', () => {
    const stop = report();
    stop.general_information.location.type = 'closest_intersection';
    stop.general_information.location.doj_parts = { cross_street_1: 'EL CAJON BLVD', city: 'SAN DIEGO' };
    stop.general_information.location.address.main = 'El Cajon Blvd';
    const issues = checks(stop);
    expect(issues.map((issue) => issue.path)).toContain('general_information.location.doj_parts.cross_street_2');
    stop.general_information.location.doj_parts.cross_street_2 = '43RD ST';
    expect(checks(stop).filter((issue) => issue.path.startsWith('general_information.location'))).toEqual([]);
  });

  it("reads today's address when the form kept no DOJ parts, and says when it cannot", () => {
    // A configuration that does not ask for the DOJ's parts (as before issue 26): the check reads the address line.
    const config = structuredClone(californiaConfiguration()) as StateConfiguration & { general_information: Record<string, unknown> };
    delete config.general_information.doj_location;
    const checks = (stop: Record<string, unknown>) => dojLogicChecks(stop, config, 'v2', options);
    const stop = report();
    delete stop.general_information.location.doj_parts;
    stop.general_information.location.address.main = 'El Cajon Blvd';
    stop.general_information.location.address.full = 'El Cajon Blvd, San Diego, CA 92105';
    expect(messagesAt(checks(stop), 'general_information.location')).toContain(DOJ_CHECK_MESSAGES.blockAndStreet);
    stop.general_information.location.address.main = '4321 El Cajon Blvd';
    expect(messagesAt(checks(stop), 'general_information.location')).toEqual([]);
  });

  it('refuses coordinates outside California', () => {
    const stop = report();
    stop.general_information.location.type = 'geographic_coordinates';
    stop.general_information.location.address.coords = { latitude: 40.713, longitude: -74.006 };
    expect(messagesAt(checks(stop), 'general_information.location.address.coords')).toEqual([DOJ_CHECK_MESSAGES.outsideCalifornia]);
    stop.general_information.location.address.coords = { latitude: 32.756, longitude: -117.103 };
    expect(messagesAt(checks(stop), 'general_information.location.address.coords')).toEqual([]);
  });

  describe('a 2023 stop (v1, the 2018 regulation)', () => {
    const stopOf2023 = () => {
      const stop = report();
      stop.general_information.date = '2023-06-01T17:05:00.000Z';
      return stop;
    };

    it('passes the example moved to 2023', () => {
      expect(checks(stopOf2023(), 'v1')).toEqual([]);
    });

    it('refuses a reason the 2018 regulation did not have (probable cause), which v2 takes', () => {
      const stop = stopOf2023();
      stop.citizens[0].stop_reason = {
        primary_reason: 'probable_cause',
        probable_cause_circumstances: ['witnessed_crime'],
        probable_cause_offense_code: '54106',
        explanation: stop.citizens[0].stop_reason.explanation,
        is_passenger: false,
      };
      stop.citizens[0].reason_given.reasons_given = ['probable_cause'];
      expect(messagesAt(checks(stop, 'v1'), 'citizens.0.stop_reason.primary_reason')).toEqual([
        DOJ_CHECK_MESSAGES.v1Reason('Probable cause to arrest or search'),
      ]);
      expect(messagesAt(checks(stop, 'v2'), 'citizens.0.stop_reason.primary_reason')).toEqual([]);
    });

    it('refuses circumstances and actions that all came with the 2024 amendments', () => {
      const stop = stopOf2023();
      stop.citizens[0].stop_reason = {
        primary_reason: 'reasonable_suspicion',
        reasonable_suspicion_circumstances: ['matched_suspect_vehicle'],
        suspicion_offense_code: '9005',
        explanation: stop.citizens[0].stop_reason.explanation,
        is_passenger: false,
      };
      stop.citizens[0].reason_given.reasons_given = ['matched_suspect_vehicle'];
      stop.citizens[0].actions = { non_force_actions: ['terry_frisk'] };
      delete stop.citizens[0].search;
      const issues = checks(stop, 'v1');
      expect(messagesAt(issues, 'citizens.0.stop_reason.reasonable_suspicion_circumstances')).toEqual([DOJ_CHECK_MESSAGES.v1Circumstances]);
      expect(messagesAt(issues, 'citizens.0.actions.non_force_actions')).toEqual([DOJ_CHECK_MESSAGES.v1Actions]);
      expect(checks(stop, 'v2')).toEqual([]);
      stop.citizens[0].stop_reason.reasonable_suspicion_circumstances = ['matched_suspect_vehicle', 'casing'];
      stop.citizens[0].actions = { non_force_actions: ['terry_frisk', 'curbside_detention'] };
      expect(checks(stop, 'v1')).toEqual([]);
    });
  });
});
