import { searchDojCities } from '@fieldbook/domain';
import { useState } from 'react';
import { Combobox, type ComboboxOption } from '../form/combobox.tsx';
import { FieldFrame } from '../form/field-frame.tsx';
import { useDojTables } from './doj-tables-context.ts';

interface DojCityFieldProps {
  value: string;
  issue: string | undefined;
  path: string;
  onChange: (city: string | undefined) => void;
}

/**
 * The stop's city or unincorporated area (California, issue 26): a searchable select of the DOJ's names in use, not
 * free text. Until the list has arrived on this device a typed name is kept in capitals for the server to check.
 */
export function DojCityField({ value, issue, path, onChange }: DojCityFieldProps) {
  const cities = useDojTables()?.cities;
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  const options: ComboboxOption[] = cities
    ? searchDojCities(cities, text).map((city) => ({ key: city.name, label: city.name, detail: `${city.county} County` }))
    : [];

  function handleInputChange(next: string) {
    setText(next);
    const typed = next.trim().toUpperCase();
    // With the list, only a name of it is kept (picked, or typed in full); a partial text keeps nothing.
    const kept = cities ? (cities.byName.has(typed) ? typed : undefined) : typed || undefined;
    if (kept !== (value || undefined)) onChange(kept);
  }

  return (
    <FieldFrame label="City" isRequired issue={issue} path={path} hint="The city or unincorporated area, from the DOJ's list.">
      {(a11y) => (
        <Combobox
          a11y={a11y}
          label="City"
          inputValue={text}
          onInputChange={handleInputChange}
          options={options}
          onSelect={(option) => {
            setText(option.key);
            onChange(option.key);
          }}
          onBlur={() => setText(value)}
          emptyText={cities ? 'No city on the DOJ list matches.' : "The DOJ's city list is loading."}
        />
      )}
    </FieldFrame>
  );
}
