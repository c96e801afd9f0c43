import { describeOffenseCode, searchOffenseCodes } from '@fieldbook/domain';
import { useState } from 'react';
import { Combobox, type ComboboxOption } from '../form/combobox.tsx';
import { FieldFrame } from '../form/field-frame.tsx';
import { asText } from '../form/field-values.ts';
import { type FieldViewProps, frameProps } from '../form/field-view.ts';
import { useDojTables } from './doj-tables-context.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A CJIS offense code (California, issue 26): typed as its number, or searched by statute ('VC 22350') or words of
 * the DOJ's text ('unsafe speed') among the codes in force, picked from the list. The field keeps the code's digits
 * only; the chosen code's statute and text are read back under it.
 */
export function OffenseCodeField(props: FieldViewProps) {
  const table = useDojTables()?.offenseCodes;
  const value = asText(props.value);
  const [text, setText] = useState(value);
  // The value changed elsewhere (a suggestion, a template): the input shows it.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  const chosen = table && /^\d+$/.test(value) ? table.byCode.get(Number(value)) : undefined;
  const options: ComboboxOption[] = table
    ? searchOffenseCodes(table, text, today()).map((entry) => ({
        key: String(entry.code),
        label: String(entry.code),
        detail: describeOffenseCode(entry),
      }))
    : [];

  function handleInputChange(next: string) {
    setText(next);
    // Words and statutes search; only digits are a code the report keeps.
    const code = /^\d+$/.test(next.trim()) ? next.trim() : undefined;
    if (code !== (value || undefined)) props.onChange(code);
  }

  return (
    <FieldFrame {...frameProps(props)}>
      {(a11y) => (
        <>
          <Combobox
            a11y={a11y}
            label={props.shown.field.label}
            inputValue={text}
            onInputChange={handleInputChange}
            options={options}
            onSelect={(option) => {
              setText(option.key);
              props.onChange(option.key);
            }}
            emptyText={table ? 'No offense code in force matches.' : 'The offense-code table is loading: type the code.'}
          />
          {chosen ? <p className="form-field-hint offense-code-chosen">{describeOffenseCode(chosen)}</p> : null}
        </>
      )}
    </FieldFrame>
  );
}
