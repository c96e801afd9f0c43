import type { AreaView } from '@fieldbook/contract';
import { areasForPoint, type LatLng, type ReportAddress } from '@fieldbook/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ModalDialog } from '../shell/modal-dialog.tsx';
import { useOnline } from '../shell/use-online.ts';
import { AddressFields } from './address-fields.tsx';
import { createGeocoder } from './create-geocoder.ts';
import { type Place, placeSearchDebounceMs } from './geocoder.ts';
import {
  type ConfirmedLocation,
  confirmDraft,
  DRAFT_FIELDS,
  type DraftField,
  devicePoint,
  draftFromAddress,
  draftFromPlace,
  draftIssues,
  hasDraftChanged,
  type LocationDraft,
  shownIssues,
  withPlaceText,
  withTypedField,
} from './location-draft.ts';
import { LocationMap } from './location-map.tsx';
import { manualGeocoder } from './manual-geocoder.ts';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, SET_LOCATION_ZOOM } from './map-constants.ts';
import { PlaceSearch } from './place-search.tsx';
import { useAddressLookup } from './use-address-lookup.ts';
import './location.css';

export interface SetLocationModalProps {
  isOpen: boolean;
  /** The report's location, or null for none yet. */
  initial: { address: ReportAddress } | null;
  /** The device position read on entry (useDevicePosition, with its accuracy when known), or null. */
  deviceCoords: (LatLng & { accuracy?: number }) | null;
  /** The agency areas (GET /api/agencies/me/areas): Confirm returns those the point belongs to. */
  areas: readonly AreaView[];
  /** The plan tier whose place search waits 1000 ms instead of 500 ms (reports.md §9). */
  isSlowTier?: boolean;
  onConfirm: (location: ConfirmedLocation) => void;
  onClose: () => void;
}

/** The 'Set your location' modal (reports.md §2): a map with a pin, place search and the address fields. */
export function SetLocationModal({ isOpen, ...props }: SetLocationModalProps) {
  return isOpen ? <SetLocationDialog {...props} /> : null;
}

function SetLocationDialog({
  initial,
  deviceCoords,
  areas,
  isSlowTier = false,
  onConfirm,
  onClose,
}: Omit<SetLocationModalProps, 'isOpen'>) {
  const isOnline = useOnline();
  // Focus the title, not a field: a phone keyboard would cover the map as the modal opens.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [isServiceDown, setIsServiceDown] = useState(false);
  const serviceGeocoder = useMemo(() => createGeocoder({ isOnline, onUnavailable: () => setIsServiceDown(true) }), [isOnline]);
  // Once the service has failed, the officer types the address for the rest of this visit.
  const geocoder = isServiceDown ? manualGeocoder : serviceGeocoder;
  const isManual = geocoder.isManual;
  const [reported] = useState(() => draftFromAddress(initial?.address));
  // What the modal opens on (the report's location, else the device's position and the address found there) is
  // the baseline: Confirm waits until the officer changes it (reports.md §5).
  const [original, setOriginal] = useState((): LocationDraft => {
    if (reported.coords || !deviceCoords) return reported;
    const point = devicePoint({ ...deviceCoords, accuracy: deviceCoords.accuracy ?? Number.NaN });
    return { ...reported, coords: point.coords, coordsSource: 'device', accuracy: point.coords_accuracy ?? null };
  });
  const [draft, setDraft] = useState(original);
  const [view] = useState(() => {
    const center = original.coords;
    return center ? { center, zoom: SET_LOCATION_ZOOM } : { center: DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM };
  });
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(() => new Set());
  // The lookup at the device's position as the modal opens: its answer is dropped once the officer typed or chose a place.
  const openingLookup = useRef<'none' | 'pending' | 'dropped'>('none');
  const { lookUp, isLookingUp } = useAddressLookup(geocoder, (place, coords) => {
    const opening = openingLookup.current;
    openingLookup.current = 'none';
    if (opening === 'dropped') return;
    if (opening === 'pending') {
      // The address offered at the point the modal opens on (the device's) is where it opens, not a change by the officer.
      const found = withPlaceText(original, place);
      setOriginal(found);
      setDraft(found);
      return;
    }
    // The address at the pin: the text fields; the pin stays where the officer put it.
    applyPlace({ ...withPlaceText(draft, place), coords, coordsSource: 'pin', accuracy: null });
  });

  // No address yet but a point (the device's position): offer the address there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens with a geocoder
  useEffect(() => {
    if (!reported.full && original.coords) {
      openingLookup.current = 'pending';
      lookUp(original.coords);
    }
  }, []);

  const issues = draftIssues(draft);
  const hasChanged = hasDraftChanged(draft, original);
  const canConfirm = hasChanged && Object.keys(issues).length === 0;
  const pointAreas = useMemo(() => (draft.coords ? areasForPoint(draft.coords, areas) : []), [draft.coords, areas]);

  function handlePick(coords: LatLng) {
    openingLookup.current = 'none';
    setDraft((current) => ({ ...current, coords, coordsSource: 'pin', accuracy: null }));
    lookUp(coords);
  }

  function applyPlace(next: LocationDraft) {
    if (openingLookup.current === 'pending') openingLookup.current = 'dropped';
    setDraft(next);
    setTouched(DRAFT_FIELDS);
  }

  function handleSelectPlace(place: Place) {
    applyPlace(draftFromPlace(place));
  }

  function handleFieldChange(field: DraftField, value: string) {
    if (openingLookup.current === 'pending') openingLookup.current = 'dropped';
    setDraft((current) => withTypedField(current, field, value));
    setTouched((current) => new Set(current).add(field));
  }

  function handleConfirm() {
    if (canConfirm) onConfirm(confirmDraft(draft, areas));
  }

  return (
    <ModalDialog className="modal location-modal" labelledBy="set-location-title" onDismiss={onClose} initialFocusRef={titleRef}>
      <h2 id="set-location-title" className="modal-title" ref={titleRef} tabIndex={-1}>
        Set your location
      </h2>
      <LocationMap center={view.center} zoom={view.zoom} marker={draft.coords} areas={areas} onPick={handlePick} />
      {isManual ? (
        <p className="location-manual-note">
          {isOnline ? 'Address search is not available right now.' : 'You are offline.'} Type the address below.
        </p>
      ) : (
        <PlaceSearch geocoder={geocoder} debounceMs={placeSearchDebounceMs(isSlowTier)} onSelect={handleSelectPlace} />
      )}
      <p className="location-lookup-status" role="status">
        {isLookingUp ? 'Looking up the address…' : ''}
      </p>
      <AddressFields draft={draft} issues={shownIssues(issues, draft, touched)} onChange={handleFieldChange} />
      {pointAreas.length > 0 && <p className="location-areas">Area: {pointAreas.map((area) => area.name).join(', ')}</p>}
      <div className="modal-actions location-modal-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button-primary" disabled={!canConfirm} onClick={handleConfirm}>
          Confirm
        </button>
      </div>
    </ModalDialog>
  );
}
