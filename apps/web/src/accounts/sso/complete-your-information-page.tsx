import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { isHttpError } from '../../shell/http.ts';
import { PublicFrame } from '../../shell/public-frame.tsx';
import { readState } from '../../shell/route-state.ts';
import { CompleteInformationForm } from './complete-information-form.tsx';
import { SignupExpired } from './signup-expired.tsx';
import { signupTicketQueryOptions } from './sso.api.ts';
import { SSO_MESSAGE_BY_DETAIL, SSO_MESSAGES } from './sso-messages.ts';
import './sso.css';

/** /complete-your-information is opened by /login-verification with the signup ticket of the 404 USER_NOT_EXIST. */
export interface CompleteYourInformationState {
  signupTicket?: string;
}

/**
 * /complete-your-information (accounts.md §2.1, §5): finishes a single sign-on signup. Name and e-mail come from the
 * provider and are read-only; the officer ID and the policy acceptance are asked for.
 */
export default function CompleteYourInformationPage() {
  const location = useLocation();
  const { signupTicket } = readState<CompleteYourInformationState>(location.state);
  if (!signupTicket) return <Navigate to="/login" replace />;
  return (
    <PublicFrame title="Complete your information">
      <h1 className="page-title">Complete your Information</h1>
      <SignupTicketForm signupTicket={signupTicket} />
    </PublicFrame>
  );
}

function SignupTicketForm({ signupTicket }: { signupTicket: string }) {
  const ticket = useQuery(signupTicketQueryOptions(signupTicket));
  if (ticket.isPending) {
    return (
      <div className="sso-progress" role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span>Loading…</span>
      </div>
    );
  }
  if (ticket.isError)
    return <SignupExpired message={(isHttpError(ticket.error) && SSO_MESSAGE_BY_DETAIL[ticket.error.detail]) || SSO_MESSAGES.failed} />;
  return <CompleteInformationForm signupTicket={signupTicket} identity={ticket.data} />;
}
