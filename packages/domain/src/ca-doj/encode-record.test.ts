import { describe, expect, it } from 'vitest';
import { californiaConfiguration, californiaReport, dojContext } from './ca-doj.test-helper.ts';
import {
  ASSIGNMENT_CODES,
  CONSENT_TYPE_CODES,
  CONTRABAND_CODES,
  DISABILITY_CODES,
  EDUCATION_SECTION_CODES,
  EDUCATION_SUBDIVISION_CODES,
  FORCE_ACTION_CODES,
  GENDER_CODES,
  LOCATION_TYPE_CODES,
  NON_FORCE_ACTION_CODES,
  PROPERTY_TYPE_CODES,
  RACE_CODES,
  REASON_GIVEN_CODES,
  RESULT_CODES,
  SEARCH_BASIS_CODES,
  SEIZURE_BASIS_CODES,
  SEXUAL_ORIENTATION_CODES,
  STOP_REASON_CODES,
  STOP_TYPE_CODES,
  SUSPICION_CODES,
  TRAFFIC_VIOLATION_TYPE_CODES,
} from './code-tables.ts';
import { type DojRecordV1, type DojRecordV2, isDojRecordV2 } from './doj-record.types.ts';
import { encodeDojRecord } from './encode-record.ts';

const v2 = (report: Record<string, unknown>, context = dojContext()): DojRecordV2 => {
  const record = encodeDojRecord(report, context);
  if (!isDojRecordV2(record)) throw new Error('expected a v2 record');
  return record;
};
const v1 = (report: Record<string, unknown>, context = dojContext()): DojRecordV1 => {
  const record = encodeDojRecord(report, context);
  if (isDojRecordV2(record)) throw new Error('expected a v1 record');
  return record;
};

/** The example report moved to a 2023 day (10:05 in Los Angeles): a stop of the 2018 regulation. */
function stopOf2023() {
  const report = californiaReport();
  report.general_information.date = '2023-06-01T17:05:00.000Z';
  return report;
}

/** One person searched with and without consent, property seized, force used, warnings, an arrest: every list filled. */
function searchedStop(date = '2024-03-09T06:15:00.000Z') {
  const report = californiaReport();
  report.general_information.date = date;
  report.citizens = [report.citizens[0]];
  const citizen = report.citizens[0];
  citizen.stop_reason = {
    primary_reason: 'reasonable_suspicion',
    reasonable_suspicion_circumstances: ['matched_suspect_vehicle', 'casing'],
    suspicion_offense_code: '9005',
    explanation: 'Car matched the one a caller described leaving the burglary; driver circled the block three times.',
    is_passenger: false,
  };
  citizen.reason_given = { reasons_given: ['matched_suspect_vehicle', 'casing'] };
  citizen.actions = {
    non_force_actions: [
      'asked_consent_search_person',
      'asked_consent_search_property',
      'terry_frisk',
      'search_of_person',
      'property_seized',
    ],
    consent_given: ['search_person'],
  };
  citizen.search = {
    basis_for_search: ['consent_given', 'odor_of_contraband'],
    consent_type: 'written',
    search_explanation: 'Signed the consent form for a search of his person; strong odor of marijuana from the jacket.',
  };
  citizen.contraband = { contraband_or_evidence: ['firearms', 'ammunition'] };
  citizen.property_seizure = { basis_for_seizure: ['evidence', 'contraband'], property_types: ['firearms', 'ammunition'] };
  citizen.force = { force_actions: ['firearm_pointed', 'ecd_dart_mode', 'handcuffed', 'ecd_pointed_or_sparked'] };
  citizen.result = {
    result_of_stop: ['verbal_warning', 'written_warning', 'arrest_without_warrant'],
    verbal_warning_offense_codes: [{ code: '54106' }],
    written_warning_offense_codes: [{ code: '9005' }, { code: '54106' }],
    arrest_without_warrant_offense_codes: [{ code: '3' }, { code: '00032' }],
  };
  return report;
}

describe('encodeDojRecord: the example report (2025) as v2', () => {
  const record = v2(californiaReport());

  it('fills the stop, the officer and the location', () => {
    expect(record.LEARecordID).toBe('REV-4323834-9');
    expect(record.BatchID).toBe('B-20260115-1');
    expect(record.ORI).toBe('CA0370000');
    expect(record.TX_Type).toBe('I');
    expect(record.Is_NFIA).toBe('');
    // 2025-10-14T02:40Z is 19:40 on 13 October in Los Angeles.
    expect(record.SDate).toBe('10/13/2025');
    expect(record.STime).toBe('19:40:00');
    expect(record.SDur).toBe('55');
    expect(record.StopType).toBe('1');
    expect(record.Officer).toEqual({
      UID: '118734',
      Proxy: '',
      ExpYears: '7',
      AT: '1',
      ATOth: '',
      ListOfficerEth: { OfficerEth: ['3'] },
      NonPrimaryAgency: 'N',
    });
    expect(record.Location).toEqual({
      LocationType: '2',
      Latitude: '',
      Longitude: '',
      BlockNumber: '4300',
      StreetName: 'El Cajon Blvd',
      CrossStreet1: '',
      CrossStreet2: '',
      Highway: '',
      ClosestExit: '',
      OtherLocation: '',
      City: 'SAN DIEGO',
      K12_Flag: '',
      K12Code: '',
    });
    expect(record.Is_ServCall).toBe('N');
    expect(record.Is_WelfareCheck).toBe('N');
    expect(Object.keys(record)).toEqual([
      'LEARecordID',
      'BatchID',
      'ORI',
      'TX_Type',
      'Is_NFIA',
      'SDate',
      'STime',
      'SDur',
      'StopType',
      'Officer',
      'Location',
      'Is_ServCall',
      'Is_WelfareCheck',
      'ListPerson_Stopped',
    ]);
  });

  it('encodes the driver: consent to search the car given, a citation with its offense code', () => {
    expect(record.ListPerson_Stopped.Person_Stopped[0]).toEqual({
      PID: '1',
      Perc: {
        ListEthn: { Ethn: ['3'] },
        Age: '34',
        Is_LimEng: 'N',
        ListDisb: { Disb: ['8'] },
        Gend: '1',
        Nonbinary_Person: '',
        SexualOrientation: '2',
        Is_Unhoused: 'N',
      },
      Is_Passenger: 'N',
      Is_Residence: 'N',
      Is_Stud: '',
      PrimaryReason: {
        StReas: '1',
        StReas_N:
          'Paced the car at about 50 mph in a 35 mph zone for four blocks on a wet road with pedestrians crossing mid-block; stopped it for unsafe speed for the conditions.',
        Tr_ID: '1',
        Tr_O_CD: '54106',
        EDU_sec_CD: '',
        EDU_subDiv_CD: '',
        ListSusp_T: { Susp_T: [] },
        Susp_O_CD: '',
        ListProb_T: { Prob_T: [] },
        Prob_O_CD: '',
        ListStReas_Given: { StReas_Given: ['1'] },
      },
      ListNonForceActTak: {
        NonForceActTak: [
          { NonForceAct_CD: '13', NonForceConsent: 'na' },
          { NonForceAct_CD: '4', NonForceConsent: 'na' },
          { NonForceAct_CD: '3', NonForceConsent: 'Y' },
          { NonForceAct_CD: '15', NonForceConsent: 'na' },
        ],
      },
      ListForceActTak: { ForceActTak: ['18'] },
      ListBasSearch: { BasSearch: ['1'] },
      BasSearch_N:
        "Asked the driver whether I could search the car after the passenger's arrest; he answered 'Go ahead, there's nothing in there', stepped back and handed me the keys.",
      ListBasSeiz: { BasSeiz: [] },
      ListPropType: { PropType: [] },
      ListCB: { Cb: ['1'] },
      ConsentType: '1',
      ListResult: { Result: [{ ResCD: '3', Res_O_CD: ['54106'] }] },
    });
  });

  it('encodes the passenger: searched incident to arrest, property seized, handcuffed, arrested on a warrant (no offense code)', () => {
    const passenger = record.ListPerson_Stopped.Person_Stopped[1];
    expect(passenger?.PID).toBe('2');
    expect(passenger?.Perc.ListEthn.Ethn).toEqual(['2']);
    expect(passenger?.Perc.Age).toBe('27');
    expect(passenger?.Is_Passenger).toBe('Y');
    expect(passenger?.ListNonForceActTak.NonForceActTak).toEqual([
      { NonForceAct_CD: '11', NonForceConsent: 'na' },
      { NonForceAct_CD: '14', NonForceConsent: 'na' },
      { NonForceAct_CD: '12', NonForceConsent: 'na' },
      { NonForceAct_CD: '8', NonForceConsent: 'na' },
    ]);
    expect(passenger?.ListForceActTak.ForceActTak).toEqual(['1']);
    expect(passenger?.ListBasSearch.BasSearch).toEqual(['10']);
    expect(passenger?.ConsentType).toBe('');
    expect(passenger?.ListBasSeiz.BasSeiz).toEqual(['2']);
    expect(passenger?.ListPropType.PropType).toEqual(['7']);
    expect(passenger?.ListCB.Cb).toEqual(['8']);
    expect(passenger?.ListResult.Result).toEqual([{ ResCD: '5', Res_O_CD: [] }]);
  });

  it('is plain JSON: every leaf is a string', () => {
    const leaves: unknown[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      else leaves.push(value);
    };
    walk(JSON.parse(JSON.stringify(record)));
    expect(leaves.length).toBeGreaterThan(50);
    expect(leaves.every((leaf) => typeof leaf === 'string')).toBe(true);
  });

  it("sends TX_Type U, the context's record id and batch, and no officer race when the profile has none", () => {
    const again = v2(californiaReport(), dojContext({ txType: 'U', leaRecordId: 'X-2', batchId: 'B-2', officerEthnicities: [] }));
    expect([again.TX_Type, again.LEARecordID, again.BatchID]).toEqual(['U', 'X-2', 'B-2']);
    expect(again.Officer.ListOfficerEth).toEqual({ OfficerEth: [] });
    const two = v2(californiaReport(), dojContext({ officerEthnicities: ['white', 'asian', 'nonsense'] }));
    expect(two.Officer.ListOfficerEth.OfficerEth).toEqual(['7', '1']);
  });
});

describe('encodeDojRecord: a 2023 stop as v1', () => {
  const record = v1(stopOf2023());

  it('has the v1 keys only: one Loc string, no stop type, welfare check, passenger or unhoused field', () => {
    expect(Object.keys(record)).toEqual([
      'LEARecordID',
      'BatchID',
      'ORI',
      'TX_Type',
      'Is_NFIA',
      'SDate',
      'STime',
      'SDur',
      'Officer',
      'Location',
      'Is_ServCall',
      'ListPerson_Stopped',
    ]);
    expect(record.SDate).toBe('06/01/2023');
    expect(record.STime).toBe('10:05:00');
    expect(record.Officer).toEqual({ UID: '118734', Proxy: '', ExpYears: '7', AT: '1', ATOth: '' });
    expect(record.Location).toEqual({ Loc: '4300 El Cajon Blvd', City: 'SAN DIEGO', K12_Flag: '', K12Code: '' });
    expect(record.Is_ServCall).toBe('N');
  });

  it('encodes the driver in the 2018 codes: Gend, GendNC, LGBT, one action list with Is_Con', () => {
    expect(record.ListPerson_Stopped.Person_Stopped[0]).toEqual({
      PID: '1',
      Perc: { ListEthn: { Ethn: ['3'] }, Age: '34', Is_LimEng: 'N', ListDisb: { Disb: ['8'] }, Gend: '1', GendNC: '', LGBT: 'N' },
      Is_Stud: '',
      PrimaryReason: {
        StReas: '1',
        StReas_N:
          'Paced the car at about 50 mph in a 35 mph zone for four blocks on a wet road with pedestrians crossing mid-block; stopped it for unsafe speed for the conditions.',
        Tr_ID: '1',
        Tr_O_CD: '54106',
        EDU_sec_CD: '',
        EDU_subDiv_CD: '',
        ListSusp_T: { Susp_T: [] },
        Susp_O_CD: '',
      },
      // Passenger name and identification were not asked in 2018: only the consent question (19, given) and the search (20).
      ListActTak: {
        ActTak: [
          { Act_CD: '19', Is_Con: 'Y' },
          { Act_CD: '20', Is_Con: 'na' },
        ],
      },
      ListBasSearch: { BasSearch: ['1'] },
      BasSearch_N:
        "Asked the driver whether I could search the car after the passenger's arrest; he answered 'Go ahead, there's nothing in there', stepped back and handed me the keys.",
      ListBasSeiz: { BasSeiz: [] },
      ListPropType: { PropType: [] },
      ListCB: { Cb: ['1'] },
      ListResult: { Result: [{ ResCD: '3', Res_O_CD: ['54106'] }] },
    });
  });

  it('puts force in the one v1 action list (handcuffed is 5) and sends None (24) only when both lists say none', () => {
    const passenger = record.ListPerson_Stopped.Person_Stopped[1];
    expect(passenger?.ListActTak.ActTak.map((action) => action.Act_CD)).toEqual(['1', '18', '21', '6', '5']);
    const quiet = stopOf2023();
    quiet.citizens[0].actions = { non_force_actions: ['none'] };
    quiet.citizens[0].force = { force_actions: ['none'] };
    expect(v1(quiet).ListPerson_Stopped.Person_Stopped[0]?.ListActTak.ActTak).toEqual([{ Act_CD: '24', Is_Con: 'na' }]);
  });

  it('sends a transgender or LGB+ person as LGBT Y, and nonbinary as gender nonconforming (GendNC 5)', () => {
    const report = stopOf2023();
    report.citizens[0].perception.gender = 'transgender_woman_girl';
    report.citizens[0].perception.nonbinary = true;
    report.citizens[1].perception.sexual_orientation = 'lgb_plus';
    const people = v1(report).ListPerson_Stopped.Person_Stopped;
    expect(people[0]?.Perc).toMatchObject({ Gend: '4', GendNC: '5', LGBT: 'Y' });
    expect(people[1]?.Perc).toMatchObject({ Gend: '1', GendNC: '', LGBT: 'Y' });
  });

  it("sends a 2024 assignment as 'Other' (10) with its words", () => {
    const report = stopOf2023();
    report.general_information.state_related.officer.assignment = 'contracted_by_another_agency';
    report.general_information.state_related.officer.assignment_other = 'City of Imperial Beach';
    expect(v1(report).Officer).toMatchObject({ AT: '10', ATOth: 'Contracted by another law enforcement agency: City of Imperial Beach' });
    expect(v2(californiaReport()).Officer.AT).toBe('1');
  });

  it('changes version at midnight on 1 January 2024 in California, not in UTC', () => {
    const report = californiaReport();
    report.general_information.date = '2024-01-01T07:59:00.000Z';
    expect(isDojRecordV2(encodeDojRecord(report, dojContext()))).toBe(false);
    report.general_information.date = '2024-01-01T08:00:00.000Z';
    expect(isDojRecordV2(encodeDojRecord(report, dojContext()))).toBe(true);
  });
});

describe('encodeDojRecord: a stop with a search, consent, seizure, force and offense codes', () => {
  it('v2: each list in the DOJ codes, consent answered per question, offense codes per result as numbers', () => {
    const person = v2(searchedStop()).ListPerson_Stopped.Person_Stopped[0];
    expect(person?.PrimaryReason).toMatchObject({
      StReas: '2',
      Tr_ID: '',
      Tr_O_CD: '',
      ListSusp_T: { Susp_T: ['10', '5'] },
      Susp_O_CD: '9005',
      ListStReas_Given: { StReas_Given: ['6', '9'] },
    });
    expect(person?.ListNonForceActTak.NonForceActTak).toEqual([
      { NonForceAct_CD: '2', NonForceConsent: 'Y' },
      { NonForceAct_CD: '3', NonForceConsent: 'N' },
      { NonForceAct_CD: '16', NonForceConsent: 'na' },
      { NonForceAct_CD: '14', NonForceConsent: 'na' },
      { NonForceAct_CD: '12', NonForceConsent: 'na' },
    ]);
    expect(person?.ListForceActTak.ForceActTak).toEqual(['9', '7', '1', '5']);
    expect(person?.ListBasSearch.BasSearch).toEqual(['1', '7']);
    expect(person?.ConsentType).toBe('2');
    expect(person?.ListBasSeiz.BasSeiz).toEqual(['3', '2']);
    expect(person?.ListPropType.PropType).toEqual(['1', '2']);
    expect(person?.ListCB.Cb).toEqual(['2', '3']);
    expect(person?.ListResult.Result).toEqual([
      { ResCD: '14', Res_O_CD: ['54106'] },
      { ResCD: '15', Res_O_CD: ['9005', '54106'] },
      { ResCD: '6', Res_O_CD: ['3', '32'] },
    ]);
  });

  it('v1: verbal and written warnings become one warning (2) with both lists of codes; new values are left out', () => {
    const person = v1(searchedStop('2022-03-09T06:15:00.000Z')).ListPerson_Stopped.Person_Stopped[0];
    expect(person?.PrimaryReason.ListSusp_T.Susp_T).toEqual(['5']);
    expect(person?.ListActTak.ActTak).toEqual([
      { Act_CD: '17', Is_Con: 'Y' },
      { Act_CD: '19', Is_Con: 'N' },
      { Act_CD: '18', Is_Con: 'na' },
      { Act_CD: '21', Is_Con: 'na' },
      { Act_CD: '8', Is_Con: 'na' },
      { Act_CD: '10', Is_Con: 'na' },
      { Act_CD: '5', Is_Con: 'na' },
    ]);
    expect(person?.ListResult.Result).toEqual([
      { ResCD: '2', Res_O_CD: ['54106', '9005'] },
      { ResCD: '6', Res_O_CD: ['3', '32'] },
    ]);
  });

  it('sends probable cause with its circumstances and offense code, and the student fields at a school', () => {
    const report = searchedStop();
    report.general_information.state_related.location = { is_k12_school: true, school_code: '37683386039598', is_residence: false };
    report.citizens[0].student = { is_student: true };
    report.citizens[0].stop_reason = {
      primary_reason: 'probable_cause',
      probable_cause_circumstances: ['witnessed_crime'],
      probable_cause_offense_code: 54106,
      explanation: 'Saw him run the red light at speed.',
    };
    const record = v2(report);
    expect(record.Location).toMatchObject({ K12_Flag: 'Y', K12Code: '37683386039598' });
    const person = record.ListPerson_Stopped.Person_Stopped[0];
    expect(person?.Is_Stud).toBe('Y');
    expect(person?.PrimaryReason).toMatchObject({
      StReas: '9',
      ListSusp_T: { Susp_T: [] },
      ListProb_T: { Prob_T: ['1'] },
      Prob_O_CD: '54106',
    });
  });

  it('sends an Education Code reason with its section, and the subdivision only under 48900', () => {
    const report = searchedStop();
    report.citizens[0].stop_reason = {
      primary_reason: 'education_code',
      education_code_section: 'section_48900',
      education_code_subdivision: 'subdivision_k_1',
      explanation: 'Student refused to leave the closed wing.',
    };
    expect(v2(report).ListPerson_Stopped.Person_Stopped[0]?.PrimaryReason).toMatchObject({
      StReas: '7',
      EDU_sec_CD: '1',
      EDU_subDiv_CD: '12',
    });
    report.citizens[0].stop_reason.education_code_section = 'section_48900_7';
    expect(v2(report).ListPerson_Stopped.Person_Stopped[0]?.PrimaryReason).toMatchObject({ EDU_sec_CD: '5', EDU_subDiv_CD: '' });
  });
});

describe('encodeDojRecord: locations', () => {
  it('sends coordinates to 3 decimals and nothing else of the address (v2), and them as Loc (v1)', () => {
    const report = californiaReport();
    report.general_information.location = {
      type: 'geographic_coordinates',
      address: { full: '', city: 'San Diego', zip: '', coords: { latitude: 32.75649, longitude: -117.1036 } },
      areas: [],
    };
    expect(v2(report).Location).toEqual({
      LocationType: '1',
      Latitude: '32.756',
      Longitude: '-117.104',
      BlockNumber: '',
      StreetName: '',
      CrossStreet1: '',
      CrossStreet2: '',
      Highway: '',
      ClosestExit: '',
      OtherLocation: '',
      City: 'SAN DIEGO',
      K12_Flag: '',
      K12Code: '',
    });
    report.general_information.date = '2023-06-01T17:05:00.000Z';
    expect(v1(report).Location.Loc).toBe('32.756, -117.104');
  });

  it("sends a highway and its closest exit from the DOJ's parts, the city as the DOJ names it", () => {
    const report = californiaReport();
    report.general_information.location = {
      type: 'highway_and_closest_exit',
      address: { full: 'I-805 N at El Cajon Blvd', city: 'San Diego', zip: '' },
      areas: [],
      doj_parts: { highway: 'I-805 N', closest_exit: 'El Cajon Blvd', city: 'SAN DIEGO', street_name: 'ignored for this type' },
    };
    expect(v2(report).Location).toMatchObject({
      LocationType: '4',
      Highway: 'I-805 N',
      ClosestExit: 'El Cajon Blvd',
      StreetName: '',
      City: 'SAN DIEGO',
      Latitude: '',
    });
    report.general_information.date = '2023-06-01T17:05:00.000Z';
    expect(v1(report).Location).toEqual({ Loc: 'I-805 N at El Cajon Blvd', City: 'SAN DIEGO', K12_Flag: '', K12Code: '' });
  });

  it("prefers the DOJ's parts over today's address, and reads an intersection or another description", () => {
    const report = californiaReport();
    report.general_information.location.doj_parts = { block_number: '4300', street_name: 'EL CAJON BLVD', city: 'san diego' };
    expect(v2(report).Location).toMatchObject({ BlockNumber: '4300', StreetName: 'EL CAJON BLVD', City: 'SAN DIEGO' });
    report.general_information.location = {
      type: 'closest_intersection',
      address: { full: 'El Cajon Blvd & 43rd St, San Diego, CA', main: 'El Cajon Blvd & 43rd St', city: 'San Diego', zip: '92105' },
      areas: [],
    };
    expect(v2(report).Location).toMatchObject({ LocationType: '3', CrossStreet1: 'El Cajon Blvd', CrossStreet2: '43rd St' });
    report.general_information.location = {
      type: 'road_marker_landmark_other',
      address: { full: 'Balboa Park', city: 'San Diego', zip: '' },
      details: 'Parking lot west of the Natural History Museum',
      areas: [],
    };
    expect(v2(report).Location).toMatchObject({ LocationType: '5', OtherLocation: 'Parking lot west of the Natural History Museum' });
  });
});

describe("the code tables agree with the California configuration's option codes (v2)", () => {
  const config = californiaConfiguration();
  const field = (area: 'general' | 'citizens', sectionName: string, name: string) => {
    const sections = area === 'general' ? config.general_information.sections : config.citizens.sections;
    const found = sections.find((section) => section.name === sectionName)?.fields.find((candidate) => candidate.name === name);
    if (!found?.options) throw new Error(`no options for ${sectionName}.${name}`);
    return Object.fromEntries(found.options.map((option) => [option.value, option.code]));
  };
  it.each([
    ['general', 'stop', 'type_of_stop', STOP_TYPE_CODES],
    ['general', 'officer', 'assignment', ASSIGNMENT_CODES.v2],
    ['citizens', 'perception', 'race', RACE_CODES],
    ['citizens', 'perception', 'gender', GENDER_CODES],
    ['citizens', 'perception', 'sexual_orientation', SEXUAL_ORIENTATION_CODES],
    ['citizens', 'perception', 'disability', DISABILITY_CODES],
    ['citizens', 'stop_reason', 'primary_reason', STOP_REASON_CODES.v2],
    ['citizens', 'stop_reason', 'traffic_violation_type', TRAFFIC_VIOLATION_TYPE_CODES],
    ['citizens', 'stop_reason', 'reasonable_suspicion_circumstances', SUSPICION_CODES.v2],
    ['citizens', 'stop_reason', 'probable_cause_circumstances', SUSPICION_CODES.v2],
    ['citizens', 'stop_reason', 'education_code_section', EDUCATION_SECTION_CODES],
    ['citizens', 'stop_reason', 'education_code_subdivision', EDUCATION_SUBDIVISION_CODES],
    ['citizens', 'reason_given', 'reasons_given', REASON_GIVEN_CODES],
    ['citizens', 'actions', 'non_force_actions', NON_FORCE_ACTION_CODES],
    ['citizens', 'search', 'basis_for_search', SEARCH_BASIS_CODES],
    ['citizens', 'search', 'consent_type', CONSENT_TYPE_CODES],
    ['citizens', 'contraband', 'contraband_or_evidence', CONTRABAND_CODES],
    ['citizens', 'property_seizure', 'basis_for_seizure', SEIZURE_BASIS_CODES],
    ['citizens', 'property_seizure', 'property_types', PROPERTY_TYPE_CODES],
    ['citizens', 'force', 'force_actions', FORCE_ACTION_CODES],
    ['citizens', 'result', 'result_of_stop', RESULT_CODES.v2],
  ] as const)('%s %s.%s', (area, sectionName, name, table) => {
    expect(table).toEqual(field(area, sectionName, name));
  });

  it('location types', () => {
    expect(LOCATION_TYPE_CODES).toEqual(
      Object.fromEntries(config.general_information.location_types.map((option) => [option.value, option.code])),
    );
  });
});

describe("encodeDojRecord: the officer's race or ethnicity", () => {
  it("reads the report's own answer when the context gives none, the context's when it does", () => {
    const report = californiaReport();
    report.general_information.state_related.officer.race_or_ethnicity = ['black', 'white'];
    const { officerEthnicities: _none, ...withoutEthnicities } = dojContext();
    expect(v2(report, withoutEthnicities).Officer.ListOfficerEth.OfficerEth).toEqual(['2', '7']);
    expect(v2(report, dojContext({ officerEthnicities: ['asian'] })).Officer.ListOfficerEth.OfficerEth).toEqual(['1']);
  });
});

describe("encodeDojRecord against the reference's v1 example (stop-data.md §1.9, Cal-RIPA's sample)", () => {
  it('gives the same keys and values for the same answers', () => {
    const report = californiaReport();
    report.general_information.date = '2021-04-13T23:15:00.000Z';
    report.general_information.duration = 15;
    report.general_information.type = 'Call For Service';
    report.general_information.officer_id_number = '111101000';
    report.general_information.state_related.stop.call_for_service = true;
    report.general_information.state_related.officer = {
      years_of_experience: 20,
      assignment: 'roadblock_checkpoint',
      non_primary_agency: false,
    };
    report.general_information.location = {
      type: 'block_number_and_street',
      address: { full: '13800 San Pablo Ave, San Ysidro, CA', main: '13800 San Pablo Ave', city: 'San Ysidro', zip: '92173' },
      areas: [],
    };
    report.citizens = [
      {
        id: 'p-1',
        perception: {
          race: ['asian'],
          gender: 'cisgender_man_boy',
          sexual_orientation: 'straight_heterosexual',
          age: 25,
          disability: ['none'],
        },
        stop_reason: {
          primary_reason: 'traffic_violation',
          traffic_violation_type: 'moving',
          traffic_offense_code: '54106',
          explanation: 'Speeding',
        },
        actions: { non_force_actions: ['removed_from_vehicle_by_order', 'property_seized'] },
        force: { force_actions: ['none'] },
        property_seizure: { basis_for_seizure: ['impound_of_vehicle'], property_types: ['vehicle'] },
        contraband: { contraband_or_evidence: ['none'] },
        result: { result_of_stop: ['citation'], citation_offense_codes: [{ code: '54106' }] },
      },
    ];
    const record = v1(report, dojContext({ leaRecordId: '10126' }));
    expect(record).toMatchObject({
      LEARecordID: '10126',
      ORI: 'CA0370000',
      TX_Type: 'I',
      SDate: '04/13/2021',
      STime: '16:15:00',
      SDur: '15',
      Officer: { UID: '111101000', ExpYears: '20', AT: '5' },
      Location: { Loc: '13800 San Pablo Ave', City: 'SAN YSIDRO' },
      Is_ServCall: 'Y',
    });
    expect(record.ListPerson_Stopped.Person_Stopped[0]).toMatchObject({
      PID: '1',
      Perc: { ListEthn: { Ethn: ['1'] }, Age: '25', Is_LimEng: 'N', ListDisb: { Disb: ['8'] }, Gend: '1', LGBT: 'N' },
      PrimaryReason: { StReas: '1', StReas_N: 'Speeding', Tr_ID: '1', Tr_O_CD: '54106' },
      ListBasSeiz: { BasSeiz: ['4'] },
      ListPropType: { PropType: ['10'] },
      ListCB: { Cb: ['1'] },
      ListResult: { Result: [{ ResCD: '3', Res_O_CD: ['54106'] }] },
    });
    expect(record.ListPerson_Stopped.Person_Stopped[0]?.ListActTak.ActTak[0]).toEqual({ Act_CD: '1', Is_Con: 'na' });
  });
});
