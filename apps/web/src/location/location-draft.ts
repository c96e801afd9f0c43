import type { AreaView } from '@fieldbook/contract';
import { areasForPoint, checkLocation, type LatLng, type ReportAddress } from '@fieldbook/domain';
import type { Place } from './geocoder.ts';

/** What the 'Set your location' modal edits. */
export interface LocationDraft {
  full: string;
  main: string;
  city: string;
  state_id: string;
  zip: string;
  coords: LatLng | null;
}

export type DraftField = 'full' | 'city' | 'zip';

/** What Confirm hands back: the report's location.address and location.areas (reports.md §3). */
export interface ConfirmedLocation {
  address: { full: string; main: string; city: string; state_id: string; zip: string; coords?: LatLng };
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
  };
}

/** A found place fills every field; the pin stays where the officer put it when `coords` is given. */
export function draftFromPlace(place: Place, coords: LatLng = place.coords): LocationDraft {
  return { full: place.full, main: place.main, city: place.city, state_id: place.state_id, zip: place.zip, coords };
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
  const areas = coords ? areasForPoint(coords, agencyAreas).map(({ id, name }) => ({ id, name })) : [];
  const address = {
    full: draft.full.trim(),
    main: draft.main.trim(),
    city: draft.city.trim(),
    state_id: draft.state_id,
    zip: draft.zip.trim(),
  };
  return { address: coords ? { ...address, coords } : address, areas };
}
