import { FEEDBACK_COMMENTS_MAX } from '@fieldbook/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorDestination } from '../error-routing.ts';
import { isHttpError, NETWORK_ERROR } from '../http.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import { submitFeedback } from './feedback.api.ts';

export const FEEDBACK_THANKS = 'Thanks! We truly appreciate your feedback.';
export const FEEDBACK_NOT_SENT = 'Your feedback could not be sent. Check your connection and try again.';

/** Our survey's rating question, 1 to 5 (the spec does not show the questions). */
export const RATINGS = [
  { value: 1, label: 'Very poor' },
  { value: 2, label: 'Poor' },
  { value: 3, label: 'Fair' },
  { value: 4, label: 'Good' },
  { value: 5, label: 'Excellent' },
] as const;

interface FeedbackDialogProps {
  /** The Skip button (the unprompted survey then offers its reminder). */
  onSkip: () => void;
  /** Escape before sending. */
  onDismiss: () => void;
  /** Sent: the server no longer offers the survey unprompted. */
  onSent: () => void;
  /** Closing the thanks. */
  onClose: () => void;
}

/** The feedback survey (accounts.md §2.8): a rating and optional comments, then the thanks. */
export function FeedbackDialog({ onSkip, onDismiss, onSent, onClose }: FeedbackDialogProps) {
  const id = useId();
  const navigate = useNavigate();
  const [rating, setRating] = useState<number | null>(null);
  const [comments, setComments] = useState('');
  const [isNotSent, setIsNotSent] = useState(false);
  const send = useMutation({ mutationFn: submitFeedback, onSuccess: onSent, onError: handleError });

  function handleError(error: Error) {
    if (isHttpError(error) && (error.status === 401 || error.detail === NETWORK_ERROR)) {
      setIsNotSent(error.status !== 401);
      return;
    }
    const destination = errorDestination(error);
    if (destination) navigate(destination.to, { state: destination.state });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === null || send.isPending) return;
    setIsNotSent(false);
    const trimmed = comments.trim();
    send.mutate(trimmed ? { rating, comments: trimmed } : { rating });
  }

  if (send.isSuccess) {
    return (
      <ModalDialog className="modal" labelledBy={`${id}-thanks`} onDismiss={onClose}>
        <h2 id={`${id}-thanks`} className="modal-title" role="status">
          {FEEDBACK_THANKS}
        </h2>
        <div className="modal-actions">
          <button type="button" className="button button-primary" onClick={onClose}>
            Close
          </button>
        </div>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog className="modal" labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onDismiss}>
      <form onSubmit={handleSubmit} aria-busy={send.isPending} noValidate>
        <h2 id={`${id}-title`} className="modal-title">
          Feedback
        </h2>
        <p id={`${id}-text`}>Help us improve: it takes less than a minute.</p>
        {isNotSent ? (
          <p className="form-alert" role="alert">
            {FEEDBACK_NOT_SENT}
          </p>
        ) : null}
        <fieldset className="feedback-rating">
          <legend>How would you rate your experience?</legend>
          {RATINGS.map((option) => (
            <label key={option.value} className="feedback-rating-option">
              <input
                type="radio"
                name="rating"
                value={option.value}
                checked={rating === option.value}
                onChange={() => setRating(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-comments`}>Anything else you would like to tell us? (optional)</label>
          <textarea
            id={`${id}-comments`}
            className="feedback-comments"
            rows={4}
            maxLength={FEEDBACK_COMMENTS_MAX}
            value={comments}
            aria-describedby={`${id}-count`}
            onChange={(event) => setComments(event.target.value)}
          />
          <p id={`${id}-count`} className="field-hint">
            {comments.length} / {FEEDBACK_COMMENTS_MAX}
          </p>
        </div>
        <div className="modal-actions">
          <button type="button" className="button" onClick={onSkip}>
            Skip
          </button>
          <button type="submit" className="button button-primary" disabled={rating === null || send.isPending}>
            {send.isPending ? 'Sending...' : 'Send'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
