import { STORAGE_KEYS } from '../shell/storage-keys.ts';

const ANALYTICS_PATH_PREFIX = '/app/analytics/';
/** A report export's download page, which its mail links to (reports/exports/export-download-page.tsx). */
const EXPORT_PATH = /^\/app\/exports\/[A-Za-z0-9-]{1,64}$/;

/** The mailed links login brings the user back to: same-app analytics paths and export pages only (no open redirect). */
const isReturnPath = (path: string) => (path.startsWith(ANALYTICS_PATH_PREFIX) && !path.includes('//')) || EXPORT_PATH.test(path);

/**
 * The link saved to open after login, kept in localStorage under STORAGE_KEYS.analyticsInsightLink as a path: an
 * analytics-insight link from /analytics-insights (accounts.md §2.1) such as '/app/analytics/workspaces/12', or an
 * export's download page '/app/exports/{id}' opened signed out (require-user.tsx). Login opens it once.
 */
export function saveAnalyticsInsightLink(path: string): void {
  if (isReturnPath(path)) localStorage.setItem(STORAGE_KEYS.analyticsInsightLink, path);
}

/** Returns the saved link and forgets it; only the paths above are honoured. */
export function takeAnalyticsInsightLink(): string | null {
  const path = localStorage.getItem(STORAGE_KEYS.analyticsInsightLink);
  localStorage.removeItem(STORAGE_KEYS.analyticsInsightLink);
  return path && isReturnPath(path) ? path : null;
}
