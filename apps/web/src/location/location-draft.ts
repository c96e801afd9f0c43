import type { AreaView } from '@fieldbook/contract';
import {
  areasForPoint,
  type CoordsSource,
  checkLocation,
  type HasPolygon,
  type LatLng,
  type ReportAddress,
  type ReportLocation,
} from '@fieldbook/domain';
import type { Place } from './geocoder.ts';
import type { DevicePosition } from './geolocation.ts';

/** What the 'Set your location' modal edits. */
export interface LocationDraft {
  full: string;
  main: string;
  city: string;
  state_id: string;
  zip: string;
  coords: LatLng | null;
  /** Where the point came from (issue 24, defect 3); null for a point of a report from before sources. */
  coordsSource: CoordsSource | null;
  /** The device's accuracy radius in metres, for a point from the device. */
  accuracy: number | null;
}

/** The point of a report and where it came from, as the report keeps it (domain COORDS_SOURCES). */
export type ReportPoint = Pick<ReportAddress, 'coords' | 'coords_source' | 'coords_accuracy'>;

/** The agency areas a point is in by the 200 m rule (reports.md §9), as the report names them. */
export function areasOfPoint(coords: LatLng, agencyAreas: readonly (HasPolygon & { id: string; name: string })[]) {
  return areasForPoint(coords, agencyAreas).map(({ id, name }) => ({ id, name }));
}

/** The device's position as a report's point: where the officer stands, with the fix's accuracy in whole metres. */
export function devicePoint(position: DevicePosition): Required<Pick<ReportPoint, 'coords' | 'coords_source'>> & ReportPoint {
  const coords = { latitude: position.latitude, longitude: position.longitude };
  const accuracy = position.accuracy;
  return Number.isFinite(accuracy) && accuracy >= 0
    ? { coords, coords_source: 'device', coords_accuracy: Math.round(accuracy) }
    : { coords, coords_source: 'device' };
}

/** The address with `point` in place of the one it had (coords, source and accuracy together). */
export function withPoint(address: ReportAddress, point: ReportPoint): ReportAddress {
  const { coords: _coords, coords_source: _source, coords_accuracy: _accuracy, ...rest } = address;
  return { ...rest, ...point };
}

/**
 * The report's location with the device position as its point when the officer has set none (issue 24, defect 3: a
 * typed address used to leave the report without coordinates), and the areas it is in; null when it already has one.
 */
export function withDeviceLocation(
  location: ReportLocation,
  position: DevicePosition,
  agencyAreas: readonly (HasPolygon & { id: string; name: string })[],
): ReportLocation | null {
  if (location.address.coords) return null;
  const point = devicePoint(position);
  return { ...location, address: withPoint(location.address, point), areas: areasOfPoint(point.coords, agencyAreas) };
}

export type DraftField = 'full' | 'city' | 'zip';

/** What Confirm hands back: the report's location.address and location.areas (reports.md §3). */
export interface ConfirmedLocation {
  address: { full: string; main: string; city: string; state_id: string; zip: string } & ReportPoint;
  areas: { id: string; name: string }[];
}

export function draftFromAddress(address: ReportAddress | null | undefined): LocationDraft {
  return {
    full: address?.full ?? '',
    main: address?.main ?? '',
    city: address?.city ?? '',
    state_id: address?.state_id ?? '',
    zip: address?.zip ?? '',
    coords: address?.coords ?? null,
    coordsSource: address?.coords ? (address.coords_source ?? null) : null,
    accuracy: address?.coords ? (address.coords_accuracy ?? null) : null,
  };
}

/** A place chosen from the search: every field, and its point, found by the geocoder. */
export function draftFromPlace(place: Place): LocationDraft {
  const { full, main, city, state_id, zip, coords } = place;
  return { full, main, city, state_id, zip, coords, coordsSource: 'geocoded', accuracy: null };
}

/** The address found at the draft's point (the pin, or the device): the text fields; the point stays. */
export function withPlaceText(draft: LocationDraft, place: Place): LocationDraft {
  return { ...draft, full: place.full, main: place.main, city: place.city, state_id: place.state_id, zip: place.zip };
}

/** Typing the location text by hand: its first part is the street ("4321 El Cajon Blvd, San Diego" -> main). */
export function withTypedField(draft: LocationDraft, field: DraftField, value: string): LocationDraft {
  if (field !== 'full') return { ...draft, [field]: value };
  return { ...draft, full: value, main: value.split(',')[0]?.trim() ?? '' };
}

/**
 * The location rules of reports.md §5 (text 1..100, city 1..40, zip 1..5), checked by the domain's own
 * rule so the modal and the report agree. Keyed by field; empty when the draft is valid.
 */
export function draftIssues(draft: LocationDraft): Partial<Record<DraftField, string>> {
  const address = { full: draft.full.trim(), city: draft.city.trim(), zip: draft.zip.trim() };
  const issues: Partial<Record<DraftField, string>> = {};
  for (const issue of checkLocation({ address }, new Set())) {
    const field = /\.address\.(full|city|zip)$/.exec(issue.path)?.[1] as DraftField | undefined;
    if (field && !issues[field]) issues[field] = issue.message;
  }
  return issues;
}

export const DRAFT_FIELDS: ReadonlySet<DraftField> = new Set(['full', 'city', 'zip']);

/** The messages to show: a field speaks once the officer has typed in it (or a found place filled it) or holds text. */
export function shownIssues(
  issues: Partial<Record<DraftField, string>>,
  draft: LocationDraft,
  touched: ReadonlySet<DraftField>,
): Partial<Record<DraftField, string>> {
  return Object.fromEntries(
    Object.entries(issues).filter(([field]) => touched.has(field as DraftField) || draft[field as DraftField].trim()),
  );
}

const sameCoords = (a: LatLng | null, b: LatLng | null) => a?.latitude === b?.latitude && a?.longitude === b?.longitude;

/** reports.md §5: Confirm stays disabled until the location changes. */
export function hasDraftChanged(draft: LocationDraft, original: LocationDraft): boolean {
  const fields: DraftField[] = ['full', 'city', 'zip'];
  return !sameCoords(draft.coords, original.coords) || fields.some((field) => draft[field].trim() !== original[field].trim());
}

export function confirmDraft(draft: LocationDraft, agencyAreas: readonly AreaView[]): ConfirmedLocation {
  const { coords } = draft;
  const areas = coords ? areasOfPoint(coords, agencyAreas) : [];
  const address = {
    full: draft.full.trim(),
    main: draft.main.trim(),
    city: draft.city.trim(),
    state_id: draft.state_id,
    zip: draft.zip.trim(),
  };
  if (!coords) return { address, areas };
  const source = draft.coordsSource ? { coords_source: draft.coordsSource } : {};
  const accuracy = draft.coordsSource === 'device' && draft.accuracy !== null ? { coords_accuracy: draft.accuracy } : {};
  return { address: { ...address, coords, ...source, ...accuracy }, areas };
}
