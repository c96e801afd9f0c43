import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorDestination } from '../../shell/error-routing.ts';
import { isHttpError } from '../../shell/http.ts';
import { PublicFrame } from '../../shell/public-frame.tsx';
import type { UserNotVerifiedState } from '../../shell/route-state.ts';
import { useContinueSignIn } from '../mfa/continue-sign-in.ts';
import type { CompleteYourInformationState } from './complete-your-information-page.tsx';
import { finishSso, type SsoLoginResult } from './sso.api.ts';
import { SSO_MESSAGE_BY_DETAIL, SSO_MESSAGES } from './sso-messages.ts';
import { useEnterApp } from './use-enter-app.ts';
import './sso.css';

/**
 * /login-verification, where the provider sends the browser back (accounts.md §2.1): hands the answer to the server
 * once, then enters the app, or goes to /complete-your-information on 404 USER_NOT_EXIST (accounts.md §8).
 */
export default function LoginVerificationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const enterApp = useEnterApp();
  const continueSignIn = useContinueSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // The provider's code works once: never send it twice (React runs effects twice in development).
  const hasSent = useRef(false);

  useEffect(() => {
    if (hasSent.current) return;
    hasSent.current = true;
    const query = new URLSearchParams(location.search);
    if (query.has('error')) {
      setFailure(SSO_MESSAGES.failed);
      return;
    }
    if (!query.get('code') || !query.get('state')) {
      navigate('/login', { replace: true });
      return;
    }
    finishSso(`${location.pathname}${location.search}`).then(handleResult, handleError);

    function handleResult(result: SsoLoginResult) {
      if (result.kind === 'signed-in') {
        continueSignIn(result.answer, enterApp);
      } else if (result.kind === 'user-not-exist') {
        const state: CompleteYourInformationState = { signupTicket: result.signupTicket };
        navigate('/complete-your-information', { replace: true, state });
      } else {
        const state: UserNotVerifiedState = { email: result.email };
        navigate('/user-not-verified', { replace: true, state });
      }
    }

    function handleError(error: unknown) {
      const message = isHttpError(error) ? SSO_MESSAGE_BY_DETAIL[error.detail] : undefined;
      const destination = message ? null : errorDestination(error);
      if (destination) navigate(destination.to, { replace: true, ...(destination.state ? { state: destination.state } : {}) });
      else setFailure(message ?? SSO_MESSAGES.failed);
    }
  }, [location.pathname, location.search, navigate, enterApp, continueSignIn]);

  return (
    <PublicFrame title="Log in with Microsoft">
      {failure ? (
        <>
          <h1 className="page-title">We could not sign you in</h1>
          <p className="form-alert" role="alert">
            {failure}
          </p>
          <Link className="button button-primary button-block" to="/login" replace>
            Back to Log in
          </Link>
        </>
      ) : (
        <div className="sso-progress" role="status" aria-live="polite" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <span>{SSO_MESSAGES.signingIn}</span>
        </div>
      )}
    </PublicFrame>
  );
}
