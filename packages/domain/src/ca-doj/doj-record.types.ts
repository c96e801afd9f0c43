import type { StateConfiguration } from '../configuration/configuration.schema.ts';

/** What a DOJ record needs besides the report: who sends it, as what, and in which batch (reference §1.9). */
export interface DojRecordContext {
  /** The agency's 9-character ORI. */
  ori: string;
  /** The agency's own id of this stop, unique for the agency; it names the file and comes back in the DOJ's errors. */
  leaRecordId: string;
  batchId: string;
  /** 'I' the first time a stop is sent; 'U' when an accepted or failed stop is sent again after an amend. */
  txType: DojTxType;
  /** The agency's IANA time zone: the stop's date and time are read on its wall clock. */
  timeZone: string;
  /**
   * The officer's race or ethnicity (profile option values, named like the perceived-race options). When absent, the
   * report's own answer (general_information.state_related.officer.race_or_ethnicity) is read.
   */
  officerEthnicities?: readonly string[];
  /** The configuration whose regulation versions decide v1 or v2 (California's own when absent). */
  config?: Pick<StateConfiguration, 'regulation_versions'>;
}

export type DojTxType = 'I' | 'U';
/** 'Y' or 'N'. */
export type DojFlag = 'Y' | 'N';

export interface DojOfficerV1 {
  UID: string;
  Proxy: string;
  ExpYears: string;
  AT: string;
  ATOth: string;
}

export interface DojOfficerV2 extends DojOfficerV1 {
  ListOfficerEth: { OfficerEth: string[] };
  NonPrimaryAgency: DojFlag;
}

export interface DojLocationV1 {
  Loc: string;
  City: string;
  K12_Flag: string;
  K12Code: string;
}

export interface DojLocationV2 {
  LocationType: string;
  Latitude: string;
  Longitude: string;
  BlockNumber: string;
  StreetName: string;
  CrossStreet1: string;
  CrossStreet2: string;
  Highway: string;
  ClosestExit: string;
  OtherLocation: string;
  City: string;
  K12_Flag: string;
  K12Code: string;
}

export interface DojPrimaryReasonV1 {
  StReas: string;
  StReas_N: string;
  Tr_ID: string;
  Tr_O_CD: string;
  EDU_sec_CD: string;
  EDU_subDiv_CD: string;
  ListSusp_T: { Susp_T: string[] };
  Susp_O_CD: string;
}

export interface DojPrimaryReasonV2 extends DojPrimaryReasonV1 {
  ListProb_T: { Prob_T: string[] };
  Prob_O_CD: string;
  ListStReas_Given: { StReas_Given: string[] };
}

export interface DojResult {
  ResCD: string;
  Res_O_CD: string[];
}

interface DojPersonCommon {
  PID: string;
  Is_Stud: string;
  ListBasSearch: { BasSearch: string[] };
  BasSearch_N: string;
  ListBasSeiz: { BasSeiz: string[] };
  ListPropType: { PropType: string[] };
  ListCB: { Cb: string[] };
  ListResult: { Result: DojResult[] };
}

export interface DojPersonV1 extends DojPersonCommon {
  Perc: {
    ListEthn: { Ethn: string[] };
    Age: string;
    Is_LimEng: DojFlag;
    ListDisb: { Disb: string[] };
    Gend: string;
    GendNC: string;
    LGBT: DojFlag;
  };
  PrimaryReason: DojPrimaryReasonV1;
  ListActTak: { ActTak: { Act_CD: string; Is_Con: string }[] };
}

export interface DojPersonV2 extends DojPersonCommon {
  Perc: {
    ListEthn: { Ethn: string[] };
    Age: string;
    Is_LimEng: DojFlag;
    ListDisb: { Disb: string[] };
    Gend: string;
    Nonbinary_Person: string;
    SexualOrientation: string;
    Is_Unhoused: DojFlag;
  };
  Is_Passenger: DojFlag;
  Is_Residence: DojFlag;
  PrimaryReason: DojPrimaryReasonV2;
  ListNonForceActTak: { NonForceActTak: { NonForceAct_CD: string; NonForceConsent: string }[] };
  ListForceActTak: { ForceActTak: string[] };
  ConsentType: string;
}

interface DojRecordCommon {
  LEARecordID: string;
  BatchID: string;
  ORI: string;
  TX_Type: DojTxType;
  Is_NFIA: string;
  SDate: string;
  STime: string;
  SDur: string;
  Is_ServCall: DojFlag;
}

/** A stop of 2018-2023 as the DOJ takes it (2017 regulation). */
export interface DojRecordV1 extends DojRecordCommon {
  Officer: DojOfficerV1;
  Location: DojLocationV1;
  ListPerson_Stopped: { Person_Stopped: DojPersonV1[] };
}

/** A stop from 2024-01-01 as the DOJ takes it (amended regulation). */
export interface DojRecordV2 extends DojRecordCommon {
  StopType: string;
  Officer: DojOfficerV2;
  Location: DojLocationV2;
  Is_WelfareCheck: DojFlag;
  ListPerson_Stopped: { Person_Stopped: DojPersonV2[] };
}

export type DojRecord = DojRecordV1 | DojRecordV2;

/** A v2 record (it names the type of stop), told apart from a v1 one. */
export function isDojRecordV2(record: DojRecord): record is DojRecordV2 {
  return 'StopType' in record;
}
