import type { AlertStatus } from '@fieldbook/domain';
import { type ChipTone, StatusChip } from '../shell/status-chip.tsx';

export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = { open: 'Open', in_review: 'In review', closed: 'Closed' };
const TONES: Record<AlertStatus, ChipTone> = { open: 'warning', in_review: 'active', closed: 'success' };

/** The alert's state as a chip with its word. */
export function AlertStatusChip({ status }: { status: AlertStatus }) {
  return (
    <StatusChip tone={TONES[status]} className="ei-chip">
      {ALERT_STATUS_LABELS[status]}
    </StatusChip>
  );
}

/** How long open against the deadline; overdue says so in words and with a mark. */
export function DeadlineText({ text, isOverdue }: { text: string; isOverdue: boolean }) {
  return (
    <span className={isOverdue ? 'ei-overdue' : 'ei-open-for'}>
      {isOverdue ? <span aria-hidden="true">⚠ </span> : null}
      {text}
    </span>
  );
}
