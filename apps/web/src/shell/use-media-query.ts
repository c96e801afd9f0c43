import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the side navigation is a drawer (accounts.md §2.4). */
export const SMALL_SCREEN_QUERY = '(max-width: 899.98px)';
/** Phones: Feature Tours are not offered there (accounts.md §2.4). */
export const PHONE_QUERY = '(max-width: 599.98px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
