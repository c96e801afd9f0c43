import {
  CITY_MAX_LENGTH,
  isShown,
  LOCATION_TEXT_MAX_LENGTH,
  type ReportLocation,
  type StateConfiguration,
  ZIP_MAX_LENGTH,
} from '@fieldbook/domain';
import { FieldFrame, inputA11y } from './field-frame.tsx';
import type { IssueLookup } from './issue-index.ts';

const PATH = 'general_information.location';

interface LocationFieldsProps {
  location: ReportLocation;
  /** The General Information values and report scope the location types' conditions read. */
  general: unknown;
  report: unknown;
  config: StateConfiguration;
  issues: IssueLookup;
  onChange: (location: ReportLocation) => void;
  onSetLocation: () => void;
}

type AddressKey = 'full' | 'city' | 'zip';

const ADDRESS_INPUTS: { key: AddressKey; label: string; maxLength: number; autoComplete: string }[] = [
  { key: 'full', label: 'Address', maxLength: LOCATION_TEXT_MAX_LENGTH, autoComplete: 'street-address' },
  { key: 'city', label: 'City', maxLength: CITY_MAX_LENGTH, autoComplete: 'address-level2' },
  { key: 'zip', label: 'Zip code', maxLength: ZIP_MAX_LENGTH, autoComplete: 'postal-code' },
];

/** Location (reports.md §5): full address, city, zip and location type, or a point set on the map. */
export function LocationFields({ location, general, report, config, issues, onChange, onSetLocation }: LocationFieldsProps) {
  const types = config.general_information.location_types.filter((option) => isShown(option, { report, item: general }));
  const setAddress = (key: AddressKey, text: string) => onChange({ ...location, address: { ...location.address, [key]: text } });

  return (
    <fieldset className="form-section">
      <legend className="form-section-title">Location</legend>
      <button type="button" className="button button-secondary" onClick={onSetLocation}>
        Set your location
      </button>
      {ADDRESS_INPUTS.map(({ key, label, maxLength, autoComplete }) => (
        <FieldFrame key={key} label={label} isRequired issue={issues.get(`${PATH}.address.${key}`)}>
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
      <FieldFrame label="Location type" isRequired issue={issues.get(`${PATH}.type`)}>
        {(a11y) => (
          <select {...inputA11y(a11y)} value={location.type} onChange={(event) => onChange({ ...location, type: event.target.value })}>
            <option value="">Choose the location type</option>
            {types.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label="Location details" issue={issues.get(`${PATH}.details`)}>
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
