import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { errorDestination } from '../../shell/error-routing.ts';
import { PublicFrame } from '../../shell/public-frame.tsx';
import type { AppEntryState } from '../../shell/route-state.ts';
import { hasSession } from '../session.ts';
import { useLogOut } from '../use-log-out.ts';
import { TwoStepEnrolment } from './two-step-enrolment.tsx';
import './mfa.css';

/**
 * /two-step-setup: the agency requires two-step verification and this user has none yet. The server answers every other
 * call with 403 MFA_ENROLMENT_REQUIRED until they enrol here; then the app opens as after a login.
 */
export default function TwoStepSetupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isLoggingOut, handleLogOut } = useLogOut();
  if (!hasSession()) return <Navigate to="/login" replace />;

  function handleFinished() {
    queryClient.removeQueries();
    const state: AppEntryState = { isFromLogin: true };
    navigate('/app', { replace: true, state });
  }

  function handleFailure(error: unknown) {
    const destination = errorDestination(error);
    if (destination && destination.to !== '/two-step-setup')
      navigate(destination.to, destination.state ? { state: destination.state } : undefined);
  }

  return (
    <PublicFrame title="Set up two-step verification">
      <h1 className="page-title">Set up two-step verification</h1>
      <p className="form-notice">Your agency requires two-step verification. Set it up to continue.</p>
      <TwoStepEnrolment onFinished={handleFinished} onFailure={handleFailure} />
      <p className="login-register">
        <button type="button" className="button button-quiet" onClick={handleLogOut} disabled={isLoggingOut}>
          Log out
        </button>
      </p>
    </PublicFrame>
  );
}
