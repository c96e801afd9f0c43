import { ERROR_CODES } from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFailureRoute, useQueryFailureRoute } from '../../agency/settings/use-failure-route.ts';
import { isHttpError } from '../../shell/http.ts';
import { agencyMfaQueryKey, agencyMfaQueryOptions, setAgencyMfaRequired } from './mfa.api.ts';
import './mfa.css';

export const REQUIRE_TWO_STEP_LABEL = 'Require two-step verification';
export const OWN_TWO_STEP_FIRST = 'Turn on two-step verification for your own account first.';

/** Settings > Agency: the owner requires two-step verification of every member (CJIS IA-2). */
export function AgencyTwoStepSwitch() {
  const queryClient = useQueryClient();
  const handleFailure = useFailureRoute();
  const setting = useQuery(agencyMfaQueryOptions());
  useQueryFailureRoute(setting.error);
  const [status, setStatus] = useState('');
  const [needsOwnFirst, setNeedsOwnFirst] = useState(false);
  const change = useMutation({
    mutationFn: setAgencyMfaRequired,
    onSuccess: (answer) => {
      queryClient.setQueryData(agencyMfaQueryKey, answer);
      setStatus(
        answer.mfa_required
          ? 'Two-step verification is now required: members without it set it up at their next call or login.'
          : 'Two-step verification is no longer required.',
      );
    },
    onError: (error) => {
      if (isHttpError(error) && error.detail === ERROR_CODES.mfaNotEnabled) setNeedsOwnFirst(true);
      else handleFailure(error);
    },
  });
  const isRequired = setting.data?.mfa_required ?? false;

  return (
    <div className="mfa-agency-setting">
      <div className="mfa-switch-field">
        <input
          id="agency-require-two-step"
          type="checkbox"
          role="switch"
          aria-checked={isRequired}
          checked={isRequired}
          disabled={!setting.data || change.isPending}
          aria-describedby="agency-require-two-step-hint"
          onChange={(event) => {
            setStatus('');
            setNeedsOwnFirst(false);
            change.mutate(event.target.checked);
          }}
        />
        <label htmlFor="agency-require-two-step">{REQUIRE_TWO_STEP_LABEL}</label>
      </div>
      <p id="agency-require-two-step-hint" className="page-hint">
        Every member must give a code from an authenticator app after their password (or sign in with Microsoft using multi-factor
        authentication).
      </p>
      {needsOwnFirst ? (
        <p className="form-alert" role="alert">
          {OWN_TWO_STEP_FIRST} <Link to="/app/account/two-step">Set up two-step verification</Link>
        </p>
      ) : null}
      <p className="settings-status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
