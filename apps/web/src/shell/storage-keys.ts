/**
 * Every key this app keeps in browser storage (accounts.md §9), in one place so none collide.
 * Session tokens live in sessionStorage (they must not survive a browser restart, CJIS);
 * preferences and links in localStorage.
 */
export const STORAGE_KEYS = {
  /** sessionStorage: the access token of the signed-in user. */
  accessToken: 'fieldbook.access-token',
  /** sessionStorage: the refresh token paired with it. */
  refreshToken: 'fieldbook.refresh-token',
  /** sessionStorage: the signed-in user's e-mail, to find their cached profile and saved reports offline. */
  offlineUserEmail: 'fieldbook.offline-user-email',
  /** sessionStorage: when this tab last asked for a verification mail, per e-mail (the 60 s pause before another). */
  verificationMailSentAt: 'fieldbook.verification-mail-sent-at',
  /** localStorage: '1' while the side navigation is collapsed. */
  navCollapsed: 'fieldbook.nav-collapsed',
  /** localStorage: the ORI of the agency last signed in on this device, whose system-use notice /login shows without ?agency=. */
  noticeAgency: 'fieldbook.notice-agency',
  /** localStorage: the saved analytics-insight link (a path under /app/analytics/) to open after login. */
  analyticsInsightLink: 'fieldbook.analytics-insight-link',
  /** localStorage: set by 'Update Now' (accounts.md §9 new-version flag); the next /app load shows the new-version notice. */
  newVersion: 'fieldbook.new-version',
  /** localStorage: the invitation token from /agency-invitation, accepted at the next load of /app (accounts.md §4). */
  pendingInvitation: 'fieldbook.pending-invitation',
  /** localStorage prefix: `${onboardingProgress}:{email}` is the owner's onboarding progress (step, plan, billing_cycle, additional_seats). */
  onboardingProgress: 'fieldbook.onboarding',
  /** localStorage prefix: `${quickSearches}:{email}` holds the user's last 5 distinct agency-report quick searches (analytics.md §3). */
  quickSearches: 'fieldbook.quick-searches',
} as const;
