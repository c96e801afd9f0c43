import { OffenseCodeField } from '../doj/offense-code-field.tsx';
import { CheckboxField, CitizenChecklistField, DerivedField, RadioField, SwitchField } from './choice-fields.tsx';
import type { FieldViewProps } from './field-view.ts';
import { ItemListField } from './item-list-field.tsx';
import { PeoplePickerField } from './people-picker-field.tsx';
import { DateRangeField, NumberRangeField } from './range-fields.tsx';
import { AreasField, GroupsField, TagsField } from './reference-fields.tsx';
import { AutocompleteChipField, AutocompleteField, MultiSelectField } from './select-fields.tsx';
import { DateField, NumberField, TextAreaField, TextField, TimeField, TitleField } from './text-fields.tsx';

/**
 * One configured field, drawn by the component its configuration names (the twenty of reports.md §3); a field the
 * report derives from other answers is stated read-only instead.
 */
export function FormFieldView(props: FieldViewProps) {
  if (props.shown.derived !== null) return <DerivedField {...props} />;
  switch (props.shown.field.component) {
    case 'areasfield':
      return <AreasField {...props} />;
    case 'autocomplete':
      return <AutocompleteField {...props} />;
    case 'autocompletechip':
      return <AutocompleteChipField {...props} />;
    case 'checkbox':
      return <CheckboxField {...props} />;
    case 'date':
      return <DateField {...props} />;
    case 'daterange':
      return <DateRangeField {...props} />;
    case 'multiselect':
      return <MultiSelectField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'numberrange':
      return <NumberRangeField {...props} />;
    case 'peoplepicker':
      return <PeoplePickerField {...props} />;
    case 'radio':
      return <RadioField {...props} />;
    case 'switch':
      return <SwitchField {...props} />;
    case 'textfield':
      return isOffenseCodeField(props) ? <OffenseCodeField {...props} /> : <TextField {...props} />;
    case 'textarea':
      return <TextAreaField {...props} />;
    case 'time':
      return <TimeField {...props} />;
    case 'itemlist':
      return <ItemListField {...props} />;
    case 'citizen_checklist':
      return <CitizenChecklistField {...props} />;
    case 'groupsfield':
      return <GroupsField {...props} />;
    case 'titlefield':
      return <TitleField {...props} />;
    case 'tagsfield':
      return <TagsField {...props} />;
  }
}

/** A CJIS offense code (the configuration's 'doj_offense_code' rule): searched in the DOJ's table. */
const isOffenseCodeField = ({ shown }: FieldViewProps) =>
  shown.field.validations?.some((rule) => rule.rule === 'doj_offense_code') === true;
