/**
 * Every key this app keeps in browser storage (accounts.md §9), in one place so none collide.
 * Session tokens live in sessionStorage (they must not survive a browser restart, CJIS), and are never written to
 * localStorage or IndexedDB (the device-PIN record there holds no token: offline/device-unlock-store.ts);
 * preferences and links in localStorage.
 */
export const STORAGE_KEYS = {
  /** sessionStorage: the access token of the signed-in user. */
  accessToken: 'fieldbook.access-token',
  /** sessionStorage: the refresh token paired with it. */
  refreshToken: 'fieldbook.refresh-token',
  /** sessionStorage: which sign-in the tokens belong to, when it was, how often refreshed (accounts/session.ts). */
  sessionMeta: 'fieldbook.session',
  /** sessionStorage: this tab's offline unlock with the device PIN (e-mail, times); no secret (accounts/session.ts). */
  offlineUnlock: 'fieldbook.offline-unlock',
  /** sessionStorage: the signed-in user's e-mail, to find their cached profile and saved reports offline. */
  offlineUserEmail: 'fieldbook.offline-user-email',
  /** sessionStorage: when this tab last asked for a verification mail, per e-mail (the 60 s pause before another). */
  verificationMailSentAt: 'fieldbook.verification-mail-sent-at',
  /** localStorage: '1' while the side navigation is collapsed. */
  navCollapsed: 'fieldbook.nav-collapsed',
  /** localStorage: the id of the agency last signed in on this device, whose system-use notice /login shows without ?agency=. */
  noticeAgency: 'fieldbook.notice-agency',
  /** localStorage: the saved analytics-insight link (a path under /app/analytics/) to open after login. */
  analyticsInsightLink: 'fieldbook.analytics-insight-link',
  /** localStorage: set by 'Update Now' (accounts.md §9 new-version flag); the next /app load shows the new-version notice. */
  newVersion: 'fieldbook.new-version',
  /** localStorage: the invitation token from /agency-invitation, accepted at the next load of /app (accounts.md §4). */
  pendingInvitation: 'fieldbook.pending-invitation',
  /** localStorage prefix: `${onboardingProgress}:{email}` is the owner's onboarding progress (step, plan, billing_cycle, additional_seats). */
  onboardingProgress: 'fieldbook.onboarding',
  /** localStorage prefix: `${pinOfferDismissed}:{email}` is set once the officer answered 'Not now' to the device-PIN offer on a phone. */
  pinOfferDismissed: 'fieldbook.pin-offer-dismissed',
  /** localStorage prefix: `${quickSearches}:{email}` holds the user's last 5 distinct agency-report quick searches (analytics.md §3). */
  quickSearches: 'fieldbook.quick-searches',
  /** sessionStorage prefix: `${failedUploadsShown}:{email}` lists the failed uploads whose 'Failed upload' dialog this tab showed. */
  failedUploadsShown: 'fieldbook.failed-uploads-shown',
  /** localStorage: the language a citizen chose on the case page ('en' or 'es'). */
  caseLanguage: 'fieldbook.case-language',
  /** localStorage: a random id of this browser for the case page's messages (one open message per case and device). */
  caseDevice: 'fieldbook.case-device',
} as const;
