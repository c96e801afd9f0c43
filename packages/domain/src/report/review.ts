import type { DojStatus } from '../doj-submission.ts';
import { hasPermission, type Role } from '../permissions.ts';

/**
 * Supervisor review (issue 25): a report is `pending_review`, `returned` or `approved`. With the agency's review on, a
 * new report waits for a supervisor; with it off, a report is approved when it is created. Reports from before review
 * existed count as approved. The state machine is this module's; the server enforces it, the browser shows it.
 */
export const REVIEW_STATES = ['pending_review', 'returned', 'approved'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** How each state reads on a chip, a filter and the export. */
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  pending_review: 'Waiting for review',
  returned: 'Returned',
  approved: 'Approved',
};

export type ReviewAction = 'create' | 'amend' | 'approve' | 'return';

/** The longest return note, in characters once trimmed; a return names at most this many fields. */
export const RETURN_NOTE_MAX = 500;
export const RETURN_FIELDS_MAX = 50;
/**
 * Queue counts stop at this many (the queue's total, the nav badge): an exact count of a backlog of tens of thousands
 * costs more than the page it heads, and '1,000+' says what a reviewer needs to know. A count equal to it reads 'at least'.
 */
export const REVIEW_COUNT_LIMIT = 1000;

/** A queue count in words: '12', or '1,000+' at the limit. */
export const formatReviewCount = (count: number) =>
  count >= REVIEW_COUNT_LIMIT ? `${REVIEW_COUNT_LIMIT.toLocaleString('en-US')}+` : count.toLocaleString('en-US');

/** At most this many reports are approved in one request. */
export const APPROVE_BATCH_MAX = 100;

export const REVIEW_MESSAGES = {
  noteRequired: `Write what needs to change, in 1 to ${RETURN_NOTE_MAX} characters.`,
  changed: 'The report changed since you opened it. Read it again before you decide.',
  reasonRequired: 'Say why you change an approved report.',
  outsideGroups: 'This report is not from a group you supervise.',
  unknownField: 'This is not a field of the report.',
  nothingToReview: 'Nothing to review',
} as const;

/**
 * The state after `action`, or null when the action is not allowed in `state` (the server answers 409 with the
 * current state). Create: pending with review on, approved with it off. Amend: a returned or pending report goes (back)
 * to pending; an approved one stays approved (its amend needs a reason, `isAmendReasonRequired`). Approve and return:
 * only from pending.
 */
export function nextReviewState(state: ReviewState | null, action: ReviewAction, isReviewRequired: boolean): ReviewState | null {
  switch (action) {
    case 'create':
      return state === null ? (isReviewRequired ? 'pending_review' : 'approved') : null;
    case 'amend':
      if (state === null) return null;
      if (state === 'approved') return 'approved';
      return isReviewRequired ? 'pending_review' : 'approved';
    case 'approve':
      return state === 'pending_review' ? 'approved' : null;
    case 'return':
      return state === 'pending_review' ? 'returned' : null;
  }
}

/** An amend of an approved report says why (issue 25); while pending or returned the reason is optional. */
export const isAmendReasonRequired = (state: ReviewState, isReviewRequired: boolean) => isReviewRequired && state === 'approved';

/** Why an amend must say why: the report is approved with review on (issue 25), or the DOJ accepted the stop (issue 26). */
export type AmendReasonRequirement = 'approved' | 'accepted_by_doj';

/** The refusal of an amend without a reason, for each requirement (the server's 400 and the form's field say the same). */
export const AMEND_REASON_REQUIRED_MESSAGES: Record<AmendReasonRequirement, string> = {
  approved: REVIEW_MESSAGES.reasonRequired,
  accepted_by_doj: 'Say why you change a stop the DOJ has accepted.',
};

/**
 * Whether an amend of this report needs a reason, and why; null when the reason is optional. An approved report with
 * review on (issue 25); a stop the DOJ accepted (Submitted), whatever the review setting, since its change goes to the
 * DOJ as a U record (issue 26). The server refuses an amend without the reason by this rule; the form requires the field
 * by it, so the officer knows before Submit (or before the offline outbox sends it).
 */
export function amendReasonRequirement(
  report: { reviewState: ReviewState; dojStatus?: DojStatus | null | undefined },
  isReviewRequired: boolean,
): AmendReasonRequirement | null {
  if (isAmendReasonRequired(report.reviewState, isReviewRequired)) return 'approved';
  if (report.dojStatus === 'submitted') return 'accepted_by_doj';
  return null;
}

/**
 * Who may review a report: a reviewer (agency.reports.review) who is not its author; a manager or owner
 * (agency.reports.read as well) any report of the agency, a supervisor those of members of the groups they supervise.
 */
export function canReviewReport(
  reviewer: { id: string; role: Pick<Role, 'permissions'>; supervisedMemberIds: ReadonlySet<string> },
  authorId: string,
): boolean {
  if (reviewer.id === authorId || !hasPermission(reviewer.role, 'agency.reports.review')) return false;
  return hasPermission(reviewer.role, 'agency.reports.read') || reviewer.supervisedMemberIds.has(authorId);
}

/** The note's words as the browser checks them before sending (the server's rule). */
export function checkReturnNote(note: string): string | null {
  const trimmed = note.trim();
  return trimmed.length === 0 || trimmed.length > RETURN_NOTE_MAX ? REVIEW_MESSAGES.noteRequired : null;
}
