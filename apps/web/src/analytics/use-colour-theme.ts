import { useMediaQuery } from '../shell/use-media-query.ts';
import type { Theme } from './charts/chart-options.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Which of each item's colours to use, day or night (analytics.md §9): night when the device prefers dark and the page
 * follows it (base.css declares color-scheme: light dark and switches its colour tokens on the same media query).
 */
export function useColourTheme(): Theme {
  const prefersDark = useMediaQuery(DARK_QUERY);
  if (typeof document === 'undefined') return 'day';
  const scheme = getComputedStyle(document.documentElement).colorScheme ?? '';
  return prefersDark && scheme.includes('dark') ? 'night' : 'day';
}
