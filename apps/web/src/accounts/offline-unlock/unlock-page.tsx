import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { unlockWithPasskey } from '../../offline/device-passkey.ts';
import { type UnlockResult, unlockWithPin } from '../../offline/device-pin.ts';
import { listPinHolders, type PinHolder } from '../../offline/device-unlock-store.ts';
import { PublicFrame } from '../../shell/public-frame.tsx';
import { readState } from '../../shell/route-state.ts';
import { useNetworkOnline } from '../../shell/use-online.ts';
import { hasSession, startOfflineUnlock } from '../session.ts';
import type { UnlockPageState } from './unlock-page-state.ts';
import { UNLOCK_TEXTS, wrongPinText } from './unlock-texts.ts';
import '../accounts.css';
import './offline-unlock.css';

/** The pages an offline unlock may lead to (the others need the server). */
const OFFLINE_PAGES = new Set(['/app/report', '/app/business-card']);

/**
 * /unlock: reopen Fieldbook on this device without a connection (docs/decisions.md, offline unlock). The officers who
 * set a device PIN here are listed; the right PIN opens the app in offline mode, where reports go to the outbox and
 * wait for an online login to upload.
 */
export default function UnlockPage() {
  const { state } = useLocation();
  const { from, limit } = readState<UnlockPageState>(state);
  const [holders, setHolders] = useState<PinHolder[] | null>(null);
  const [isErased, setIsErased] = useState(false);
  useEffect(() => {
    void listPinHolders().then(setHolders);
  }, []);

  if (hasSession()) return <Navigate to="/app" replace />;
  return (
    <PublicFrame title={UNLOCK_TEXTS.title}>
      <h1 className="page-title">{UNLOCK_TEXTS.title}</h1>
      {limit ? (
        <p className="unlock-notice" role="status">
          {limit === 'idle' ? UNLOCK_TEXTS.lockedIdle : UNLOCK_TEXTS.windowClosed}
        </p>
      ) : null}
      {isErased ? (
        <p className="form-alert" role="alert">
          {UNLOCK_TEXTS.erased}
        </p>
      ) : null}
      {holders === null ? (
        <p role="status">{UNLOCK_TEXTS.loading}</p>
      ) : holders.length === 0 ? (
        <p className="page-hint">{UNLOCK_TEXTS.noHolder}</p>
      ) : (
        <UnlockForm
          holders={holders}
          to={from && OFFLINE_PAGES.has(from) ? from : '/app/report'}
          onErased={(remaining) => {
            setIsErased(true);
            setHolders(remaining);
          }}
        />
      )}
      <LoginLink />
    </PublicFrame>
  );
}

function LoginLink() {
  if (!useNetworkOnline()) return null;
  return (
    <p className="login-register">
      <Link to="/login">{UNLOCK_TEXTS.logIn}</Link>
    </p>
  );
}

interface UnlockFormProps {
  holders: PinHolder[];
  to: string;
  onErased: (holders: PinHolder[]) => void;
}

function UnlockForm({ holders, to, onErased }: UnlockFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(holders[0]?.email ?? '');
  const [pin, setPin] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const holder = holders.find((candidate) => candidate.email === email) ?? holders[0];
  if (!holder) return null;

  async function check(unlock: (email: string) => Promise<UnlockResult | { kind: 'cancelled' }>) {
    if (!holder || isChecking) return;
    setIsChecking(true);
    setAlert(null);
    const result = await unlock(holder.email).catch(() => null);
    setIsChecking(false);
    setPin('');
    if (result?.kind === 'unlocked') {
      queryClient.removeQueries();
      startOfflineUnlock(holder.email, result.signedInAt);
      navigate(to, { replace: true });
      return;
    }
    if (result?.kind === 'wrong') setAlert(wrongPinText(result.attemptsLeft));
    else if (result?.kind === 'expired') setAlert(UNLOCK_TEXTS.windowClosed);
    else if (result?.kind === 'erased' || result?.kind === 'no-pin') onErased(await listPinHolders());
    else if (result?.kind === 'cancelled') setAlert(UNLOCK_TEXTS.passkeyCancelled);
    else setAlert(UNLOCK_TEXTS.failed);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pin !== '') void check((email) => unlockWithPin(email, pin));
  }

  return (
    <form className="unlock-form" onSubmit={handleSubmit} noValidate>
      <p className="page-hint">{UNLOCK_TEXTS.hint}</p>
      {holders.length > 1 ? (
        <fieldset className="unlock-holders">
          <legend>{UNLOCK_TEXTS.officer}</legend>
          {holders.map((candidate) => (
            <label key={candidate.email} className="unlock-holder">
              <input
                type="radio"
                name="officer"
                value={candidate.email}
                checked={candidate.email === holder.email}
                onChange={() => {
                  setEmail(candidate.email);
                  setAlert(null);
                }}
              />
              <span>
                {candidate.name} <span className="unlock-email">{candidate.email}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="unlock-officer">
          <strong>{holder.name}</strong> <span className="unlock-email">{holder.email}</span>
        </p>
      )}
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      {holder.isWindowClosed ? (
        <p className="form-alert" role="alert">
          {UNLOCK_TEXTS.windowClosed}
        </p>
      ) : (
        <>
          {holder.hasPasskey ? (
            <p>
              <button
                type="button"
                className="button button-primary button-block"
                disabled={isChecking}
                onClick={() => void check(unlockWithPasskey)}
              >
                {UNLOCK_TEXTS.passkey}
              </button>
            </p>
          ) : null}
          <div className="field">
            <label htmlFor={`${id}-pin`}>{UNLOCK_TEXTS.pinLabel}</label>
            <input
              id={`${id}-pin`}
              name="pin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            />
          </div>
          <button
            type="submit"
            className={holder.hasPasskey ? 'button button-secondary button-block' : 'button button-primary button-block'}
            disabled={pin === '' || isChecking}
            aria-busy={isChecking}
          >
            {isChecking ? <span className="spinner" aria-hidden="true" /> : null}
            {UNLOCK_TEXTS.unlock}
          </button>
        </>
      )}
    </form>
  );
}
