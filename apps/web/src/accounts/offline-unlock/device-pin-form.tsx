import { type FormEvent, useId, useState } from 'react';
import { type PinOwner, pinProblem, setDevicePin } from '../../offline/device-pin.ts';
import { DEVICE_PIN_TEXTS } from './device-pin-texts.ts';

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** The new PIN twice; the rules run on Save (6 to 12 digits, not guessable, the same twice). */
export function DevicePinForm({ owner, submitLabel, onSaved }: { owner: PinOwner; submitLabel: string; onSaved: () => void }) {
  const id = useId();
  const [pin, setPin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const found = pinProblem(pin, confirmation);
    setProblem(found);
    if (found) return;
    setIsSaving(true);
    try {
      await setDevicePin(owner, pin);
      setPin('');
      setConfirmation('');
      onSaved();
    } catch {
      setProblem(DEVICE_PIN_TEXTS.notSaved);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="device-pin-form" onSubmit={handleSubmit} noValidate>
      {problem ? (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-pin`}>{DEVICE_PIN_TEXTS.newPin}</label>
        <input
          id={`${id}-pin`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          aria-describedby={`${id}-hint`}
          value={pin}
          onChange={(event) => setPin(digitsOnly(event.target.value))}
        />
        <span id={`${id}-hint`} className="field-hint">
          {DEVICE_PIN_TEXTS.pinHint}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>{DEVICE_PIN_TEXTS.confirmPin}</label>
        <input
          id={`${id}-confirm`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={confirmation}
          onChange={(event) => setConfirmation(digitsOnly(event.target.value))}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={isSaving} aria-busy={isSaving}>
        {isSaving ? <span className="spinner" aria-hidden="true" /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
