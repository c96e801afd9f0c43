import { DOJ_STATUS_LABELS, type DojStatus } from '@fieldbook/domain';
import { type ChipTone, StatusChip } from '../shell/status-chip.tsx';
import './doj-submissions.css';

const TONES: Record<DojStatus, ChipTone> = {
  unsubmitted: 'plain',
  pending: 'warning',
  resubmitted: 'warning',
  failed: 'danger',
  not_sendable: 'danger',
  submitted: 'success',
};

/** The stop's submission to the California DOJ as a chip: 'Unsubmitted', 'Pending', 'Submitted', 'Failed', ... (issue 26). */
export function DojStatusChip({ status }: { status: DojStatus }) {
  return (
    <StatusChip tone={TONES[status]} className="doj-chip">
      <span className="visually-hidden">DOJ: </span>
      {DOJ_STATUS_LABELS[status]}
    </StatusChip>
  );
}
