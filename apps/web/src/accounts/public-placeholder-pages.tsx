import { Link } from 'react-router';
import { PublicFrame } from '../shell/public-frame.tsx';

/** Placeholders for the public account screens that later issues fill (accounts.md §2.1). */
function PublicPlaceholder({ title }: { title: string }) {
  return (
    <PublicFrame title={title}>
      <h1 className="page-title">{title}</h1>
      <p className="page-hint">This page is not available yet.</p>
      <p className="page-actions">
        <Link className="button button-primary" to="/login">
          Back to Log in
        </Link>
      </p>
    </PublicFrame>
  );
}

export function ForgotPasswordPage() {
  return <PublicPlaceholder title="Forgot Password" />;
}

export function RegistrationPage() {
  return <PublicPlaceholder title="Create Account" />;
}
