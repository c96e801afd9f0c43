import { isValidEmail, normalizeEmail } from '@fieldbook/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { requestVerifyToken } from './accounts.api.ts';
import { EmailField } from './email-field.tsx';
import { useEmailRequest } from './use-email-request.ts';
import { noteVerificationMailSent, secondsUntilVerificationMail, verificationPauseText } from './verification-cooldown.ts';

function sentNotice(knownEmail: string | undefined, email: string): string {
  const address = normalizeEmail(email);
  return knownEmail
    ? `We sent the verification link to ${address}. It can take a few minutes to arrive.`
    : `If ${address} has an account waiting for verification, we sent it the link. It can take a few minutes to arrive.`;
}

/** Seconds before another mail to `email` may be asked for, counting down once a second while it runs. */
function useVerificationPause(email: string): { secondsLeft: number; restart: () => void } {
  const [now, setNow] = useState(Date.now);
  const secondsLeft = email.trim() === '' ? 0 : secondsUntilVerificationMail(email, now);
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, restart: () => setNow(Date.now()) };
}

/**
 * 'Resend verification email' (accounts.md §2.2): to the e-mail the page was given, or to one the user types.
 * The server answers the same whether or not the account exists, so the confirmation does too. Within 60 s of a mail
 * this tab asked for (registration included), no second one is sent (decisions.md): the button waits, saying how long.
 */
export function ResendVerification({ email: knownEmail }: { email?: string | undefined }) {
  const [typedEmail, setTypedEmail] = useState('');
  const email = knownEmail ?? typedEmail;
  const pause = useVerificationPause(email);
  const {
    request: resend,
    emailError,
    submit,
  } = useEmailRequest(async (address) => {
    await requestVerifyToken(address);
    noteVerificationMailSent(address);
    pause.restart();
  });
  const isSentToThis = resend.isSuccess && resend.variables !== undefined && normalizeEmail(resend.variables) === normalizeEmail(email);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pause.secondsLeft > 0) return;
    submit(email);
  }

  return (
    <form className="resend-verification" onSubmit={handleSubmit} noValidate>
      {knownEmail ? null : <EmailField value={typedEmail} onChange={setTypedEmail} error={emailError} />}
      <button
        type="submit"
        className="button button-secondary button-block"
        disabled={resend.isPending || email.trim() === '' || pause.secondsLeft > 0}
        aria-busy={resend.isPending}
        aria-describedby="resend-verification-pause"
      >
        {resend.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Resend verification email
      </button>
      <p className="form-notice" role="status" aria-live="polite">
        {isSentToThis ? sentNotice(knownEmail, email) : ''}
      </p>
      <p id="resend-verification-pause" className="form-notice">
        {pause.secondsLeft > 0 && isValidEmail(email) ? verificationPauseText(pause.secondsLeft) : ''}
      </p>
    </form>
  );
}
