import type { ReviewSettingsRequest, ReviewSettingsResponse } from '@fieldbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meQueryKey } from '../accounts/accounts.api.ts';
import { useCurrentUser } from '../accounts/current-user-context.ts';
import { ConfirmDeleteDialog } from '../agency/settings/confirm-delete-dialog.tsx';
import { useFailureRoute } from '../agency/settings/use-failure-route.ts';
import { http } from '../shell/http.ts';
import { isReviewOn } from './review-format.ts';
import './review.css';

export const REVIEW_SWITCH_LABEL = "Reports need a supervisor's review";

const saveReviewSettings = (body: ReviewSettingsRequest) => http.put<ReviewSettingsResponse>('/api/agencies/me/review-settings', body);

/** What the switch says once saved: switched off, how many reports that waited or were returned it approved. */
export function reviewSettingsStatus(answer: ReviewSettingsResponse): string {
  if (answer.review_required) return 'New reports now wait for a supervisor’s review before they count.';
  const approved =
    answer.approved === 0
      ? ''
      : ` ${answer.approved} ${answer.approved === 1 ? 'report that was' : 'reports that were'} waiting or returned approved.`;
  return `New reports are approved when they are filed.${approved}`;
}

/**
 * Settings > Agency (issue 25, agency.review_settings.manage): 'Reports need a supervisor's review'. The user is read
 * again after a change, so the navigation, the chips and the filters follow at once.
 */
export function ReviewSettingsSwitch() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const handleFailure = useFailureRoute();
  const [status, setStatus] = useState('');
  const [isConfirmingOff, setIsConfirmingOff] = useState(false);
  const change = useMutation({
    mutationFn: saveReviewSettings,
    onSuccess: async (answer) => {
      setIsConfirmingOff(false);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      setStatus(reviewSettingsStatus(answer));
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
            // Switching off approves every report still waiting or returned: asked first.
            if (event.target.checked) change.mutate({ review_required: true });
            else setIsConfirmingOff(true);
          }}
        />
        <label htmlFor="agency-review-required">{REVIEW_SWITCH_LABEL}</label>
      </div>
      <p id="agency-review-required-hint" className="page-hint">
        A supervisor of the officer’s group, a manager or the owner approves each new report or returns it with a note. Switched on, reports
        filed before stay approved; switched off, reports still waiting or returned are approved.
      </p>
      <p className="settings-status" role="status" aria-live="polite">
        {status}
      </p>
      {isConfirmingOff ? (
        <ConfirmDeleteDialog
          title="Turn off supervisor review?"
          text="Reports waiting for review and reports returned to their officers are approved now, and new reports are approved when they are filed."
          confirmLabel="Turn off review"
          isPending={change.isPending}
          onConfirm={() => change.mutate({ review_required: false })}
          onCancel={() => setIsConfirmingOff(false)}
        />
      ) : null}
    </div>
  );
}
