import { ACCOUNT_MESSAGES, ERROR_CODES, PASSWORD_MIN_LENGTH, passwordIssue } from '@fieldbook/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorDestination } from '../shell/error-routing.ts';
import { isHttpError } from '../shell/http.ts';
import { PublicFrame } from '../shell/public-frame.tsx';
import { resetPassword } from './accounts.api.ts';
import { TextField } from './text-field.tsx';
import './accounts.css';

const REQUIRED = 'This field is required.';

interface ResetErrors {
  password?: string | undefined;
  confirmation?: string | undefined;
}

/** Both fields required, the password rule, and equal (accounts.md §5 Reset password). */
export function checkReset(password: string, confirmation: string): ResetErrors {
  const errors: ResetErrors = {};
  if (password === '') errors.password = REQUIRED;
  else {
    const issue = passwordIssue(password);
    if (issue) errors.password = issue;
  }
  if (confirmation === '') errors.confirmation = REQUIRED;
  else if (password !== '' && confirmation !== password) errors.confirmation = ACCOUNT_MESSAGES.passwordMismatch;
  return errors;
}

/** /reset-password?token= (accounts.md §2.1): new password and its confirmation; the link works once. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [isLinkBad, setIsLinkBad] = useState(token === '');
  const reset = useMutation({ mutationFn: resetPassword, onError: handleError });

  function handleError(error: Error) {
    if (isHttpError(error) && error.detail === ERROR_CODES.resetPasswordBadToken) {
      setIsLinkBad(true);
      return;
    }
    const passwordError = isHttpError(error) ? error.errors.find((issue) => issue.path === 'body.password') : undefined;
    if (passwordError) {
      setErrors({ password: passwordError.message });
      return;
    }
    const destination = errorDestination(error);
    if (destination) navigate(destination.to, { state: destination.state });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const found = checkReset(password, confirmation);
    setErrors(found);
    if (found.password || found.confirmation) return;
    reset.mutate({ token, password });
  }

  if (reset.isSuccess || isLinkBad) {
    const title = reset.isSuccess ? 'Password changed' : 'This link does not work anymore';
    const hint = reset.isSuccess
      ? 'Your new password is set and you were logged out on every device. Log in with your new password.'
      : 'Password reset links work once, for one hour. Ask for a new one.';
    return (
      <PublicFrame title={title}>
        <div role={reset.isSuccess ? 'status' : 'alert'}>
          <h1 className="page-title">{title}</h1>
          <p className="page-hint">{hint}</p>
        </div>
        <p className="page-actions form-buttons">
          {reset.isSuccess ? null : (
            <Link className="button button-secondary" to="/forgot-password">
              Forgot Password
            </Link>
          )}
          <Link className="button button-primary" to="/login">
            {reset.isSuccess ? 'Log in' : 'Back to Log in'}
          </Link>
        </p>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame title="Reset Password">
      <h1 className="page-title">Reset Password</h1>
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A long passphrase of a few words is best.`}
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          error={errors.confirmation}
        />
        <button type="submit" className="button button-primary button-block" disabled={reset.isPending} aria-busy={reset.isPending}>
          {reset.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Reset Password
        </button>
      </form>
    </PublicFrame>
  );
}
