import { useState } from 'react';
import { FieldFrame, inputA11y } from './field-frame.tsx';
import { typedTimeIssue, typedTimeValue } from './typed-time.ts';

interface TimeBoxProps {
  label: string;
  /** The draft's value: 'HH:mm' once it reads as a time, else the text as typed. */
  value: string;
  /** The typed text as the draft should keep it (typedTimeValue): a time is 'HH:mm' at once. */
  onChange: (value: string) => void;
  isRequired?: boolean | undefined;
  hint?: string | undefined;
  disabledMessage?: string | null | undefined;
  /** The engine's message for the field. */
  issue?: string | undefined;
  /** The field's report path (a returned report's note on it, issue 25). */
  path?: string | undefined;
}

/**
 * A 24-hour time typed the way people type it ('7:05', '705', '7.05', '1930'): the text stays as typed while the
 * box has focus (nothing is inserted under the cursor), the draft gets the time it reads as at once, and on leaving
 * the box shows it as 'HH:mm'. A numeric keypad on phones; an hour or minute that cannot exist gets a clear message.
 */
export function TimeBox({ label, value, onChange, isRequired, hint, disabledMessage, issue, path }: TimeBoxProps) {
  // What the officer is typing, while the box has focus; null shows the draft's value.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? value;

  function handleChange(text: string) {
    setTyped(text);
    onChange(typedTimeValue(text));
  }

  return (
    <FieldFrame
      label={label}
      isRequired={isRequired}
      hint={hint}
      disabledMessage={disabledMessage}
      issue={typedTimeIssue(shown) ?? issue}
      path={path}
    >
      {(a11y) => (
        <input
          {...inputA11y(a11y)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:mm"
          maxLength={5}
          value={shown}
          onChange={(event) => handleChange(event.target.value)}
          onBlur={() => setTyped(null)}
        />
      )}
    </FieldFrame>
  );
}
