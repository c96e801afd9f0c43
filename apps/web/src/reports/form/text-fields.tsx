import { FieldFrame, inputA11y } from './field-frame.tsx';
import { asRecordValue, asText, numberText, parseNumber, textOrUndefined } from './field-values.ts';
import { type FieldViewProps, frameProps } from './field-view.ts';
import { TimeBox } from './time-box.tsx';

export function TextField(props: FieldViewProps) {
  return (
    <FieldFrame {...frameProps(props)}>
      {(a11y) => (
        <input
          {...inputA11y(a11y)}
          type="text"
          value={asText(props.value)}
          onChange={(event) => props.onChange(textOrUndefined(event.target.value))}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldViewProps) {
  return (
    <FieldFrame {...frameProps(props)}>
      {(a11y) => (
        <textarea
          {...inputA11y(a11y)}
          rows={3}
          value={asText(props.value)}
          onChange={(event) => props.onChange(textOrUndefined(event.target.value))}
        />
      )}
    </FieldFrame>
  );
}

export function NumberField(props: FieldViewProps) {
  return (
    <FieldFrame {...frameProps(props)}>
      {(a11y) => (
        <input
          {...inputA11y(a11y)}
          type="number"
          inputMode="decimal"
          value={numberText(props.value)}
          onChange={(event) => props.onChange(parseNumber(event.target.value))}
        />
      )}
    </FieldFrame>
  );
}

export function DateField(props: FieldViewProps) {
  return (
    <FieldFrame {...frameProps(props)}>
      {(a11y) => (
        <input
          {...inputA11y(a11y)}
          type="date"
          value={asText(props.value)}
          onChange={(event) => props.onChange(textOrUndefined(event.target.value))}
        />
      )}
    </FieldFrame>
  );
}

/** A configured time field: typed naturally, stored as 'HH:mm' (TimeBox). */
export function TimeField(props: FieldViewProps) {
  return <TimeBox {...frameProps(props)} value={asText(props.value)} onChange={(value) => props.onChange(textOrUndefined(value))} />;
}

/** A title, stored as {name} (the shape of created_by_user.title). */
export function TitleField(props: FieldViewProps) {
  return (
    <FieldFrame {...frameProps(props)}>
      {(a11y) => (
        <input
          {...inputA11y(a11y)}
          type="text"
          value={asText(asRecordValue(props.value).name)}
          onChange={(event) => props.onChange(event.target.value === '' ? undefined : { name: event.target.value })}
        />
      )}
    </FieldFrame>
  );
}
