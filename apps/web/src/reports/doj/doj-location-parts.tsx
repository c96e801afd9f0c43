import {
  buildDojAddress,
  DOJ_LOCATION_PART_LABELS,
  DOJ_OTHER_LOCATION_MAX_LENGTH,
  DOJ_PART_MAX_LENGTH,
  type DojLocationPart,
  type DojLocationParts,
  pickDojParts,
  type ReportLocation,
  type StateConfiguration,
} from '@fieldbook/domain';
import { FieldFrame, inputA11y } from '../form/field-frame.tsx';
import type { IssueLookup } from '../form/issue-index.ts';
import { DojCityField } from './doj-city-field.tsx';

const PATH = 'general_information.location.doj_parts';

interface DojLocationPartsProps {
  location: ReportLocation;
  config: StateConfiguration;
  issues: IssueLookup;
  onChange: (location: ReportLocation) => void;
}

/**
 * The location in the DOJ's parts (California, issue 26): the parts the chosen location type asks for (block number
 * and street, two cross streets, highway and exit, another description; coordinates come from 'Set your location'),
 * the DOJ city, and the address built from them as lists will show it. Never a house number (999.226(a)(3)).
 */
export function DojLocationPartsFields({ location, config, issues, onChange }: DojLocationPartsProps) {
  const type = config.general_information.location_types.find((option) => option.value === location.type);
  const parts = location.doj_parts ?? {};
  // Only the chosen type's parts count (what another type left is dropped when the report is saved).
  const typeParts = type?.doj_parts ?? [];
  const ownParts = (next: DojLocationParts) => pickDojParts(next, typeParts) as DojLocationParts;
  const built = buildDojAddress(ownParts(parts), location.address.coords);

  function setPart(part: DojLocationPart | 'city', text: string | undefined) {
    const next: DojLocationParts = { ...parts, [part]: text };
    if (!text) delete next[part];
    onChange({
      ...location,
      doj_parts: next,
      address: { ...location.address, full: buildDojAddress(ownParts(next), location.address.coords), city: next.city ?? '' },
    });
  }

  return (
    <>
      {typeParts.map((part) => (
        <FieldFrame
          key={part}
          label={DOJ_LOCATION_PART_LABELS[part]}
          isRequired
          issue={issues.get(`${PATH}.${part}`)}
          path={`${PATH}.${part}`}
          hint={part === 'block_number' ? 'The block (4300 for 4321), never a house number.' : undefined}
        >
          {(a11y) => (
            <input
              {...inputA11y(a11y)}
              type="text"
              inputMode={part === 'block_number' ? 'numeric' : undefined}
              maxLength={part === 'other' ? DOJ_OTHER_LOCATION_MAX_LENGTH : DOJ_PART_MAX_LENGTH}
              value={parts[part] ?? ''}
              onChange={(event) => setPart(part, event.target.value)}
            />
          )}
        </FieldFrame>
      ))}
      <DojCityField
        value={parts.city ?? ''}
        issue={issues.get(`${PATH}.city`)}
        path={`${PATH}.city`}
        onChange={(city) => setPart('city', city)}
      />
      <p className="form-field-hint doj-built-address" aria-live="polite">
        {built ? `Address: ${built}` : 'The address is built from the parts above.'}
      </p>
    </>
  );
}

/** The location with another type: its address rebuilt from the parts that type records. */
export function withDojLocationType(location: ReportLocation, config: StateConfiguration, type: string): ReportLocation {
  const typeParts = config.general_information.location_types.find((option) => option.value === type)?.doj_parts ?? [];
  const parts = pickDojParts(location.doj_parts ?? {}, typeParts) as DojLocationParts;
  return { ...location, type, address: { ...location.address, full: buildDojAddress(parts, location.address.coords) } };
}

/**
 * What the geocoder is asked for the location in the DOJ's parts (issue 24, defect 3): a block and its street ('4300 EL
 * CAJON BLVD', the block's first number) or an intersection ('K ST & 12TH ST'), with the DOJ city and the state, since
 * a California city's name alone is found in other states too. '' until the chosen type's parts and the city are all
 * given (half an intersection is no place), and for the types that are no street address: a highway exit or a landmark
 * described in words would be found somewhere wrong, and coordinates are the point already.
 */
export function dojGeocodeQuery(location: ReportLocation, config: StateConfiguration): string {
  const typeParts = config.general_information.location_types.find((option) => option.value === location.type)?.doj_parts ?? [];
  const parts = pickDojParts(location.doj_parts ?? {}, typeParts) as DojLocationParts;
  const part = (key: DojLocationPart | 'city') => parts[key]?.trim() ?? '';
  const city = part('city');
  const both = (first: string, separator: string, second: string) => (first && second ? `${first}${separator}${second}` : '');
  const place = typeParts.includes('street_name')
    ? both(part('block_number'), ' ', part('street_name'))
    : typeParts.includes('cross_street_1')
      ? both(part('cross_street_1'), ' & ', part('cross_street_2'))
      : '';
  return place && city ? `${place}, ${city}, ${config.state}` : '';
}
