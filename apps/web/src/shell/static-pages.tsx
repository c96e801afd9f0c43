import { hasPermission, PRODUCT_NAME } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { meQueryOptions } from '../accounts/accounts.api.ts';
import { UnlockOfflineLink } from '../accounts/offline-unlock/unlock-offline-link.tsx';
import { ResendVerification } from '../accounts/resend-verification.tsx';
import { hasSession } from '../accounts/session.ts';
import { useLogOut } from '../accounts/use-log-out.ts';
import { OfficerIdRetry } from '../agency/invitations/officer-id-retry.tsx';
import { SUPPORT_URL } from './nav-links.ts';
import { PublicFrame } from './public-frame.tsx';
import { type ErrorPageState, readState, type UserNotVerifiedState } from './route-state.ts';

/**
 * How a signed-in user leaves a static page: back into the app ('Go to Home', to /app), or 'Log out' where the app
 * itself sends them to this page (it would only bring them back). Signed out, every page offers 'Back to Log in'.
 */
type SignedInExit = 'home' | 'log-out';

/** The static pages of accounts.md §2.2: the spec's message as the heading, a hint, a way out. */
function StaticPage({
  message,
  hint,
  children,
  signedInExit = 'home',
}: {
  message: string;
  hint?: string | undefined;
  children?: ReactNode;
  signedInExit?: SignedInExit;
}) {
  return (
    <PublicFrame title={message}>
      <h1 className="page-title">{message}</h1>
      {hint ? <p className="page-hint">{hint}</p> : null}
      {children}
      <p className="page-actions">
        <PageExit signedInExit={signedInExit} />
      </p>
    </PublicFrame>
  );
}

function PageExit({ signedInExit }: { signedInExit: SignedInExit }) {
  const { isLoggingOut, handleLogOut } = useLogOut();
  if (!hasSession()) {
    return (
      <Link className="button button-primary" to="/login">
        Back to Log in
      </Link>
    );
  }
  if (signedInExit === 'home') {
    return (
      <Link className="button button-primary" to="/app">
        Go to Home
      </Link>
    );
  }
  return (
    <button type="button" className="button button-secondary" onClick={handleLogOut} disabled={isLoggingOut} aria-busy={isLoggingOut}>
      Log out
    </button>
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
  // Signed in, the app would accept the same invitation again and come back here: the way on is the form below.
  return (
    <StaticPage
      message="This officer ID already exists."
      hint="An account with this officer ID is already registered."
      signedInExit="log-out"
    >
      <OfficerIdRetry />
    </StaticPage>
  );
}

export function UserOriErrorPage() {
  return <StaticPage message="This user already has an agency." hint="A user can belong to one agency only." />;
}

export function NoConnectionPage() {
  return (
    <StaticPage message="No internet connection. You can try later.">
      <UnlockOfflineLink />
    </StaticPage>
  );
}

export function NotMemberPage() {
  return (
    <StaticPage
      message="Agency access disabled."
      hint="Your agency administrator disabled your access, or you are not a member of this agency."
      signedInExit="log-out"
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

export const SUBSCRIPTION_PAUSED_OWNER_HINT = `Your agency's payments are overdue, so ${PRODUCT_NAME} is paused for your agency. Contact ${PRODUCT_NAME} Support to settle the payment and resume the subscription.`;
export const SUBSCRIPTION_CANCELED_OWNER_HINT = `Your agency's subscription has ended. Contact ${PRODUCT_NAME} Support to subscribe again.`;

/**
 * Whether the signed-in user holds the agency's billing (the owner): they act on the subscription themselves.
 * null while the user is read (no hint flashes meanwhile); false when signed out or the read failed.
 */
function useIsBillingOwner(): boolean | null {
  const me = useQuery({ ...meQueryOptions(), enabled: hasSession() });
  if (me.data) return hasPermission(me.data.role, 'agency.billing.manage');
  return me.isLoading ? null : false;
}

/**
 * Canceled and Unpaid subscriptions (accounts.md §2.3): members are told to contact their owner; the owner, who holds
 * the billing and cannot buy on a Canceled or Unpaid subscription (409), is told to contact support and given the link.
 */
function SubscriptionPage({ message, memberHint, ownerHint }: { message: string; memberHint: string; ownerHint: string }) {
  const isOwner = useIsBillingOwner();
  return (
    <StaticPage message={message} hint={isOwner === null ? undefined : isOwner ? ownerHint : memberHint} signedInExit="log-out">
      {isOwner ? (
        <p>
          <a className="button button-primary" href={SUPPORT_URL} target="_blank" rel="noreferrer">
            Contact Support
          </a>
        </p>
      ) : null}
    </StaticPage>
  );
}

export function SubscriptionPausedPage() {
  return (
    <SubscriptionPage
      message="Your subscription has been paused"
      memberHint="Contact your agency owner to resume it."
      ownerHint={SUBSCRIPTION_PAUSED_OWNER_HINT}
    />
  );
}

export function SubscriptionCanceledPage() {
  return (
    <SubscriptionPage
      message="Your subscription has been canceled"
      memberHint="Contact your agency owner to subscribe again."
      ownerHint={SUBSCRIPTION_CANCELED_OWNER_HINT}
    />
  );
}
