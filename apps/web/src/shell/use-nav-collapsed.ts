import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from './storage-keys.ts';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.navCollapsed) === '1';
  } catch {
    return false;
  }
}

/** The side navigation's collapsed state, remembered in localStorage (accounts.md §2.4, §9). */
export function useNavCollapsed(): [boolean, (isCollapsed: boolean) => void] {
  const [isCollapsed, setIsCollapsed] = useState(readCollapsed);
  const updateCollapsed = useCallback((next: boolean) => {
    setIsCollapsed(next);
    try {
      if (next) localStorage.setItem(STORAGE_KEYS.navCollapsed, '1');
      else localStorage.removeItem(STORAGE_KEYS.navCollapsed);
    } catch {
      // Storage can be unavailable (private mode, quota): the state then lasts for this page only.
    }
  }, []);
  return [isCollapsed, updateCollapsed];
}
