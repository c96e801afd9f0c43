/**
 * Storage health (security-and-sync G8): how much of the origin's quota the device uses, the warning at 80 %, and
 * Safari on iOS outside the Home Screen, where WebKit erases script-written storage after 7 days without a visit.
 */
export const STORAGE_WARNING_RATIO = 0.8;

export const STORAGE_TEXTS = {
  almostFull:
    'Device storage is almost full. Connect to upload your saved reports and free space on this device, or new reports may not be saved.',
  iosHomeScreen:
    'On iPhone and iPad, Safari may erase reports saved on this device after 7 days without a visit. Add Fieldbook to the Home Screen (Share, then Add to Home Screen) to keep them.',
  notSaved:
    'The report could not be saved on this device: its storage is full or unavailable. Your reports already saved are kept. Free some space on the device, then try again.',
} as const;

export interface StorageUsage {
  usage: number;
  quota: number;
}

/** The origin's usage and quota, or null where the browser does not tell. */
export async function readStorageUsage(): Promise<StorageUsage | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.estimate !== 'function') return null;
  try {
    const { usage, quota } = await storage.estimate();
    return typeof usage === 'number' && typeof quota === 'number' && quota > 0 ? { usage, quota } : null;
  } catch {
    return null;
  }
}

export function isStorageAlmostFull(usage: StorageUsage | null): boolean {
  return usage !== null && usage.usage >= usage.quota * STORAGE_WARNING_RATIO;
}

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/** '0 B', '12 kB', '1.5 MB', '120 GB': one decimal under 10, none above. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = value < 10 && unit > 0 ? value.toFixed(1) : String(Math.round(value));
  return `${shown} ${UNITS[unit]}`;
}

/** 'Storage used on this device: 1.5 MB of 300 GB (1 %)'. */
export function describeUsage({ usage, quota }: StorageUsage): string {
  const percent = Math.min(100, Math.round((usage / quota) * 100));
  return `Storage used on this device: ${formatBytes(usage)} of ${formatBytes(quota)} (${percent} %)`;
}

export interface BrowserTraits {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's navigator.standalone, or the display-mode media query: opened from the Home Screen. */
  isStandalone: boolean;
}

/** Safari (any iOS browser: all are WebKit) in a tab, not from the Home Screen. iPadOS says 'Macintosh' but has touch. */
export function isIosOutsideHomeScreen({ userAgent, maxTouchPoints, isStandalone }: BrowserTraits): boolean {
  const isIos = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return isIos && !isStandalone;
}

export function readBrowserTraits(): BrowserTraits {
  const isStandalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, isStandalone };
}
