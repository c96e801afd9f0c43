import { normalizeEmail } from '@fieldbook/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PublicFrame } from '../shell/public-frame.tsx';
import { requestPasswordReset } from './accounts.api.ts';
import { EmailField } from './email-field.tsx';
import { useEmailRequest } from './use-email-request.ts';
import './accounts.css';

/** /forgot-password (accounts.md §2.1, §5): the e-mail, its format check, then 'Email sent'. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const { request, emailError, setEmailError, submit } = useEmailRequest(requestPasswordReset);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '' || request.isPending) return;
    submit(email);
  }

  if (request.isSuccess) {
    return (
      <PublicFrame title="Email sent">
        <div role="status">
          <h1 className="page-title">Email sent</h1>
          <p className="page-hint">
            {`If an account exists for ${normalizeEmail(email)}, we sent it a link to reset your password. The link works for one hour.`}
          </p>
        </div>
        <p className="page-actions">
          <Link className="button button-primary" to="/login">
            Back to Log in
          </Link>
        </p>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame title="Forgot Password">
      <h1 className="page-title">Forgot Password</h1>
      <p className="page-hint">Enter the email of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={handleSubmit} noValidate>
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            setEmailError(null);
          }}
          error={emailError}
        />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={email.trim() === '' || request.isPending}
          aria-busy={request.isPending}
        >
          {request.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Send Email
        </button>
      </form>
      <p className="page-actions">
        <Link className="login-link" to="/login">
          Back to Log in
        </Link>
      </p>
    </PublicFrame>
  );
}
