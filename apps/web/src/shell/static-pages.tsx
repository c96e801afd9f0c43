import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ResendVerification } from '../accounts/resend-verification.tsx';
import { PublicFrame } from './public-frame.tsx';
import { type ErrorPageState, readState, type UserNotVerifiedState } from './route-state.ts';

/** The static pages of accounts.md §2.2: the spec's message as the heading, a hint, a way back to log in. */
function StaticPage({ message, hint, children }: { message: string; hint?: string; children?: ReactNode }) {
  return (
    <PublicFrame title={message}>
      <h1 className="page-title">{message}</h1>
      {hint ? <p className="page-hint">{hint}</p> : null}
      {children}
      <p className="page-actions">
        <Link className="button button-primary" to="/login">
          Back to Log in
        </Link>
      </p>
    </PublicFrame>
  );
}

export function ErrorPage() {
  const { code, text, detail } = readState<ErrorPageState>(useLocation().state);
  const rows = [
    ['Code', code],
    ['Text', text],
    ['Detail', detail],
  ].filter((row): row is [string, string | number] => row[1] !== undefined && row[1] !== '');
  return (
    <StaticPage message="Sorry, something went wrong.">
      {rows.length > 0 ? (
        <dl className="error-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </StaticPage>
  );
}

export function UserIdErrorPage() {
  return <StaticPage message="This officer ID already exists." hint="An account with this officer ID is already registered." />;
}

export function UserOriErrorPage() {
  return <StaticPage message="This user already has an agency." hint="A user can belong to one agency only." />;
}

export function NoConnectionPage() {
  return <StaticPage message="No internet connection. You can try later." />;
}

export function NotMemberPage() {
  return (
    <StaticPage
      message="Agency access disabled."
      hint="Your agency administrator disabled your access, or you are not a member of this agency."
    />
  );
}

export function ActionNotAllowedPage() {
  return <StaticPage message="Sorry, you are not allowed to do this action." />;
}

export function ActionNotAvailablePage() {
  return <StaticPage message="Sorry, this action is no longer available." />;
}

export function VerifyTokenExpiredPage() {
  const { email } = readState<UserNotVerifiedState>(useLocation().state);
  return (
    <StaticPage message="The verification token has expired." hint="Verification links work once, for 24 hours. Ask for a new one.">
      <ResendVerification email={email} />
    </StaticPage>
  );
}

export function UserNotVerifiedPage() {
  const { email } = readState<UserNotVerifiedState>(useLocation().state);
  const hint = email
    ? `Open the verification link we sent to ${email} to activate your account.`
    : 'Open the verification link we sent to your email to activate your account.';
  return (
    <StaticPage message="Your account is not verified yet." hint={hint}>
      <ResendVerification email={email} />
    </StaticPage>
  );
}

export function SubscriptionPausedPage() {
  return <StaticPage message="Your subscription has been paused" hint="Contact your agency owner to resume it." />;
}

export function SubscriptionCanceledPage() {
  return <StaticPage message="Your subscription has been canceled" hint="Contact your agency owner to subscribe again." />;
}
