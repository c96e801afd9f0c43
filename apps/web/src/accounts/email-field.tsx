import type { ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The 'Email' field of the account forms: an e-mail keyboard, filled by the browser, never capitalised or spell-checked. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField label="Email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />
  );
}
