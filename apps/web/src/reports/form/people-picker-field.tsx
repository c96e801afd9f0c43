import { useState } from 'react';
import { ChipList } from './chip-list.tsx';
import { Combobox } from './combobox.tsx';
import { FieldFrame } from './field-frame.tsx';
import { asRecordValue, asReferences, listOrUndefined } from './field-values.ts';
import { type FieldViewProps, frameProps } from './field-view.ts';
import { type Reference, useFormServices } from './form-services.ts';
import { usePeopleSearch } from './use-people-search.ts';

/**
 * Agency users found by name (asynchronous search, debounced). One person ({id, name}) with single_choice,
 * otherwise a list shown as chips.
 */
export function PeoplePickerField(props: FieldViewProps) {
  const { peopleSearch } = useFormServices();
  const isSingle = props.shown.field.single_choice === true;
  const single = asRecordValue(props.value);
  const chosen: Reference[] = isSingle ? asReferences([props.value]) : asReferences(props.value);
  const [query, setQuery] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const search = usePeopleSearch(peopleSearch, query ?? '', isOpen);
  const chosenIds = new Set(chosen.map((person) => person.id));
  const options = search.results
    .filter((person) => isSingle || !chosenIds.has(person.id))
    .map((person) => ({ key: person.id, label: person.name, detail: person.officer_id }));
  const text = query ?? (isSingle && typeof single.name === 'string' ? single.name : '');

  function handleSelect(id: string, name: string) {
    const person = { id, name };
    props.onChange(isSingle ? person : [...chosen, person]);
    setQuery(null);
  }

  function handleInputChange(next: string) {
    setQuery(next);
    if (isSingle && next === '') props.onChange(undefined);
  }

  return (
    <FieldFrame {...frameProps(props)}>
      {(a11y) => (
        <>
          {isSingle ? null : (
            <ChipList
              chips={chosen.map((person) => ({ key: person.id, label: person.name }))}
              onRemove={(id) => props.onChange(listOrUndefined(chosen.filter((person) => person.id !== id)))}
              isDisabled={a11y.isDisabled}
            />
          )}
          <Combobox
            a11y={a11y}
            label={props.shown.field.label}
            inputValue={text}
            onInputChange={handleInputChange}
            options={search.isLoading ? [] : options}
            onSelect={(option) => handleSelect(option.key, option.label)}
            isLoading={search.isLoading}
            emptyText={search.hasFailed ? 'The search failed. Please try again.' : 'No officers found'}
            onOpenChange={setIsOpen}
            onBlur={() => setQuery(null)}
          />
        </>
      )}
    </FieldFrame>
  );
}
