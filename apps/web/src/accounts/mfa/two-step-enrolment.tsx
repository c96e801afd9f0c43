import type { MfaEnrolmentResponse } from '@fieldbook/contract';
import { isTotpCode, MFA_MESSAGES } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { QrCode } from '../../reports/wizard/qr-code.tsx';
import { CodeField } from './code-field.tsx';
import { confirmMfaEnrolment, startMfaEnrolment } from './mfa.api.ts';
import { mfaErrorMessage } from './mfa-messages.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

/** The key in groups of four, as authenticator apps show it when typed by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Turning two-step verification on: a new secret as a QR code and as text (typed by hand, read by a screen reader),
 * the app's first code to confirm, then the recovery codes once. `onFinished` when the person is done with them.
 */
export function TwoStepEnrolment({ onFinished, onFailure }: { onFinished: () => void; onFailure: (error: unknown) => void }) {
  const [enrolment, setEnrolment] = useState<MfaEnrolmentResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [alertMessage, setAlertMessage] = useState<string | null>(null);
  const start = useMutation({ mutationFn: startMfaEnrolment, onSuccess: setEnrolment, onError: onFailure });
  const confirm = useMutation({
    mutationFn: confirmMfaEnrolment,
    onSuccess: (answer) => setCodes(answer.recovery_codes),
    onError: (error) => {
      const message = mfaErrorMessage(error);
      if (message) setAlertMessage(message);
      else onFailure(error);
    },
  });

  function handleConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!isTotpCode(code)) {
      setAlertMessage(MFA_MESSAGES.totpCode);
      return;
    }
    setAlertMessage(null);
    confirm.mutate(code);
  }

  if (codes) return <RecoveryCodes codes={codes} onDone={onFinished} />;
  if (!enrolment) {
    return (
      <div className="mfa-start">
        <p className="page-hint">
          Two-step verification asks for a code from an authenticator app on your phone (such as Microsoft Authenticator or Google
          Authenticator) each time you log in, after your password.
        </p>
        <button type="button" className="button button-primary" onClick={() => start.mutate()} disabled={start.isPending}>
          Set up two-step verification
        </button>
      </div>
    );
  }
  return (
    <form className="mfa-enrol" onSubmit={handleConfirm} noValidate>
      <h2 className="mfa-heading">1. Add Fieldbook to your authenticator app</h2>
      <p className="page-hint">Scan this QR code with the app.</p>
      <QrCode value={enrolment.otpauth_uri} label="QR code to add Fieldbook to your authenticator app" size={180} />
      <p className="page-hint" id="mfa-secret-hint">
        Or enter this key in the app by hand:
      </p>
      <p className="mfa-secret" aria-describedby="mfa-secret-hint">
        <code>{groupSecret(enrolment.secret)}</code>
      </p>
      <h2 className="mfa-heading">2. Enter the code the app shows</h2>
      {alertMessage ? (
        <p className="form-alert" role="alert">
          {alertMessage}
        </p>
      ) : null}
      <CodeField id="mfa-enrol-code" value={code} onChange={setCode} />
      <button
        type="submit"
        className="button button-primary"
        disabled={code.trim() === '' || confirm.isPending}
        aria-busy={confirm.isPending}
      >
        Turn on
      </button>
    </form>
  );
}
