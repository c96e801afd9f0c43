import {
  CITY_MAX_LENGTH,
  isShown,
  LOCATION_TEXT_MAX_LENGTH,
  type ReportAddress,
  type ReportLocation,
  type StateConfiguration,
  ZIP_MAX_LENGTH,
} from '@fieldbook/domain';
import { useId } from 'react';
import { withPoint } from '../../location/location-draft.ts';
import { type TypedAddress, useTypedAddressGeocoding } from '../../location/use-typed-address-geocoding.ts';
import { DojLocationPartsFields, dojGeocodeQuery, withDojLocationType } from '../doj/doj-location-parts.tsx';
import { FieldFrame, inputA11y } from './field-frame.tsx';
import { useShowIssues } from './form-services.ts';
import type { IssueLookup } from './issue-index.ts';
import { ReviewerNoteLine, useReviewerNote } from './reviewer-notes.tsx';

const PATH = 'general_information.location';

interface LocationFieldsProps {
  location: ReportLocation;
  /** The General Information values and report scope the location types' conditions read. */
  general: unknown;
  report: unknown;
  config: StateConfiguration;
  issues: IssueLookup;
  onChange: (location: ReportLocation) => void;
  /** Changes the latest location (an answer that arrives after the officer typed on). */
  onUpdate: (recipe: (location: ReportLocation) => ReportLocation) => void;
  onSetLocation: () => void;
}

type AddressKey = 'full' | 'city' | 'zip';

const ADDRESS_INPUTS: { key: AddressKey; label: string; maxLength: number; autoComplete: string }[] = [
  { key: 'full', label: 'Address', maxLength: LOCATION_TEXT_MAX_LENGTH, autoComplete: 'street-address' },
  { key: 'city', label: 'City', maxLength: CITY_MAX_LENGTH, autoComplete: 'address-level2' },
  { key: 'zip', label: 'Zip code', maxLength: ZIP_MAX_LENGTH, autoComplete: 'postal-code' },
];

const typedOf = (address: ReportAddress): TypedAddress => ({ full: address.full ?? '', city: address.city ?? '', zip: address.zip ?? '' });

const isSameTyped = (address: ReportAddress, typed: TypedAddress) => {
  const now = typedOf(address);
  return now.full === typed.full && now.city === typed.city && now.zip === typed.zip;
};

/**
 * Location (reports.md §5): full address, city, zip and location type, and the report's point: the device's position
 * until the officer sets one on the map, or the geocoder finds the typed address (issue 24, defect 3), in California
 * the street or intersection the DOJ parts name.
 */
export function LocationFields({ location, general, report, config, issues, onChange, onUpdate, onSetLocation }: LocationFieldsProps) {
  const types = config.general_information.location_types.filter((option) => isShown(option, { report, item: general }));
  // California records the DOJ's parts of the chosen type instead of a street address, city and zip (issue 26).
  const isDojLocation = config.general_information.doj_location === true;
  const pointNoteId = useId();
  // A returned report's note on the whole location (issue 25), under its legend.
  const reviewerNote = useReviewerNote(PATH);
  const reviewerNoteId = `${pointNoteId}-reviewer-note`;
  // The typed address's point replaces the device's, never a pin the officer placed; and only for the text it was found for.
  const geocode = useTypedAddressGeocoding((coords, typed) =>
    onUpdate((current) =>
      current.address.coords_source === 'pin' || !isSameTyped(current.address, typed)
        ? current
        : { ...current, address: withPoint(current.address, { coords, coords_source: 'geocoded' }), areas: [] },
    ),
  );

  function setAddress(key: AddressKey, text: string) {
    const address = { ...location.address, [key]: text };
    onChange({ ...location, address });
    if (address.coords_source !== 'pin') geocode(typedOf(address));
  }

  // California's parts build the address (issue 26): the place they name is looked up by the same rule, pin first.
  function setDojLocation(next: ReportLocation) {
    onChange(next);
    if (next.address.coords_source !== 'pin') geocode(typedOf(next.address), dojGeocodeQuery(next, config));
  }

  return (
    <fieldset className="form-section" aria-describedby={reviewerNote ? reviewerNoteId : undefined}>
      <legend className="form-section-title">Location</legend>
      {reviewerNote ? <ReviewerNoteLine id={reviewerNoteId} note={reviewerNote} /> : null}
      <button type="button" className="button button-secondary" aria-describedby={pointNoteId} onClick={onSetLocation}>
        Set your location
      </button>
      <PointNote id={pointNoteId} address={location.address} issue={issues.get(`${PATH}.address.coords`)} />
      {isDojLocation
        ? null
        : ADDRESS_INPUTS.map(({ key, label, maxLength, autoComplete }) => (
            <FieldFrame key={key} label={label} isRequired issue={issues.get(`${PATH}.address.${key}`)} path={`${PATH}.address.${key}`}>
              {(a11y) => (
                <input
                  {...inputA11y(a11y)}
                  type="text"
                  inputMode={key === 'zip' ? 'numeric' : undefined}
                  autoComplete={autoComplete}
                  maxLength={maxLength}
                  value={location.address[key] ?? ''}
                  onChange={(event) => setAddress(key, event.target.value)}
                />
              )}
            </FieldFrame>
          ))}
      <FieldFrame label="Location type" isRequired issue={issues.get(`${PATH}.type`)} path={`${PATH}.type`}>
        {(a11y) => (
          <select
            {...inputA11y(a11y)}
            value={location.type}
            onChange={(event) =>
              isDojLocation
                ? setDojLocation(withDojLocationType(location, config, event.target.value))
                : onChange({ ...location, type: event.target.value })
            }
          >
            <option value="">Choose the location type</option>
            {types.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {isDojLocation ? <DojLocationPartsFields location={location} config={config} issues={issues} onChange={setDojLocation} /> : null}
      <FieldFrame label="Location details" issue={issues.get(`${PATH}.details`)} path={`${PATH}.details`}>
        {(a11y) => (
          <input
            {...inputA11y(a11y)}
            type="text"
            value={location.details ?? ''}
            onChange={(event) => {
              const { details: _details, ...rest } = location;
              onChange(event.target.value === '' ? rest : { ...location, details: event.target.value });
            }}
          />
        )}
      </FieldFrame>
    </fieldset>
  );
}

/** Where the report's point comes from, in words ('Location from this device, ±12 m'); '' without a point. */
export function pointNote(address: ReportAddress): string {
  if (!address.coords) return '';
  if (address.coords_source === 'device') {
    return address.coords_accuracy === undefined ? 'Location from this device' : `Location from this device, ±${address.coords_accuracy} m`;
  }
  if (address.coords_source === 'geocoded') return 'Location found from the address';
  return 'Location set on the map';
}

/** The point's source under 'Set your location', or why a point is needed (the location type requires one). */
function PointNote({ id, address, issue }: { id: string; address: ReportAddress; issue: string | undefined }) {
  const showIssues = useShowIssues();
  const note = pointNote(address);
  if (!note && issue && showIssues) {
    return (
      <p id={id} className="form-field-error location-point-note">
        {issue}
      </p>
    );
  }
  return (
    <p id={id} className="form-field-hint location-point-note" role="status">
      {note}
    </p>
  );
}
