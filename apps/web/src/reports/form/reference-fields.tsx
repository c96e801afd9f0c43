import { ChoiceList } from './choice-list.tsx';
import { FieldFrame } from './field-frame.tsx';
import { asReferences, listOrUndefined } from './field-values.ts';
import { type FieldViewProps, frameProps } from './field-view.ts';
import { type Reference, useFormServices } from './form-services.ts';

interface ReferenceListProps {
  field: FieldViewProps;
  references: readonly Reference[];
  emptyText: string;
}

/** Several agency entities (areas, groups, tags), stored as {id, name} (tags also keep their color). */
function ReferenceChecklist({ field, references, emptyText }: ReferenceListProps) {
  const chosen = asReferences(field.value);
  const choices = references.map((reference) => ({ value: reference.id, label: reference.name }));

  function handleToggle(id: string, isChecked: boolean) {
    const others = chosen.filter((reference) => reference.id !== id);
    const reference = references.find((entry) => entry.id === id);
    field.onChange(listOrUndefined(isChecked && reference ? [...others, { ...reference }] : others));
  }

  return (
    <FieldFrame {...frameProps(field)} isGroup>
      {(a11y) => (
        <ChoiceList
          a11y={a11y}
          label={field.shown.field.label}
          type="checkbox"
          choices={choices}
          chosen={chosen.map((reference) => reference.id)}
          onToggle={handleToggle}
          emptyText={emptyText}
        />
      )}
    </FieldFrame>
  );
}

export function AreasField(props: FieldViewProps) {
  const { areas } = useFormServices();
  const references = areas.map(({ id, name }) => ({ id, name }));
  return <ReferenceChecklist field={props} references={references} emptyText="No areas available." />;
}

export function GroupsField(props: FieldViewProps) {
  const { groups } = useFormServices();
  const references = groups.map(({ id, name }) => ({ id, name }));
  return <ReferenceChecklist field={props} references={references} emptyText="No groups available." />;
}

export function TagsField(props: FieldViewProps) {
  const { tags } = useFormServices();
  return <ReferenceChecklist field={props} references={tags} emptyText="No agency tags available." />;
}
