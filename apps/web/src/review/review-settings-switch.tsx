import type { ReviewSettingsRequest } from '@fieldbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meQueryKey } from '../accounts/accounts.api.ts';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { useFailureRoute } from '../agency/settings/use-failure-route.ts';
import { http } from '../shell/http.ts';
import { isReviewOn } from './review-format.ts';
import './review.css';

export const REVIEW_SWITCH_LABEL = "Reports need a supervisor's review";

const saveReviewSettings = (body: ReviewSettingsRequest) => http.put<ReviewSettingsRequest>('/api/agencies/me/review-settings', body);

/**
 * Settings > Agency (issue 25, agency.review_settings.manage): 'Reports need a supervisor's review'. The user is read
 * again after a change, so the navigation, the chips and the filters follow at once.
 */
export function ReviewSettingsSwitch() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const handleFailure = useFailureRoute();
  const [status, setStatus] = useState('');
  const change = useMutation({
    mutationFn: saveReviewSettings,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      setStatus(
        answer.review_required
          ? 'New reports now wait for a supervisor’s review before they count.'
          : 'New reports are approved when they are filed.',
      );
    },
    onError: handleFailure,
  });
  const isOn = change.isPending && change.variables ? change.variables.review_required : isReviewOn(me);

  return (
    <div className="review-setting">
      <div className="review-switch-field">
        <input
          id="agency-review-required"
          type="checkbox"
          role="switch"
          aria-checked={isOn}
          checked={isOn}
          disabled={change.isPending}
          aria-describedby="agency-review-required-hint"
          onChange={(event) => {
            setStatus('');
            change.mutate({ review_required: event.target.checked });
          }}
        />
        <label htmlFor="agency-review-required">{REVIEW_SWITCH_LABEL}</label>
      </div>
      <p id="agency-review-required-hint" className="page-hint">
        A supervisor of the officer’s group, a manager or the owner approves each new report or returns it with a note. Reports filed before
        stay as they are.
      </p>
      <p className="settings-status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
