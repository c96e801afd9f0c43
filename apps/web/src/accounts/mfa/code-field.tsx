import { MFA_TEXTS } from './mfa-messages.ts';

interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A recovery code (letters and digits) instead of the authenticator's 6 digits. */
  isRecovery?: boolean;
  label?: string;
  hint?: string;
}

/** The code input: the phone's one-time-code autofill and a number pad for authenticator codes. */
export function CodeField({ id, value, onChange, isRecovery = false, label, hint }: CodeFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label ?? (isRecovery ? MFA_TEXTS.recoveryLabel : MFA_TEXTS.codeLabel)}</label>
      {hint ? (
        <p id={hintId} className="page-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={isRecovery ? 'recovery-code' : 'one-time-code'}
        type="text"
        className="mfa-code-input"
        autoComplete={isRecovery ? 'off' : 'one-time-code'}
        inputMode={isRecovery ? 'text' : 'numeric'}
        autoCapitalize={isRecovery ? 'characters' : 'none'}
        spellCheck={false}
        maxLength={isRecovery ? 11 : 7}
        aria-describedby={hint ? hintId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
