import { useMediaQuery } from '../shell/use-media-query.ts';
import type { Theme } from './charts/chart-options.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Which of each item's colours to use, day or night (analytics.md §9). The app's pages are light (color-scheme:
 * light in base.css), so night colours apply only once the page itself declares a dark scheme.
 */
export function useColourTheme(): Theme {
  const prefersDark = useMediaQuery(DARK_QUERY);
  if (typeof document === 'undefined') return 'day';
  const scheme = getComputedStyle(document.documentElement).colorScheme ?? '';
  return prefersDark && scheme.includes('dark') ? 'night' : 'day';
}
