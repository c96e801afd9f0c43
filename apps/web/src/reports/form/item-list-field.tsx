import { describeFields, MESSAGES } from '@fieldbook/domain';
import { useRef } from 'react';
import type { EntrySuggestion } from './entry-suggestions.ts';
import { FieldFrame } from './field-frame.tsx';
import { asRecordValue, countAnswers, listOrUndefined } from './field-values.ts';
import { type FieldViewProps, frameProps } from './field-view.ts';
import { FormFieldView } from './form-field.tsx';
import { ItemEntryRow } from './item-entry-row.tsx';

/**
 * A list of small entries inside an item (offense codes...), each made of the field's item_model: plain rows with
 * their Remove button. While it is empty it offers what the item already says elsewhere (the reason for stop's
 * offense code) as one tap; nothing is added without it.
 */
export function ItemListField(props: FieldViewProps) {
  const { field } = props.shown;
  const listRef = useRef<HTMLDivElement>(null);
  const entries = Array.isArray(props.value) ? props.value.map(asRecordValue) : [];
  const itemName = field.item_name ?? field.label;
  const isFull = field.max_items !== undefined && entries.length >= field.max_items;
  const suggestions = entries.length === 0 ? (props.suggestions ?? []) : [];

  function handleEntryChange(index: number, name: string, value: unknown) {
    const next = entries.map((entry, position) => {
      if (position !== index) return entry;
      const changed = { ...entry, [name]: value };
      if (value === undefined) delete changed[name];
      return changed;
    });
    props.onChange(next);
  }

  function handleSuggestion(suggestion: EntrySuggestion) {
    props.onChange([{ ...suggestion.entry }]);
    // The suggestion goes once the list has an entry: the focus moves to that entry.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('.item-entry input')?.focus());
  }

  return (
    <FieldFrame {...frameProps(props)} isGroup>
      {(a11y) => (
        <div ref={listRef} className="item-list-field">
          {entries.length === 0 && field.required ? <p className="form-field-hint">{MESSAGES.itemRequired}</p> : null}
          {entries.map((entry, index) => (
            <ItemEntryRow
              // Entries have no id of their own; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              title={`${itemName} ${index + 1}`}
              onRemove={() => props.onChange(listOrUndefined(entries.filter((_, position) => position !== index)))}
              getAnswerCount={() => countAnswers(entry)}
              isRemoveDisabled={a11y.isDisabled}
            >
              {describeFields(field.item_model ?? [], entry, props.report).map((shown) => (
                <FormFieldView
                  key={shown.field.name}
                  shown={shown}
                  value={entry[shown.field.name]}
                  path={`${props.path}.${index}.${shown.field.name}`}
                  issues={props.issues}
                  report={props.report}
                  onChange={(value) => handleEntryChange(index, shown.field.name, value)}
                />
              ))}
            </ItemEntryRow>
          ))}
          {suggestions.map((suggestion) => (
            <button
              key={suggestion.text}
              type="button"
              className="button button-secondary item-list-suggestion"
              disabled={a11y.isDisabled}
              onClick={() => handleSuggestion(suggestion)}
            >
              {suggestion.text}
            </button>
          ))}
          <button
            type="button"
            className="button button-secondary item-list-add"
            disabled={isFull || a11y.isDisabled}
            onClick={() => props.onChange([...entries, {}])}
          >
            Add {itemName}
          </button>
          {isFull && field.max_items !== undefined ? <p className="form-field-hint">{MESSAGES.maxItems(field.max_items)}</p> : null}
        </div>
      )}
    </FieldFrame>
  );
}
