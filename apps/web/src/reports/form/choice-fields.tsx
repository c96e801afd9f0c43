import { ChoiceList } from './choice-list.tsx';
import { FieldFrame, inputA11y } from './field-frame.tsx';
import { asStrings, asText, listOrUndefined, toggleChoice } from './field-values.ts';
import { type FieldViewProps, frameProps } from './field-view.ts';
import { useCitizenIds } from './form-services.ts';

export function RadioField(props: FieldViewProps) {
  return (
    <FieldFrame {...frameProps(props)} isGroup>
      {(a11y) => (
        <ChoiceList
          a11y={a11y}
          label={props.shown.field.label}
          type="radio"
          choices={props.shown.options}
          chosen={[asText(props.value)]}
          onToggle={(value) => props.onChange(value)}
        />
      )}
    </FieldFrame>
  );
}

/** Several values; `exclusive` options stand alone and `single_choice` keeps one (reports.md §5). */
export function CheckboxField(props: FieldViewProps) {
  const { options, field } = props.shown;
  const chosen = asStrings(props.value);

  function handleToggle(value: string, isChecked: boolean) {
    props.onChange(listOrUndefined(toggleChoice(chosen, value, isChecked, options, field.single_choice)));
  }

  return (
    <FieldFrame {...frameProps(props)} isGroup>
      {(a11y) => <ChoiceList a11y={a11y} label={field.label} type="checkbox" choices={options} chosen={chosen} onToggle={handleToggle} />}
    </FieldFrame>
  );
}

export function SwitchField(props: FieldViewProps) {
  return (
    <FieldFrame {...frameProps(props)} isInline>
      {(a11y) => (
        <input
          {...inputA11y(a11y)}
          className="switch"
          type="checkbox"
          role="switch"
          checked={props.value === true}
          aria-checked={props.value === true}
          onChange={(event) => props.onChange(event.target.checked)}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A switch the report derives from other answers (`derived_from`): stated, not asked, with the field's hint saying
 * from what. An <output> named by the label, so a screen reader hears the new value when the answers change it.
 */
export function DerivedField(props: FieldViewProps) {
  return (
    <FieldFrame {...frameProps(props)} isInline>
      {(a11y) => (
        <output id={a11y.id} className="derived-value" aria-describedby={a11y.describedBy}>
          {props.shown.derived ? 'Yes' : 'No'}
        </output>
      )}
    </FieldFrame>
  );
}

/** The report's citizens as 'Citizen 1', 'Citizen 2'..., their ids as values (officers name whom they dealt with). */
export function CitizenChecklistField(props: FieldViewProps) {
  const citizenIds = useCitizenIds();
  const chosen = asStrings(props.value);
  const choices = citizenIds.map((id, index) => ({ value: id, label: `Citizen ${index + 1}` }));

  function handleToggle(value: string, isChecked: boolean) {
    props.onChange(listOrUndefined(toggleChoice(chosen, value, isChecked, [], props.shown.field.single_choice)));
  }

  return (
    <FieldFrame {...frameProps(props)} isGroup>
      {(a11y) => (
        <ChoiceList
          a11y={a11y}
          label={props.shown.field.label}
          type="checkbox"
          choices={choices}
          chosen={chosen}
          onToggle={handleToggle}
          emptyText="No citizens yet."
        />
      )}
    </FieldFrame>
  );
}
