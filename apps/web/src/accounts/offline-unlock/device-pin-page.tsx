import { useCallback, useEffect, useState } from 'react';
import { removeDevicePin } from '../../offline/device-pin.ts';
import { type PinHolder, readPinHolder } from '../../offline/device-unlock-store.ts';
import { useReportReferences } from '../../reports/wizard/use-report-references.ts';
import { useOnline } from '../../shell/use-online.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useCurrentUser } from '../current-user-context.ts';
import { readSessionInfo } from '../session.ts';
import { PIN_SETUP_FRESHNESS_MS } from '../session-limits.ts';
import { canUseDevicePin } from './can-use-device-pin.ts';
import { DevicePinForm } from './device-pin-form.tsx';
import { DEVICE_PIN_TEXTS } from './device-pin-texts.ts';
import { PasskeySection } from './passkey-section.tsx';
import './offline-unlock.css';

/** Keeps what a report needs offline in the device cache (configuration, areas, tags, colleagues), as the report page does. */
function CacheReportReferences() {
  useReportReferences(useCurrentUser());
  return null;
}

/**
 * /app/account/offline-unlock: set, change or remove this officer's device PIN (docs/decisions.md, offline unlock).
 * Setting or changing needs a sign-in within the last 5 minutes; removing does not.
 */
export default function DevicePinPage() {
  usePageTitle(DEVICE_PIN_TEXTS.title);
  const me = useCurrentUser();
  const isOnline = useOnline();
  const [holder, setHolder] = useState<PinHolder | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const reload = useCallback(() => readPinHolder(me.email).then(setHolder), [me.email]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const signedInAt = readSessionInfo()?.signedInAt ?? 0;
  const isFresh = Date.now() - signedInAt <= PIN_SETUP_FRESHNESS_MS;
  const isAllowed = canUseDevicePin(me);

  async function handleRemove() {
    await removeDevicePin(me.email);
    setNotice(DEVICE_PIN_TEXTS.removed);
    await reload();
  }

  async function handleSaved() {
    setNotice(DEVICE_PIN_TEXTS.saved);
    await reload();
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {DEVICE_PIN_TEXTS.title}
      </h1>
      <p className="page-hint">{DEVICE_PIN_TEXTS.hint}</p>
      <p className="device-pin-notice" role="status">
        {notice}
      </p>
      {holder === undefined ? (
        <p role="status">{DEVICE_PIN_TEXTS.loading}</p>
      ) : (
        <>
          <p className="device-pin-status">{holder ? DEVICE_PIN_TEXTS.isSet : DEVICE_PIN_TEXTS.isNotSet}</p>
          {!isAllowed ? (
            <p>{DEVICE_PIN_TEXTS.notAllowed}</p>
          ) : !isOnline ? (
            <p>{DEVICE_PIN_TEXTS.needsConnection}</p>
          ) : !isFresh ? (
            <p>{DEVICE_PIN_TEXTS.needsFreshLogin}</p>
          ) : (
            <>
              <CacheReportReferences />
              <DevicePinForm
                owner={{ email: me.email, name: me.name, signedInAt }}
                submitLabel={holder ? DEVICE_PIN_TEXTS.change : DEVICE_PIN_TEXTS.set}
                onSaved={handleSaved}
              />
            </>
          )}
          {holder && isAllowed ? (
            <PasskeySection
              holder={holder}
              canAdd={isOnline && isFresh}
              onChanged={(text) => {
                setNotice(text);
                void reload();
              }}
            />
          ) : null}
          {holder ? (
            <p className="page-actions">
              <button type="button" className="button button-secondary" onClick={handleRemove}>
                {DEVICE_PIN_TEXTS.remove}
              </button>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
