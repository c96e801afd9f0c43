import type { DojRecord } from '@fieldbook/domain';

/**
 * The public release of stop data (issue 26), as the DOJ's public dataset lays it out (reference stop-data.md §1.11):
 * one row per person stopped, codes only. No officer id, name, narrative (the free-text reasons) or exact address
 * (block, street, cross streets, coordinates): only the city and whether it was at a K-12 school.
 */
export const PUBLIC_RELEASE_HEADERS = [
  'DOJ_RECORD_ID',
  'PERSON_NUMBER',
  'AGENCY_ORI',
  'DATE_OF_STOP',
  'TIME_OF_STOP',
  'STOP_DURATION',
  'CALL_FOR_SERVICE',
  'CITY',
  'SCHOOL',
  'RAE_FULL',
  'G_FULL',
  'AGE',
  'LIMITED_ENGLISH',
  'DISABILITIES',
  'REASON_FOR_STOP',
  'TRAFFIC_VIOLATION_TYPE',
  'TRAFFIC_VIOLATION_OFFENSE',
  'SUSPICION_TYPES',
  'SUSPICION_OFFENSE',
  'EDUCATION_CODE_SECTION',
  'EDUCATION_CODE_SUBDIVISION',
  'ACTIONS',
  'SEARCH_BASES',
  'CONTRABAND',
  'SEIZURE_BASES',
  'PROPERTY_TYPES',
  'RESULTS',
  'RESULT_OFFENSES',
] as const;

/** §1.11's race: the perceived race's code, 8 (Multiracial) when more than one was perceived. */
const raceOf = (codes: string[]) => (codes.length > 1 ? '8' : (codes[0] ?? ''));
/** §1.11's gender: Gend 1-4, or 5 (gender nonconforming / nonbinary) when that was perceived without a gender. */
const genderOf = (gender: string, nonconforming: string) => gender || (nonconforming ? '5' : '');
const list = (values: readonly string[]) => values.join(';');

/** The rows of one stop's DOJ record: one per person stopped. `recordId` is the stop's own id, never the officer's. */
export function publicReleaseRows(record: DojRecord, recordId: string): string[][] {
  return record.ListPerson_Stopped.Person_Stopped.map((person) => {
    const reason = person.PrimaryReason;
    const perception = person.Perc;
    const nonconforming = 'Nonbinary_Person' in perception ? perception.Nonbinary_Person : perception.GendNC;
    const actions =
      'ListNonForceActTak' in person
        ? [...person.ListNonForceActTak.NonForceActTak.map((action) => action.NonForceAct_CD), ...person.ListForceActTak.ForceActTak]
        : person.ListActTak.ActTak.map((action) => action.Act_CD);
    return [
      recordId,
      person.PID,
      record.ORI,
      record.SDate,
      record.STime,
      record.SDur,
      record.Is_ServCall,
      record.Location.City,
      record.Location.K12_Flag,
      raceOf(perception.ListEthn.Ethn),
      genderOf(perception.Gend, nonconforming),
      perception.Age,
      perception.Is_LimEng,
      list(perception.ListDisb.Disb),
      reason.StReas,
      reason.Tr_ID,
      reason.Tr_O_CD,
      list(reason.ListSusp_T.Susp_T),
      reason.Susp_O_CD,
      reason.EDU_sec_CD,
      reason.EDU_subDiv_CD,
      list(actions),
      list(person.ListBasSearch.BasSearch),
      list(person.ListCB.Cb),
      list(person.ListBasSeiz.BasSeiz),
      list(person.ListPropType.PropType),
      list(person.ListResult.Result.map((result) => result.ResCD)),
      list(person.ListResult.Result.flatMap((result) => result.Res_O_CD)),
    ].map((value) => value ?? '');
  });
}
