import type { AlertProfile } from '@fieldbook/contract';
import { reviewAlertRequest } from '@fieldbook/contract';
import { EI_MESSAGES, REVIEW_OUTCOME_LABELS, REVIEW_OUTCOMES, type ReviewOutcome } from '@fieldbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { issuesByPath, type PathErrors, serverPathErrors } from '../agency/settings/form-errors.ts';
import { SaveButton } from '../agency/settings/save-button.tsx';
import { useFailureRoute } from '../agency/settings/use-failure-route.ts';
import { assignAlert, closeAlert, EI_KEY, reviewAlert, reviewersQueryOptions } from './ei.api.ts';
import { agencyToday } from './ei-format.ts';

const ROLE_WORDS: Record<string, string> = { owner: 'Owner', manager: 'Manager', supervisor: 'Supervisor of the officer’s group' };

interface ReviewCycleProps {
  alert: AlertProfile;
  /** Owners and managers assign; a supervisor records the review of an alert given to them. */
  canAssign: boolean;
  timeZone: string;
}

/** The review cycle: assign a reviewer, record the review (note, outcome, follow-up), close. */
export function ReviewCycle({ alert, canAssign, timeZone }: ReviewCycleProps) {
  const queryClient = useQueryClient();
  const failureRoute = useFailureRoute();
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<PathErrors>({});
  const refresh = (message: string) => async () => {
    await queryClient.invalidateQueries({ queryKey: [EI_KEY] });
    setStatus(message);
  };
  const onError = (error: unknown) => {
    const fields = serverPathErrors(error);
    if (fields) {
      setStatus('');
      setErrors(fields);
    } else failureRoute(error);
  };
  const assign = useMutation({
    mutationFn: (reviewerId: string) => assignAlert(alert.id, reviewerId),
    onSuccess: refresh('Reviewer assigned.'),
    onError,
  });
  const review = useMutation({
    mutationFn: (body: Parameters<typeof reviewAlert>[1]) => reviewAlert(alert.id, body),
    onSuccess: refresh('Review recorded.'),
    onError,
  });
  const close = useMutation({ mutationFn: (note: string) => closeAlert(alert.id, note), onSuccess: refresh('Alert closed.'), onError });

  const [reviewerId, setReviewerId] = useState(alert.reviewer?.id ?? '');
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<ReviewOutcome | ''>('');
  const [followUp, setFollowUp] = useState('');
  const [closeNote, setCloseNote] = useState('');
  // Only who may review this officer: owners, managers and the supervisors of the officer's groups (the server's list).
  const members = useQuery({ ...reviewersQueryOptions(alert.id), enabled: canAssign });
  const reviewers = members.data?.reviewers ?? [];
  const today = agencyToday(timeZone);

  function handleAssign(event: FormEvent) {
    event.preventDefault();
    if (reviewerId) assign.mutate(reviewerId);
  }

  function handleReview(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    const next: PathErrors = {};
    if (!outcome) next.outcome = 'Choose an outcome.';
    if (followUp && followUp < today) next.follow_up_on = EI_MESSAGES.followUpPast;
    const parsed = reviewAlertRequest.safeParse({ note, outcome: outcome || undefined, follow_up_on: followUp || null });
    const all = { ...(parsed.success ? {} : issuesByPath(parsed.error.issues)), ...next };
    if (Object.keys(all).length > 0 || !parsed.success) {
      setErrors(all);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.ei-review-form [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    review.mutate(parsed.data, { onSuccess: () => setNote('') });
  }

  function handleClose(event: FormEvent) {
    event.preventDefault();
    close.mutate(closeNote.trim());
  }

  return (
    <div className="ei-cycle">
      <p className="settings-status" role="status" aria-live="polite">
        {status}
      </p>
      {canAssign ? (
        <form className="ei-form" onSubmit={handleAssign}>
          <h3>Reviewer</h3>
          <div className="form-field">
            <label htmlFor="ei-reviewer">Who reviews</label>
            <select
              id="ei-reviewer"
              value={reviewerId}
              onChange={(event) => setReviewerId(event.target.value)}
              aria-busy={members.isPending}
              aria-invalid={errors.reviewer_id ? true : undefined}
              aria-describedby={errors.reviewer_id ? 'ei-reviewer-error' : undefined}
            >
              <option value="">Choose a reviewer</option>
              {reviewers.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({ROLE_WORDS[member.role] ?? member.role})
                </option>
              ))}
            </select>
            {errors.reviewer_id ? (
              <p id="ei-reviewer-error" className="field-error">
                {errors.reviewer_id}
              </p>
            ) : null}
          </div>
          <SaveButton isSaving={assign.isPending} label="Assign" />
        </form>
      ) : null}
      <form className="ei-form ei-review-form" noValidate onSubmit={handleReview}>
        <h3>Record the review</h3>
        <div className="form-field">
          <label htmlFor="ei-review-note">What was discussed and agreed</label>
          <textarea
            id="ei-review-note"
            rows={4}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? 'ei-review-note-error' : undefined}
          />
          {errors.note ? (
            <p id="ei-review-note-error" className="field-error">
              {errors.note}
            </p>
          ) : null}
        </div>
        <div className="form-field">
          <label htmlFor="ei-outcome">Outcome</label>
          <select
            id="ei-outcome"
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as ReviewOutcome | '')}
            aria-invalid={errors.outcome ? true : undefined}
            aria-describedby={errors.outcome ? 'ei-outcome-error' : undefined}
          >
            <option value="">Choose an outcome</option>
            {REVIEW_OUTCOMES.map((id) => (
              <option key={id} value={id}>
                {REVIEW_OUTCOME_LABELS[id]}
              </option>
            ))}
          </select>
          {errors.outcome ? (
            <p id="ei-outcome-error" className="field-error">
              {errors.outcome}
            </p>
          ) : null}
        </div>
        <div className="form-field">
          <label htmlFor="ei-follow-up">Follow-up date (optional)</label>
          <input
            id="ei-follow-up"
            type="date"
            min={today}
            value={followUp}
            onChange={(event) => setFollowUp(event.target.value)}
            aria-invalid={errors.follow_up_on ? true : undefined}
            aria-describedby={errors.follow_up_on ? 'ei-follow-up-error' : 'ei-follow-up-hint'}
          />
          <p id="ei-follow-up-hint" className="field-hint">
            On this date the profile opens again and shows whether the pattern changed.
          </p>
          {errors.follow_up_on ? (
            <p id="ei-follow-up-error" className="field-error">
              {errors.follow_up_on}
            </p>
          ) : null}
        </div>
        <SaveButton isSaving={review.isPending} label="Record the review" />
      </form>
      <form className="ei-form" onSubmit={handleClose}>
        <h3>Close the alert</h3>
        <div className="form-field">
          <label htmlFor="ei-close-note">Closing note (optional)</label>
          <textarea id="ei-close-note" rows={2} value={closeNote} onChange={(event) => setCloseNote(event.target.value)} />
        </div>
        <SaveButton isSaving={close.isPending} label="Close the alert" />
      </form>
    </div>
  );
}
