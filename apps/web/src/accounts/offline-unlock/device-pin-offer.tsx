import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { readPinHolder } from '../../offline/device-unlock-store.ts';
import { STORAGE_KEYS } from '../../shell/storage-keys.ts';
import { DEVICE_PIN_PATH } from './device-pin-path.ts';
import { DEVICE_PIN_TEXTS } from './device-pin-texts.ts';
import './offline-unlock.css';

const dismissedKey = (email: string) => `${STORAGE_KEYS.pinOfferDismissed}:${email}`;

/**
 * Right after a login on a phone: the offer to set a device PIN, so the officer can reopen Fieldbook offline.
 * Not shown once a PIN is set here, or after 'Not now' on this device.
 */
export default function DevicePinOffer({ email }: { email: string }) {
  const id = useId();
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (localStorage.getItem(dismissedKey(email))) return;
    let isCurrent = true;
    void readPinHolder(email).then((holder) => {
      if (isCurrent) setIsShown(holder === null);
    });
    return () => {
      isCurrent = false;
    };
  }, [email]);
  if (!isShown) return null;

  function handleLater() {
    localStorage.setItem(dismissedKey(email), new Date().toISOString());
    setIsShown(false);
  }

  return (
    <aside className="pin-offer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{DEVICE_PIN_TEXTS.offerTitle}</h2>
      <p>{DEVICE_PIN_TEXTS.offerText}</p>
      <div className="offline-mode-actions">
        <Link className="button button-primary" to={DEVICE_PIN_PATH}>
          {DEVICE_PIN_TEXTS.offerSet}
        </Link>
        <button type="button" className="button button-secondary" onClick={handleLater}>
          {DEVICE_PIN_TEXTS.offerLater}
        </button>
      </div>
    </aside>
  );
}
