import { useState } from 'react';
import { ChipList } from './chip-list.tsx';
import { Combobox, type ComboboxOption } from './combobox.tsx';
import { FieldFrame, inputA11y } from './field-frame.tsx';
import { asStrings, asText, listOrUndefined, replaceChoices, toggleChoice } from './field-values.ts';
import { type FieldViewProps, frameProps } from './field-view.ts';

const matches = (label: string, query: string) => label.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());

/** Several values from a native multiple select (the phone's own picker). */
export function MultiSelectField(props: FieldViewProps) {
  const { options, field } = props.shown;
  const chosen = asStrings(props.value);
  return (
    <FieldFrame {...frameProps(props)}>
      {(a11y) => (
        <select
          {...inputA11y(a11y)}
          multiple
          size={Math.min(options.length, 6)}
          value={chosen}
          onChange={(event) => {
            const next = Array.from(event.target.selectedOptions, (option) => option.value);
            props.onChange(listOrUndefined(replaceChoices(chosen, next, options, field.single_choice)));
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** One value from the options, found by typing. */
export function AutocompleteField(props: FieldViewProps) {
  const { options } = props.shown;
  const [query, setQuery] = useState<string | null>(null);
  const selected = options.find((option) => option.value === asText(props.value));
  const text = query ?? selected?.label ?? '';
  const offered = options.filter((option) => query === null || matches(option.label, query)).map(toComboboxOption);

  function handleInputChange(next: string) {
    setQuery(next);
    if (next === '') props.onChange(undefined);
  }

  return (
    <FieldFrame {...frameProps(props)}>
      {(a11y) => (
        <Combobox
          a11y={a11y}
          label={props.shown.field.label}
          inputValue={text}
          onInputChange={handleInputChange}
          options={offered}
          onSelect={(option) => {
            props.onChange(option.key);
            setQuery(null);
          }}
          onBlur={() => setQuery(null)}
          emptyText="No matches"
        />
      )}
    </FieldFrame>
  );
}

/** Several values from the options, found by typing, shown as chips. */
export function AutocompleteChipField(props: FieldViewProps) {
  const { options, field } = props.shown;
  const [query, setQuery] = useState('');
  const chosen = asStrings(props.value);
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  const offered = options.filter((option) => !chosen.includes(option.value) && matches(option.label, query)).map(toComboboxOption);

  function handleToggle(value: string, isChecked: boolean) {
    props.onChange(listOrUndefined(toggleChoice(chosen, value, isChecked, options, field.single_choice)));
  }

  return (
    <FieldFrame {...frameProps(props)}>
      {(a11y) => (
        <>
          <ChipList
            chips={chosen.map((value) => ({ key: value, label: labelOf(value) }))}
            onRemove={(value) => handleToggle(value, false)}
            isDisabled={a11y.isDisabled}
          />
          <Combobox
            a11y={a11y}
            label={field.label}
            inputValue={query}
            onInputChange={setQuery}
            options={offered}
            onSelect={(option) => {
              handleToggle(option.key, true);
              setQuery('');
            }}
            emptyText="No matches"
          />
        </>
      )}
    </FieldFrame>
  );
}

function toComboboxOption(option: { value: string; label: string }): ComboboxOption {
  return { key: option.value, label: option.label };
}
