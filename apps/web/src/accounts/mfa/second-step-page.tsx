import { isRecoveryCode, isTotpCode, MFA_MESSAGES } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PublicFrame } from '../../shell/public-frame.tsx';
import { useEnterApp } from '../sso/use-enter-app.ts';
import { CodeField } from './code-field.tsx';
import type { SecondStepState } from './continue-sign-in.ts';
import { finishMfaLogin } from './mfa.api.ts';
import { MFA_TEXTS, mfaErrorMessage } from './mfa-messages.ts';
import './mfa.css';

/** /login/two-step: the code after a right password or a single sign-on, then the app as a login enters it. */
export default function SecondStepPage() {
  const location = useLocation();
  const mfaToken = (location.state as SecondStepState | null)?.mfaToken;
  const enterApp = useEnterApp();
  const [code, setCode] = useState('');
  const [isRecovery, setIsRecovery] = useState(false);
  const [alertMessage, setAlertMessage] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: finishMfaLogin,
    onSuccess: (tokens) => enterApp(tokens),
    onError: (error) => setAlertMessage(mfaErrorMessage(error) ?? MFA_TEXTS.genericError),
  });
  if (!mfaToken) return <Navigate to="/login" replace />;

  const isShapeRight = isRecovery ? isRecoveryCode(code) : isTotpCode(code);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending || !mfaToken) return;
    if (!isShapeRight) {
      setAlertMessage(isRecovery ? MFA_MESSAGES.recoveryCode : MFA_MESSAGES.totpCode);
      return;
    }
    setAlertMessage(null);
    verify.mutate({ mfa_token: mfaToken, code });
  }

  function handleSwitch() {
    setIsRecovery(!isRecovery);
    setCode('');
    setAlertMessage(null);
  }

  return (
    <PublicFrame title={MFA_TEXTS.title}>
      <h1 className="page-title">{MFA_TEXTS.title}</h1>
      <form className="login-form" onSubmit={handleSubmit} noValidate>
        {alertMessage ? (
          <p className="form-alert" role="alert">
            {alertMessage}
          </p>
        ) : null}
        <CodeField
          id="second-step-code"
          value={code}
          onChange={setCode}
          isRecovery={isRecovery}
          hint={isRecovery ? MFA_TEXTS.recoveryHint : MFA_TEXTS.codeHint}
        />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={code.trim() === '' || verify.isPending}
          aria-busy={verify.isPending}
        >
          {verify.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {MFA_TEXTS.verify}
        </button>
      </form>
      <p className="mfa-switch">
        <button type="button" className="button button-quiet" onClick={handleSwitch}>
          {isRecovery ? MFA_TEXTS.useApp : MFA_TEXTS.useRecovery}
        </button>
      </p>
      <p className="login-register">
        <Link to="/login" replace>
          Back to Log in
        </Link>
      </p>
    </PublicFrame>
  );
}
