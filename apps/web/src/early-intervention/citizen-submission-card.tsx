import type { CitizenSubmission } from '@fieldbook/contract';
import { CITIZEN_SUBMISSION_LIMITS } from '@fieldbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isHttpError } from '../shell/http.ts';
import { decideCitizenSubmission } from './citizen-submissions.api.ts';
import { EI_KEY } from './ei.api.ts';
import { formatDay } from './ei-format.ts';

const KIND_LABELS: Record<CitizenSubmission['kind'], string> = { complaint: 'Complaint', commendation: 'Commendation' };

interface CitizenSubmissionCardProps {
  submission: CitizenSubmission;
  timeZone: string;
  onOpenReport: (incidentNumber: string) => void;
}

/**
 * One citizen submission: the words as plain text (never HTML), the contact details given, the report and officer; a
 * received one with a note and Accept / Dismiss. Accepting a complaint makes it an early-intervention indicator.
 */
export function CitizenSubmissionCard({ submission, timeZone, onOpenReport }: CitizenSubmissionCardProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: 'accept' | 'dismiss') => decideCitizenSubmission(submission.id, { decision, note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EI_KEY] }),
  });
  const { contact } = submission;
  const hasContact = contact.name || contact.email || contact.phone;

  function handleDecide(decision: 'accept' | 'dismiss') {
    if (note.trim().length === 0) {
      setNoteError(`Write a note of 1 to ${CITIZEN_SUBMISSION_LIMITS.decisionNoteMax} characters.`);
      return;
    }
    setNoteError(null);
    decide.mutate(decision);
  }

  return (
    <article className="ei-citizen-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ei-citizen-title">
        {KIND_LABELS[submission.kind]} · received {formatDay(submission.received_at, timeZone)}
      </h3>
      <p className="ei-event-meta">
        About {submission.officer ? `${submission.officer.name} (${submission.officer.officer_id})` : 'an officer no longer listed'}
        {' · '}
        <button type="button" className="ei-link-button" onClick={() => onOpenReport(submission.incident_number)}>
          Open report {submission.incident_number}
        </button>
      </p>
      <p className="ei-citizen-text">{submission.text}</p>
      <p className="ei-event-meta">
        {hasContact ? `From: ${[contact.name, contact.email, contact.phone].filter(Boolean).join(' · ')}` : 'No contact details given.'}
      </p>
      {submission.decision ? (
        <p className="ei-event-note">
          {submission.status === 'accepted' ? 'Accepted' : 'Dismissed'}
          {submission.decision.by ? ` by ${submission.decision.by}` : ''} on {formatDay(submission.decision.at, timeZone)}
          {submission.decision.note ? `: ${submission.decision.note}` : ''}
        </p>
      ) : (
        <div className="ei-citizen-decision">
          <div className="field">
            <label htmlFor={`${id}-note`}>Note on your decision</label>
            <textarea
              id={`${id}-note`}
              rows={2}
              value={note}
              maxLength={CITIZEN_SUBMISSION_LIMITS.decisionNoteMax}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${id}-note-error` : undefined}
              onChange={(event) => setNote(event.target.value)}
            />
            {noteError ? (
              <span id={`${id}-note-error`} className="field-error" role="alert">
                {noteError}
              </span>
            ) : null}
          </div>
          {decide.isError ? (
            <p className="form-alert" role="alert">
              {isHttpError(decide.error) && decide.error.status === 409
                ? 'Someone decided on this submission already. The list is up to date now.'
                : 'The decision could not be saved. Try again.'}
            </p>
          ) : null}
          <div className="form-buttons">
            <button type="button" className="button button-secondary" disabled={decide.isPending} onClick={() => handleDecide('dismiss')}>
              Dismiss
            </button>
            <button type="button" className="button button-primary" disabled={decide.isPending} onClick={() => handleDecide('accept')}>
              Accept
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
