import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../roles.ts';
import { approveReportsSchema, returnReportSchema } from './review.schema.ts';
import {
  AMEND_REASON_REQUIRED_MESSAGES,
  amendReasonRequirement,
  canReviewReport,
  checkReturnNote,
  formatReviewCount,
  isAmendReasonRequired,
  nextReviewState,
  REVIEW_MESSAGES,
  REVIEW_STATES,
} from './review.ts';

const permissionsOf = (name: string) => ({ permissions: [...(DEFAULT_ROLES.find((role) => role.name === name)?.permissions ?? [])] });

describe('review states (issue 25)', () => {
  it('start pending with review on and approved with it off', () => {
    expect(nextReviewState(null, 'create', true)).toBe('pending_review');
    expect(nextReviewState(null, 'create', false)).toBe('approved');
    expect(nextReviewState('approved', 'create', true)).toBeNull();
  });

  it('approve or return only what is pending', () => {
    for (const state of REVIEW_STATES) {
      expect(nextReviewState(state, 'approve', true)).toBe(state === 'pending_review' ? 'approved' : null);
      expect(nextReviewState(state, 'return', true)).toBe(state === 'pending_review' ? 'returned' : null);
    }
  });

  it('send an amended returned report back for review; an approved one stays approved and needs a reason', () => {
    expect(nextReviewState('returned', 'amend', true)).toBe('pending_review');
    expect(nextReviewState('pending_review', 'amend', true)).toBe('pending_review');
    expect(nextReviewState('approved', 'amend', true)).toBe('approved');
    expect(nextReviewState('returned', 'amend', false)).toBe('approved');
    expect(isAmendReasonRequired('approved', true)).toBe(true);
    expect(isAmendReasonRequired('returned', true)).toBe(false);
    expect(isAmendReasonRequired('approved', false)).toBe(false);
  });

  it('need a reason to amend a stop the DOJ accepted, review on or off (issue 26)', () => {
    expect(amendReasonRequirement({ reviewState: 'approved', dojStatus: 'submitted' }, false)).toBe('accepted_by_doj');
    expect(amendReasonRequirement({ reviewState: 'returned', dojStatus: 'submitted' }, true)).toBe('accepted_by_doj');
    expect(amendReasonRequirement({ reviewState: 'approved', dojStatus: 'submitted' }, true)).toBe('approved');
    for (const dojStatus of ['unsubmitted', 'pending', 'failed', 'resubmitted', 'not_sendable', undefined] as const)
      expect(amendReasonRequirement({ reviewState: 'approved', dojStatus }, false)).toBeNull();
    expect(AMEND_REASON_REQUIRED_MESSAGES.accepted_by_doj).toBe('Say why you change a stop the DOJ has accepted.');
  });
});

describe('who reviews', () => {
  const supervisor = { id: 'sup', role: { permissions: ['agency.reports.review' as const] }, supervisedMemberIds: new Set(['officer-a']) };
  it('a supervisor reviews the members of their groups, never their own report; a manager any other report', () => {
    expect(canReviewReport(supervisor, 'officer-a')).toBe(true);
    expect(canReviewReport(supervisor, 'officer-b')).toBe(false);
    expect(canReviewReport({ ...supervisor, supervisedMemberIds: new Set(['sup']) }, 'sup')).toBe(false);
    const manager = { id: 'man', role: permissionsOf('manager'), supervisedMemberIds: new Set<string>() };
    expect(canReviewReport(manager, 'officer-b')).toBe(true);
    expect(canReviewReport(manager, 'man')).toBe(false);
    expect(canReviewReport({ id: 'o', role: permissionsOf('officer'), supervisedMemberIds: new Set(['x']) }, 'x')).toBe(false);
  });
});

describe('return and approve requests', () => {
  it('need a note of 1 to 500 characters once trimmed, the judged version, and at most 100 reports at once', () => {
    expect(returnReportSchema.safeParse({ version: 2, note: '  ' }).success).toBe(false);
    expect(returnReportSchema.safeParse({ version: 2, note: 'x'.repeat(501) }).success).toBe(false);
    expect(returnReportSchema.parse({ version: 2, note: ' Fix the age ' })).toEqual({ version: 2, note: 'Fix the age', fields: [] });
    expect(returnReportSchema.safeParse({ note: 'Fix' }).success).toBe(false);
    expect(checkReturnNote('')).toBe(REVIEW_MESSAGES.noteRequired);
    expect(checkReturnNote('Fix the age')).toBeNull();
    const many = Array.from({ length: 101 }, (_, index) => ({ incident_number: `N-${index}`, version: 0 }));
    expect(approveReportsSchema.safeParse({ reports: many }).success).toBe(false);
    expect(approveReportsSchema.safeParse({ reports: many.slice(0, 100) }).success).toBe(true);
    expect(approveReportsSchema.safeParse({ reports: [] }).success).toBe(false);
  });
});

describe('queue counts', () => {
  it('read exactly below the limit and as at least the limit from it', () => {
    expect(formatReviewCount(0)).toBe('0');
    expect(formatReviewCount(999)).toBe('999');
    expect(formatReviewCount(1000)).toBe('1,000+');
  });
});
