import type { MfaDisableRequest, MfaStatusResponse } from '@fieldbook/contract';
import { isRecoveryCode, isTotpCode, MFA_MESSAGES } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CodeField } from './code-field.tsx';
import { disableMfa, regenerateRecoveryCodes } from './mfa.api.ts';
import { mfaErrorMessage } from './mfa-messages.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

interface ManageProps {
  status: MfaStatusResponse;
  onChanged: () => void;
  onFailure: (error: unknown) => void;
}

/** Two-step verification is on: new recovery codes after a current code, or turning it off with a code or the password. */
export function TwoStepManage({ status, onChanged, onFailure }: ManageProps) {
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          onChanged();
        }}
      />
    );
  }
  return (
    <>
      <p className="mfa-state">
        <strong>Two-step verification is on.</strong> Recovery codes left: {status.recovery_codes_left}
      </p>
      <CodeForm
        id="mfa-regenerate"
        title="New recovery codes"
        hint="Enter a code from your authenticator app. Your old recovery codes stop working."
        action="Get new recovery codes"
        submit={(code) => regenerateRecoveryCodes(code).then((answer) => setCodes(answer.recovery_codes))}
        onFailure={onFailure}
      />
      <DisableForm isRequired={status.is_required} onDisabled={onChanged} onFailure={onFailure} />
    </>
  );
}

interface CodeFormProps {
  id: string;
  title: string;
  hint: string;
  action: string;
  submit: (code: string) => Promise<unknown>;
  onFailure: (error: unknown) => void;
}

function CodeForm({ id, title, hint, action, submit, onFailure }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [alertMessage, setAlertMessage] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: () => setCode(''),
    onError: (error) => {
      const message = mfaErrorMessage(error);
      if (message) setAlertMessage(message);
      else onFailure(error);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!isTotpCode(code)) {
      setAlertMessage(MFA_MESSAGES.totpCode);
      return;
    }
    setAlertMessage(null);
    mutation.mutate(code);
  }

  return (
    <form className="mfa-section" onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mfa-heading">
        {title}
      </h2>
      {alertMessage ? (
        <p className="form-alert" role="alert">
          {alertMessage}
        </p>
      ) : null}
      <CodeField id={`${id}-code`} value={code} onChange={setCode} hint={hint} />
      <button type="submit" className="button button-secondary" disabled={code.trim() === '' || mutation.isPending}>
        {action}
      </button>
    </form>
  );
}

/** Turning off: a current code, or the password for someone without their phone at hand. */
function DisableForm({
  isRequired,
  onDisabled,
  onFailure,
}: {
  isRequired: boolean;
  onDisabled: () => void;
  onFailure: (error: unknown) => void;
}) {
  const [isWithRecovery, setIsWithRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [alertMessage, setAlertMessage] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (proof: MfaDisableRequest) => disableMfa(proof),
    onSuccess: onDisabled,
    onError: (error) => {
      const message = mfaErrorMessage(error);
      if (message) setAlertMessage(message);
      else onFailure(error);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (isWithRecovery ? !isRecoveryCode(value) : !isTotpCode(value)) {
      setAlertMessage(isWithRecovery ? MFA_MESSAGES.recoveryCode : MFA_MESSAGES.totpCode);
      return;
    }
    setAlertMessage(null);
    mutation.mutate({ code: value });
  }

  return (
    <form className="mfa-section" onSubmit={handleSubmit} noValidate aria-labelledby="mfa-disable-title">
      <h2 id="mfa-disable-title" className="mfa-heading">
        Turn off two-step verification
      </h2>
      {isRequired ? <p className="form-notice">Your agency requires two-step verification: you will have to set it up again.</p> : null}
      {alertMessage ? (
        <p className="form-alert" role="alert">
          {alertMessage}
        </p>
      ) : null}
      <CodeField id="mfa-disable-code" value={value} onChange={setValue} isRecovery={isWithRecovery} />
      <div className="mfa-actions">
        <button type="submit" className="button button-secondary" disabled={value === '' || mutation.isPending}>
          Turn off
        </button>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            setIsWithRecovery(!isWithRecovery);
            setValue('');
            setAlertMessage(null);
          }}
        >
          {isWithRecovery ? 'Use a code instead' : 'Use a recovery code instead'}
        </button>
      </div>
    </form>
  );
}
