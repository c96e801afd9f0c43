import { asRecord } from '../report/emptiness.ts';
import type { ReportLocation } from '../report/report.types.ts';
import { LOCATION_TYPE_CODES } from './code-tables.ts';
import type { DojLocationV2 } from './doj-record.types.ts';
import { code, text } from './report-reading.ts';

/** The location's parts, whatever the report holds: the DOJ's parts when the form recorded them, else read from today's address. */
export interface DojLocationReading {
  typeCode: string;
  latitude: string;
  longitude: string;
  blockNumber: string;
  streetName: string;
  crossStreet1: string;
  crossStreet2: string;
  highway: string;
  closestExit: string;
  other: string;
  city: string;
}

/** A coordinate to 3 decimals ('32.756', '-117.103'), '' when there is none. */
export function coordinate(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(3) : '';
}

/** The block of a house number: 4321 → '4300' (the regulation asks for the block, never a residence's number). */
export function blockOf(houseNumber: string): string {
  return String(Math.floor(Number(houseNumber) / 100) * 100);
}

/** A street line '4321 El Cajon Blvd' as its block and street name; nothing when it does not start with a number. */
function splitStreetLine(line: string): { blockNumber: string; streetName: string } {
  const match = /^(\d{1,8})[A-Za-z]?\s+(.+)$/.exec(line);
  return match
    ? { blockNumber: blockOf(match[1] as string), streetName: (match[2] as string).trim() }
    : { blockNumber: '', streetName: '' };
}

/** 'Main St & 5th Ave', 'Main St and 5th Ave', 'Main St / 5th Ave' as two cross streets. */
function splitIntersection(line: string): [string, string] {
  const parts = line.split(/\s+(?:&|and|\/|at)\s+|\s*[&/]\s*/i).map((part) => part.trim());
  return parts.length === 2 && parts[0] && parts[1] ? [parts[0], parts[1]] : ['', ''];
}

export function readDojLocation(value: unknown): DojLocationReading {
  const location = asRecord(value) as Partial<ReportLocation> & { doj_parts?: unknown };
  const address = asRecord(location.address);
  const coords = asRecord(address.coords);
  const parts = asRecord(location.doj_parts) as Record<string, unknown>;
  const hasParts = location.doj_parts !== undefined && location.doj_parts !== null;
  const type = typeof location.type === 'string' ? location.type : '';
  const part = (name: string) => text(parts[name]);
  const street = text(address.main) || text(address.full).split(',')[0]?.trim() || '';
  const read: DojLocationReading = {
    typeCode: code(LOCATION_TYPE_CODES, type),
    latitude: '',
    longitude: '',
    blockNumber: '',
    streetName: '',
    crossStreet1: '',
    crossStreet2: '',
    highway: '',
    closestExit: '',
    other: '',
    city: (part('city') || text(address.city)).toUpperCase(),
  };
  switch (type) {
    case 'geographic_coordinates':
      read.latitude = coordinate(coords.latitude);
      read.longitude = coordinate(coords.longitude);
      break;
    case 'block_number_and_street': {
      const split = hasParts ? { blockNumber: part('block_number'), streetName: part('street_name') } : splitStreetLine(street);
      read.blockNumber = split.blockNumber;
      read.streetName = split.streetName;
      break;
    }
    case 'closest_intersection': {
      const [first, second] = hasParts ? [part('cross_street_1'), part('cross_street_2')] : splitIntersection(street);
      read.crossStreet1 = first;
      read.crossStreet2 = second;
      break;
    }
    case 'highway_and_closest_exit':
      read.highway = part('highway');
      read.closestExit = part('closest_exit');
      break;
    case 'road_marker_landmark_other':
      read.other = hasParts ? part('other') : text(location.details) || street;
      break;
  }
  return read;
}

/** The v2 `Location` object without the K-12 fields. */
export function dojLocationV2(parts: DojLocationReading): Omit<DojLocationV2, 'K12_Flag' | 'K12Code'> {
  return {
    LocationType: parts.typeCode,
    Latitude: parts.latitude,
    Longitude: parts.longitude,
    BlockNumber: parts.blockNumber,
    StreetName: parts.streetName,
    CrossStreet1: parts.crossStreet1,
    CrossStreet2: parts.crossStreet2,
    Highway: parts.highway,
    ClosestExit: parts.closestExit,
    OtherLocation: parts.other,
    City: parts.city,
  };
}

/** The v1 `Loc`: the location in one line ('4300 EL CAJON BLVD' → '4300 El Cajon Blvd', 'A and B', 'I-5 at Exit 17', coordinates). */
export function dojLocV1(parts: DojLocationReading): string {
  const joined = (separator: string, ...pieces: string[]) => pieces.filter(Boolean).join(separator);
  return (
    joined(' ', parts.blockNumber, parts.streetName) ||
    joined(' and ', parts.crossStreet1, parts.crossStreet2) ||
    joined(' at ', parts.highway, parts.closestExit) ||
    parts.other ||
    joined(', ', parts.latitude, parts.longitude)
  );
}
