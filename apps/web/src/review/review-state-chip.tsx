import { REVIEW_STATE_LABELS, type ReviewState } from '@fieldbook/domain';
import { type ChipTone, StatusChip } from '../shell/status-chip.tsx';
import './review.css';

const TONES: Record<ReviewState, ChipTone> = { pending_review: 'warning', returned: 'danger', approved: 'success' };

/** The report's review state as a chip: 'Waiting for review', 'Returned', 'Approved' (issue 25). */
export function ReviewStateChip({ state }: { state: ReviewState }) {
  return (
    <StatusChip tone={TONES[state]} className="review-chip">
      {REVIEW_STATE_LABELS[state]}
    </StatusChip>
  );
}
