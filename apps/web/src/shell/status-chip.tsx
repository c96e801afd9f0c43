import type { ReactNode } from 'react';
import '../styles/status-chip.css';

/** How a status stands: waiting on someone, gone wrong, done, being worked on, or plain. */
export type ChipTone = 'warning' | 'danger' | 'success' | 'active' | 'plain';

/** A status as a small pill with its word; `className` names whose status it is (e.g. 'review-chip'). */
export function StatusChip({ tone, className, children }: { tone: ChipTone; className: string; children: ReactNode }) {
  return <span className={`status-chip status-chip-${tone} ${className}`}>{children}</span>;
}
