import { asArray, asRecord } from '../report/emptiness.ts';
import { toLocalDateTime } from '../report/local-time.ts';
import {
  ASSIGNMENT_CODES,
  ASSIGNMENT_V1_OTHER_WORDS,
  CONSENT_ACTIONS,
  CONSENT_TYPE_CODES,
  CONTRABAND_CODES,
  DISABILITY_CODES,
  EDUCATION_SECTION_CODES,
  EDUCATION_SECTION_WITH_SUBDIVISION,
  EDUCATION_SUBDIVISION_CODES,
  FORCE_ACTION_CODES,
  GENDER_CODES,
  NON_FORCE_ACTION_CODES,
  NONBINARY_CODE,
  PROPERTY_TYPE_CODES,
  RACE_CODES,
  REASON_GIVEN_CODES,
  RESULT_CODES,
  RESULT_OFFENSE_FIELDS,
  SEARCH_BASIS_CODES,
  SEIZURE_BASIS_CODES,
  SEXUAL_ORIENTATION_CODES,
  STOP_REASON_CODES,
  STOP_TYPE_CODES,
  SUSPICION_CODES,
  TRAFFIC_VIOLATION_TYPE_CODES,
  TRANSGENDER_VALUES,
  V1_ACTION_CODES,
  V1_CONSENT_ACTION_CODES,
  V1_NO_ACTION_CODE,
} from './code-tables.ts';
import type {
  DojPersonV1,
  DojPersonV2,
  DojPrimaryReasonV1,
  DojRecord,
  DojRecordContext,
  DojRecordV1,
  DojRecordV2,
  DojResult,
} from './doj-record.types.ts';
import { dojLocationV2, dojLocV1, readDojLocation } from './location.ts';
import { dojRegulationVersion, dojStopDate } from './regulation-version.ts';
import { code, codes, flag, isAtK12School, offenseCode, offenseCodes, section, text, values } from './report-reading.ts';

type Version = 'v1' | 'v2';
type Item = Record<string, unknown>;

// Records are put together with Object.assign, not `{ ...part, more }`: on Node 20 those clones outlived the young
// generation (about 4 KB of every record ended as old-generation garbage), and a year's batch grew the heap by it.

/** The stop's date and time on the agency's clock: SDate 'MM/dd/yyyy', STime 'HH:mm:ss'. */
function stopDateTime(report: Item, timeZone: string): { date: string; SDate: string; STime: string } {
  const instant = new Date(text(asRecord(report.general_information).date));
  if (Number.isNaN(instant.getTime())) throw new Error('encodeDojRecord: the report has no readable date');
  const local = toLocalDateTime(instant, timeZone);
  const [year, month, day] = local.date.split('-');
  return { date: local.date, SDate: `${month}/${day}/${year}`, STime: `${local.time}:00` };
}

function common(report: Item, context: DojRecordContext, when: { SDate: string; STime: string }) {
  const general = asRecord(report.general_information);
  return {
    LEARecordID: context.leaRecordId,
    BatchID: context.batchId,
    ORI: context.ori,
    TX_Type: context.txType,
    Is_NFIA: '',
    SDate: when.SDate,
    STime: when.STime,
    SDur: text(general.duration),
  };
}

function officerCommon(report: Item, version: Version) {
  const general = asRecord(report.general_information);
  const officer = section(general.state_related, 'officer');
  const assignment = text(officer.assignment);
  const otherWords = text(officer.assignment_other);
  let at = code(ASSIGNMENT_CODES[version], assignment);
  let atOther = at === '10' || at === '12' ? otherWords : '';
  if (version === 'v1' && !at && ASSIGNMENT_V1_OTHER_WORDS[assignment]) {
    at = '10';
    atOther = [ASSIGNMENT_V1_OTHER_WORDS[assignment], otherWords].filter(Boolean).join(': ');
  }
  return { UID: text(general.officer_id_number), Proxy: '', ExpYears: text(officer.years_of_experience), AT: at, ATOth: atOther };
}

function k12(report: Item): { K12_Flag: string; K12Code: string } {
  if (!isAtK12School(report)) return { K12_Flag: '', K12Code: '' };
  const location = section(asRecord(report.general_information).state_related, 'location');
  return { K12_Flag: 'Y', K12Code: text(location.school_code) };
}

function primaryReason(citizen: Item, version: Version): { primary: DojPrimaryReasonV1; probable: { types: string[]; offense: string } } {
  const reason = section(citizen, 'stop_reason');
  const stReas = code(STOP_REASON_CODES[version], reason.primary_reason);
  const isTraffic = stReas === '1';
  const isSuspicion = stReas === '2';
  const isEducation = stReas === '7';
  const isProbable = stReas === '9';
  const primary: DojPrimaryReasonV1 = {
    StReas: stReas,
    StReas_N: text(reason.explanation),
    Tr_ID: isTraffic ? code(TRAFFIC_VIOLATION_TYPE_CODES, reason.traffic_violation_type) : '',
    Tr_O_CD: isTraffic ? offenseCode(reason.traffic_offense_code) : '',
    EDU_sec_CD: isEducation ? code(EDUCATION_SECTION_CODES, reason.education_code_section) : '',
    EDU_subDiv_CD:
      isEducation && reason.education_code_section === EDUCATION_SECTION_WITH_SUBDIVISION
        ? code(EDUCATION_SUBDIVISION_CODES, reason.education_code_subdivision)
        : '',
    ListSusp_T: { Susp_T: isSuspicion ? codes(SUSPICION_CODES[version], reason.reasonable_suspicion_circumstances) : [] },
    Susp_O_CD: isSuspicion ? offenseCode(reason.suspicion_offense_code) : '',
  };
  return {
    primary,
    probable: {
      types: isProbable ? codes(SUSPICION_CODES[version], reason.probable_cause_circumstances) : [],
      offense: isProbable ? offenseCode(reason.probable_cause_offense_code) : '',
    },
  };
}

function results(citizen: Item, version: Version): DojResult[] {
  const result = section(citizen, 'result');
  const list: DojResult[] = [];
  for (const value of values(result.result_of_stop)) {
    const resCd = code(RESULT_CODES[version], value);
    if (!resCd) continue;
    const field = RESULT_OFFENSE_FIELDS[value];
    const offenses = field ? offenseCodes(result[field]) : [];
    const same = list.find((entry) => entry.ResCD === resCd);
    if (!same) {
      list.push({ ResCD: resCd, Res_O_CD: offenses });
      continue;
    }
    for (const offense of offenses) if (!same.Res_O_CD.includes(offense)) same.Res_O_CD.push(offense);
  }
  return list;
}

function searchAndSeizure(citizen: Item) {
  const search = section(citizen, 'search');
  const seizure = section(citizen, 'property_seizure');
  return {
    ListBasSearch: { BasSearch: codes(SEARCH_BASIS_CODES, search.basis_for_search) },
    BasSearch_N: text(search.search_explanation),
    ListBasSeiz: { BasSeiz: codes(SEIZURE_BASIS_CODES, seizure.basis_for_seizure) },
    ListPropType: { PropType: codes(PROPERTY_TYPE_CODES, seizure.property_types) },
    ListCB: { Cb: codes(CONTRABAND_CODES, section(citizen, 'contraband').contraband_or_evidence) },
  };
}

function isStudent(report: Item, citizen: Item): string {
  return isAtK12School(report) ? flag(section(citizen, 'student').is_student) : '';
}

function consentAnswer(citizen: Item, action: string): string {
  const consentValue = CONSENT_ACTIONS[action];
  if (!consentValue) return 'na';
  return values(section(citizen, 'actions').consent_given).includes(consentValue) ? 'Y' : 'N';
}

function personV2(report: Item, citizen: Item, index: number): DojPersonV2 {
  const perception = section(citizen, 'perception');
  const reason = section(citizen, 'stop_reason');
  const search = section(citizen, 'search');
  const { primary, probable } = primaryReason(citizen, 'v2');
  const stopType = text(section(asRecord(report.general_information).state_related, 'stop').type_of_stop);
  const basis = values(search.basis_for_search);
  const person = {
    PID: String(index + 1),
    Perc: {
      ListEthn: { Ethn: codes(RACE_CODES, perception.race) },
      Age: text(perception.age),
      Is_LimEng: flag(perception.limited_english),
      ListDisb: { Disb: codes(DISABILITY_CODES, perception.disability) },
      Gend: code(GENDER_CODES, perception.gender),
      Nonbinary_Person: perception.nonbinary === true ? NONBINARY_CODE : '',
      SexualOrientation: code(SEXUAL_ORIENTATION_CODES, perception.sexual_orientation),
      Is_Unhoused: flag(perception.unhoused),
    },
    Is_Passenger: stopType === 'vehicular' ? flag(reason.is_passenger) : 'N',
    Is_Residence: stopType === 'pedestrian' ? flag(reason.is_inside_residence) : 'N',
    Is_Stud: isStudent(report, citizen),
    PrimaryReason: Object.assign(primary, {
      ListProb_T: { Prob_T: probable.types },
      Prob_O_CD: probable.offense,
      ListStReas_Given: { StReas_Given: codes(REASON_GIVEN_CODES, section(citizen, 'reason_given').reasons_given) },
    }),
    ListNonForceActTak: {
      NonForceActTak: values(section(citizen, 'actions').non_force_actions)
        .filter((action) => code(NON_FORCE_ACTION_CODES, action))
        .map((action) => ({ NonForceAct_CD: code(NON_FORCE_ACTION_CODES, action), NonForceConsent: consentAnswer(citizen, action) })),
    },
    ListForceActTak: { ForceActTak: codes(FORCE_ACTION_CODES, section(citizen, 'force').force_actions) },
  };
  return Object.assign(person, searchAndSeizure(citizen), {
    ConsentType: basis.includes('consent_given') ? code(CONSENT_TYPE_CODES, search.consent_type) : '',
    ListResult: { Result: results(citizen, 'v2') },
  });
}

/** The v1 action list from both v2 lists; 'None' (24) only when neither names an action the 2018 regulation had. */
export function v1Actions(citizen: Item): { Act_CD: string; Is_Con: string }[] {
  const chosen = [...values(section(citizen, 'actions').non_force_actions), ...values(section(citizen, 'force').force_actions)];
  const actions: { Act_CD: string; Is_Con: string }[] = [];
  for (const value of chosen) {
    const actCd = code(V1_ACTION_CODES, value);
    if (!actCd || actions.some((action) => action.Act_CD === actCd)) continue;
    actions.push({ Act_CD: actCd, Is_Con: V1_CONSENT_ACTION_CODES.includes(actCd) ? consentAnswer(citizen, value) : 'na' });
  }
  const saysNone = chosen.length > 0 && chosen.every((value) => value === 'none');
  return actions.length === 0 && saysNone ? [{ Act_CD: V1_NO_ACTION_CODE, Is_Con: 'na' }] : actions;
}

function personV1(report: Item, citizen: Item, index: number): DojPersonV1 {
  const perception = section(citizen, 'perception');
  const { primary } = primaryReason(citizen, 'v1');
  const gender = text(perception.gender);
  const person = {
    PID: String(index + 1),
    Perc: {
      ListEthn: { Ethn: codes(RACE_CODES, perception.race) },
      Age: text(perception.age),
      Is_LimEng: flag(perception.limited_english),
      ListDisb: { Disb: codes(DISABILITY_CODES, perception.disability) },
      Gend: code(GENDER_CODES, gender),
      GendNC: perception.nonbinary === true ? NONBINARY_CODE : '',
      // 2017 regulation (a)(6): LGBT is lesbian, gay, bisexual or transgender; a transgender gender must answer Yes.
      LGBT: flag(perception.sexual_orientation === 'lgb_plus' || TRANSGENDER_VALUES.includes(gender)),
    },
    Is_Stud: isStudent(report, citizen),
    PrimaryReason: primary,
    ListActTak: { ActTak: v1Actions(citizen) },
  };
  return Object.assign(person, searchAndSeizure(citizen), { ListResult: { Result: results(citizen, 'v1') } });
}

function encodeV2(report: Item, context: DojRecordContext, when: { SDate: string; STime: string }): DojRecordV2 {
  const general = asRecord(report.general_information);
  const stop = section(general.state_related, 'stop');
  const officer = section(general.state_related, 'officer');
  return Object.assign(common(report, context, when), {
    StopType: code(STOP_TYPE_CODES, stop.type_of_stop),
    Officer: Object.assign(officerCommon(report, 'v2'), {
      ListOfficerEth: { OfficerEth: codes(RACE_CODES, context.officerEthnicities ?? officer.race_or_ethnicity) },
      NonPrimaryAgency: flag(officer.non_primary_agency),
    }),
    Location: Object.assign(dojLocationV2(readDojLocation(general.location)), k12(report)),
    Is_ServCall: flag(stop.call_for_service),
    Is_WelfareCheck: flag(stop.welfare_check),
    ListPerson_Stopped: { Person_Stopped: asArray(report.citizens).map((citizen, index) => personV2(report, asRecord(citizen), index)) },
  });
}

function encodeV1(report: Item, context: DojRecordContext, when: { SDate: string; STime: string }): DojRecordV1 {
  const general = asRecord(report.general_information);
  const location = readDojLocation(general.location);
  return Object.assign(common(report, context, when), {
    Officer: officerCommon(report, 'v1'),
    Location: Object.assign({ Loc: dojLocV1(location), City: location.city }, k12(report)),
    Is_ServCall: flag(section(general.state_related, 'stop').call_for_service),
    ListPerson_Stopped: { Person_Stopped: asArray(report.citizens).map((citizen, index) => personV1(report, asRecord(citizen), index)) },
  });
}

/**
 * The DOJ JSON of one stop (reference stop-data.md §1.9): v1 for a stop before 2024-01-01, v2 from then (or as the
 * context's configuration dates its regulation versions), the date read on the agency's clock. Every value is a
 * string; an answer without a DOJ code is left out (dojLogicChecks says which answers a stop still needs).
 */
export function encodeDojRecord(report: Record<string, unknown>, context: DojRecordContext): DojRecord {
  const when = stopDateTime(report, context.timeZone);
  return dojRegulationVersion(when.date, context.config) === 'v1' ? encodeV1(report, context, when) : encodeV2(report, context, when);
}

/** The regulation version a report is encoded in: the one in force on its date on the agency's clock. */
export function dojRecordVersion(report: Record<string, unknown>, context: Pick<DojRecordContext, 'timeZone' | 'config'>): 'v1' | 'v2' {
  return dojRegulationVersion(dojStopDate(text(asRecord(report.general_information).date), context.timeZone), context.config);
}
