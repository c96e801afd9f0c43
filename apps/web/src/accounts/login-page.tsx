import type { TokenPair } from '@fieldbook/contract';
import { canSubmitLogin, ERROR_CODES, normalizeEmail } from '@fieldbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SystemUseNotice } from '../oversight/system-use-notice.tsx';
import { errorDestination } from '../shell/error-routing.ts';
import { isHttpError } from '../shell/http.ts';
import { PublicFrame } from '../shell/public-frame.tsx';
import { type AppEntryState, toErrorPageState, type UserNotVerifiedState } from '../shell/route-state.ts';
import { logIn } from './accounts.api.ts';
import { takeAnalyticsInsightLink } from './analytics-insight-link.ts';
import { useContinueSignIn } from './mfa/continue-sign-in.ts';
import { UnlockOfflineLink } from './offline-unlock/unlock-offline-link.tsx';
import { saveSession } from './session.ts';
import { SsoLoginButton } from './sso/sso-login-button.tsx';
import './accounts.css';

export const BAD_CREDENTIALS_MESSAGE =
  'The email and password combination entered is incorrect. Please check your email and password and try again.';
/** CJIS AC-7: the lock ends by itself after 30 minutes, on a password reset, or when an owner or manager unlocks it. */
export const ACCOUNT_LOCKED_MESSAGE =
  'Your account is locked after too many failed login attempts. Try again in 30 minutes, reset your password, or ask your agency owner or a manager to unlock it.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed login attempts for this account from here. Please wait 15 minutes, or sign in from a device you have used before.';

/** The login failures answered with an alert on the form (the others have their own page). */
function alertFor(error: Error): string | null {
  if (!isHttpError(error)) return null;
  if (error.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
  if (error.detail === ERROR_CODES.loginBadCredentials) return BAD_CREDENTIALS_MESSAGE;
  if (error.detail === ERROR_CODES.loginAccountLocked) return ACCOUNT_LOCKED_MESSAGE;
  return null;
}

/** /login (accounts.md §2.1, §4 Login, §5 Login, §8). */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [alertMessage, setAlertMessage] = useState<string | null>(null);
  const continueSignIn = useContinueSignIn();
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (answer) => continueSignIn(answer, handleLoginSuccess),
    onError: handleLoginError,
  });
  const canSubmit = canSubmitLogin(email, password) && !login.isPending;

  function handleLoginSuccess(pair: TokenPair) {
    saveSession(pair);
    queryClient.removeQueries();
    const insightLink = takeAnalyticsInsightLink();
    if (insightLink) {
      navigate(insightLink, { replace: true });
      return;
    }
    const state: AppEntryState = { isFromLogin: true };
    navigate('/app', { replace: true, state });
  }

  function handleLoginError(error: Error) {
    const message = alertFor(error);
    if (message) {
      setAlertMessage(message);
      return;
    }
    if (isHttpError(error) && error.detail === ERROR_CODES.loginUserNotVerified) {
      const state: UserNotVerifiedState = { email: normalizeEmail(email) };
      navigate('/user-not-verified', { state });
      return;
    }
    // A disabled account (USER_NOT_AN_AGENCY_MEMBER) goes to /not-member; other login errors to /error (accounts.md §8).
    const destination = errorDestination(error) ?? { to: '/error', state: toErrorPageState(error) };
    navigate(destination.to, { state: destination.state });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setAlertMessage(null);
    login.mutate({ email, password });
  }

  return (
    <PublicFrame title="Log in">
      <SystemUseNotice />
      <h1 className="page-title">Log in to Fieldbook</h1>
      <form className="login-form" onSubmit={handleSubmit} noValidate>
        {alertMessage ? (
          <p className="form-alert" role="alert">
            {alertMessage}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <p className="login-forgot">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <button type="submit" className="button button-primary button-block" disabled={!canSubmit} aria-busy={login.isPending}>
          {login.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Log in
        </button>
      </form>
      <p className="divider">
        <span>or</span>
      </p>
      <SsoLoginButton />
      <p className="login-register">
        New to Fieldbook? <Link to="/registration">Create an account</Link>
      </p>
      <UnlockOfflineLink />
    </PublicFrame>
  );
}
