import { describeFields, MESSAGES } from '@fieldbook/domain';
import { CollapsibleCard } from './collapsible-card.tsx';
import { FieldFrame } from './field-frame.tsx';
import { asRecordValue, listOrUndefined } from './field-values.ts';
import { type FieldViewProps, frameProps } from './field-view.ts';
import { FormFieldView } from './form-field.tsx';

/** A list of small entries inside an item (offense codes...), each made of the field's item_model. */
export function ItemListField(props: FieldViewProps) {
  const { field } = props.shown;
  const entries = Array.isArray(props.value) ? props.value.map(asRecordValue) : [];
  const itemName = field.item_name ?? field.label;
  const isFull = field.max_items !== undefined && entries.length >= field.max_items;

  function handleEntryChange(index: number, name: string, value: unknown) {
    const next = entries.map((entry, position) => {
      if (position !== index) return entry;
      const changed = { ...entry, [name]: value };
      if (value === undefined) delete changed[name];
      return changed;
    });
    props.onChange(next);
  }

  return (
    <FieldFrame {...frameProps(props)} isGroup>
      {(a11y) => (
        <div className="item-list-field">
          {entries.length === 0 && field.required ? <p className="form-field-hint">{MESSAGES.itemRequired}</p> : null}
          {entries.map((entry, index) => (
            <CollapsibleCard
              // Entries have no id of their own; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              level={4}
              title={`${itemName} ${index + 1}`}
              onRemove={() => props.onChange(listOrUndefined(entries.filter((_, position) => position !== index)))}
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
            </CollapsibleCard>
          ))}
          <button
            type="button"
            className="button button-secondary"
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
