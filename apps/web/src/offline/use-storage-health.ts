import { useEffect, useState } from 'react';
import { isIosOutsideHomeScreen, isStorageAlmostFull, readBrowserTraits, readStorageUsage, type StorageUsage } from './storage-health.ts';

export interface StorageHealth {
  usage: StorageUsage | null;
  isAlmostFull: boolean;
  isIosOutsideHomeScreen: boolean;
}

/** The device's storage health, read again whenever `version` changes (the outbox count: each save or upload). */
export function useStorageHealth(version: number): StorageHealth {
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  const [isIosTab] = useState(() => isIosOutsideHomeScreen(readBrowserTraits()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the signal to read again.
  useEffect(() => {
    let isCurrent = true;
    void readStorageUsage().then((next) => isCurrent && setUsage(next));
    return () => {
      isCurrent = false;
    };
  }, [version]);
  return { usage, isAlmostFull: isStorageAlmostFull(usage), isIosOutsideHomeScreen: isIosTab };
}
