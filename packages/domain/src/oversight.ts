/**
 * CJIS AC-8: the system-use notice shown, and acknowledged, before anyone signs in. The reference names its four parts
 * (restricted system, monitored, unauthorized use prohibited, consent); this default says each of them.
 */
export const DEFAULT_SYSTEM_USE_NOTICE =
  'You are accessing a restricted information system of a criminal justice agency. Use of this system is limited to ' +
  'authorized users for authorized purposes. Activity on this system is monitored, recorded and subject to audit. ' +
  'Unauthorized use is prohibited and may result in criminal, civil and administrative penalties. By continuing, you ' +
  'consent to this monitoring and recording.';

export const SYSTEM_USE_NOTICE_LIMITS = { min: 20, max: 2000 } as const;

export const SYSTEM_USE_NOTICE_MESSAGES = {
  tooShort: `Write at least ${SYSTEM_USE_NOTICE_LIMITS.min} characters.`,
  tooLong: `Use at most ${SYSTEM_USE_NOTICE_LIMITS.max} characters.`,
  unsafe: 'Use plain text only: no control characters, direction marks or angle brackets.',
} as const;

/**
 * What the notice may not hold: control characters other than line breaks and tabs, the invisible direction controls
 * that can make shown text read differently from stored text, and angle brackets (the notice is plain text, not markup).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE_NOTICE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>]/;

export function isSafeNoticeText(text: string): boolean {
  return !UNSAFE_NOTICE_TEXT.test(text);
}

/** CJIS AC-2(3): a member account unused this long is disabled by the daily job. */
export const INACTIVE_ACCOUNT_DAYS = 90;

/** CJIS AU-11: audit rows are kept at least this long (nothing in the product deletes any). */
export const AUDIT_RETENTION_DAYS = 366;

/**
 * The kinds the audit log is filtered by (AU-6 review): each is a set of actions, named exactly or by a prefix
 * ending in '.'. 'failures' is every action whose outcome was a failure.
 */
export const AUDIT_KINDS = {
  logins: { label: 'Sign-ins', actions: ['login', 'login.', 'sso_login', 'sso_link', 'sso_signup'] },
  failures: { label: 'Failures', actions: [] },
  locks: { label: 'Locks and unlocks', actions: ['account.lock', 'account.unlock'] },
  accounts: { label: 'Accounts and sessions', actions: ['account.', 'password.', 'session.', 'mfa.'] },
  report_reads: { label: 'Report reads', actions: ['report.read'] },
  amends: { label: 'Amends', actions: ['report.amend'] },
  reviews: { label: 'Reviews', actions: ['report.submit_for_review', 'report.approve', 'report.return'] },
  exports: {
    label: 'Exports',
    actions: ['reports.export', 'reports.export.requested', 'reports.export.download', 'reports.amend_trail.export', 'audit.export'],
  },
  members: { label: 'Member changes', actions: ['member.', 'invitation.', 'group.members'] },
  settings: {
    label: 'Settings changes',
    actions: ['agency.', 'area.', 'tag.', 'group.', 'business_card.', 'subscription.', 'workspace.', 'report_template.'],
  },
  reports: { label: 'Reports filed', actions: ['report.create', 'report.incident_number_case_clash'] },
  doj: { label: 'DOJ submissions', actions: ['doj.'] },
  early_intervention: { label: 'Early intervention', actions: ['ei.', 'citizen_submission.'] },
  audit: { label: 'Audit log reads', actions: ['audit.'] },
} as const satisfies Record<string, { label: string; actions: readonly string[] }>;
export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

/** The audit page size: 50 unless asked, at most 200. */
export const AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;
