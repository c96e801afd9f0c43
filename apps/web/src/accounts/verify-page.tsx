import { ERROR_CODES } from '@fieldbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorDestination } from '../shell/error-routing.ts';
import { isHttpError } from '../shell/http.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { PublicFrame } from '../shell/public-frame.tsx';
import { verifyAccount } from './accounts.api.ts';
import './accounts.css';

/** Verified, or verified before (VERIFY_USER_ALREADY_VERIFIED is ignored: accounts.md §8). */
async function verifyOnce(token: string): Promise<'verified'> {
  try {
    await verifyAccount(token);
  } catch (error) {
    if (!isHttpError(error) || error.detail !== ERROR_CODES.verifyUserAlreadyVerified) throw error;
  }
  return 'verified';
}

/**
 * /verify?token= (accounts.md §2.1): verifies the account, then 'Verified account!' with Done to /login.
 * A bad or expired token goes to /verify-token-expired; other failures to their error page.
 */
export default function VerifyPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  // A query, not a mutation: one call per token even when React mounts the page twice.
  const verification = useQuery({
    queryKey: ['auth', 'verify', token],
    queryFn: () => verifyOnce(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const verificationError = verification.error;

  useEffect(() => {
    if (token === '') {
      navigate('/verify-token-expired', { replace: true });
      return;
    }
    const error = verificationError;
    if (!error) return;
    if (isHttpError(error) && error.detail === ERROR_CODES.verifyUserBadToken) {
      navigate('/verify-token-expired', { replace: true });
      return;
    }
    const destination = errorDestination(error);
    if (destination) navigate(destination.to, { replace: true, state: destination.state });
  }, [token, verificationError, navigate]);

  return (
    <PublicFrame title="Verify account">
      {verification.isSuccess ? (
        <div role="status">
          <h1 className="page-title">Verified account!</h1>
          <p className="page-hint">Your email is verified. You can now log in.</p>
          <p className="page-actions">
            <Link className="button button-primary button-block" to="/login" replace>
              Done
            </Link>
          </p>
        </div>
      ) : (
        <PageLoading />
      )}
    </PublicFrame>
  );
}
