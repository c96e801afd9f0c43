import { STORAGE_KEYS } from '../shell/storage-keys.ts';

const ANALYTICS_PATH_PREFIX = '/app/analytics/';

/**
 * The analytics-insight link saved by /analytics-insights (accounts.md §2.1), kept in localStorage under
 * STORAGE_KEYS.analyticsInsightLink as a path such as '/app/analytics/workspaces/12'. Login opens it once.
 */
export function saveAnalyticsInsightLink(path: string): void {
  if (path.startsWith(ANALYTICS_PATH_PREFIX)) localStorage.setItem(STORAGE_KEYS.analyticsInsightLink, path);
}

/** Returns the saved link and forgets it; only same-app analytics paths are honoured (no open redirect). */
export function takeAnalyticsInsightLink(): string | null {
  const path = localStorage.getItem(STORAGE_KEYS.analyticsInsightLink);
  localStorage.removeItem(STORAGE_KEYS.analyticsInsightLink);
  return path?.startsWith(ANALYTICS_PATH_PREFIX) && !path.includes('//') ? path : null;
}
