import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../shell/storage-keys.ts';

const storageKey = (email: string) => `${STORAGE_KEYS.failedUploadsShown}:${email}`;

function readShown(email: string): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(email)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function saveShown(email: string, ids: readonly string[]): void {
  try {
    sessionStorage.setItem(storageKey(email), JSON.stringify(ids));
  } catch {
    // Storage unavailable: the dialog may show again after a reload, which is harmless.
  }
}

/**
 * analytics.md "Offline indicator": a 'Failed upload' dialog shows by itself when an upload fails, not only a badge on
 * the cloud. True once a report fails that this tab has not yet shown (a retried report that fails again counts anew);
 * `dismiss` closes it.
 */
export function useFailedUploadNotice(email: string, failedIds: readonly string[], isLoading: boolean) {
  const [isShown, setIsShown] = useState(false);
  const key = failedIds.join(',');

  useEffect(() => {
    if (isLoading) return;
    const failed = key === '' ? [] : key.split(',');
    const shown = readShown(email).filter((id) => failed.includes(id));
    const fresh = failed.filter((id) => !shown.includes(id));
    saveShown(email, [...shown, ...fresh]);
    if (fresh.length > 0) setIsShown(true);
  }, [email, key, isLoading]);

  return { isShown, dismiss: () => setIsShown(false) };
}
