import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isHttpError } from '../../shell/http.ts';
import { browserNavigation, ssoStatusQueryOptions, startSso } from './sso.api.ts';
import { SSO_MESSAGE_BY_DETAIL, SSO_MESSAGES } from './sso-messages.ts';

/**
 * 'Log in with Microsoft' on /login (accounts.md §2.1): asks the server for the provider's sign-in address and leaves
 * for it, spinning until the browser has gone; says so when single sign-on is not configured here.
 */
export function SsoLoginButton() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const start = useMutation({
    mutationFn: async () => {
      const status = await queryClient.fetchQuery(ssoStatusQueryOptions());
      return status.is_enabled ? startSso() : null;
    },
    onSuccess: handleStarted,
    onError: (error) => setNotice((isHttpError(error) && SSO_MESSAGE_BY_DETAIL[error.detail]) || SSO_MESSAGES.failed),
  });
  // Still busy after success: the browser is on its way to the provider.
  const isBusy = start.isPending || (start.isSuccess && start.data !== null);

  function handleStarted(authorizationUrl: string | null) {
    if (authorizationUrl) browserNavigation.assign(authorizationUrl);
    else setNotice(SSO_MESSAGES.notConfigured);
  }

  function handleClick() {
    setNotice('');
    start.mutate();
  }

  return (
    <>
      <button type="button" className="button button-secondary button-block" onClick={handleClick} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
        Log in with Microsoft
      </button>
      <p className="form-notice" role="status">
        {notice}
      </p>
    </>
  );
}
