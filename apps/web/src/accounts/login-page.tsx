import type { TokenPair } from '@fieldbook/contract';
import { canSubmitLogin, ERROR_CODES, normalizeEmail } from '@fieldbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isHttpError } from '../shell/http.ts';
import { PublicFrame } from '../shell/public-frame.tsx';
import { type AppEntryState, toErrorPageState, type UserNotVerifiedState } from '../shell/route-state.ts';
import { logIn } from './accounts.api.ts';
import { takeAnalyticsInsightLink } from './analytics-insight-link.ts';
import { saveSession } from './session.ts';
import { SsoLoginButton } from './sso/sso-login-button.tsx';
import './accounts.css';

export const BAD_CREDENTIALS_MESSAGE =
  'The email and password combination entered is incorrect. Please check your email and password and try again.';

/** /login (accounts.md §2.1, §4 Login, §5 Login, §8). */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isBadCredentials, setIsBadCredentials] = useState(false);
  const login = useMutation({ mutationFn: logIn, onSuccess: handleLoginSuccess, onError: handleLoginError });
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
    if (isHttpError(error) && error.detail === ERROR_CODES.loginBadCredentials) {
      setIsBadCredentials(true);
      return;
    }
    if (isHttpError(error) && error.detail === ERROR_CODES.loginUserNotVerified) {
      const state: UserNotVerifiedState = { email: normalizeEmail(email) };
      navigate('/user-not-verified', { state });
      return;
    }
    navigate('/error', { state: toErrorPageState(error) });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setIsBadCredentials(false);
    login.mutate({ email, password });
  }

  return (
    <PublicFrame title="Log in">
      <h1 className="page-title">Log in to Fieldbook</h1>
      <form className="login-form" onSubmit={handleSubmit} noValidate>
        {isBadCredentials ? (
          <p className="form-alert" role="alert">
            {BAD_CREDENTIALS_MESSAGE}
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
    </PublicFrame>
  );
}
