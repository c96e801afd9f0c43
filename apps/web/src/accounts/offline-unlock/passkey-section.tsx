import { useEffect, useId, useState } from 'react';
import { addDevicePasskey, hasPlatformAuthenticator, removeDevicePasskey } from '../../offline/device-passkey.ts';
import type { PinHolder } from '../../offline/device-unlock-store.ts';
import { DEVICE_PIN_TEXTS } from './device-pin-texts.ts';

interface PasskeySectionProps {
  holder: PinHolder;
  /** Turning it on needs what a PIN needs: the network and a login within 5 minutes. */
  canAdd: boolean;
  onChanged: (notice: string) => void;
}

/** Fingerprint or face unlock beside the PIN, where the device has a platform authenticator. */
export function PasskeySection({ holder, canAdd, onChanged }: PasskeySectionProps) {
  const id = useId();
  const [isAvailable, setIsAvailable] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void hasPlatformAuthenticator().then(setIsAvailable);
  }, []);
  if (!isAvailable && !holder.hasPasskey) return null;

  async function handleAdd() {
    setIsBusy(true);
    setProblem(null);
    const result = await addDevicePasskey(holder).catch(() => 'cancelled' as const);
    setIsBusy(false);
    if (result === 'added') onChanged(DEVICE_PIN_TEXTS.passkeyAdded);
    else setProblem(result === 'no-prf' ? DEVICE_PIN_TEXTS.passkeyNoPrf : DEVICE_PIN_TEXTS.passkeyNotAdded);
  }

  async function handleRemove() {
    await removeDevicePasskey(holder.email);
    onChanged(DEVICE_PIN_TEXTS.passkeyRemoved);
  }

  return (
    <section className="device-passkey" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="device-passkey-title">
        {DEVICE_PIN_TEXTS.passkeyTitle}
      </h2>
      <p>{holder.hasPasskey ? DEVICE_PIN_TEXTS.passkeyIsOn : DEVICE_PIN_TEXTS.passkeyHint}</p>
      {problem ? (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      ) : null}
      {holder.hasPasskey ? (
        <button type="button" className="button button-secondary" onClick={handleRemove}>
          {DEVICE_PIN_TEXTS.passkeyRemove}
        </button>
      ) : canAdd ? (
        <button type="button" className="button button-primary" onClick={handleAdd} disabled={isBusy} aria-busy={isBusy}>
          {DEVICE_PIN_TEXTS.passkeyAdd}
        </button>
      ) : null}
    </section>
  );
}
