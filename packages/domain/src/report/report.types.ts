import type { DojLocationParts } from '../doj-tables/location-parts.ts';
import type { CoordsSource } from './general-rules.ts';

/** The report payload of reports.md §3. Section contents come from the state configuration. */
export type SectionValues = Record<string, unknown>;
export type ItemValues = { id: string } & Record<string, unknown>;

export interface ReportAddress {
  full: string;
  main?: string;
  city: string;
  state_id?: string;
  zip: string;
  coords?: { latitude: number; longitude: number };
  /** Where coords came from (general-rules.ts COORDS_SOURCES): the device, the map pin or the geocoder. */
  coords_source?: CoordsSource;
  /** The device's accuracy radius in metres, with coords_source 'device'. */
  coords_accuracy?: number;
}

export interface ReportLocation {
  address: ReportAddress;
  areas: { id: string; name: string }[];
  details?: string;
  type: string;
  /** The DOJ's parts of the location as the officer chose its type (California, issue 26: doj-tables/location-parts.ts). */
  doj_parts?: DojLocationParts;
}

export interface GeneralInformation {
  /** ISO instant; the time is merged into it. */
  date: string;
  type: string;
  incident_number: string;
  lighting_conditions: string[];
  was_use_of_force: boolean;
  duration: number;
  location: ReportLocation;
  state_related: Record<string, SectionValues>;
  device?: { coords?: { latitude: number; longitude: number }; duration?: number; date?: string };
  officer_name?: string;
  officer_id_number?: string;
  created_by_user?: { groups?: unknown[]; title?: { name: string } };
}

export interface ReportPayload {
  id: string;
  general_information: GeneralInformation;
  citizens: ItemValues[];
  use_of_force: Record<string, unknown>;
  officers: ItemValues[];
  complaints?: ItemValues[];
  investigations?: ItemValues[];
  tags: { agency: { id: string; name: string; color: string }[] };
  created_in_version: string;
  /** The random token of the citizen's case page, made on the device (public-token.ts). */
  public_token?: string;
}
