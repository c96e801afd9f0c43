import { type FieldA11y, FieldFrame } from './field-frame.tsx';
import { asRecordValue, asText, numberText, parseNumber } from './field-values.ts';
import { type FieldViewProps, frameProps } from './field-view.ts';

type Bound = 'from' | 'to';

/** The value without empty bounds; undefined when both are empty. */
function withBound(value: unknown, bound: Bound, next: string | number | undefined): Record<string, unknown> | undefined {
  const range: Record<string, unknown> = { ...asRecordValue(value), [bound]: next };
  if (next === undefined) delete range[bound];
  return Object.keys(range).length === 0 ? undefined : range;
}

interface BoundInputProps {
  a11y: FieldA11y;
  bound: Bound;
  type: 'date' | 'number';
  text: string;
  onChange: (text: string) => void;
}

function BoundInput({ a11y, bound, type, text, onChange }: BoundInputProps) {
  const id = `${a11y.id}-${bound}`;
  return (
    <div className="range-bound">
      <label htmlFor={id}>{bound === 'from' ? 'From' : 'To'}</label>
      <input
        id={id}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        value={text}
        aria-invalid={a11y.isInvalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function DateRangeField(props: FieldViewProps) {
  const range = asRecordValue(props.value);
  const handle = (bound: Bound) => (text: string) => props.onChange(withBound(props.value, bound, text === '' ? undefined : text));
  return (
    <FieldFrame {...frameProps(props)} isGroup>
      {(a11y) => (
        <div className="range">
          <BoundInput a11y={a11y} bound="from" type="date" text={asText(range.from)} onChange={handle('from')} />
          <BoundInput a11y={a11y} bound="to" type="date" text={asText(range.to)} onChange={handle('to')} />
        </div>
      )}
    </FieldFrame>
  );
}

export function NumberRangeField(props: FieldViewProps) {
  const range = asRecordValue(props.value);
  const handle = (bound: Bound) => (text: string) => props.onChange(withBound(props.value, bound, parseNumber(text)));
  return (
    <FieldFrame {...frameProps(props)} isGroup>
      {(a11y) => (
        <div className="range">
          <BoundInput a11y={a11y} bound="from" type="number" text={numberText(range.from)} onChange={handle('from')} />
          <BoundInput a11y={a11y} bound="to" type="number" text={numberText(range.to)} onChange={handle('to')} />
        </div>
      )}
    </FieldFrame>
  );
}
