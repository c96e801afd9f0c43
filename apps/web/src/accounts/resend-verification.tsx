import { normalizeEmail } from '@fieldbook/domain';
import { type FormEvent, useState } from 'react';
import { requestVerifyToken } from './accounts.api.ts';
import { EmailField } from './email-field.tsx';
import { useEmailRequest } from './use-email-request.ts';

function sentNotice(knownEmail: string | undefined, email: string): string {
  const address = normalizeEmail(email);
  return knownEmail
    ? `We sent the verification link to ${address}. It can take a few minutes to arrive.`
    : `If ${address} has an account waiting for verification, we sent it the link. It can take a few minutes to arrive.`;
}

/**
 * 'Resend verification email' (accounts.md §2.2): to the e-mail the page was given, or to one the user types.
 * The server answers the same whether or not the account exists, so the confirmation does too.
 */
export function ResendVerification({ email: knownEmail }: { email?: string | undefined }) {
  const [typedEmail, setTypedEmail] = useState('');
  const { request: resend, emailError, submit } = useEmailRequest(requestVerifyToken);
  const email = knownEmail ?? typedEmail;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(email);
  }

  return (
    <form className="resend-verification" onSubmit={handleSubmit} noValidate>
      {knownEmail ? null : <EmailField value={typedEmail} onChange={setTypedEmail} error={emailError} />}
      <button
        type="submit"
        className="button button-secondary button-block"
        disabled={resend.isPending || email.trim() === ''}
        aria-busy={resend.isPending}
      >
        {resend.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Resend verification email
      </button>
      <p className="form-notice" role="status" aria-live="polite">
        {resend.isSuccess ? sentNotice(knownEmail, email) : ''}
      </p>
    </form>
  );
}
