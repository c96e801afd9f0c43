import { useState } from 'react';
import { ChipList } from '../form/chip-list.tsx';
import { Combobox, type ComboboxOption } from '../form/combobox.tsx';
import { FieldFrame } from '../form/field-frame.tsx';

interface MultiPickProps {
  label: string;
  options: readonly ComboboxOption[];
  chosen: readonly string[];
  onChange: (chosen: string[] | undefined) => void;
  issue?: string | undefined;
  emptyText?: string;
}

const chipLabel = (option: ComboboxOption) => (option.detail ? `${option.label} (${option.detail})` : option.label);
const matches = (option: ComboboxOption, query: string) =>
  `${option.label} ${option.detail ?? ''}`.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());

/** Several values of a list, found by typing and shown as chips (areas, tags, groups, citizen fields). */
export function MultiPick({ label, options, chosen, onChange, issue, emptyText = 'No matches' }: MultiPickProps) {
  const [query, setQuery] = useState('');
  const offered = options.filter((option) => !chosen.includes(option.key) && matches(option, query));
  const chips = chosen.map((key) => {
    const option = options.find((candidate) => candidate.key === key);
    return { key, label: option ? chipLabel(option) : key };
  });

  function handleRemove(key: string) {
    const rest = chosen.filter((value) => value !== key);
    onChange(rest.length > 0 ? rest : undefined);
  }

  return (
    <FieldFrame label={label} issue={issue}>
      {(a11y) => (
        <>
          <ChipList chips={chips} onRemove={handleRemove} />
          <Combobox
            a11y={a11y}
            label={label}
            inputValue={query}
            onInputChange={setQuery}
            options={offered}
            onSelect={(option) => {
              onChange([...chosen, option.key]);
              setQuery('');
            }}
            emptyText={options.length === 0 ? emptyText : 'No matches'}
          />
        </>
      )}
    </FieldFrame>
  );
}
